import type { TPlanInput, TPlannedQuestion } from '../../provider.ts';
import { customRubric } from './custom.ts';
import {
  CLOSINGS,
  OPENINGS,
  OPENINGS_WITH_ROLE,
  STRESS_OPENING,
  closingQuestion,
  openingQuestion,
  rubricOf,
} from './fixed-questions.ts';
import {
  HR_ORDER,
  behavioralCandidates,
  hrCandidates,
  jobSkillsOf,
  requirementCandidates,
  resumeCandidates,
  technicalCandidates,
  type TBuiltinType,
  type TCandidate,
  type TCategory,
  type TPlanContext,
} from './plan-sources.ts';
import { seededUnit } from './terms.ts';

/**
 * The built-in interviewer: plans `question_count` questions from the actual resume and position.
 * An opening, then the template's mix of resume, requirement, technical, behavioural and HR
 * questions, and (from 5 questions) a closing. No two questions share a text, a quote or a bank id;
 * the same input and seed give the same plan, another seed varies the pick among equal candidates.
 * A custom template is asked exactly, in order. Rules and mixes: docs/ai-engine.md ("Interviews").
 */

const CATEGORY_ORDER: readonly TCategory[] = ['resume', 'requirement', 'technical', 'behavioral', 'hr'];

/** Share of the body (between opening and closing) each template gives each category. */
export const TEMPLATE_MIX: Record<TBuiltinType, Partial<Record<TCategory, number>>> = {
  technical: { resume: 0.3, requirement: 0.15, technical: 0.55 },
  behavioral: { resume: 0.3, behavioral: 0.7 },
  hr: { resume: 0.2, behavioral: 0.2, hr: 0.6 },
  comprehensive: { resume: 0.25, requirement: 0.15, technical: 0.3, behavioral: 0.3 },
  stress: { resume: 0.35, requirement: 0.1, technical: 0.35, behavioral: 0.2 },
};

/** Where the slots of a category that ran dry go, per template. */
const FALLBACK: Record<TBuiltinType, readonly TCategory[]> = {
  technical: ['technical', 'resume', 'requirement', 'behavioral', 'hr'],
  behavioral: ['behavioral', 'resume', 'hr', 'technical'],
  hr: ['hr', 'behavioral', 'resume', 'technical'],
  comprehensive: ['technical', 'behavioral', 'resume', 'requirement', 'hr'],
  stress: ['resume', 'technical', 'behavioral', 'requirement', 'hr'],
};

const SHORT_LIMIT_S = 120;

/** Slots per category by largest remainder; without a position the requirement share goes to technical. */
export function allocateSlots(type: TBuiltinType, body: number, hasPosition: boolean): Map<TCategory, number> {
  const mix = { ...TEMPLATE_MIX[type] };
  if (!hasPosition && mix.requirement) {
    mix.technical = (mix.technical ?? 0) + mix.requirement;
    delete mix.requirement;
  }
  const cats = CATEGORY_ORDER.filter((c) => (mix[c] ?? 0) > 0);
  const exact = cats.map((c) => ({ c, x: body * mix[c]! }));
  const slots = new Map(exact.map(({ c, x }) => [c, Math.floor(x)] as const));
  let left = body - [...slots.values()].reduce((a, b) => a + b, 0);
  const byRemainder = [...exact].sort((a, b) => b.x - Math.floor(b.x) - (a.x - Math.floor(a.x)));
  for (const { c } of byRemainder) if (left-- > 0) slots.set(c, slots.get(c)! + 1);
  return slots;
}

/** Takes candidates whose keys and text are unused. */
class Picker {
  private keys = new Set<string>();
  private texts = new Set<string>();
  private readonly before: ReadonlySet<string>;
  constructor(reserved: TPlannedQuestion[], askedBefore: readonly string[] = []) {
    this.before = new Set(askedBefore);
    for (const q of reserved) this.claim(q, []);
  }
  /** Asked in a recent session: the same text (a stress challenge appended to it), or the same quote (a model rewords). */
  private askedBefore(q: TPlannedQuestion): boolean {
    if (this.before.has(q.text) || (q.source.quote && this.before.has(`quote:${q.source.quote}`))) return true;
    for (const text of this.before) if (text.startsWith(q.text)) return true;
    return false;
  }
  private claim(q: TPlannedQuestion, keys: string[]) {
    for (const k of keys) this.keys.add(k);
    if (q.source.quote) this.keys.add(`quote:${q.source.quote}`);
    this.texts.add(q.text);
  }
  /** Up to `count` new candidates; questions of the user's latest sessions only when `again`. */
  take(candidates: readonly TCandidate[], count: number, again = false): TCandidate[] {
    const out: TCandidate[] = [];
    for (const c of candidates) {
      if (!again && this.askedBefore(c.question)) continue;
      if (out.length >= count) break;
      const quote = c.question.source.quote;
      if (c.keys.some((k) => this.keys.has(k)) || (quote && this.keys.has(`quote:${quote}`))) continue;
      if (this.texts.has(c.question.text)) continue;
      this.claim(c.question, c.keys);
      out.push(c);
    }
    return out;
  }
}

function pick<T>(list: readonly T[], seed: number, key: string): T {
  return list[Math.floor(seededUnit(seed, key) * list.length)]!;
}

