import type { TCustomQuestionInput } from '@offerpilot/shared';
import type { TInterviewRubric } from '../../provider.ts';
import { clipText, extractSkills, getSkill, segment } from '../../../text/index.ts';
import { ASKS_FOR_QUESTIONS, closingQuestion, openingQuestion } from './fixed-questions.ts';
import { questionSkills } from './topic.ts';
import { idf, isBankTerm, splitSentences, termSet, weightOf } from './terms.ts';

/**
 * Rubrics of the user's own questions (custom templates): the user's key points when given;
 * otherwise key points derived from the reference answer by content (keyPhrases: its list items
 * or technical sentences, each covered by saying most of what it says); otherwise none, and the
 * evaluator judges by the question's own concepts and length.
 */

const MAX_DERIVED_POINTS = 6;
const MAX_POINT_CHARS = 30;
const MAX_SOURCE_CHARS = 400;

/** A unit of a reference answer: a list item, a table row or a sentence, with its label. */
export interface TReferenceUnit {
  text: string;
  /** What the unit is about: a list item's heading ("纯内存操作"), else its opening. */
  label: string;
  listed: boolean;
}

/**
 * Asides, opinions and talk about the text itself: never a key point (「这个时候就死定了」,
 * 「头发都白了啊」, 「修正（参见 issue）」, 「如果面试官追问…」).
 */
const ASIDE =
  /面试官|拓展一下|扩展一下|修正|参见|issue|推荐阅读|相关阅读|详细介绍|后文|下文|前文|笔者|小伙伴|真心|头发|死定|哈哈|相信大家|我们来看|一起来看|如下图|下图|上图|这篇文章|本文|宣传口号|流传|感兴趣|这里就不|不再赘述|[啊吧呢嘛呀][，。！!]|[啊吧呢嘛呀]$/i;
const LIST_ITEM = /^\s*(?:\d{1,2}\s*[.、．)）]|[（(]\d{1,2}[)）]|[-*•·●▪])\s*/;
/** The end of a heading: ：, or : after Chinese (「display: flex」, 「Connection: close」 head nothing). */
const HEADING_END = /：|(?<=[\u3400-\u9fff]\s*):/;
/** Words of a heading that name no content: 主要区别, 常见用途, 另外还有. */
const GENERIC_HEADING =
  /主要|区别|常见|用途|另外|还有|其他|其它|特殊|类型|问题|缺点|优点|总结|概括|原因|方面|场景|作用|方法|方式|做法|办法|条件|步骤|措施|手段|产生|避免|解决|实现|的/g;

