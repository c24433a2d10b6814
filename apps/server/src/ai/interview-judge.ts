import { z } from 'zod';
import type { TAnswerFeedback } from '@offerpilot/shared';
import { ATTEMPT_FLOOR, OFF_TOPIC_CAP, improvedFor, weightedScore } from './builtin/interview/evaluate.ts';
import { styleOf } from './builtin/interview/score.ts';
import { visibleLength } from './builtin/interview/terms.ts';
import type { TAnswerInput, TAnswerResult } from './provider.ts';

/**
 * The language model as the judge of an answer (issue 33, item 5): what it is asked, the shape it
 * must answer in, and how the server checks it — every quote must be verbatim in the answer.
 */

export const JUDGE_SYSTEM = [
  '你是一位严格、公正的中文技术面试评委。所有文字用简体中文。',
  '评判规则：逐条核对考察要点。只有当回答里确实讲清了这个要点（意思对，不要求用词相同）时 covered 才为 true，',
  '并且 quote 必须是从候选人回答中逐字复制的一段原文（不得改写、不得拼接）；没讲到、讲错了、或者只是说“不太确定”时 covered 为 false，quote 为 null。',
  '只罗列名词而没有解释的，不算讲清。回答的是另一道题时 off_topic 为 true。strengths 的每一条也必须附上逐字引用的 quote。',
].join('\n');

const MAX_ANSWER = 6_000;

export const ZLlmJudgement = z.object({
  points: z
    .array(z.object({ index: z.number().int().min(0), covered: z.boolean(), quote: z.string().max(400).nullable() }))
    .max(12),
  off_topic: z.boolean(),
  strengths: z.array(z.object({ text: z.string().max(200), quote: z.string().max(400) })).max(4),
  improvements: z.array(z.string().max(200)).max(4),
  follow_up: z.string().max(300).nullable(),
});
export type TLlmJudgement = z.infer<typeof ZLlmJudgement>;

export function judgePrompt(input: TAnswerInput, base: TAnswerResult): string {
  const rubric = input.question.rubric;
  const points = rubric.key_points.map((p, i) => `${i}. ${rubric.key_point_sources?.[i] ?? p}`).join('\n');
  return [
    `问题：${input.question.text}`,
    rubric.reference_answer ? `参考答案：${rubric.reference_answer.slice(0, MAX_ANSWER)}` : '',
    `考察要点（按 index 逐条判断）：\n${points || '（无，只判断是否切题并写评价）'}`,
    `候选人回答：${input.answer_text.slice(0, MAX_ANSWER)}`,
    base.follow_up
      ? '请写出 2-3 条亮点（各附逐字引用）和改进建议，并写一个追问，追问必须指向一个没有讲到的要点或缺少的结果数据。'
      : '请写出 2-3 条亮点（各附逐字引用）和改进建议；不需要追问时 follow_up 为 null。',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Whitespace-insensitive: speech-to-text and typing differ in spaces only. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

/** Shorter quotes prove nothing ("进程" is in any answer about processes). */
const MIN_QUOTE = 6;

/** Whether a quote is verbatim in the answer (whitespace aside) and long enough to be evidence. */
export function isVerbatim(quote: string | null | undefined, answer: string): quote is string {
  const q = squeeze(quote ?? '');
  return q.length >= MIN_QUOTE && squeeze(answer).includes(q);
}

const DISAGREEMENT = 25;

/** The feedback with the model's checked judgement: coverage, off-topic, strengths, improvements. */
export function judgedFeedback(input: TAnswerInput, base: TAnswerResult, judged: TLlmJudgement): TAnswerFeedback {
  const answer = input.answer_text;
  const points = input.question.rubric.key_points;
  const rejected: string[] = [];
  const covered = new Set<number>();
  // One quote is evidence for one point: the same words cannot prove every point.
  const used = new Set<string>();
  for (const p of judged.points) {
    if (!p.covered || p.index >= points.length || covered.has(p.index)) continue;
    const key = squeeze(p.quote ?? '');
    if (isVerbatim(p.quote, answer) && !used.has(key)) {
      covered.add(p.index);
      used.add(key);
    } else rejected.push(p.quote ?? '（没有引用）');
  }
  const b = base.feedback;
  const coverage = points.length ? Math.round((covered.size / points.length) * 100) : b.dimensions.coverage;
  const dimensions = { ...b.dimensions, coverage };
  let score = weightedScore(dimensions);
  const offTopic = judged.off_topic && covered.size === 0;
  if (offTopic) score = Math.min(score, OFF_TOPIC_CAP);
  if (visibleLength(answer) >= 10) score = Math.max(score, ATTEMPT_FLOOR);
  score = Math.round(Math.max(0, Math.min(100, score)));
  const strengths = judged.strengths
    .filter((s) => isVerbatim(s.quote, answer))
    .map((s) => `${s.text.replace(/[。.]$/, '')}：「${s.quote.trim()}」。`);
  for (const s of judged.strengths) if (!isVerbatim(s.quote, answer)) rejected.push(s.quote);
  const coveredPoints = points.filter((_, i) => covered.has(i));
  const missedPoints = points.filter((_, i) => !covered.has(i));
  const { off_topic: _builtinOffTopic, improved_answer: _builtinImproved, ...rest } = b;
  void _builtinOffTopic;
  void _builtinImproved;
  // The improved answer suggests what the model found missing (the builtin's order of the answer).
  const improved = improvedFor(
    input,
    { ...b, off_topic: offTopic || undefined, missed_key_points: missedPoints },
    styleOf(input.question, input.thread?.[0]?.question ?? null),
  );
  return {
    ...rest,
    ...(improved ? { improved_answer: improved } : {}),
    score,
    dimensions,
    explanations: {
      ...b.explanations,
      ...(b.off_topic && !offTopic ? { relevance: '模型判断回答切题（内置引擎曾判为离题）。' } : {}),
      coverage: `模型逐条核对要点，讲到 ${covered.size}/${points.length} 个${coveredPoints.length ? `：${coveredPoints.map((p) => `「${p}」`).join('')}` : ''}（每条都有回答原文为证）。`,
    },
    ...(offTopic ? { off_topic: true } : {}),
    // Only what the model proved: the builtin's praise may name points the model did not find.
    strengths,
    improvements: judged.improvements.length ? judged.improvements : b.improvements,
    covered_key_points: coveredPoints,
    missed_key_points: missedPoints,
    judge: {
      engine: 'model',
      builtin_score: b.score,
      model_score: score,
      disagreement: Math.abs(score - b.score) > DISAGREEMENT,
      rejected_quotes: rejected.map((q) => q.slice(0, 120)),
    },
  };
}
