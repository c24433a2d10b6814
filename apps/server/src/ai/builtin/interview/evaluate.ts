import type { TAnswerFeedback, TImprovedAnswer, TSpeechFigures } from '@offerpilot/shared';
import type { TAnswerInput, TAnswerResult, TInterviewRubric, TPlannedQuestion } from '../../provider.ts';
import { correctionsOf, explanationsOf, improvementsOf, strengthsOf, type TAnswerFacts } from './feedback-text.ts';
import { followUpOf } from './follow-up.ts';
import { improveAnswer, type TCorrection } from './improve.ts';
import { deniedPoints } from './denied-points.ts';
import { wrongFacts, type TWrongFact } from './known-facts.ts';
import { referenceOutline } from './custom.ts';
import { figureConflicts } from './figure-conflicts.ts';
import { swappedSides } from './swapped-sides.ts';
import { transposedFacts } from './transposed.ts';
import { orderConflicts } from './order-conflicts.ts';
import { oppositeWords, type TSwapped } from './source-credit.ts';
import {
  explainedFactor,
  explainedShare,
  isPersonalQuestion,
  scoreExpression,
  scoreRelevance,
  scoreSpecificity,
  scoreStructure,
  specificsOf,
  styleOf,
  substanceOf,
  withoutHedges,
  type TStyle,
} from './score.ts';
import { scoreCoverage, type TCoverage } from './key-points.ts';
import { fold, matchText, round, sharedWeight, termSet, weightOf } from './terms.ts';

/**
 * The built-in evaluator: scores an answer 0–100 from five explained dimensions and decides on a
 * follow-up. Deterministic. Score = .25 relevance + .35 coverage + .15 structure + .15 specificity
 * + .10 expression; an off-topic answer is capped at 25, "不知道" scores 2 and an empty answer is
 * skipped (0), unless it was spoken and not transcribed: then it is not scored at all.
 * Rules: docs/ai-engine.md ("Interviews").
 */

export const SCORE_WEIGHTS = { relevance: 0.25, coverage: 0.35, structure: 0.15, specificity: 0.15, expression: 0.1 };
export const OFF_TOPIC_CAP = 25;
/**
 * Without key points or a reference, the share of coverage that is how much the answer explains on
 * topic (the rest: how much it takes up the question's words). At one half, an answer that repeats
 * the question's words and stops (「…具体的公式我记不太清了」) outscored a whole answer in other words
 * (docs/ai-engine.md "Without a rubric, what is explained counts").
 */
const UNRUBRICKED_SUBSTANCE = 0.6;
/** The most an answer that says a fact of the wrong thing (线程是资源分配的基本单位) can score. */
export const WRONG_FACT_CAP = 55;
/** … and two or more such facts. */
export const WRONG_FACTS_CAP = 40;
const DONT_KNOW_SCORE = 2;
/** An answer that tries (at least 10 characters, not "不知道") never scores below this. */
export const ATTEMPT_FLOOR = 4;
/** An explanation made of the question's own words explains nothing. */
export const ECHO_CAP = 30;
/** An answer over twice as long as the time allows (5 字/秒) would be cut off. */
export const OVERLONG_CAP = 75;

/** Politeness, hesitation and hedges around a "don't know". */
const HEDGES =
  /不好意思|抱歉|对不起|sorry|嗯|呃|额|这个|那个|这道题|这题|这块|这方面|我|真的|确实|暂时|目前|其实|也|还|实在|完全|了|啊|呢|吧|诶|哈|[\s\p{P}]/giu;
const DONT_KNOW_CORE =
  /^(不知道|不清楚|不太清楚|不会|不太会|不了解|不太了解|没做过|没有做过|没接触过|没有接触过|没用过|没经历过|没有经历过|没遇到过|没有遇到过|没有这样的经历|忘|忘记|记不清|答不上来|想不起来|跳过|不回答|没有|pass|skip|noidea|idontknow|dontknow|idk)+$/i;

export const isBlank = (answer: string) => !/[\p{L}\p{N}]/u.test(answer);
/** A voice answer the detection heard, whose speech no text came of (`transcript: 'none'`). */
export const isUntranscribed = (answer: string, speech: TSpeechFigures | null | undefined) =>
  isBlank(answer) && speech?.transcript === 'none' && speech.speech_ms > 0;
