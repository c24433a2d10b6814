import type { TAiPosition, TRequirementMatch, TTemplateType } from '@offerpilot/shared';
import type { TInterviewRubric, TPlanInput, TPlannedQuestion } from '../../provider.ts';
import { analyzeJob, isMemberOf, requiredDegree } from '../analysis.ts';
import { COMPETENCY_IDS } from './bank/index.ts';
import { extractSkills, findIndicators, getSkill, normaliseSkill } from '../../../text/index.ts';
import { bankRubric, interleavedQuestions, toBankSkills } from './bank-picks.ts';
import { trimClosing } from './question-gist.ts';
import { HR_QUESTIONS, STRESS_CHALLENGES, STRESS_PROBES, rubricOf } from './fixed-questions.ts';
import { claimRubric, claimText, hasLeadershipClaim, resumeClaims, type TResumeClaim } from './resume-claims.ts';
import { absenceIsNamed } from './premise.ts';
import { seededOrder, seededUnit } from './terms.ts';

/**
 * The interviewer's sources of questions, one list per category, best first: resume claims,
 * position requirements (those the resume gives no evidence for first), technical questions from
 * the bank for the position's and the resume's skills, behavioural questions and HR questions.
 */

export type TCategory = 'resume' | 'requirement' | 'technical' | 'behavioral' | 'hr';
export type TBuiltinType = Exclude<TTemplateType, 'custom'>;

/** A question the plan may take; `keys` must be unused (a bank id, a quote) and the text new. */
export interface TCandidate {
  keys: string[];
  question: TPlannedQuestion;
}

export interface TPlanContext {
  input: TPlanInput;
  type: TBuiltinType;
  seed: number;
  /** Lexicon skills the position asks for. */
  jobSkills: Set<string>;
}

const CJK_OR_LATIN = /[\p{L}\p{N}]/u;

export function positionText(position: TAiPosition): string {
  return [position.name, position.responsibilities ?? '', ...position.requirements].join('\n');
}

export function jobSkillsOf(position: TAiPosition | undefined): Set<string> {
  if (!position) return new Set();
  return new Set(
    extractSkills(positionText(position))
      .filter((m) => m.category !== 'soft-skill' && m.category !== 'language')
      .map((m) => m.id),
  );
}

function withChallenge(ctx: TPlanContext, question: TPlannedQuestion, challenge: string): TPlannedQuestion {
  if (ctx.type !== 'stress') return question;
  const deeper = [...question.rubric.deeper, ...STRESS_PROBES];
  return { ...question, text: `${question.text}${challenge}`, rubric: { ...question.rubric, deeper } };
}

// ── Resume ───────────────────────────────────────────────────────────────────────────────────

const CLAIM_CHALLENGE: Record<TResumeClaim['kind'], string> = {
  quantified: STRESS_CHALLENGES[1]!,
  leadership: STRESS_CHALLENGES[2]!,
  design: STRESS_CHALLENGES[0]!,
  experience: STRESS_CHALLENGES[3]!,
  project: STRESS_CHALLENGES[0]!,
  unshown_skill: STRESS_CHALLENGES[3]!,
};

/** Claims ordered by priority, then interleaved by kind so a plan asks about different things. */
function orderedClaims(claims: TResumeClaim[], seed: number): TResumeClaim[] {
  const sorted = seededOrder(
    claims,
    seed,
    (c) => c.quote,
    (c) => c.priority,
  );
  const byKind = new Map<string, TResumeClaim[]>();
  for (const c of sorted) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  const lists = [...byKind.values()];
  const out: TResumeClaim[] = [];
  for (let round = 0; out.length < sorted.length; round++) for (const l of lists) if (l[round]) out.push(l[round]!);
  return out;
}

export function resumeCandidates(ctx: TPlanContext): TCandidate[] {
  const { input, seed } = ctx;
  const claims = orderedClaims(resumeClaims(input.resume, ctx.jobSkills), seed);
  return claims.map((claim) => {
    const variant = Math.floor(seededUnit(seed, `text:${claim.quote}`) * 2);
    const question: TPlannedQuestion = {
      kind: 'resume',
      text: claimText(claim, variant),
      source: { type: 'resume', quote: claim.quote, ...(claim.skills[0] ? { skill: claim.skills[0] } : {}) },
      time_limit_s: input.answer_time_limit_s,
      rubric: claimRubric(claim),
    };
    return { keys: [`quote:${claim.quote}`], question: withChallenge(ctx, question, CLAIM_CHALLENGE[claim.kind]) };
  });
}

// ── Requirements ─────────────────────────────────────────────────────────────────────────────

