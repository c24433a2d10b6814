import type { TInterviewRubric } from '../../provider.ts';
import { isQuantified } from '../../../text/index.ts';
import { QUESTION_BANK } from './bank/index.ts';
import { conceptNamesIn } from './concepts.ts';
import { referenceTerms } from './custom.ts';
import { NOT_NEEDED, NOT_NEEDED_SPAN } from './denied-points.ts';
import { definitionTerms, referenceUnits, sourceCredit, type TSwapped as TSwappedClause } from './source-credit.ts';
import { ONE_FIRST_PERSON, STAR_CUES, type TStarStep } from './story-cues.ts';
import {
  fold,
  idf,
  matchText,
  phraseTermShare,
  round,
  saysPhrase,
  sharedWeight,
  splitClauses,
  termSet,
  weightOf,
  type TMatchText,
} from './terms.ts';

/**
 * How far an answer covers a question's key points (or, without them, its reference answer):
 * by the point's own words, a specific alias, a concept said in other words, the reference
 * sentence it came from, or — for a generic point — the story told. Rules: docs/ai-engine.md.
 */

export interface TCoverage {
  score: number;
  covered: string[];
  /** Not fully covered (half-covered ones included). */
  missed: string[];
  /** Only touched on with a generic word (当时, 结果): half credit. */
  touched: string[];
  /** 'points': the rubric's key points; 'reference': the reference answer's terms; 'none': neither. */
  basis: 'points' | 'reference' | 'none';
  /** Share of the key points' credit the answer's own words earn (the story told left out). */
  topicalShare?: number;
  /** How much the answer explains on topic, 0–100 (substanceOf × relevance up to 50). */
  substance?: number;
  /** Points the answer says of the wrong thing (线程是资源分配的基本单位). */
  swapped?: TSwapped[];
}

// ── Coverage ─────────────────────────────────────────────────────────────────────────────────

/** Aliases used by at least this many bank questions are generic (当时, 目标, 结果: STAR cues). */
const GENERIC_ALIAS_DF = 15;
let genericAliases: Set<string> | undefined;
function isGenericAlias(alias: string): boolean {
  if (!genericAliases) {
    const df = new Map<string, number>();
    for (const q of QUESTION_BANK)
      for (const a of new Set(q.key_point_aliases.flat().map((x) => fold(x)))) df.set(a, (df.get(a) ?? 0) + 1);
    genericAliases = new Set([...df].filter(([, n]) => n >= GENERIC_ALIAS_DF).map(([a]) => a));
  }
  return genericAliases.has(fold(alias));
}

/**
 * Key points that name a part of any story, not of one story (the rubrics of resume claims, the
 * opening and the requirement questions), with the STAR step each stands for. The feedback that
 * praised "讲清了自己的具体行动：「我本人做了三件事」" also said "没有讲到「本人的具体行动」" when
 * these were matched by their aliases alone.
 */
const STEP_POINTS: Readonly<Record<string, TStarStep>> = {
  背景与目标: '情境',
  项目背景与目标: '情境',
  本人的具体行动: '行动',
  你的角色: '行动',
  具体做了什么: '行动',
  代表性经历: '行动',
  具体经历或案例: '行动',
  结果与数据: '结果',
  成果与数据: '结果',
  效果或收获: '结果',
};

/** Step labels of a reference outline, alone as a point, and the step each names. */
const BARE_STEPS: Readonly<Record<string, TStarStep | 'reflection'>> = {
  情境: '情境',
  背景: '情境',
  任务: '任务',
  目标: '任务',
  行动: '行动',
  结果: '结果',
  成果: '结果',
  反思: 'reflection',
  收获: 'reflection',
  体会: 'reflection',
  总结: 'reflection',
};
/** What one learned from a story, said in the first person: 让我明白, 我的体会是, 学到了. */
const REFLECTION =
  /(让我|使我|我才)(明白|学到|意识到|认识到|懂得|体会到)|我的体会|体会(是|到)|我的收获|收获(是|了)|反思|教训|学到了?|以后我/;

/**
 * Credit a key point gets from the story the answer tells rather than from its own words: a
 * generic action point is covered by a first-person action (我本人做了…, 我负责…, not 我和朋友),
 * a generic result point by a result with a figure; a generic point whose step is only cued
 * (去年, 最后, 顺利…), and a bank point labelled with a step ("情境：分歧的内容") whose step is
 * told, are touched (0.5) — a story has the step, maybe not this one. Never more: a trip told as
 * a story must not cover a resume question's points.
 */
