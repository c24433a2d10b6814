import { z } from 'zod';
import { GAP_PATTERN, type TAnswerFeedback, type TImprovedAnswer, type TImprovedPart } from '@offerpilot/shared';
import { isQuantified } from '../text/index.ts';
import { ATTEMPT_FLOOR, OFF_TOPIC_CAP, improvedFor, weightedScore } from './builtin/interview/evaluate.ts';
import { unsupportedFacts } from './builtin/interview/improve.ts';
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
  'improved_answer 是“你的回答，可以这样说”：用候选人自己的内容重新组织回答。讲经历的题按 背景、任务、行动、结果 排列（style 为 star），',
  '其他题按 结论、展开、补充、总结 排列（style 为 ordered）。kind 为 own 的部分只能改写候选人说过的内容，回答里的每个数字都要原样保留；',
  'kind 为 suggestion 的部分写“建议补充：……”，指出没讲到的要点，不陈述具体事实；kind 为 resume 的部分必须用「」逐字引用简历原文。',
  '不得出现回答、简历和参考答案里都没有的数字、公司、学校、技术名词或年限。回答离题或没有内容时 improved_answer 为 null。',
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
  // Required (null when there is none): every property required keeps the JSON schema strict.
  // Generous bounds: an oversized improved answer must not cost the whole judgement.
  improved_answer: z
    .object({
      style: z.enum(['star', 'ordered']),
      parts: z
        .array(z.object({ kind: z.enum(['own', 'suggestion', 'resume']), label: z.string(), text: z.string() }))
        .max(20),
    })
    .nullable(),
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
    resumeLinesForModel(input.resume.text)
      ? `候选人简历里带数据的句子（只可逐字引用）：\n${resumeLinesForModel(input.resume.text)}`
      : '',
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

const FIGURES = /\d+(?:\.\d+)?/g;
const QUOTED = /「([^「」]+)」/g;
/** A line with contact details: an e-mail address, a phone or an ID number (7 digits or more in a run). */
const CONTACT_LINE = /@|(?:\d[\s-]?){7,}/;
const RESUME_LINES = 40;

/**
 * What of the resume the model sees: the lines with a figure (what a 可引用简历 part may quote),
 * never a line with contact details.
 */
export function resumeLinesForModel(text: string): string {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && isQuantified(l) && !CONTACT_LINE.test(l))
    .slice(0, RESUME_LINES)
    .join('\n')
    .slice(0, MAX_ANSWER);
}

/** The labels of each style's parts; a model's other label is replaced by its kind's. */
const LABELS = {
  star: ['背景', '任务', '行动', '结果'],
  ordered: ['结论', '展开', '补充', '总结'],
} as const;
const DEFAULT_LABEL = {
  star: { own: '行动', suggestion: '建议补充' },
  ordered: { own: '展开', suggestion: '补充' },
} as const;

/** Share of a part's two-character runs (Han or Latin-digit) found in the source: how much of it is the candidate's own words. */
function ownShare(part: string, source: string): number {
  const grams = (t: string) => {
    const s = squeeze(t).replace(/[\p{P}\p{S}]/gu, '');
    const out = new Set<string>();
    for (let i = 0; i + 1 < s.length; i++) out.add(s.slice(i, i + 2));
    return out;
  };
  const mine = grams(part);
  if (!mine.size) return 0;
  const theirs = grams(source);
  return [...mine].filter((g) => theirs.has(g)).length / mine.size;
}

/** An own part must be mostly the candidate's words (reordered and tightened, not new content). */
const OWN_SHARE = 0.6;

/**
 * The model's improved answer if it passes the checks, else why not. Each kind against its own
 * source: an own part states nothing the answer does not hold and is mostly the answer's words; a
 * resume part quotes the resume verbatim and states nothing else it does not hold; a suggestion
 * states nothing that the answer and the question's rubric do not hold. No 【待补充】 marker (the
 * fact check skips what is inside one); every figure of the answer the model saw kept; the labels
 * are the style's own.
 */
