import type { TImprovedAnswer, TImprovedPart } from '@offerpilot/shared';
import { isQuantified } from '../../../text/index.ts';
import type { TAiResume, TInterviewRubric } from '../../provider.ts';
import { resumeClaims } from './resume-claims.ts';
import { pointCredit, STAR_CUES, withoutHedges, type TStarStep, type TStyle } from './score.ts';
import { fold, matchText, splitSentences, termSet, weightOf, sharedWeight } from './terms.ts';

/**
 * "你的回答，可以这样说" (issue 36): the candidate's own answer put in a clear order — 总分总 for an
 * explanation, 背景 → 任务 → 行动 → 结果 for a story — with the key points it missed added as marked
 * suggestions and, for a story without a figure, a quantified line of their resume quoted. Nothing
 * is invented: every part the candidate said is their own sentence with only fillers taken out, a
 * suggestion names a key point of the rubric (and its reference text when the rubric has one), a
 * resume line is quoted verbatim. `improvedAnswerFacts` checks it. Deterministic.
 */

const MAX_OWN = 10;
const MAX_SUGGESTIONS = 3;
const MAX_SOURCE_CHARS = 60;
/** Content terms a resume line must share with the answer to be quoted beside it. */
const MIN_SHARED_WITH_RESUME = 2;
const FILLER_LEAD = /^(?:(?:嗯+|呃+|额+|emm+|um+|uh+|那个|然后呢?|就是说?|其实吧?|怎么说呢)[，,、\s…]*)+/i;
const FILLER_INNER = /(^|[，,。；;\s])(?:嗯+|呃+|额+|emm+)[，,、…]*/gi;
/** Talk about answering rather than an answer: 「我想想」「我说完了」「大概就这些」. */
const META = /^(?:我想想|让我想想|我说完了|就这些|大概就这些|差不多就这些|以上|没了|好的|好|ok)[。.!！]?$/i;

/** One sentence of the answer without its fillers; '' when nothing of it is left or it only talks about answering. */
export function cleanSentence(sentence: string): string {
  const text = sentence
    .replace(FILLER_INNER, '$1')
    .replace(FILLER_LEAD, '')
    .replace(/^[，,、；;\s]+/, '')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(text) || META.test(text)) return '';
  return text;
}

/** The answer's sentences, fillers out, hedged clauses out (they claim nothing), repeats once. */
function ownSentences(answer: string, question: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of splitSentences(withoutHedges(answer.slice(0, 4000), question))) {
    const s = cleanSentence(raw);
    const key = fold(s).replace(/[\s\p{P}]/gu, '');
    if (!s || seen.has(key)) continue;
    seen.add(key);
    out.push(s);
  }
  return out.slice(0, MAX_OWN);
}

const STEP_LABELS: Record<TStarStep, string> = { 情境: '背景', 任务: '任务', 行动: '行动', 结果: '结果' };
const STEP_ASKS: Record<TStarStep, string> = {
  情境: '一句话交代当时的情况：什么项目、遇到了什么问题',
  任务: '你要达成的目标或承担的职责',
  行动: '你本人具体做了什么，用「我」开头讲清每一步',
  结果: '结果如何，最好有数据（耗时、比例、人数、金额）',
};

const STEPS: TStarStep[] = ['情境', '任务', '行动', '结果'];

/**
 * The story step a piece tells: the step whose cue comes first in it (「去年双十一前，公司要求…」 is
 * the situation although it names a goal later); a piece with no cue is a result when it counts
 * something and is no action (「我把两个大表的索引重建了」 counts and is still an action), else the
 * situation when it opens the answer, else an action.
 */
function stepOf(piece: string, index: number): TStarStep {
  const opens = STEP_OPENERS.find(([re]) => re.test(piece))?.[1];
  if (opens) return opens;
  let first: { step: TStarStep; at: number } | null = null;
  for (const step of STEPS) {
    const at = STAR_CUES[step].exec(piece)?.index;
    if (at !== undefined && (!first || at < first.at)) first = { step, at };
  }
  if (first) return first.step;
  if (isQuantified(piece)) return '结果';
  return index === 0 ? '情境' : '行动';
}