function stepCredit(text: TMatchText, point: string): number {
  // A reference outline's bare step label (「情境：说明当时的项目背景…」 gives the point 情境): the
  // story's own step covers it, in whatever words (issue 33: three right stories told 缺少「情境」).
  const bare = BARE_STEPS[point];
  if (bare === 'reflection') return REFLECTION.test(text.folded) ? 1 : 0;
  if (bare === '行动') return ONE_FIRST_PERSON.test(text.folded) ? 1 : STAR_CUES.行动.test(text.folded) ? 0.5 : 0;
  if (bare) return STAR_CUES[bare].test(text.folded) ? 1 : 0;
  const labelled = /^(情境|任务|行动|结果)：/.exec(point)?.[1] as TStarStep | undefined;
  const step = STEP_POINTS[point.replace(/^(情境|任务|行动|结果)：/, '')];
  const cued = (s: TStarStep) => STAR_CUES[s].test(text.folded);
  if (step === '行动' && ONE_FIRST_PERSON.test(text.folded)) return 1;
  if (step === '结果' && cued('结果') && splitClauses(text.folded).some((c) => isQuantified(c))) return 1;
  // 背景与目标 is told when the story has both: a situation and what was to be done or decided.
  if (step === '情境' && cued('情境') && cued('任务')) return 1;
  if (step) return cued(step) || (step === '情境' && cued('任务')) ? 0.5 : 0;
  return labelled && cued(labelled) ? 0.5 : 0;
}

/**
 * How far the answer covers one key point by its own words: 1 when it says the point, a specific
 * alias or most of the point's terms; 0.5 when only a generic alias (当时, 结果…) is said; else 0.
 */
function topicalCredit(
  text: TMatchText,
  point: string,
  aliases: readonly string[],
  asked: ReadonlySet<string> = new Set(),
  question = '',
): number {
  const bare = point.replace(/^(情境|任务|行动|结果)：/, '');
  if (saysPhrase(text, bare) || aliases.some((a) => !isGenericAlias(a) && saysPhrase(text, a))) return 1;
  if (termSet(bare).size >= 2 && phraseTermShare(text, bare) >= 0.6) return 1;
  // A point that names a concept is covered by the concept in other words: 「左模糊 LIKE」 by
  // "以百分号开头的模糊查询".
  // Only a specific concept (rare in the bank) stands for a point: 缓存 is said in many answers;
  // nor, for a point that is only a name (互斥 is ≈lock), a concept the question names: every
  // answer on 分布式锁 says it — unless the answer says it in words the question does not use
  // (最左前缀 asked, 「查询要从最左边的列开始连续用」 answered).
  const name = [...bare].length <= SHORT_POINT;
  const concepts = [...termSet(bare)].filter(
    (t) => t.startsWith('≈') && idf(t) >= SPECIFIC_IDF && !(name && asked.has(t) && !saidOtherwise(text, t, question)),
  );
  if (concepts.length && concepts.every((c) => text.terms.has(c)) && namesMostOf(bare, concepts)) return 1;
  return aliases.some((a) => saysPhrase(text, a)) ? 0.5 : 0;
}

/**
 * Whether the names of a point's concepts make up 40 % of it or more (a Chinese character counts
 * one, a Latin word two): 「左模糊 LIKE」 is the concept 左模糊, 「手动同步提交 commitSync()」 is not
 * 同步 — a React answer's 同步 covered it.
 */
function namesMostOf(point: string, concepts: readonly string[]): boolean {
  const units = (s: string) => (s.match(/[\u3400-\u9fff]/g) ?? []).length + 2 * (s.match(/[a-z0-9]+/gi) ?? []).length;
  const named = conceptNamesIn(point);
  const longest = (id: string) => Math.max(0, ...(named.get(id.slice(1)) ?? []).map(units));
  const span = concepts.reduce((n, c) => n + longest(c), 0);
  return span >= 0.4 * units(point);
}

/** Whether the answer names a concept (`≈id`) by a description the question does not contain. */
function saidOtherwise(text: TMatchText, term: string, question: string): boolean {
  if (!question) return false;
  const asked = question.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  return (conceptNamesIn(text.folded).get(term.slice(1)) ?? []).some(
    (name) => [...name].length >= 4 && !asked.includes(name.replace(/\s+/g, '')),
  );
}