function openingOf(ctx: TPlanContext): TPlannedQuestion {
  const { input, seed } = ctx;
  const role = input.position?.name.trim();
  const text =
    ctx.type === 'stress'
      ? STRESS_OPENING
      : role
        ? pick(OPENINGS_WITH_ROLE, seed, 'opening').replace('{role}', role)
        : pick(OPENINGS, seed, 'opening');
  return {
    kind: 'opening',
    text,
    source: role ? { type: 'position', quote: input.position!.name } : { type: 'bank', skill: 'communication' },
    time_limit_s: Math.min(input.answer_time_limit_s, SHORT_LIMIT_S),
    rubric: rubricOf(openingQuestion(text), 'communication'),
  };
}

function closingOf(ctx: TPlanContext): TPlannedQuestion {
  const text = pick(CLOSINGS, ctx.seed, 'closing');
  return {
    kind: 'closing',
    text,
    source: { type: 'bank', skill: 'career-motivation' },
    time_limit_s: Math.min(ctx.input.answer_time_limit_s, SHORT_LIMIT_S),
    rubric: rubricOf(closingQuestion(text), 'career-motivation'),
  };
}

const SOURCES: Record<TCategory, (ctx: TPlanContext) => TCandidate[]> = {
  resume: resumeCandidates,
  requirement: requirementCandidates,
  technical: technicalCandidates,
  behavioral: behavioralCandidates,
  hr: hrCandidates,
};

/** The body: each category's quota, then the template's fallback order for what ran dry. */
function planBody(ctx: TPlanContext, picker: Picker, body: number): TPlannedQuestion[] {
  const slots = allocateSlots(ctx.type, body, !!ctx.input.position);
  const cache = new Map<TCategory, TCandidate[]>();
  const candidates = (c: TCategory) => cache.get(c) ?? cache.set(c, SOURCES[c](ctx)).get(c)!;
  const picked = new Map<TCategory, TCandidate[]>(CATEGORY_ORDER.map((c) => [c, []]));
  for (const c of CATEGORY_ORDER) picked.get(c)!.push(...picker.take(candidates(c), slots.get(c) ?? 0));
  const count = () => [...picked.values()].reduce((n, l) => n + l.length, 0);
  // What ran dry is filled from the other categories, new questions first; questions of the
  // user's latest sessions come back only when no category has a new one left.
  for (const again of [false, true])
    for (const c of FALLBACK[ctx.type]) {
      if (count() >= body) break;
      picked.get(c)!.push(...picker.take(candidates(c), body - count(), again));
    }
  groundOne(ctx, picker, picked, candidates);
  const hr = picked.get('hr')!;
  hr.sort((a, b) => HR_ORDER.indexOf(a.keys[0]!) - HR_ORDER.indexOf(b.keys[0]!));
  return CATEGORY_ORDER.flatMap((c) => picked.get(c)!.map((x) => x.question));
}

const GROUNDED: readonly TCategory[] = ['resume', 'requirement'];

/**
 * At least one question of the body is about this resume or this position (issue 36): a short
 * plan's largest-remainder shares can give every slot to the bank (3 questions of 综合面试: one
 * technical, one behavioural). The last question of the best-filled bank category gives way to a
 * resume question, else a requirement, new ones first. Nothing changes when neither source has one.
 */
function groundOne(
  ctx: TPlanContext,
  picker: Picker,
  picked: Map<TCategory, TCandidate[]>,
  candidates: (c: TCategory) => TCandidate[],
): void {
  if (GROUNDED.some((c) => picked.get(c)!.length > 0)) return;
  const donor = CATEGORY_ORDER.filter((c) => !GROUNDED.includes(c) && picked.get(c)!.length > 0).sort(
    (a, b) => picked.get(b)!.length - picked.get(a)!.length,
  )[0];
  if (!donor) return;
  for (const again of [false, true])
    for (const c of GROUNDED) {
      const [grounded] = picker.take(candidates(c), 1, again);
      if (!grounded) continue;
      picked.get(donor)!.pop();
      picked.get(c)!.push(grounded);
      return;
    }
}

/** The user's questions, in order; a practice's question keeps its kind, source and rubric (origin). */
function planCustom(input: TPlanInput): TPlannedQuestion[] {
  return (input.template.questions ?? []).map((q) => ({
    kind: q.origin?.kind ?? 'custom',
    text: q.text.trim(),
    source: q.origin?.source ?? { type: 'custom' },
    time_limit_s: input.answer_time_limit_s,
    rubric: q.origin?.rubric ?? customRubric(q),
  }));
}

export function planInterviewBuiltin(input: TPlanInput): TPlannedQuestion[] {
  const { template } = input;
  if (template.type === 'custom' && template.questions?.length) return planCustom(input);
  const type: TBuiltinType = template.type === 'custom' ? 'comprehensive' : template.type;
  const ctx: TPlanContext = { input, type, seed: input.seed, jobSkills: jobSkillsOf(input.position) };
  const count = Math.max(1, Math.floor(input.question_count));
  const opening = openingOf(ctx);
  const closing = count >= 5 ? closingOf(ctx) : null;
  const picker = new Picker(closing ? [opening, closing] : [opening], input.asked_before);
  const body = planBody(ctx, picker, count - 1 - (closing ? 1 : 0));
  return [opening, ...body, ...(closing ? [closing] : [])];
}
