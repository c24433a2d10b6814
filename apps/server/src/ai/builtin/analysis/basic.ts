import {
  SCORE_DIMENSION_LABELS,
  type TAnalysisIssue,
  type TBasicAnalysis,
  type TResumeSection,
  type TScoreDimension,
  type TSubScore,
} from '@offerpilot/shared';
import type { TAiResume } from '../../provider.ts';
import { isQuantified } from '../../../text/index.ts';
import { openerOf } from './bullets.ts';
import { scoreCompleteness } from './completeness.ts';
import { scoreContact } from './contact.ts';
import { makeContext, type TContext, type TDimensionResult } from './context.ts';
import { clamp, ENGINE, gapMarker, issue, nonEmpty, rankIssues } from './helpers.ts';
import { scoreQuantification } from './quantification.ts';
import { scoreSkills } from './skills.ts';
import { scoreStructure } from './structure.ts';
import { scoreWording } from './wording.ts';

/** The basic rubric: six weighted dimensions, gaps, grade and summary (analyzeBasic). */

// ── The basic rubric ─────────────────────────────────────────────────────────────────────────

const WEIGHTS: Record<TScoreDimension, number> = {
  completeness: 0.25,
  quantification: 0.2,
  wording: 0.15,
  skills: 0.15,
  structure: 0.15,
  contact: 0.1,
};

/**
 * The advice shown first for a quality dimension: the dimension's own advice, or the suggestion of
 * its most severe issue, or a plain "keep it" when nothing needs doing. Never a formula.
 */
function dimensionAdvice(r: TDimensionResult): string {
  if (r.advice) return r.advice;
  const top = rankIssues(r.issues)[0];
  if (top) return `${top.message.replace(/[。.]$/, '')}：${top.suggestion}`;
  return r.score >= 80 ? '这一项已经做得不错，保持即可。' : '这一项还有提升空间，可以参考下面的问题清单逐条修改。';
}

/** Gaps left in the resume (from an earlier optimisation): one issue per piece of text. */
function gapIssues(ctx: TContext): TAnalysisIssue[] {
  const out: TAnalysisIssue[] = [];
  const pieces: [TResumeSection, string][] = [
    ...ctx.bullets.map((b): [TResumeSection, string] => [b.section, b.text]),
    ...ctx.sources
      .filter((s) => s.section !== 'work' && s.section !== 'projects')
      .map((s): [TResumeSection, string] => [s.section, s.text]),
  ];
  for (const [section, text] of pieces) {
    if (out.length >= 5) break;
    const marker = gapMarker(text);
    if (!marker) continue;
    out.push(
      issue(
        'quantification',
        'medium',
        section,
        text,
        `这里还有未填写的「${marker}」占位，投递前必须替换成真实内容`,
        `把「${marker}」换成你真实的数字或结果；如果确实没有，就删掉这部分，不要编造。`,
      ),
    );
  }
  return out;
}

interface TBasicCore {
  sub_scores: TSubScore[];
  overall_score: number;
  issues: TAnalysisIssue[];
  strengths: string[];
  stats: TBasicAnalysis['stats'];
  ctx: TContext;
}

export function basicCore(resume: TAiResume): TBasicCore {
  const ctx = makeContext(resume);
  const skills = scoreSkills(ctx);
  const results: Record<TScoreDimension, TDimensionResult> = {
    completeness: scoreCompleteness(ctx),
    quantification: scoreQuantification(ctx),
    wording: scoreWording(ctx),
    skills,
    structure: scoreStructure(ctx),
    contact: scoreContact(ctx),
  };
  const dims = Object.keys(WEIGHTS) as TScoreDimension[];
  const sub_scores: TSubScore[] = dims.map((d) => ({
    dimension: d,
    label: SCORE_DIMENSION_LABELS[d],
    score: results[d].score,
    weight: WEIGHTS[d],
    explanation: results[d].explanation,
    advice: dimensionAdvice(results[d]),
  }));
  const overall_score = clamp(Math.round(dims.reduce((sum, d) => sum + WEIGHTS[d] * results[d].score, 0)));
  const issues = [...gapIssues(ctx), ...dims.flatMap((d) => results[d].issues)];
  const strengths = dims.flatMap((d) => results[d].strengths);

  const judged = ctx.bullets.filter((b) => b.kind === 'action');
  const j = ctx.json;
  const sections: string[] = [];
  const b = j.basics;
  if ([b.name, b.phone, b.email, b.city, b.target_role].some(nonEmpty) || b.years_of_experience !== null)
    sections.push('basics');
  if (j.education.length) sections.push('education');
  if (j.work.length) sections.push('work');
  if (j.projects.length) sections.push('projects');
  if (j.skills.some((s) => s.trim())) sections.push('skills');
  if (j.certificates.length) sections.push('certificates');
  if (j.awards.length) sections.push('awards');
  if (nonEmpty(j.self_evaluation)) sections.push('self_evaluation');
  if (j.other.length) sections.push('other');

  const stats: TBasicAnalysis['stats'] = {
    characters: ctx.text.replace(/\s/g, '').length,
    bullets: ctx.bullets.length,
    quantified_bullets: ctx.bullets.filter((x) => x.kind !== 'list' && isQuantified(x.body)).length,
    action_bullets: judged.filter((x) => openerOf(x.body).kind === 'strong').length,
    skills: skills.distinct,
    sections,
  };
  return { sub_scores, overall_score, issues, strengths, stats, ctx };
}

export function grade(score: number): string {
  if (score >= 85) return '优秀';
  if (score >= 70) return '良好';
  if (score >= 55) return '一般';
  return '需要改进';
}

function basicSummary(core: TBasicCore): string {
  const sorted = [...core.sub_scores].sort((a, b) => a.score - b.score || b.weight - a.weight);
  const weakest = sorted[0]!;
  const best = sorted[sorted.length - 1]!;
  const high = core.issues.filter((i) => i.severity === 'high').length;
  const head = `简历综合得分 ${core.overall_score} 分（${grade(core.overall_score)}）。`;
  if (weakest.score >= 85) return `${head}各维度表现均衡，${best.label}最突出（${best.score} 分）。`;
  return (
    `${head}${best.label}表现最好（${best.score} 分），${weakest.label}最需要加强（${weakest.score} 分）` +
    (high ? `，另有 ${high} 个高优先级问题建议先处理。` : '。')
  );
}

/** The basic quality analysis: six sub-scores, issues with verbatim excerpts, strengths. */
export function analyzeBasic(resume: TAiResume): TBasicAnalysis {
  const core = basicCore(resume);
  const issues = rankIssues(core.issues);
  return {
    analysis_type: 'basic',
    overall_score: core.overall_score,
    sub_scores: core.sub_scores,
    issues,
    strengths: core.strengths,
    summary: basicSummary({ ...core, issues }),
    stats: core.stats,
    engine: ENGINE(),
  };
}