const STATUS_PRIORITY: Record<TRequirementMatch['status'], number> = { missing: 3, partial: 2, met: 1 };
const NOTHING_TO_ASK = /(学历|专业|年龄|性别|户口|degree|bachelor|master|diploma|以上学历)/i;

const REQUIREMENT_TEXTS: Record<TRequirementMatch['status'], string> = {
  missing:
    '岗位要求「{q}」，你的简历里没有看到相关经历。如果入职后需要你负责这块，你会怎么快速上手？之前有没有接触过？',
  partial: '岗位要求「{q}」。结合你的经历说说，你在这方面具体做过什么、做到了什么程度？',
  met: '岗位要求「{q}」。请举一个最能说明你具备这项能力的例子。',
};
/**
 * A requirement the index found nothing for, whose missing parts are abilities or lines of work
 * rather than named skills: asked without saying the resume lacks it (premise.ts, absenceIsNamed).
 */
const UNNAMED_GAP_TEXT =
  '岗位要求「{q}」。你在这方面有过哪些经历？讲一个具体的例子；如果接触得不多，也说说你会怎么快速补上。';
/** Where the evidence index found the requirement in the resume: the question probes that evidence. */
const EVIDENCE_TEXT = '岗位要求「{q}」。简历里提到「{e}」，讲讲你在其中负责的部分、怎么做的、结果如何。';
/** Soft requirements (沟通能力, 团队合作) are asked for an example, whatever the resume says. */
const SOFT_REQUIREMENT_TEXT = '岗位要求「{q}」。请讲一个最能体现这一点的具体经历：当时的情况、你怎么做的、结果如何。';

const isSoft = (id: string) => getSkill(id)?.category === 'soft-skill';

const CLAUSE = /[，；;。,！？!?\n]+/;
const EVIDENCE_CHARS = { min: 4, max: 60 };

/**
 * The clause of the requirement's evidence that shows one of its skills, by name or through an
 * indicator (秒杀 1.2 万 QPS for 高并发), verbatim in the resume; null when the evidence index found
 * none (then, and only then, the question may say the resume shows nothing).
 */
export function evidenceQuote(match: TRequirementMatch, skills: string[], resumeText: string): string | null {
  if (!skills.length) return null;
  const shows = (id: string) => skills.some((s) => s === id || isMemberOf(id, s));
  for (const { excerpt } of match.evidence)
    for (const piece of excerpt.split(CLAUSE)) {
      const clause = trimClosing(piece.trim());
      if (clause.length < EVIDENCE_CHARS.min || clause.length > EVIDENCE_CHARS.max) continue;
      if (!resumeText.includes(clause)) continue;
      const mentions = extractSkills(clause);
      const ids = [...mentions.map((m) => m.id), ...findIndicators(clause, mentions).map((i) => i.id)];
      if (ids.some(shows)) return clause;
    }
  return null;
}

function requirementText(match: TRequirementMatch, skills: string[], evidence: string | null): string {
  const soft = skills.length > 0 && skills.every(isSoft);
  const q = trimClosing(match.requirement);
  if (soft) return SOFT_REQUIREMENT_TEXT.replace('{q}', q);
  if (evidence) return EVIDENCE_TEXT.replace('{q}', q).replace('{e}', evidence);
  if (match.status === 'missing' && !absenceIsNamed(match.explanation)) return UNNAMED_GAP_TEXT.replace('{q}', q);
  return REQUIREMENT_TEXTS[match.status].replace('{q}', q);
}

function requirementRubric(match: TRequirementMatch, skills: string[], evidence: string | null): TInterviewRubric {
  const soft = skills.length > 0 && skills.every(isSoft);
  const toLearn = match.status === 'missing' && !soft && !evidence;
  const points: [string, ...string[]][] = skills.slice(0, 3).map((id) => [getSkill(id)?.name ?? id]);
  points.push(['具体经历或案例', '项目', '经历', '负责', '做过', '例如', '比如']);
  points.push(
    toLearn
      ? ['上手计划', '学习', '计划', '上手', '补齐', '了解']
      : ['成果与数据', '结果', '提升', '%', '效果', '降低'],
  );
  const outline = toLearn
    ? ['坦诚说明目前的接触程度', '讲相近的经验如何迁移', '给出具体的学习和上手计划']
    : ['用一个具体项目说明', '讲清你负责的部分和做法', '给出结果和数据'];
  return {
    key_points: points.map(([p]) => p),
    key_point_aliases: points.map(([, ...a]) => a),
    reference_outline: outline,
    reference_answer: null,
    skill: skills[0] ?? null,
    competency: '岗位匹配',
    deeper: [],
  };
}

