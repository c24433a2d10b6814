import type { TImprovedAnswer, TImprovedPart } from '@offerpilot/shared';
import { clipText, isQuantified, parseResume } from '../../../text/index.ts';
import { factViolations } from '../../fact-check.ts';
import type { TAiResume, TInterviewRubric } from '../../provider.ts';
import { resumeClaims } from './resume-claims.ts';
import { pointCredit } from './key-points.ts';
import { withoutHedges, type TStyle } from './score.ts';
import { trimClosing, withoutListMark } from './question-gist.ts';
import { STAR_CUES, type TStarStep } from './story-cues.ts';
import { fold, matchText, termSet, weightOf, sharedWeight } from './terms.ts';

/**
 * "你的回答，可以这样说" (issue 36): the candidate's own answer put in a clear order — 总分总 for an
 * explanation, 背景 → 任务 → 行动 → 结果 for a story — with the key points it missed added as marked
 * suggestions and, for a story without a figure, a quantified line of their resume quoted. Nothing
 * is invented: every part the candidate said is their own sentence with only fillers taken out, a
 * suggestion names a key point of the rubric (and its reference text when the rubric has one), a
 * resume line is quoted verbatim. `unsupportedFacts` checks it. Deterministic.
 */

const MAX_OWN = 10;
const MAX_SUGGESTIONS = 3;
const MAX_SOURCE_CHARS = 60;
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

/**
 * Sentences as the candidate ended them (。！？ or a new line): clauses joined by ； stay together,
 * so a list after 「限制有：」 or 「一是…；二是…」 is never torn apart or reordered.
 */