/** How far the answer covers one key point (0, 0.5 or 1): by its own words or by the story told. */
export function pointCredit(text: TMatchText, point: string, aliases: readonly string[]): number {
  return Math.max(topicalCredit(text, point, aliases), stepCredit(text, point));
}

/** A key point this short is a name (互斥, 防死锁), not a statement. */
const SHORT_POINT = 8;

/** A concept this rare in the bank (≈ in at most 1 question in 13) is specific enough to stand for a key point. */
const SPECIFIC_IDF = 3.5;

/** What a key point said of the wrong thing takes away (in key points). */
const SWAPPED_PENALTY = 0.5;

/** A key point the answer says of the wrong thing. */
export type TSwapped = TSwappedClause & { point: string };

/** A point that itself says what is not (不支持回滚, 无锁, 非阻塞): a denial in the answer may cover it. */
const NEGATED_POINT = /[不没无非]/;

/** Key points fully covered (credit ≥ 0.75), the others (half-covered ones included, also listed apart), and the credit (0–1). */
export function pointCoverage(
  whole: TMatchText,
  rubric: TInterviewRubric,
  asked: ReadonlySet<string> = new Set(),
  explained = 1,
  question = '',
): {
  covered: string[];
  missed: string[];
  touched: string[];
  share: number;
  topicalShare: number;
  swapped: TSwapped[];
} {
  const swapped: TSwapped[] = [];
  const covered: string[] = [];
  const missed: string[] = [];
  const touched: string[] = [];
  let credit = 0;
  let topical = 0;
  const definitions = definitionTerms(rubric.key_point_sources ?? []);
  const units = referenceUnits(rubric.key_point_sources ?? []);
  // What the answer says is not needed (「分布式锁不需要互斥」) does not cover a point that it is.
  const affirmed = NOT_NEEDED.test(whole.folded) ? matchText(whole.folded.replace(NOT_NEEDED_SPAN, '，')) : whole;
  rubric.key_points.forEach((point, i) => {
    const source = rubric.key_point_sources?.[i];
    const text =
      NOT_NEEDED.test(point) || NEGATED_POINT.test(point) || NOT_NEEDED.test(source ?? '') ? whole : affirmed;
    const judged = source ? sourceCredit(text, source, asked, definitions, units) : null;
    if (judged?.swapped) swapped.push({ point, ...judged.swapped });
    // A derived point is covered by most of its reference text, or by its list label said (「RDB」),
    // unless the answer says it of the wrong thing.
    const labelled = source !== undefined && source !== point && !point.endsWith('…') && !judged?.swapped;
    const own =
      explained *
      (judged
        ? Math.max(judged.credit, labelled ? topicalCredit(text, point, [], asked, question) : 0)
        : topicalCredit(text, point, rubric.key_point_aliases[i] ?? [], asked, question));
    const c = source && !BARE_STEPS[point] ? own : Math.max(own, stepCredit(text, point));
    // Said of the wrong thing is worse than not said: it takes half a point away.
    credit += judged?.swapped ? -SWAPPED_PENALTY : c;
    topical += own;
    (c >= 0.75 && !judged?.swapped ? covered : missed).push(point);
    if (c >= 0.25 && c < 0.75 && !judged?.swapped) touched.push(point);
  });
  const n = rubric.key_points.length;
  return {
    covered,
    missed,
    touched,
    share: n ? Math.max(0, credit) / n : 0,
    topicalShare: n ? topical / n : 0,
    swapped,
  };
}

/** Key points first; else the reference answer's rarest terms; else relevance and length. */
export function scoreCoverage(
  text: TMatchText,
  rubric: TInterviewRubric,
  fallback: number,
  asked: ReadonlySet<string> = new Set(),
  explained = 1,
  question = '',
): TCoverage {
  if (rubric.key_points.length) {
    const { covered, missed, touched, share, topicalShare, swapped } = pointCoverage(
      text,
      rubric,
      asked,
      explained,
      question,
    );
    return {
      score: round(share * 100),
      covered,
      missed,
      touched,
      basis: 'points',
      topicalShare,
      ...(swapped.length ? { swapped } : {}),
    };
  }
  if (rubric.reference_answer) {
    const terms = referenceTerms(rubric.reference_answer);
    const share = weightOf(terms) > 0 ? sharedWeight(terms, text.terms as Set<string>) / weightOf(terms) : 0;
    return { score: round(explained * (share / 0.6) * 100), covered: [], missed: [], touched: [], basis: 'reference' };
  }
  return { score: round(fallback), covered: [], missed: [], touched: [], basis: 'none' };
}