const stripMarkdown = (line: string) =>
  line
    .replace(/\*\*|__|`/g, '')
    .replace(/^#+\s*/, '')
    .trim();

/** A number that opens an item of an inline list, with a heading before it: 「主要区别：1）」, 「2）」, 「（3）」. */
const INLINE_ITEM = /^(?:[^：:，,。]{0,20}[：:]\s*)?(?:\d{1,2}\s*[)）]|[（(]\d{1,2}[)）]|[①②③④⑤⑥⑦⑧⑨⑩])\s*/u;

/**
 * What a unit is about: its heading before ：, else its opening. A heading of words that name no
 * content (「问题：…」, 「常见用途：…」, 「另外还有特殊类型：…」) says nothing: the text after it.
 */
function labelOf(text: string): string {
  const head = HEADING_END.exec(text);
  const says = (label: string) => label.replace(GENERIC_HEADING, '').replace(/[\s\p{P}]/gu, '') !== '';
  const headed = head && head.index >= 2 && head.index <= MAX_POINT_CHARS ? text.slice(0, head.index) : null;
  const label = headed && says(headed) ? headed : headed ? text.slice(head!.index + 1).trim() || text : text;
  const chars = [...label.trim().replace(/[。．！？；;，,、：:]+$/u, '')];
  return clipText(chars.join(''), MAX_POINT_CHARS);
}

/**
 * A line of code: no Chinese, and code's marks (braces, a statement's ;, an assignment, a call, a
 * pipe, a command with its flags: lsof -i :8080).
 */
const CODE_LINE =
  /^(?![^\n]*[\u3400-\u9fff])(?=[^\n]*(?:[{};]|\b\w+\s*\(.*\)|\s=\s|\s\|\s|^\s*\$?\s*[a-z][\w.-]*\s+-{1,2}[a-z]))[^\n]*$/;

/** List items, table rows (the header row left out) and sentences of a reference answer (code left out), in order. */
export function referenceUnits(reference: string): TReferenceUnit[] {
  const units: TReferenceUnit[] = [];
  let tableRow = 0;
  let fenced = false;
  for (const raw of reference.split('\n')) {
    // Code is an example, not a point to say aloud: a fenced block, or a line of code among the
    // prose (static void swap(Person a, Person b) { … } was a key point no answer could cover).
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || CODE_LINE.test(raw)) continue;
    const line = stripMarkdown(raw);
    if (!/[\p{L}\p{N}]/u.test(line)) {
      tableRow = line.startsWith('|') ? tableRow : 0;
      continue;
    }
    if (line.startsWith('|')) {
      const cells = line
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean);
      if (tableRow++ > 0 && cells.length)
        units.push({ text: cells.join('：'), label: labelOf(cells[0]!), listed: true });
      continue;
    }
    tableRow = 0;
    if (LIST_ITEM.test(line)) {
      const text = line.replace(LIST_ITEM, '').trim();
      if (/[\p{L}\p{N}]/u.test(text) && !/^[.…]+$/.test(text)) units.push({ text, label: labelOf(text), listed: true });
      continue;
    }
    for (const sentence of splitSentences(line)) {
      // An inline list (「主要区别：1）作用域：…；2）变量提升：…」): each item without its number, and
      // a heading before the first item left out.
      const text = sentence.replace(INLINE_ITEM, '').trim();
      if (/[\p{L}\p{N}]/u.test(text)) units.push({ text, label: labelOf(text), listed: false });
    }
  }
  return units;
}

/** Terms of a bank-known or repeated word count in full; a word the bank never uses and said once is likely talk. */
function contentWeight(unit: string, known: (t: string) => boolean, asked: ReadonlySet<string>): number {
  const weights = [...termSet(unit)]
    .filter((t) => !asked.has(t))
    .map((t) => (known(t) ? idf(t) : 0.3 * idf(t)))
    .sort((a, b) => b - a);
  return weights.slice(0, 8).reduce((a, b) => a + b, 0);
}

/**
 * Key points of a reference answer, by content: its list items (or table rows) when it has three
 * or more, else its sentences; asides, questions and opinions left out; the units with the most
 * technical content kept (up to 6, in order). Each point keeps its unit as the text that covers
 * it (`source`) and its two rarest words as aliases.
 */
export function keyPhrases(reference: string, question = ''): { point: string; aliases: string[]; source: string }[] {
  const asked = termSet(question);
  const all = referenceUnits(reference).filter((u) => !ASIDE.test(u.text) && !/[？?]$/.test(u.text));
  const counts = new Map<string, number>();
  for (const u of all) for (const t of termSet(u.text)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const known = (t: string) => !/^[\u3400-\u9fff]{2}$/.test(t) || isBankTerm(t) || (counts.get(t) ?? 0) >= 2;
  const listed = all.filter((u) => u.listed);
  const pool = listed.length >= 3 ? listed : all;
  const scored = pool.map((u, index) => ({ u, index, weight: contentWeight(u.text, known, asked) }));
  const top = Math.max(0, ...scored.map((x) => x.weight));
  return scored
    .filter((x) => x.weight > 0 && x.weight >= 0.35 * top)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_DERIVED_POINTS)
    .sort((a, b) => a.index - b.index)
    .map(({ u }) => ({
      point: u.label,
      aliases: rarestWords(u.text, asked),
      source: [...u.text].slice(0, MAX_SOURCE_CHARS).join(''),
    }));
}

/** The two rarest words of a unit that the question does not use (jieba words or lexicon skills). */
function rarestWords(text: string, asked: ReadonlySet<string>): string[] {
  return [...new Set([...extractSkills(text).map((m) => m.matched), ...segment(text)])]
    .filter((w) => w.length >= 2 && [...termSet(w)].some((t) => !asked.has(t)))
    .map((w) => ({ w, r: rarity(w) }))
    .filter((x) => x.r > 0)
    .sort((a, b) => b.r - a.r)
    .slice(0, 2)
    .map((x) => x.w);
}

/** How rare a word is in the bank (mean IDF of its terms); 0 for a word without terms. */
function rarity(word: string): number {
  const terms = termSet(word);
  return terms.size ? weightOf(terms) / terms.size : 0;
}

/** The rarest terms of a reference answer (for coverage when a rubric has no key points). */
export function referenceTerms(reference: string, limit = 12): string[] {
  return [...termSet(reference)].sort((a, b) => idf(b) - idf(a) || (a < b ? -1 : 1)).slice(0, limit);
}

/** The outline of a reference answer: its first three key points' texts (its first sentences when none). */
export function referenceOutline(reference: string, sentences = 3): string[] {
  const points = keyPhrases(reference).map((p) => p.source);
  return (points.length ? points : splitSentences(reference))
    .slice(0, sentences)
    .map((s) => ([...s].length > 80 ? `${[...s].slice(0, 80).join('')}…` : s));
}

/** Generic story points (a STAR step each; score.ts STEP_POINTS credits them by the step told). */
const STORY_POINTS: readonly (readonly [string, ...string[]])[] = [
  ['背景与目标', '背景', '目标', '当时', '为了'],
  ['本人的具体行动', '我负责', '我主导', '我先', '我把'],
  ['结果与数据', '结果', '最终', '提升', '%'],
];
const STORY_OUTLINE = [
  '交代一件具体的事和当时的情况',
  '讲清你自己做了什么、为什么这么做',
  '说出结果，能用数据就用数据',
];
const SELF_INTRO = /自我介绍|介绍一下(你)?自己|介绍你自己|introduce yourself/i;
/** A question about how the candidate acted or would act: answered with a story of their own. */
export const STORY_ASKED =
  /(讲|说|谈|分享|举|描述|提供)(一|一下)?(次|个)[^？?]{0,30}(经历|经验|事|例子|情况|时候|项目)|[你您](是)?(如何|怎么|怎样)(与|和|跟|处理|应对|面对|确保|保证|说服|协调|学习|了解|适应|平衡|带|推动)|tell me about a time|describe a time|give an example/i;

/**
 * A user's own question without key points or a reference still has a shape the interviewer
 * knows: a self-introduction is judged like the opening, a 反问 like the closing, a question about
 * how the candidate acted like a story (背景与目标, 本人的具体行动, 结果与数据). Else null.
 */
function impliedRubric(
  text: string,
): { points: { point: string; aliases: string[] }[]; outline: string[]; competency: string } | null {
  const shaped = (
    points: readonly (readonly [string, ...string[]])[],
    outline: readonly string[],
    competency: string,
  ) => ({
    points: points.map(([point, ...aliases]) => ({ point, aliases })),
    outline: [...outline],
    competency,
  });
  if (SELF_INTRO.test(text)) {
    const q = openingQuestion(text);
    return shaped(q.points, q.outline, q.competency);
  }
  if (ASKS_FOR_QUESTIONS.test(text)) {
    const q = closingQuestion(text);
    return shaped(q.points, q.outline, q.competency);
  }
  if (STORY_ASKED.test(text)) return shaped(STORY_POINTS, STORY_OUTLINE, '自定义题目');
  return null;
}

export function customRubric(question: TCustomQuestionInput): TInterviewRubric {
  const reference = question.reference_answer?.trim() || null;
  const given = (question.key_points ?? []).map((p) => p.trim()).filter(Boolean);
  const implied = given.length || reference ? null : impliedRubric(question.text);
  if (implied)
    return {
      key_points: implied.points.map((p) => p.point),
      key_point_aliases: implied.points.map((p) => p.aliases),
      reference_outline: implied.outline,
      reference_answer: null,
      skill: null,
      competency: implied.competency,
      deeper: [],
    };
  const derived = given.length || !reference ? [] : keyPhrases(reference, question.text);
  const points = given.length ? given.map((point) => ({ point, aliases: [] as string[] })) : derived;
  const skill = questionSkills(question.text)[0] ?? null;
  const outline = reference ? referenceOutline(reference) : given;
  return {
    key_points: points.map((p) => p.point),
    key_point_aliases: points.map((p) => p.aliases),
    ...(derived.length ? { key_point_sources: derived.map((p) => p.source) } : {}),
    reference_outline: outline,
    reference_answer: reference,
    skill: skill ?? null,
    competency: (skill && getSkill(skill)?.name) ?? '自定义题目',
    deeper: [],
  };
}