function isAskable(match: TRequirementMatch, skills: string[], position: TAiPosition): boolean {
  const text = match.requirement;
  if (!CJK_OR_LATIN.test(text) || text.length < 4 || text.length > 120) return false;
  // An item split into what it asks and what it prefers (splitPreferred) is quoted clause by clause.
  const advert = positionText(position);
  if (!text.split(/[，;]\s*/).every((clause) => advert.includes(clause))) return false;
  return skills.length > 0 || (!NOTHING_TO_ASK.test(text) && requiredDegree(text) === null);
}

export function requirementCandidates(ctx: TPlanContext): TCandidate[] {
  const { input, seed } = ctx;
  const position = input.position;
  if (!position) return [];
  const matches = analyzeJob(input.resume, position).requirements;
  const askable = matches
    .map((match) => ({ match, skills: match.skills.map((s) => normaliseSkill(s)).filter((s): s is string => !!s) }))
    .filter(({ match, skills }) => isAskable(match, skills, position));
  const priority = ({ match, skills }: { match: TRequirementMatch; skills: string[] }) =>
    STATUS_PRIORITY[match.status] + (match.kind === 'required' ? 0.5 : 0) + (skills.some((s) => !isSoft(s)) ? 1 : 0);
  return seededOrder(askable, seed, ({ match }) => match.requirement, priority).map(({ match, skills }) => {
    const evidence = evidenceQuote(match, skills, input.resume.text);
    return {
      keys: [`quote:${match.requirement}`],
      question: {
        kind: 'requirement' as const,
        text: requirementText(match, skills, evidence),
        source: {
          type: 'position',
          quote: match.requirement,
          ...(skills[0] ? { skill: skills[0] } : {}),
          requirement_status: match.status,
        },
        time_limit_s: input.answer_time_limit_s,
        rubric: requirementRubric(match, skills, evidence),
      },
    };
  });
}

// ── Bank: technical and behavioural ─────────────────────────────────────────────────────────

/** A skill word naming what the work was about, not what the candidate did: 销售日报, 运营后台, sales team. */
const DOMAIN_OBJECT =
  /^(?:日报|周报|月报|报表|看板|数据|系统|后台|平台|部门|团队|同事|人员|环境)|^[ \t]+(?:team|department|reports?|dashboards?|data|systems?|staff)\b/i;
/** Only trades a piece of work can be about; "Java后台开发" and "Python数据分析" are the skill itself. */
const DOMAIN_CATEGORIES = new Set(['sales', 'operations', 'marketing', 'hr', 'finance', 'management', 'testing']);

/**
 * Lexicon skills with a weight: the position's 3 (+0.5 when the resume has them too); else listed
 * in the skills section 1, plus 1 when the experience shows it twice or more, 0.5 when once. A
 * business skill word that only names what the work was about (搭建销售日报看板, 开发运营后台) is
 * no mention: a data analyst who built a sales report is not asked how to close a sale.
 */
function weightedSkills(ctx: TPlanContext): Map<string, number> {
  const { resume } = ctx.input;
  const weights = new Map<string, number>();
  for (const id of ctx.jobSkills) weights.set(id, 3);
  const listedMentions = countIds(extractSkills(resume.json.skills.join('\n')).map((m) => m.id));
  const mentions = extractSkills(resume.text).filter(
    (m) => !(DOMAIN_CATEGORIES.has(m.category) && DOMAIN_OBJECT.test(resume.text.slice(m.end, m.end + 16))),
  );
  const counts = countIds(mentions.map((m) => m.id));
  for (const id of new Set([...counts.keys(), ...listedMentions.keys()])) {
    const shown = Math.max(0, (counts.get(id) ?? 0) - (listedMentions.get(id) ?? 0));
    const own = (listedMentions.has(id) ? 1 : 0) + (shown >= 2 ? 1 : shown === 1 ? 0.5 : 0);
    if (own > 0) weights.set(id, ctx.jobSkills.has(id) ? 3.5 : Math.max(weights.get(id) ?? 0, own));
  }
  return weights;
}

function countIds(ids: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const id of ids) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
}

/**
 * Bank skills the resume only names in passing (weight under 1) are left out when three or more
 * others are claimed for real (listed, shown twice, or asked by the position).
 */
function claimedBankSkills(ctx: TPlanContext): Map<string, number> {
  const bank = toBankSkills(weightedSkills(ctx));
  if ([...bank.values()].filter((w) => w >= 1).length >= 3) for (const [id, w] of bank) if (w < 1) bank.delete(id);
  return bank;
}

