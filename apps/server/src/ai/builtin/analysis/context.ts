import type { TAnalysisIssue, TResumeJson } from '@offerpilot/shared';
import type { TAiResume } from '../../provider.ts';
import { termCounts, type TTermCounts } from '../relevance.ts';
import { resumeYears, type TResumeYears } from '../years.ts';
import { collectBullets, dedupeBullets, type TBullet } from './bullets.ts';
import { jsonStrings, withoutGaps } from './helpers.ts';
import { buildSources, buildTextSources, indexSkills, type TSkillHits, type TSource } from './sources.ts';

/** What the scorers and the job match read: the resume once taken apart, and what a scorer returns. */

export interface TDimensionResult {
  score: number;
  explanation: string;
  /** What to do, in plain Chinese; when absent, derived from the dimension's issues (dimensionAdvice). */
  advice?: string;
  issues: TAnalysisIssue[];
  strengths: string[];
}

export interface TContext {
  json: TResumeJson;
  text: string;
  en: boolean;
  /** Work and project bullets, near-identical repeats left out (they are in `repeats`). */
  bullets: TBullet[];
  repeats: TBullet[];
  sources: TSource[];
  skillIndex: Map<string, TSkillHits>;
  years: TResumeYears | null;
}

export function makeContext(resume: TAiResume): TContext {
  const json = resume.json;
  // Gaps are not facts: the whole-text reading (relevance, years, length) leaves them out.
  const text = withoutGaps(resume.text.trim() ? resume.text : jsonStrings(json).join('\n'));
  const sources = buildSources(json);
  const { unique, repeats } = dedupeBullets(collectBullets(json));
  return {
    json,
    text,
    en: json.meta.language === 'en',
    bullets: unique,
    repeats,
    sources,
    skillIndex: indexSkills(sources),
    years: resumeYears({ text, json }),
  };
}

export interface TJobContext extends TContext {
  /** Relevance tokens of the whole text. */
  terms: TTermCounts;
}

/** The structured sources plus every line of text they miss. */
const allSources = (ctx: TContext) => [...ctx.sources, ...buildTextSources(ctx.text, ctx.json, ctx.sources)];

/** The context of a job match: the structured sources plus every line of text they miss. */
export function jobContext(ctx: TContext): TJobContext {
  const sources = allSources(ctx);
  return { ...ctx, sources, skillIndex: indexSkills(sources), terms: termCounts(ctx.text) };
}

/**
 * The skills the resume shows in an experience (work, projects, education, certificates, awards),
 * by name or through an indicator: the evidence index the job match reads, for anything else that
 * would say the resume lacks one.
 */
export function demonstratedSkills(resume: TAiResume): Set<string> {
  return new Set(demonstratedEvidence(resume).keys());
}

/**
 * The same, each skill with the texts that show it and the span in each that names or indicates it
 * (集团客户 for 大客户): what a question may point at instead of saying it is missing.
 */
export function demonstratedEvidence(
  resume: TAiResume,
  ctx: TContext = makeContext(resume),
): Map<string, { text: string; span: string }[]> {
  const index = indexSkills(allSources(ctx));
  const out = new Map<string, { text: string; span: string }[]>();
  for (const [id, hits] of index) {
    if (hits.demonstrated.length)
      out.set(
        id,
        hits.demonstrated.map((src) => ({ text: src.text, span: src.skills.get(id) ?? src.indicated.get(id) ?? '' })),
      );
  }
  return out;
}