function wholeSentences(text: string): string[] {
  return text
    .split(/(?<=[。！？!?])|\n+|(?<=\.)\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** The answer's sentences, fillers out, hedged clauses out (they claim nothing), repeats once. */
function ownSentences(answer: string, question: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of wholeSentences(withoutHedges(answer.slice(0, 4000), question))) {
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
  // Never cut inside a word, and no stop of its own before the note's (「…。」。 read oddly).
  const cut = source && source !== point ? trimClosing(clipText(source.trim(), MAX_SOURCE_CHARS)) : '';
  // A source that is the point itself says nothing more (「建议补充「X」：参考答案的说法是「X」」).
  return cut && cut !== point.replace(/…$/, '')
    ? `建议补充「${point}」：参考答案的说法是「${cut}」。`
    : `建议补充「${point}」这一点。`;
}

/** Whether a sentence covers a key point of the rubric. */
function coversPoint(sentence: string, rubric: TInterviewRubric): boolean {
  const text = matchText(sentence);
  return rubric.key_points.some((p, i) => pointCredit(text, p, rubric.key_point_aliases[i] ?? []) >= 0.75);
}

/** A sentence that goes on from another: never the opening. */
const CONTINUES =
  /^(另外|此外|还有|其次|然后|接着|再看|再者|同时|而且|并且|最后|所以|因此|也|还|第[二三四五]|二是|三是|another|also|then|besides)/i;
/** An opening that announces an answer rather than gives it: 「主要几点。」「这个问题我分三点说。」. */
const PREAMBLE =
  /^(?:(?:这个问题|关于这个)?我?(?:主要|大概|大致)?(?:分|有|从|讲|说)?(?:以下)?[几两三四五六](?:点|个方面|个部分|方面)(?:来说|来讲|说|讲|吧)?|(?:这个问题)?我(?:的)?理解是这样的?|我(?:简单)?说一下|简单(?:来)?说一下)[。：:！!，,]?$/;
/** An opening this short with a content word is a verdict (「type erasure。」「不是线程安全的。」). */
const SHORT_VERDICT = 24;
/** A sentence that sums up what was said: 「所以…」「总之…」. */
const SUMS_UP = /^(所以|因此|总之|总的来说|总的说|总结一下|总而言之|综上|简单来说|一句话|so\b|in short|overall)/i;

/**
 * 总分总 in the candidate's own order: the direct answer first — the opening sentence when it
 * answers the question (says one of its words or points, or is a short verdict); when the opening
 * goes on from something unsaid (另外, 其次…), the first sentence that answers moves up; after a
 * preamble (「主要几点。」) or an opening that does not answer, a suggestion to start with the
 * answer. Then the rest as said (an outside try saw 其次 moved before 首先 when sentences were
 * ranked by the rubric), the missed points as suggestions, and a closing line — theirs when their
 * last sentence sums up, else a suggestion to add one.
 */
function explanationParts(
  sentences: string[],
  question: string,
  rubric: TInterviewRubric,
  missed: readonly string[],
): TImprovedPart[] {
  const asked = termSet(question);
  const answers = (s: string, share: number) =>
    !CONTINUES.test(s) && (sharedWeight(termSet(s), asked) >= share * weightOf(asked) || coversPoint(s, rubric));
  const parts: TImprovedPart[] = [];
  const closing = sentences.length >= 3 && SUMS_UP.test(sentences.at(-1)!) ? sentences.at(-1)! : null;
  const said = closing ? sentences.slice(0, -1) : sentences;
  const opening = said[0] ?? '';
  // A preamble (「主要几点。」「我理解是这样的。」) says nothing yet: nothing moves past it.
  const preamble = PREAMBLE.test(opening) || termSet(opening).size === 0;
  // Only an opening that goes on from something unsaid (「另外…」) gives its place up: moving a
  // later sentence past an analogy or a background broke the answer's thread on every set tried.
  const at = preamble
    ? -1
    : CONTINUES.test(opening)
      ? said.findIndex((s) => answers(s, 0.3))
      : [...opening].length <= SHORT_VERDICT || answers(opening, Number.MIN_VALUE)
        ? 0
        : -1;
  const body = at >= 0 ? said.filter((_, i) => i !== at) : said;
  if (at >= 0) parts.push({ kind: 'own', label: '结论', text: said[at]! });
  else
    parts.push({
      kind: 'suggestion',
      label: '结论',
      text: '建议第一句先直接给出结论（题目问的是什么、你的答案是什么），再展开。',
    });
  for (const s of body) parts.push({ kind: 'own', label: '展开', text: s });
  for (const point of missed.slice(0, MAX_SUGGESTIONS))
    parts.push({ kind: 'suggestion', label: '补充', text: pointSuggestion(rubric, point) });
  if (closing) parts.push({ kind: 'own', label: '总结', text: closing });
  else if (body.length >= 2) parts.push({ kind: 'suggestion', label: '总结', text: '建议最后用一句话总结你的结论。' });
  return parts;
}

/** Runs of Han characters this long, shared word for word, tie a resume line to a story. */
const SHARED_RUN = 4;

/** The Han runs of SHARED_RUN characters in a text (「运单查询」 of 「重构运单查询服务」). */
function hanRuns(text: string): Set<string> {
  const out = new Set<string>();
  for (const run of text.match(/\p{Script=Han}{4,}/gu) ?? [])
    for (let i = 0; i + SHARED_RUN <= run.length; i++) out.add(run.slice(i, i + SHARED_RUN));
  return out;
}

/** Capitalised English words that name nothing. */
const NOT_A_NAME = new Set(
  'the this that then there these those when what which while with after before during our and but for from i we my'.split(
    ' ',
  ),
);
/** Names written in Latin letters (Kafka, MySQL, P99), folded: capitalised or with a digit, three characters or more. */
function latinNames(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.match(/[A-Za-z][A-Za-z0-9+#]{2,}/g) ?? [])
    if (/[A-Z0-9]/.test(w) && !NOT_A_NAME.has(w.toLowerCase())) out.add(fold(w));
  return out;
}

/**
 * A quantified line of the resume on the answer's subject, verbatim, for a story without a figure.
 * On the subject means a name or a phrase of four characters said in both, word for word and not
 * taken from the question (「运单查询」, 「Kafka」): two common words apart (负责 … 接口) tied a
 * payment story to a loyalty-points line in an outside try.
 */
function resumeEvidence(resume: TAiResume | undefined, answer: string, question: string): TImprovedPart | null {
  if (!resume?.text) return null;
  const asked = new Set([...hanRuns(question), ...latinNames(question)]);
  const said = [...hanRuns(answer.slice(0, 4000)), ...latinNames(answer.slice(0, 4000))].filter((t) => !asked.has(t));
  const about = new Set(said);
  const best = resumeClaims(resume, new Set())
    .filter((c) => c.kind === 'quantified' && resume.text.includes(c.quote))
    .map((c) => ({ c, n: [...hanRuns(c.quote), ...latinNames(c.quote)].filter((t) => about.has(t)).length }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n)[0];
  return best
    ? {
        kind: 'resume',
        label: '可引用简历',
        text: `你的简历里写过「${best.c.quote}」，如果和这件事有关，可以用它说明结果。`,
      }
    : null;
}

/** What the evaluation found said wrong in the answer: the answer's words and the sentence that corrects them. */
export interface TCorrection {
  /** The answer's words (as the note quotes them; a trailing … is ignored). */
  said: string;
  /** The correction as a remark, for a sentence that cannot be rewritten (「这里说反了：…」). */
  text: string;
  /** What is right, said as a clause: the reference's (as written). */
  expected?: string;
  /** The key point it concerns, when one does: no 补充 is suggested for it besides. */
  point?: string;
}

/** How a correction starts (这里说反了，参考答案是 / 这里的数字和参考答案不一致，参考答案是 / 这里说反了：). */
const leadOf = (text: string) => /^这里[^「：]*[：，]?(?:参考答案是)?/.exec(text)?.[0] ?? '';

/** A quoted clause as a clause of the answer: no list mark before it, no stop after it. */
const asClause = (text: string) => trimClosing(withoutListMark(text.trim()));
/** Folded, without spaces: where words are found whatever the spacing. */
const compact = (text: string) => fold(text).replace(/\s+/g, '');

/**
 * The sentence with the clauses that say something wrong replaced by what is right (an outside try:
 * a 更正 that only said 「这里说反了…」 pointed at nothing, and the sentence's right clauses were
 * lost with it). Clauses split on ，；：; null when no clause holds the words.
 */
function rewritten(sentence: string, fixes: readonly { said: string; expected: string }[]): string | null {
  const pieces = sentence.split(/(?<=[，,；;：:])/);
  const starts: number[] = [];
  let at = 0;
  for (const p of pieces) {
    starts.push(at);
    at += compact(p).length;
  }
  const whole = compact(sentence);
  const replaced = new Map<number, string>();
  for (const fix of fixes) {
    const from = whole.indexOf(fix.said);
    if (from < 0) return null;
    const to = from + fix.said.length;
    const hit = pieces
      .map((_, i) => i)
      .filter((i) => starts[i]! < to && starts[i]! + compact(pieces[i]!).length > from);
    // One clause: what spans clauses is no clause's fault alone.
    if (hit.length !== 1 || replaced.has(hit[0]!)) return null;
    const mark = /[，,；;：:]$/.exec(pieces[hit[0]!]!.trim())?.[0] ?? '';
    // The reference's clause most like the one replaced (「…部署奇数个哨兵节点」 of its sentence).
    const clauses = fix.expected
      .split(/[，,；;]/)
      .map(asClause)
      .filter(Boolean);
    const like = (c: string) => [...new Set(compact(c))].filter((ch) => compact(pieces[hit[0]!]!).includes(ch)).length;
    const best = clauses.reduce((a, b) => (like(b) > like(a) ? b : a), clauses[0] ?? asClause(fix.expected));
    replaced.set(hit[0]!, `${best}${mark}`);
  }
  // The clauses kept must not lean on the one replaced (「比如 4 个」 after 奇数个, 「它们轮流…」 after 一个)
  // nor say again what the reference's clause says (「在 Linux 里，Linux 中…」): else the remark.
  const latin = (t: string) => new Set(fold(t).match(/[a-z][a-z0-9_]{2,}/g) ?? []);
  for (const [i, clause] of replaced) {
    const names = latin(clause);
    for (const [j, p] of pieces.entries()) {
      if (replaced.has(j)) continue;
      if (/\d|[一二两三四五六七八九十]个|它|他们|她们|这些|那些|比如|例如|譬如/.test(p)) return null;
      if (j < i && [...latin(p)].some((w) => names.has(w))) return null;
    }
  }
  const text = pieces
    .map((p, i) => replaced.get(i) ?? p)
    .join('')
    .trim();
  return /[。！？!?]$/.test(text) ? text : `${text.replace(/[，,；;：:]$/, '')}。`;
}

/**
 * The sentences a correction is about become 更正 parts: the sentence with its wrong clauses replaced
 * by the reference's (「Linux 中 TIME_WAIT 的保留时间通常为 60 秒」), or, where no clause can be found,
 * the correction as a remark.
 */
export function corrected(parts: TImprovedPart[], corrections: readonly TCorrection[]): TImprovedPart[] {
  const bySentence = new Map<number, TCorrection[]>();
  for (const c of corrections.slice(0, 2)) {
    const said = compact(c.said.replace(/…$/, ''));
    if (!said) continue;
    // The one sentence that says it: a word said in two (「线程」) does not tell which is wrong.
    const holding = parts.flatMap((p, i) => (p.kind === 'own' && compact(p.text).includes(said) ? [i] : []));
    if (holding.length !== 1) continue;
    bySentence.set(holding[0]!, [...(bySentence.get(holding[0]!) ?? []), { ...c, said }]);
  }
  return parts.map((part, i) => {
    const fixes = bySentence.get(i);
    if (!fixes) return part;
    const sentence = fixes.every((f) => f.expected)
      ? rewritten(
          part.text,
          fixes.map((f) => ({ said: f.said, expected: f.expected! })),
        )
      : null;
    // Two remarks on one sentence (「InnoDB 只有表级锁，MyISAM 是行级锁」) are one 更正, their lead said
    // once: 「这里说反了，参考答案是「A」；「B」。」, or 「…；另有一处…」 for another kind.
    const remark = fixes
      .map((f, n) => {
        const lead = leadOf(f.text);
        const text = !n
          ? f.text
          : lead && lead === leadOf(fixes[0]!.text)
            ? f.text.slice(lead.length)
            : f.text.replace(/^这里的?/, '另有一处');
        return text.replace(/。$/, '');
      })
      .join('；');
    return { kind: 'suggestion', label: '更正', text: sentence ?? `${remark}。` };
  });
}

export function improveAnswer(options: {
  question: string;
  style: TStyle;
  rubric: TInterviewRubric;
  answer: string;
  missed: readonly string[];
  resume?: TAiResume;
  corrections?: readonly TCorrection[];
}): TImprovedAnswer | null {
  const sentences = ownSentences(options.answer, options.question);
  if (!sentences.length) return null;
  const corrections = options.corrections ?? [];
  if (options.style === 'star') {
    const parts = storyParts(sentences);
    const result = parts.find((p) => p.label === STEP_LABELS.结果);
    if (!result || result.kind !== 'own' || !isQuantified(result.text)) {
      const quoted = resumeEvidence(options.resume, options.answer, options.question);
      if (quoted) parts.push(quoted);
    }
    return { style: 'star', parts: corrected(parts, corrections) };
  }
  // A point a 更正 states (its reference sentence holds the correction's) is not suggested again.
  const bare = (text: string) => fold(text).replace(/[\s，,；;。：:]+/g, '');
  const sourceOf = (p: string) => options.rubric.key_point_sources?.[options.rubric.key_points.indexOf(p)] ?? p;
  const missed = options.missed.filter(
    (p) =>
      !corrections.some(
        (c) =>
          c.point === p ||
          (c.expected !== undefined &&
            (bare(sourceOf(p)).includes(bare(c.expected)) || bare(c.expected).includes(bare(sourceOf(p))))),
      ),
  );
  return {
    style: 'ordered',
    parts: corrected(explanationParts(sentences, options.question, options.rubric, missed), corrections),
  };
}

let noResume: TAiResume['json'] | undefined;

/**
 * What an improved answer states that none of its sources holds — the candidate's answer, their
 * resume, the question's reference answer and key points — by the same check as resume rewrites
 * (`fact-check.ts`: figures by value, skills, employers and schools, titles, Latin names, years of
 * experience). Empty for every built-in one (its parts are the candidate's sentences, the rubric's
 * names and verbatim resume lines; a property test holds it so); the check a model's version
 * must pass before it is shown.
 */
export function unsupportedFacts(
  improved: TImprovedAnswer,
  sources: { answer: string; resume?: string | TAiResume; rubric: TInterviewRubric },
): string[] {
  const { rubric } = sources;
  const resume = typeof sources.resume === 'string' ? { text: sources.resume } : sources.resume;
  const source = {
    text: [
      sources.answer,
      resume?.text ?? '',
      rubric.reference_answer ?? '',
      ...rubric.key_points,
      ...(rubric.key_point_sources ?? []),
    ].join('\n'),
    json: (resume && 'json' in resume ? resume.json : undefined) ?? (noResume ??= parseResume('')),
  };
  const out = improved.parts.flatMap((part) => factViolations(source, part.text));
  return [...new Set(out.map((v) => v.replace('原简历中', '回答、简历和参考答案中')))];
}