export function checkedImproved(
  improved: TImprovedAnswer,
  input: TAnswerInput,
): { improved: TImprovedAnswer; reason: null } | { improved: null; reason: string } {
  const refuse = (reason: string) => ({ improved: null, reason: `未采用模型改写的回答：${reason}` }) as const;
  const { rubric } = input.question;
  const answer = input.answer_text.slice(0, MAX_ANSWER);
  const parts = improved.parts.filter((p) => p.text.trim());
  if (!parts.some((p) => p.kind === 'own')) return refuse('没有保留候选人自己的内容');
  if (parts.some((p) => new RegExp(GAP_PATTERN.source).test(p.text))) return refuse('含有待补充标记');
  const noRubric = { ...rubric, key_points: [], key_point_sources: [], reference_answer: null };
  // The question's own words (Redis, HashMap) may be said in an own part too.
  const said = `${answer}\n${input.question.text}`;
  const checks: [TImprovedPart['kind'], Parameters<typeof unsupportedFacts>[1]][] = [
    ['own', { answer: said, rubric: noRubric }],
    ['resume', { answer: '', resume: input.resume, rubric: noRubric }],
    ['suggestion', { answer, rubric }],
  ];
  for (const [kind, sources] of checks) {
    const invented = unsupportedFacts({ ...improved, parts: parts.filter((p) => p.kind === kind) }, sources);
    if (invented.length) return refuse(invented.slice(0, 3).join('；'));
  }
  const borrowed = parts.find((p) => p.kind === 'own' && ownShare(p.text, said) < OWN_SHARE);
  if (borrowed) return refuse(`「${borrowed.text.slice(0, 20)}」不是候选人自己说过的内容`);
  const figures = (t: string) => new Set(t.match(FIGURES) ?? []);
  const told = figures(
    parts
      .filter((p) => p.kind === 'own')
      .map((p) => p.text)
      .join('\n'),
  );
  const lost = [...figures(answer)].filter((n) => !told.has(n));
  if (lost.length) return refuse(`丢掉了回答里的数字 ${lost.slice(0, 3).join('、')}`);
  const resumeText = squeeze(input.resume.text);
  for (const part of parts.filter((p) => p.kind === 'resume')) {
    const quotes = [...part.text.matchAll(QUOTED)].map((m) => squeeze(m[1]!));
    if (!quotes.length || quotes.some((q) => !resumeText.includes(q))) return refuse('引用的简历内容不是原文');
  }
  const allowed: readonly string[] = LABELS[improved.style];
  const label = (p: TImprovedPart) =>
    p.kind === 'resume' ? '可引用简历' : allowed.includes(p.label) ? p.label : DEFAULT_LABEL[improved.style][p.kind];
  return { improved: { style: improved.style, parts: parts.map((p) => ({ ...p, label: label(p) })) }, reason: null };
}

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
  // The model's improved answer where it passes the checks; else the builtin's, which suggests what
  // the model found missing (in the builtin's order of the answer).
  const fromModel = judged.improved_answer && !offTopic ? checkedImproved(judged.improved_answer, input) : null;
  const improved =
    fromModel?.improved ??
    improvedFor(
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
    // A point the model found missing that the built-in engine found touched on (or covered) is said
    // to be incomplete, not missing: there are words of it in the answer. Off topic: none is.
    touched_key_points: offTopic
      ? []
      : missedPoints.filter((p) => (b.touched_key_points ?? []).includes(p) || b.covered_key_points.includes(p)),
    judge: {
      engine: 'model',
      builtin_score: b.score,
      model_score: score,
      disagreement: Math.abs(score - b.score) > DISAGREEMENT,
      rejected_quotes: rejected.map((q) => q.slice(0, 120)),
      ...(fromModel?.reason ? { improved_fallback_reason: fromModel.reason.slice(0, 300) } : {}),
    },
  };
}
