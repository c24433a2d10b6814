import { type TAiPosition, type TJobAnalysis, type TRequirementMatch } from '@offerpilot/shared';
import { type TAiResume } from '../../provider.ts';
import { analyzeJob } from '../analysis.ts';
import { extractSkills, getSkill, normaliseSkill } from '../../../text/index.ts';
import { uniq } from './text.ts';
import { type TBulletRef, splitBullet } from './bullets.ts';

/** The position plan: which job requirements a resume shows, and the bullet best placed for a gap. */

// ── Position context ─────────────────────────────────────────────────────────────────────────

export interface TPositionPlan {
  position: TAiPosition;
  job: TJobAnalysis;
  /** Ids (or lower-case keywords) of the job's skills the resume shows, required first. */
  matchedIds: string[];
}

export const termKey = (term: string) => normaliseSkill(term) ?? term.toLowerCase();

export function positionPlan(resume: TAiResume, position: TAiPosition | undefined): TPositionPlan | null {
  if (!position) return null;
  const job = analyzeJob(resume, position);
  const inResume = new Set(
    [...job.matched_keywords, ...job.missing_keywords.in_resume_not_stated].map((t) => termKey(t)),
  );
  const ordered = [...job.requirements].sort((a, b) => Number(a.kind !== 'required') - Number(b.kind !== 'required'));
  const matchedIds = uniq(ordered.flatMap((r) => r.skills.map(termKey)).filter((k) => inResume.has(k)));
  return { position, job, matchedIds };
}

/** The requirement a text serves: the first (required before preferred) whose skills it mentions. */
export function requirementFor(plan: TPositionPlan | null, text: string): TRequirementMatch | null {
  if (!plan) return null;
  const ids = new Set(extractSkills(text).map((m) => m.id));
  const lower = text.toLowerCase();
  const ordered = [...plan.job.requirements].sort(
    (a, b) => Number(a.kind !== 'required') - Number(b.kind !== 'required'),
  );
  return (
    ordered.find((r) =>
      r.skills.some((s) => {
        const id = normaliseSkill(s);
        return id ? ids.has(id) : lower.includes(s.toLowerCase());
      }),
    ) ?? null
  );
}

export function requirementOfTerm(plan: TPositionPlan, term: string): TRequirementMatch | null {
  const key = termKey(term);
  const ordered = [...plan.job.requirements].sort(
    (a, b) => Number(a.kind !== 'required') - Number(b.kind !== 'required'),
  );
  return ordered.find((r) => r.skills.some((s) => termKey(s) === key)) ?? null;
}

/** The bullet best placed to say where a listed-but-unshown skill was used. */
export function bestBulletFor(
  bullets: TBulletRef[],
  term: string,
  requirement: TRequirementMatch | null,
): TBulletRef | null {
  const candidates = bullets.filter(
    (b) => (b.section === 'work' || b.section === 'projects') && splitBullet(b.text).kind !== 'list',
  );
  if (candidates.length === 0) return null;
  const id = normaliseSkill(term);
  const entry = id ? getSkill(id) : undefined;
  const reqIds = new Set((requirement?.skills ?? []).map((s) => normaliseSkill(s)).filter((x): x is string => !!x));
  let best: { b: TBulletRef; score: number } | null = null;
  for (const b of candidates) {
    const mentions = extractSkills(b.text);
    let score = 0;
    for (const m of mentions) {
      const other = getSkill(m.id);
      if (entry && other?.category === entry.category) score += 2;
      if (entry && (entry.related?.includes(m.id) || other?.related?.includes(entry.id))) score += 3;
      if (reqIds.has(m.id)) score += 2;
    }
    if (!entry && b.text.includes(term.slice(0, 2))) score += 1;
    // A gap only on a bullet that relates to the term (a sibling or related skill, a skill of the
    // same requirement): "where did you use MyBatis" on an unrelated bullet asks the wrong question.
    if (score < 2) continue;
    if (b.section === 'work' && b.entry === 0) score += 1;
    if (splitBullet(b.text).kind === 'description') score -= 0.5;
    if (!best || score > best.score) best = { b, score };
  }
  return best?.b ?? null;
}