/** "不知道", "不好意思，这个我不太清楚", "pass": nothing but a don't-know, at most 30 characters. */
export const isDontKnow = (answer: string) => {
  if (answer.trim().length > 30) return false;
  const core = answer.replace(/['’]/g, '').replace(HEDGES, '');
  return core.length > 0 && DONT_KNOW_CORE.test(core);
};

/** Everything the feedback and the follow-up are built from. */
export function answerFacts(options: {
  question: TPlannedQuestion;
  parent: TPlannedQuestion | null;
  answer: string;
  speech?: TAnswerInput['speech'];
}): TAnswerFacts {
  const { question, parent, answer } = options;
  const text = matchText(answer);
  // What a hedged clause names is not claimed: 「范围查询这个我不太确定」 covers no point.
  const claimed = withoutHedges(answer, question.text);
  const evidence = matchText(claimed);
  const explained = explainedFactor(explainedShare(answer));
  const style = styleOf(question, parent);
  const expression = scoreExpression(answer, question.time_limit_s, options.speech);
  const asked = termSet(question.text);
  const scored = scoreCoverage(evidence, question.rubric, 0, asked, explained, question.text);
  // A fact of a classic contrast said of the wrong side ("UDP 是面向连接的"), found with or without
  // a reference answer, when the reference's own check found none.
  const found = [...wrongFacts(question.text, claimed), ...deniedPoints(scored.covered, claimed)];
  // The reference's own check may have found a clause already (a figure said of the wrong thing).
  const wrong = found.filter((w) => !scored.swapped?.some((s) => s.said.includes(w.said) || w.said.includes(s.said)));
  const withFacts = wrong.length ? withWrongFacts(scored, wrong) : scored;
  // Another figure for a quantity the reference states anywhere (not only in a key point's clause),
  // a property of one side of a comparison said of another, two facts exchanged in the
  // reference's frame (「key 是强引用，value 是弱引用」), an opposite word (奇数 / 偶数) of any
  // sentence of the reference, and two steps in the other order (先写 binlog，再写 redo log).
  const reference = question.rubric.reference_answer;
  const overlaps = (a: TSwapped, b: TSwapped) =>
    a.said.includes(b.said.replace(/…$/, '')) || b.said.replace(/…$/, '').includes(a.said);
  const conflicts = (
    reference
      ? [
          ...figureConflicts(claimed, reference, asked),
          ...swappedSides(claimed, reference, question.text),
          ...transposedFacts(claimed, reference),
          ...oppositeWords(claimed, reference, asked),
          ...orderConflicts(claimed, reference),
        ]
      : []
  ).filter(
    (c, i, all) =>
      !withFacts.swapped?.some((s) => (s.kind === 'number' && c.kind === 'number') || overlaps(s, c)) &&
      // One note for a clause two checks read the same way.
      !all.slice(0, i).some((o) => overlaps(o, c) || o.expected === c.expected),
  );
  const coverage0 = conflicts.length ? withConflicts(withFacts, conflicts, question.rubric) : withFacts;
  const share = coverage0.basis === 'none' ? null : coverage0.score / 100;
  // What a hedged clause says is not praised as a figure or an action either.
  const specifics = specificsOf(claimed, evidence, question.text);
  const structure = scoreStructure(answer, style);
  const workStory = structure.steps.length >= 3 && (specifics.numbers.length > 0 || specifics.named.length > 0);
  const relevance = scoreRelevance(text, question, {
    pointShare: share,
    style,
    topicalShare: coverage0.topicalShare ?? share,
    workStory,
  });
  // Coverage is what the answer says of the key points and how much it explains on topic: a
  // correct answer in other words than the reference's still explains as much (points matched by
  // words alone ranked a reworded full answer below a third of it).
  const onTopic = Math.min(1, relevance.score / 50);
  // An answer that says a point of the wrong thing explains half as much as its words suggest.
  const wrongWay = coverage0.swapped?.length ? 0.5 : 1;
  const substance = 100 * substanceOf(claimed, asked) * onTopic * wrongWay;
  const pointsWeight = question.rubric.key_point_sources?.length ? 0.5 : 0.65;
  const coverage = {
    ...coverage0,
    substance: round(substance),
    score: round(
      coverage0.basis === 'none'
        ? (1 - UNRUBRICKED_SUBSTANCE) * explained * relevance.score + UNRUBRICKED_SUBSTANCE * substance
        : pointsWeight * coverage0.score + (1 - pointsWeight) * substance,
    ),
  };
  // Echo: the answer's words are the question's and it explains nothing beyond them.
  const ownShare = weightOf(text.terms) ? sharedWeight(text.terms, asked) / weightOf(text.terms) : 0;
  const echo = style !== 'star' && substanceOf(claimed, asked) < 0.05 && ownShare >= 0.6 && expression.length >= 10;
  return {
    answer,
    style,
    echo,
    overlong: expression.length > 2 * question.time_limit_s * 5,
    personal: isPersonalQuestion(question),
    conceptsNamed: [...evidence.terms].filter((t) => t.startsWith('≈')).length,
    dontKnow: isDontKnow(answer),
    relevance,
    coverage,
    structure,
    specifics,
    specificity: round(explained * scoreSpecificity(specifics, style)),
    expression,
  };
}

function dimensionsOf(f: TAnswerFacts): TAnswerFeedback['dimensions'] {
  if (f.dontKnow)
    return { relevance: Math.min(10, f.relevance.score), coverage: 0, structure: 0, specificity: 0, expression: 10 };
  return {
    relevance: f.relevance.score,
    coverage: f.coverage.score,
    structure: f.structure.score,
    specificity: f.specificity,
    expression: f.expression.score,
  };
}

/** The weighted sum of the five dimensions (SCORE_WEIGHTS), before caps and floors. */
export function weightedScore(d: TAnswerFeedback['dimensions']): number {
  const w = SCORE_WEIGHTS;
  return (
    w.relevance * d.relevance +
    w.coverage * d.coverage +
    w.structure * d.structure +
    w.specificity * d.specificity +
    w.expression * d.expression
  );
}

/**
 * A key point that holds a property the answer gave to the wrong side ("TCP 面向连接" beside
 * "UDP 是面向连接的") is not covered: it is said wrong, and its credit goes with it.
 */
function withWrongFacts(scored: TCoverage, wrong: TWrongFact[]): TCoverage {
  const pointOf = (w: TWrongFact) => w.point ?? scored.covered.find((p) => w.prop && fold(p).includes(fold(w.prop)));
  const lost = [...new Set(wrong.map(pointOf).filter((p): p is string => p !== undefined))];
  const total = scored.covered.length + scored.missed.length;
  return {
    ...scored,
    score: total ? round(Math.max(0, scored.score - (100 * lost.length) / total)) : scored.score,
    covered: scored.covered.filter((p) => !lost.includes(p)),
    missed: [...scored.missed, ...lost],
    swapped: [
      ...(scored.swapped ?? []),
      ...wrong.map((w) => ({ kind: 'fact' as const, point: pointOf(w) ?? '', said: w.said, expected: w.expected })),
    ],
  };
}

/** A conflict (a wrong figure, a swapped side) costs what a point costs: one key point's share, at most two. */
function withConflicts(scored: TCoverage, conflicts: TSwapped[], rubric: TInterviewRubric): TCoverage {
  const total = Math.max(1, scored.covered.length + scored.missed.length);
  const cost = (100 * Math.min(2, conflicts.length)) / total;
  // The covered point whose sentence the conflict corrects is not covered: 「完整讲到 4/4 个要点」
  // beside a 说反了 on one of them contradicted itself (an outside try).
  const compact = (t: string) => fold(t).replace(/[\s…。，,；;：:、]+/g, '');
  const sourceOf = (p: string) => compact(rubric.key_point_sources?.[rubric.key_points.indexOf(p)] ?? p);
  const pointOf = (c: TSwapped) =>
    scored.covered.find((p) => {
      const source = sourceOf(p);
      return (
        source.length >= 6 &&
        c.expected
          .split(/[，,；;。]/)
          .map(compact)
          .some((clause) => clause.length >= 6 && (source.includes(clause) || clause.includes(source)))
      );
    });
  const points = conflicts.map(pointOf);
  const lost = [...new Set(points.filter((p): p is string => p !== undefined))];
  return {
    ...scored,
    score: round(Math.max(0, scored.score - cost)),
    covered: scored.covered.filter((p) => !lost.includes(p)),
    missed: [...scored.missed, ...lost],
    swapped: [...(scored.swapped ?? []), ...conflicts.map((c, i) => ({ ...c, point: points[i] ?? '' }))],
  };
}

export function scoreOf(f: TAnswerFacts, d: TAnswerFeedback['dimensions']): number {
  if (f.dontKnow) return DONT_KNOW_SCORE;
  let score = weightedScore(d);
  if (f.relevance.offTopic) score = Math.min(score, OFF_TOPIC_CAP);
  if (f.echo) score = Math.min(score, ECHO_CAP);
  if (f.overlong) score = Math.min(score, OVERLONG_CAP);
  // A fact said of the wrong thing is a wrong answer to that part, however much else is right.
  const wrongFacts = (f.coverage.swapped ?? []).filter((s) => s.kind !== 'number').length;
  if (wrongFacts) score = Math.min(score, wrongFacts >= 2 ? WRONG_FACTS_CAP : WRONG_FACT_CAP);
  if (f.expression.length >= 10) score = Math.max(score, ATTEMPT_FLOOR);
  return round(score);
}

function outlineOf(question: TPlannedQuestion): string[] {
  const ref = question.rubric.reference_answer;
  return ref ? referenceOutline(ref) : [...question.rubric.reference_outline];
}

export function skippedFeedback(question: TPlannedQuestion): TAnswerFeedback {
  const none = '没有作答。';
  return {
    score: 0,
    dimensions: { relevance: 0, coverage: 0, structure: 0, specificity: 0, expression: 0 },
    explanations: { relevance: none, coverage: none, structure: none, specificity: none, expression: none },
    skipped: true,
    strengths: [],
    improvements: ['这道题没有作答。即使没有把握，也可以先说思路或相关的经历。'],
    covered_key_points: [],
    missed_key_points: [...question.rubric.key_points],
    reference_outline: outlineOf(question),
  };
}

/** Spoken but not transcribed: nothing to judge, and not a skip (no missed points are claimed). */
export function untranscribedFeedback(question: TPlannedQuestion): TAnswerFeedback {
  const none = '语音回答未能转成文字，无法评分。';
  return {
    score: 0,
    dimensions: { relevance: 0, coverage: 0, structure: 0, specificity: 0, expression: 0 },
    explanations: { relevance: none, coverage: none, structure: none, specificity: none, expression: none },
    skipped: false,
    untranscribed: true,
    strengths: [],
    improvements: [
      '这道题录下了语音，但没能转成文字，所以没有评分。换一个能识别语音的浏览器，或在录音后把回答打出来，就能得到评分。',
    ],
    covered_key_points: [],
    missed_key_points: [],
    reference_outline: outlineOf(question),
  };
}

export function feedbackOf(question: TPlannedQuestion, f: TAnswerFacts): TAnswerFeedback {
  const dimensions = dimensionsOf(f);
  const score = scoreOf(f, dimensions);
  return {
    score,
    dimensions,
    explanations: explanationsOf(f, question.rubric),
    skipped: false,
    ...(f.relevance.offTopic && !f.dontKnow ? { off_topic: true } : {}),
    strengths: strengthsOf(f, score),
    improvements: improvementsOf(f, question.rubric, question.text),
    covered_key_points: f.dontKnow ? [] : f.coverage.covered,
    missed_key_points: f.dontKnow ? [...question.rubric.key_points] : f.coverage.missed,
    touched_key_points: f.dontKnow ? [] : f.coverage.touched,
    reference_outline: outlineOf(question),
  };
}

export function evaluateAnswerBuiltin(input: TAnswerInput): TAnswerResult {
  const { question, answer_text: answer } = input;
  if (isUntranscribed(answer, input.speech)) return { feedback: untranscribedFeedback(question), follow_up: null };
  if (isBlank(answer)) return { feedback: skippedFeedback(question), follow_up: null };
  const parent = input.thread?.[0]?.question ?? null;
  const facts = answerFacts({ question, parent, answer, speech: input.speech });
  const feedback = feedbackOf(question, facts);
  const improved = improvedFor(input, feedback, facts.style, correctionsOf(facts));
  return {
    feedback: improved ? { ...feedback, improved_answer: improved } : feedback,
    follow_up: followUpOf(input, facts),
  };
}

/** "你的回答，可以这样说" for an answer worth improving (not off-topic, not 不知道, not empty). */
export function improvedFor(
  input: TAnswerInput,
  feedback: TAnswerFeedback,
  style: TStyle,
  /** What the evaluation found said wrong: those sentences become 更正, never kept as the candidate's. */
  corrections: readonly TCorrection[] = [],
): TImprovedAnswer | null {
  if (feedback.skipped || feedback.untranscribed || feedback.off_topic || isDontKnow(input.answer_text)) return null;
  return improveAnswer({
    question: input.question.text,
    style,
    rubric: input.question.rubric,
    answer: input.answer_text,
    missed: feedback.missed_key_points,
    resume: input.resume,
    corrections,
  });
}