/** A bank question about analysing a business's data (留存率, 销售周报, 数据倾斜), not the technology itself. */
const ANALYTICS_QUESTION = /留存|转化|漏斗|GMV|DAU|周报|销售数据|看板|透视表|数据倾斜|连续登录|指标体系|A\/B/i;
const ANALYTICS_CATEGORIES = new Set(['data', 'office']);

/**
 * Whether the position (without one, the resume) is in a field that analyses data: a Java
 * backend engineer who writes SQL is not asked "用 SQL 计算次日留存率".
 */
function analysesData(ctx: TPlanContext): boolean {
  const ids = ctx.input.position ? [...ctx.jobSkills] : extractSkills(ctx.input.resume.text).map((m) => m.id);
  return ids.some((id) => ANALYTICS_CATEGORIES.has(getSkill(id)?.category ?? ''));
}

export function technicalCandidates(ctx: TPlanContext): TCandidate[] {
  const { input } = ctx;
  const difficulty = ctx.type === 'stress' && input.difficulty !== 'hard' ? 'hard' : input.difficulty;
  const analytics = analysesData(ctx);
  const questions = interleavedQuestions({ skills: claimedBankSkills(ctx), difficulty, seed: ctx.seed }).filter(
    (q) => analytics || !ANALYTICS_QUESTION.test(q.text),
  );
  return questions.map((q) => ({
    keys: [`bank:${q.id}`],
    question: withChallenge(
      ctx,
      {
        kind: 'technical',
        text: q.text,
        source: { type: 'bank', skill: q.skill },
        time_limit_s: input.answer_time_limit_s,
        rubric: bankRubric(q),
      },
      '答完之后请说说：如果我说你的理解有问题，你怎么证明自己是对的？',
    ),
  }));
}

const COMPETENCY_PRIORITY: Partial<Record<TBuiltinType, Record<string, number>>> = {
  stress: { pressure: 2, conflict: 2, failure: 2 },
  hr: { failure: 2, learning: 1, pressure: 1 },
};
/** Competencies a template leaves to its own questions (the HR questions cover motivation). */
const COMPETENCY_SKIP: Partial<Record<TBuiltinType, string>> = { hr: 'career-motivation' };

export function behavioralCandidates(ctx: TPlanContext): TCandidate[] {
  const { input } = ctx;
  const boost = COMPETENCY_PRIORITY[ctx.type] ?? {};
  const ids = COMPETENCY_IDS.filter((id) => id !== COMPETENCY_SKIP[ctx.type]);
  const skills = new Map<string, number>(ids.map((id) => [id, 1 + (boost[id] ?? 0)]));
  if (hasLeadershipClaim(input.resume)) skills.set('leadership', (skills.get('leadership') ?? 1) + 1);
  for (const id of ctx.jobSkills) if (skills.has(id)) skills.set(id, (skills.get(id) ?? 1) + 1);
  const positionSoft = input.position ? extractSkills(positionText(input.position)) : [];
  for (const m of positionSoft) if (skills.has(m.id)) skills.set(m.id, (skills.get(m.id) ?? 1) + 1);
  const questions = interleavedQuestions({ skills, difficulty: input.difficulty, seed: ctx.seed });
  return questions.map((q) => ({
    keys: [`bank:${q.id}`],
    question: {
      kind: 'behavioral',
      text: q.text,
      source: { type: 'bank', skill: q.skill },
      time_limit_s: input.answer_time_limit_s,
      rubric: bankRubric(q),
    },
  }));
}

const HR_PRIORITY: Record<string, number> = {
  'hr-motivation': 3,
  'hr-career-plan': 3,
  'hr-strengths-weaknesses': 3,
  'hr-why-company': 2.5,
  'hr-salary': 2,
  'hr-achievement': 2,
  'hr-overtime': 1,
  'hr-offer-choice': 1,
};

export function hrCandidates(ctx: TPlanContext): TCandidate[] {
  const company = ctx.input.position?.company_name?.trim();
  const ordered = seededOrder(
    HR_QUESTIONS,
    ctx.seed,
    (q) => q.id,
    (q) => HR_PRIORITY[q.id] ?? 1,
  );
  return ordered.map((q) => ({
    keys: [`hr:${q.id}`],
    question: {
      kind: 'behavioral',
      text: q.text.replace('{company}', company ? `「${company}」` : '我们公司'),
      source: { type: 'bank', skill: 'career-motivation' },
      time_limit_s: ctx.input.answer_time_limit_s,
      rubric: rubricOf(q, 'career-motivation'),
    },
  }));
}

/** Keys of the HR questions in interview order (motivation first, salary last). */
export const HR_ORDER = HR_QUESTIONS.map((q) => `hr:${q.id}`);