/** Openings that say which step a clause tells: 「我的任务是…」「我先…」「最后…」. */
const STEP_OPENERS: [RegExp, TStarStep][] = [
  [/^(?:我的任务|我的目标|任务是|目标是|需要我|要求我)/, '任务'],
  [/^(?:我(?:本人|自己)?(?:先|首先|就|便|马上|立刻|主动|决定)|于是我?|然后我|接着我?|首先)/, '行动'],
  [/^(?:最后|最终|结果|上线后|后来)/, '结果'],
];
/** Where a clause starts a new step of the story. */
const STEP_START = new RegExp(STEP_OPENERS.map(([re]) => re.source).join('|'));

/** A sentence cut where one of its clauses starts another step (the candidate's words, cut at their commas). */
function storyPieces(sentence: string): string[] {
  const clauses = sentence.split(/(?<=[，,；;])/);
  const pieces: string[] = [];
  for (const clause of clauses) {
    if (pieces.length && STEP_START.test(clause.trim())) pieces.push(clause.trim());
    else if (pieces.length) pieces[pieces.length - 1] += clause;
    else pieces.push(clause);
  }
  return pieces.map((p) => p.trim().replace(/[，,；;]$/, '。')).filter((p) => /[\p{L}\p{N}]/u.test(p));
}

function storyParts(sentences: string[]): TImprovedPart[] {
  const steps = STEPS;
  const byStep = new Map<TStarStep, string[]>(steps.map((s) => [s, []]));
  sentences.flatMap(storyPieces).forEach((s, i) => byStep.get(stepOf(s, i))!.push(s));
  const parts: TImprovedPart[] = [];
  for (const step of steps) {
    const said = byStep.get(step)!;
    if (said.length) parts.push({ kind: 'own', label: STEP_LABELS[step], text: said.join('') });
    else parts.push({ kind: 'suggestion', label: STEP_LABELS[step], text: `建议补充：${STEP_ASKS[step]}。` });
  }
  return parts;
}

/** The rubric's words for a missed point: the point, and the reference text it came from (cut) when there is one. */
function pointSuggestion(rubric: TInterviewRubric, point: string): string {
  const i = rubric.key_points.indexOf(point);
  const source = i >= 0 ? rubric.key_point_sources?.[i] : undefined;
  const cut = source && source !== point ? [...source].slice(0, MAX_SOURCE_CHARS).join('') : '';
  const more = source && [...source].length > MAX_SOURCE_CHARS ? '…' : '';
  return cut ? `建议补充「${point}」：参考答案的说法是「${cut}${more}」。` : `建议补充「${point}」这一点。`;
}

/** The first key point (by the rubric's order) a sentence covers; -1 when none. */
function firstPoint(sentence: string, rubric: TInterviewRubric): number {
  const text = matchText(sentence);
  return rubric.key_points.findIndex((p, i) => pointCredit(text, p, rubric.key_point_aliases[i] ?? []) >= 0.75);
}

/** A sentence that goes on from another: never the opening. */
const CONTINUES =
  /^(另外|此外|还有|其次|然后|同时|而且|并且|再者|最后|所以|因此|也|还|第[二三四五]|二是|三是|another|also|then|besides)/i;

function explanationParts(
  sentences: string[],
  question: string,
  rubric: TInterviewRubric,
  missed: readonly string[],
): TImprovedPart[] {
  const asked = termSet(question);
  const parts: TImprovedPart[] = [];
  // 总: the first sentence that answers the question itself (says its words or one of its points)
  // and does not go on from another (另外, 其次…), moved to the front.
  const at = sentences.findIndex(
    (s) =>
      !CONTINUES.test(s) && (sharedWeight(termSet(s), asked) >= 0.3 * weightOf(asked) || firstPoint(s, rubric) >= 0),
  );
  const body = at >= 0 ? sentences.filter((_, i) => i !== at) : sentences;
  if (at >= 0) parts.push({ kind: 'own', label: '结论', text: sentences[at]! });
  else parts.push({ kind: 'suggestion', label: '结论', text: '建议先用一句话直接回答问题，再展开。' });
  // 分: the rest in the rubric's order of points (a sentence without a point stays after the one before it).
  let last = -1;
  const ranked = body.map((s, i) => {
    const p = firstPoint(s, rubric);
    last = p >= 0 ? p : last;
    return { s, i, rank: p >= 0 ? p : last };
  });
  ranked.sort((a, b) => a.rank - b.rank || a.i - b.i);
  for (const { s } of ranked) parts.push({ kind: 'own', label: '展开', text: s });
  for (const point of missed.slice(0, MAX_SUGGESTIONS))
    parts.push({ kind: 'suggestion', label: '补充', text: pointSuggestion(rubric, point) });
  // 总: a closing line once there is something to sum up.
  if (body.length >= 2) parts.push({ kind: 'suggestion', label: '总结', text: '建议最后用一句话总结你的结论。' });
  return parts;
}

/** A quantified line of the resume on the answer's subject, verbatim, for a story without a figure. */
function resumeEvidence(resume: TAiResume | undefined, answer: string, question: string): TImprovedPart | null {
  if (!resume?.text) return null;
  // On the answer's own subject: at least two of its content terms (the question's words left
  // out: a line that shares only 「项目」 or 「上线」 with a story is about something else).
  const asked = termSet(question);
  const about = new Set([...termSet(answer)].filter((t) => !asked.has(t)));
  const best = resumeClaims(resume, new Set())
    .filter((c) => c.kind === 'quantified' && resume.text.includes(c.quote))
    .map((c) => {
      const shared = [...termSet(c.quote)].filter((t) => about.has(t));
      // A concept or a skill term repeats a word already counted (接口 and ≈interface).
      return { c, n: shared.filter((t) => !/^[≈§]/.test(t)).length, w: sharedWeight(shared, about) };
    })
    .filter((x) => x.n >= MIN_SHARED_WITH_RESUME)
    .sort((a, b) => b.w - a.w)[0];
  return best
    ? {
        kind: 'resume',
        label: '可引用简历',
        text: `你的简历里写过「${best.c.quote}」，如果和这件事有关，可以用它说明结果。`,
      }
    : null;
}

export function improveAnswer(options: {
  question: string;
  style: TStyle;
  rubric: TInterviewRubric;
  answer: string;
  missed: readonly string[];
  resume?: TAiResume;
}): TImprovedAnswer | null {
  const sentences = ownSentences(options.answer, options.question);
  if (!sentences.length) return null;
  if (options.style === 'star') {
    const parts = storyParts(sentences);
    const result = parts.find((p) => p.label === STEP_LABELS.结果);
    if (!result || result.kind !== 'own' || !isQuantified(result.text)) {
      const quoted = resumeEvidence(options.resume, options.answer, options.question);
      if (quoted) parts.push(quoted);
    }
    return { style: 'star', parts };
  }
  return { style: 'ordered', parts: explanationParts(sentences, options.question, options.rubric, options.missed) };
}

const FIGURE = /\d+(?:\.\d+)?/g;
const LATIN = /[A-Za-z][A-Za-z0-9+#.-]*/g;

/**
 * What an improved answer states that none of its sources holds: figures and Latin names of its
 * parts missing from the answer, the resume and the rubric. Empty for every built-in one; the
 * check a model's version must pass.
 */
export function unsupportedFacts(
  improved: TImprovedAnswer,
  sources: { answer: string; resume?: string; rubric: TInterviewRubric },
): string[] {
  const { rubric } = sources;
  const all = fold(
    [
      sources.answer,
      sources.resume ?? '',
      rubric.reference_answer ?? '',
      ...rubric.key_points,
      ...(rubric.key_point_sources ?? []),
    ].join('\n'),
  );
  const out: string[] = [];
  for (const part of improved.parts)
    for (const fact of [...(part.text.match(FIGURE) ?? []), ...(part.text.match(LATIN) ?? [])])
      if (!all.includes(fold(fact))) out.push(fact);
  return [...new Set(out)];
}
