import { ANSWER_DIMENSIONS, INTERVIEW_SCORE_BANDS, type TAnswerFeedback } from '@offerpilot/shared';
import type { TInterviewRubric } from '../../provider.ts';
import { innerQuote, questionGist, trimClosing, withoutListMark } from './question-gist.ts';
import type { TCoverage } from './key-points.ts';
import type { TExpression, TRelevance, TSpecifics, TStyle } from './score.ts';
import { SPEAKING_PACE, explainsInOwnWords } from './score.ts';
import { STAR_CUES, type TStarStep } from './story-cues.ts';
import { clipText, getSkill } from '../../../text/index.ts';
import { conceptNamesIn, outerConcepts } from './concepts.ts';
import { TOPICAL_SKILLS, skillsUsing } from './topic.ts';
import { fold, idf, splitClauses, splitSentences, termSet } from './terms.ts';
import type { TCorrection } from './improve.ts';

/**
 * The Chinese text of an answer's feedback: one sentence per dimension saying what was counted,
 * strengths that quote what the candidate did well, and improvements that name what is missing —
 * at least one for every dimension below INTERVIEW_SCORE_BANDS.fair (a red bar on the screen).
 * A quote never holds 「」 inside 「」 (inner ones become 『』).
 */

export interface TAnswerFacts {
  answer: string;
  style: TStyle;
  dontKnow: boolean;
  relevance: TRelevance;
  coverage: TCoverage;
  structure: { score: number; steps: TStarStep[]; markers: string[] };
  specifics: TSpecifics;
  specificity: number;
  expression: TExpression;
  /** An explanation made of the question's own words ("Redis 快是因为 Redis 很快"): it explains nothing. */
  echo?: boolean;
  /** Far longer than the time allows (over twice what 5 字/秒 fills): an interviewer stops it. */
  overlong?: boolean;
  /** The question asks about the candidate (你最大的缺点, 为什么想加入…), not a technical topic. */
  personal?: boolean;
  /** Concepts of the trade the answer names (≈ terms). */
  conceptsNamed?: number;
}

type TExplanations = TAnswerFeedback['explanations'];

const pct = (x: number) => `${Math.round(Math.min(1, x) * 100)}%`;
const quoted = (items: readonly string[], max = 3) =>
  items
    .slice(0, max)
    .map((s) => `「${innerQuote(s)}」`)
    .join('');
/** A quote of at most n characters, without its closing punctuation (put it inside 「」). */
const short = (s: string, n = 36) => {
  const t = withoutListMark(trimClosing(innerQuote(s)));
  return clipText(t, n);
};
const bare = (point: string) => point.replace(/^(情境|任务|行动|结果)：/, '');

function coverageSentence(c: TCoverage, total: number): string {
  // The coverage score also counts how much the answer explains: say so, with its figure.
  const substance = c.substance === undefined ? '' : `讲解的充实程度 ${c.substance}/100 也计入本项。`;
  if (c.basis === 'points') {
    const touched = c.touched.length ? `，另有 ${c.touched.length} 个只对上了一部分（算半个）` : '';
    // Every point counted is named: "5/5 个要点" followed by four was read as a miscount.
    return `完整讲到 ${c.covered.length}/${total} 个要点${c.covered.length ? `：${quoted(c.covered.map(bare), c.covered.length)}` : ''}${touched}。${substance}`;
  }
  if (c.basis === 'reference') return `和参考答案的关键词重合程度折算为 ${c.score} 分。${substance}`;
  // Without a rubric the figure is mostly how much is explained (UNRUBRICKED_SUBSTANCE in evaluate.ts).
  if (c.substance !== undefined)
    return `这道题没有设定要点和参考答案，主要看讲解的充实程度（${c.substance}/100），切题程度也计入本项。`;
  return '这道题没有设定要点和参考答案，按切题程度估计。';
}

function structureSentence(f: TAnswerFacts): string {
  if (f.style === 'star') {
    const steps = f.structure.steps;
    return `情境、任务、行动、结果（STAR）四个部分讲到了 ${steps.length} 个${steps.length ? `：${steps.join('、')}` : ''}。`;
  }
  const m = f.structure.markers;
  return m.length
    ? `用了${quoted(m)}这样的顺序词，${f.structure.score >= 70 ? '层次清楚' : '层次还可以更清楚'}。`
    : `没有用「首先、其次、最后」这类顺序词，${f.structure.score >= 60 ? '但有因果说明' : '层次不够分明'}。`;
}

function expressionSentence(e: TExpression): string {
  const parts = [`共 ${e.length} 字（建议不少于 ${e.target} 字）`, `口头语 ${e.fillers} 次`];
  if (e.repetition > 0.2) parts.push('重复的说法较多');
  if (e.charsPerMinute !== null) parts.push(`语速约 ${e.charsPerMinute} 字/分钟`);
  return `${parts.join('，')}。`;
}

/**
 * The subject an off-topic answer is about, as the answer writes it: a skill by its name, a concept
 * by the first of its names the answer uses (its own spelling and case, 「DNS」 not 「dns」).
 */
export function subjectNamed(answer: string, about: string | undefined): string | null {
  if (!about) return null;
  const folded = answer.normalize('NFKC').toLowerCase();
  const skill = about.startsWith('§') ? getSkill(about.slice(1)) : undefined;
  // A skill's aliases as the matcher reads them: `=` case-sensitive, Latin ones as whole words;
  // rule-shaped and `~` aliases are left out. A concept by the names the answer uses.
  const aliases = skill ? skill.aliases.filter((a): a is string => typeof a === 'string' && !a.startsWith('~')) : [];
  const atOf = (name: string): number => {
    if (!skill) return folded.indexOf(name);
    const exact = name.startsWith('=');
    const bare = exact ? name.slice(1) : name;
    const latin = /^[\x20-\x7e]+$/.test(bare);
    const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(latin ? `(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])` : escaped, exact ? '' : 'i');
    return re.exec(exact ? answer : folded)?.index ?? -1;
  };
  const names = skill ? aliases : (conceptNamesIn(answer).get(about.slice(1)) ?? []).filter((n) => n.length <= 12);
  // The name the answer says first; a skill named only by its field's words is named by the skill.
  const said = names
    .map((name) => ({ name: name.replace(/^=/, ''), at: atOf(name) }))
    .filter((n) => n.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (!said) return skill?.name ?? null;
  // The answer's own spelling where folding kept its length (ＤＮＳ folds to dns, two characters less).
  return folded.length === answer.length ? answer.slice(said.at, said.at + said.name.length) : said.name;
}

/**
 * The concepts a question asks about in their own right (outerConcepts), as it writes them (TCP,
 * 重传), in its order, three at most, each once.
 */
const ASKING_VERB = /^(?:解释|说说|说明|介绍|讲讲|谈谈|描述|分析|比较|说一说|讲一讲)$/;
function namesAsked(question: string): string[] {
  const lower = question.normalize('NFKC').toLowerCase();
  const outer = outerConcepts(question);
  const at = (name: string) => {
    const i = lower.indexOf(name);
    return i < 0 ? Infinity : i;
  };
  const written = [...conceptNamesIn(question)]
    // Concepts of a few topics only: 容器 or 上手 of a long requirement name nothing it asks.
    .filter(([id]) => outer.has(id) && skillsUsing(`≈${id}`) <= TOPICAL_SKILLS)
    .map(([, names]) => [...names].sort((a, b) => at(a) - at(b) || b.length - a.length)[0]!)
    // The question's own verbs (请解释一下) ask, they name nothing.
    .filter((name) => at(name) < Infinity && !ASKING_VERB.test(name))
    .sort((a, b) => at(a) - at(b))
    .map((name) => (lower.length === question.length ? question.slice(at(name), at(name) + name.length) : name));
  return [...new Set(written)].slice(0, 3);
}

function offTopicSentence(f: TAnswerFacts, hasRubric: boolean): string {
  const cap = '判为离题，总分最高 25 分。';
  if (f.relevance.noSelfAccount) return `自我介绍里没有讲到你是谁（学校、专业或做过的工作），${cap}`;
  const subject = subjectNamed(f.answer, f.relevance.about);
  if (subject) return `回答主要在讲「${innerQuote(subject)}」，不是题目问的内容，${cap}`;
  if (f.relevance.unnamed) return `回答里没有出现题目的关键概念或任何相关术语，听不出和题目的关系，${cap}`;
  return hasRubric
    ? `题目和参考要点里的关键词几乎没有出现在回答中，${cap}`
    : `题目里的关键词和相关概念几乎没有出现在回答中，${cap}`;
}

export function explanationsOf(f: TAnswerFacts, rubric: TInterviewRubric): TExplanations {
  if (f.dontKnow) {
    const none = '回答表示不会或不知道，没有可评价的内容。';
    return { relevance: none, coverage: none, structure: none, specificity: none, expression: none };
  }
  const r = f.relevance;
  // Without key points or a reference answer the question's words are all it was judged on: say so.
  const hasRubric = rubric.key_points.length > 0 || !!rubric.reference_answer;
  return {
    relevance: r.offTopic
      ? offTopicSentence(f, hasRubric)
      : r.tradePrecision !== undefined
        ? // Talk (everyday words) says nothing either way: the share is of the answer's words of the trade.
          `回答用到了题目中约 ${pct(r.recall)} 的关键词（按重要性加权），用到的专业术语约 ${pct(r.tradePrecision)} 和题目相关。`
        : `回答用到了题目中约 ${pct(r.recall)} 的关键词（按重要性加权），约 ${pct(r.precision)} 的内容词和题目${hasRubric ? '及参考要点' : ''}相关。`,
    coverage: coverageSentence(f.coverage, rubric.key_points.length),
    structure: structureSentence(f),
    specificity: `有 ${f.specifics.numbers.length} 处数据、${f.specifics.named.length} 个具体的技术或名称、${f.specifics.actions.length} 处"我做了什么"的具体行动。`,
    expression: expressionSentence(f.expression),
  };
}

// ── Strengths and improvements ───────────────────────────────────────────────────────────────

/** Strengths of an answer worth at least 30 points (a weak answer gets improvements only). */
const OUTCOME_WORDS =
  /上线后|降到|降至|降低了|提升到|提升了|提高到|提高了|缩短到|缩短了|减少了|增加了|增长了|翻倍|最终|最后|结果/;

export function strengthsOf(f: TAnswerFacts, score: number): string[] {
  if (f.dontKnow || f.relevance.offTopic || score < 30) return [];
  const out: string[] = [];
  if (f.coverage.covered.length) out.push(`讲到了关键要点：${quoted(f.coverage.covered.map(bare), 4)}。`);
  if (f.style === 'star' && f.structure.steps.length === 4) out.push('按"情境—任务—行动—结果"把经过讲完整了。');
  const numbers = f.specifics.numbers;
  // The outcome's figure first ("P99 降到 400 毫秒"), not the situation's ("超时率 3%").
  const outcome = numbers.find((s) => OUTCOME_WORDS.test(s)) ?? numbers.find((s) => STAR_CUES.结果.test(s));
  const figure = outcome ?? numbers.find((s) => /\d/.test(s)) ?? numbers[0];
  const wrongFact = f.coverage.swapped?.some((s) => s.kind !== 'number');
  // "用数据说明了结果" only for a figure of the outcome, not of the situation (带 4 个人做…).
  if (figure && !wrongFact)
    out.push(`${f.style === 'star' && outcome ? '用数据说明了结果' : '给出了具体的数字'}：「${short(figure)}」。`);
  const action = firstClauseWith(f.answer, f.specifics.actions[0]);
  if (action) out.push(`讲清了自己的具体行动：「${short(action)}」。`);
  if (f.style === 'ordered' && f.structure.markers.length >= 2)
    out.push(`条理清楚，用${quoted(f.structure.markers)}组织了回答。`);
  if (f.expression.fillers === 0 && f.expression.length >= f.expression.target) out.push('表达流畅，没有口头语。');
  return out.slice(0, 4);
}

function firstClauseWith(answer: string, needle: string | undefined): string | null {
  if (!needle) return null;
  return splitClauses(answer).find((s) => s.includes(needle)) ?? null;
}

const STEP_ADVICE: Record<TStarStep, string> = {
  情境: '先用一两句交代背景（什么项目、什么情况）',
  任务: '说明你要达成的目标或承担的任务',
  行动: '重点讲你本人采取的行动，用"我"而不是"我们"',
  结果: '最后给出结果，最好有数据',
};

/** The outline line that talks about a key point (shares a term with it), else the one at its index. */
function outlineFor(rubric: TInterviewRubric, point: string): string | null {
  const outline = rubric.reference_outline;
  const same = outline.find((l) => samePoint(l, point));
  if (same) return same;
  const i = rubric.key_points.indexOf(point);
  // A word of the point that not every line says (InnoDB is in each line of an InnoDB/MyISAM
  // outline: an outside try was pointed at the first line for a point on the clustered index).
  const terms = bare(point)
    .split(/[\s、，+/与和及]+/)
    .filter((t) => t.length >= 2 && !outline.every((l) => l.includes(t)));
  const line = outline.find((l) => terms.some((t) => l.includes(t)));
  return line ?? outline[i] ?? null;
}

type TDimension = (typeof ANSWER_DIMENSIONS)[number];
const MAX_IMPROVEMENTS = 5;
const flagged = (score: number) => score < INTERVIEW_SCORE_BANDS.fair;

/**
 * What to improve, grouped by dimension: the first note of each dimension comes first (so every
 * flagged dimension keeps one under the cap of five), then the others, in dimension order.
 */
export function improvementsOf(f: TAnswerFacts, rubric: TInterviewRubric, question: string): string[] {
  if (f.dontKnow) return ['不会的题也可以说说思路或相近的经验，比直接说"不知道"更能拿分。', ...missedAdvice(f, rubric)];
  const notes: Record<TDimension, string[]> = {
    relevance: relevanceNotes(f.relevance, question, f.answer),
    coverage: coverageNotes(f, rubric),
    structure: structureNotes(f),
    specificity: flagged(f.specificity)
      ? [
          f.style === 'star' || f.personal
            ? '多用数字和具体做法说话：结果提升了多少、哪一步是你亲自做的。'
            : (f.conceptsNamed ?? 0) >= 3
              ? // The trade's words are there (布局, 绘制, 等价类…): what is missing is their use.
                '结合一个你在项目中的实际用法或参数，说明这些做法怎么落地。'
              : '多举具体的技术名词、参数或你在项目中的实际用法。',
        ]
      : [],
    expression: expressionNotes(f.expression),
  };
  if (f.echo) notes.coverage.unshift('回答基本是在重复题目，没有讲出原因或做法：先给出结论，再说明为什么。');
  if (f.overlong)
    notes.expression.unshift(
      `回答过长（${f.expression.length} 字），面试中会被打断：先用一句话给结论，再挑两三点展开，控制在 ${f.expression.target}–${f.expression.target * 2} 字。`,
    );
  const firsts = ANSWER_DIMENSIONS.flatMap((d) => notes[d].slice(0, 1));
  const rest = ANSWER_DIMENSIONS.flatMap((d) => notes[d].slice(1));
  const language = inEnglish(f.answer, question) ? [ENGLISH_NOTE] : [];
  return [...language, ...swappedNotes(f), ...firsts, ...rest].slice(0, MAX_IMPROVEMENTS);
}

/**
 * An answer mostly in English to a question in Chinese: the key points are matched in Chinese,
 * so the candidate is told why points may read as missing, rather than left to guess.
 */
const ENGLISH_NOTE =
  '回答以英文为主：评分按中文要点匹配，英文里讲到的要点不一定能识别出来，要点得分会偏低。请用中文作答（技术名词可以保留英文）。';
function inEnglish(answer: string, question: string): boolean {
  const cjk = (s: string) => (s.match(/[\u3400-\u9fff]/g) ?? []).length;
  const latinWords = (answer.match(/[A-Za-z]{2,}/g) ?? []).length;
  return cjk(question) >= 5 && latinWords >= 8 && latinWords > cjk(answer);
}

function relevanceNotes(r: TRelevance, question: string, answer: string): string[] {
  if (r.offTopic && r.unnamed) {
    // Nothing of the trade said: an explanation in everyday words and talk about anything look the
    // same to the engine. It says what it did not hear, not that the answer is about something else.
    const names = namesAsked(question);
    const said = names.length ? `（${names.map((n) => `「${n}」`).join('')}）` : '';
    return [
      `没有听出回答和题目的关系：题目问的是「${questionGist(question)}」，回答里没有出现它的关键概念${said}或相关的术语。如果你讲的就是它们，先点明名称，再用你的话展开；否则请先正面回答题目。`,
    ];
  }
  if (r.offTopic) {
    const subject = subjectNamed(answer, r.about);
    const said = subject ? `你讲的是「${innerQuote(subject)}」，` : '';
    return [`回答偏离了题目：${said}题目问的是「${questionGist(question)}」，请先正面回答再展开。`];
  }
  if (flagged(r.score))
    return [`回答和题目贴得不够紧：题目问的是「${questionGist(question)}」，开头先直接回应这一点，再展开。`];
  return [];
}

function coverageNotes(f: TAnswerFacts, rubric: TInterviewRubric): string[] {
  const out = missedAdvice(f, rubric);
  if (out.length || !flagged(f.coverage.score)) return out;
  if (f.coverage.basis === 'none') return ['内容还不够充实：围绕题目多讲几个方面，每个方面配一句说明或例子。'];
  // A hint the answer has not said already (an outside try was pointed at its own first sentence);
  // none when all it lacks is what a 说反了 note above corrects.
  const hint = rubric.reference_outline.find(
    (o) =>
      // A heading (「进程有五种状态：」) is no hint.
      !/[：:]\s*$/.test(o.trim()) &&
      !f.coverage.covered.some((c) => samePoint(c, o)) &&
      // …nor one it said in part, in its own words (「主动关闭的一方发完最后一个 ACK 就进入 TIME_WAIT」).
      !f.coverage.touched.some((c) => samePoint(c, o)) &&
      !f.coverage.swapped?.some((s) => s.point && samePoint(s.point, o)),
  );
  if (!hint && f.coverage.swapped?.length) return [];
  return [`和参考答案相比，关键内容讲得还不全${hint ? `，可参考：${trimClosing(hint)}` : '，可以对照参考提纲补充'}。`];
}

function structureNotes(f: TAnswerFacts): string[] {
  if (f.style === 'star') {
    const lacking = (Object.keys(STAR_CUES) as TStarStep[]).filter((s) => !f.structure.steps.includes(s));
    if (lacking.length) return [`STAR 结构缺少${lacking.join('、')}：${STEP_ADVICE[lacking[0]!]}。`];
    return flagged(f.structure.score) ? ['情境、任务、行动、结果都提到了，但每一步都很简略，各用一两句讲具体。'] : [];
  }
  if (!flagged(f.structure.score)) return [];
  return f.structure.markers.length
    ? ['层次还可以更清楚：每一点先说结论，再用「因为……所以……」讲原因，最后用一句话总结。']
    : ['条理可以更清楚：先用一句话给出结论，再用「首先、其次、最后」分点展开。'];
}

function expressionNotes(e: TExpression): string[] {
  const out: string[] = [];
  if (e.length < e.target * 0.6) out.push(`回答偏短（${e.length} 字），建议展开到 ${e.target} 字以上。`);
  // 偏多 means more than one or two: a single 嗯 in a short answer is no habit.
  if (e.fillersPer100 > 1.5 && e.fillers >= 3)
    out.push(
      `口头语偏多（共 ${e.fillers} 次：${e.fillerWords
        .slice(0, 3)
        .map((w) => `"${w}"`)
        .join('')}），想一想再说，停顿好过口头语。`,
    );
  if (e.repetition > 0.2) out.push('同样的话重复了多次，删去重复，把时间留给新的要点。');
  if (out.length || !flagged(e.score)) return out;
  const pace = e.charsPerMinute;
  const { slow, fast } = SPEAKING_PACE;
  if (pace !== null && (pace < slow || pace > fast))
    return [
      `语速约 ${pace} 字/分钟，${pace < slow ? '偏慢' : '偏快'}：保持在每分钟 ${slow}–${fast} 字，听的人更容易跟上。`,
    ];
  return ['表达还可以更流畅：先想好要点再开口，少用口头语和重复的说法，一句话说完整。'];
}

/**
 * A piece of the answer as the candidate wrote it: the checks read the folded text (lower case,
 * NFKC), the quote gives back the original letters where folding kept the length (else as read).
 */
function asWritten(answer: string, piece: string): string {
  const cut = piece.endsWith('…');
  const bare = cut ? piece.slice(0, -1) : piece;
  const folded = answer.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
  const spaced = answer.replace(/\s+/g, ' ');
  const at = folded.indexOf(bare);
  if (at < 0 || folded.length !== spaced.length) return piece;
  return spaced.slice(at, at + bare.length) + (cut ? '…' : '');
}

/** What the answer said wrong, before all other advice: the reference's clause or the known fact, and what the answer said. */
function swappedNotes(f: TAnswerFacts): string[] {
  // Said of the wrong thing: the reference's clause, verbatim, and what the answer said it of.
  return (f.coverage.swapped ?? [])
    .slice(0, 2)
    .map((s, i) =>
      s.kind === 'number'
        ? `${i ? '还有一处' : '有一处'}数字不对：参考答案是「${short(s.expected, 40)}」，回答里是「${short(asWritten(f.answer, s.said), 24)}」。`
        : s.kind === 'fact'
          ? `${i ? '还有一处' : '有一处'}说反了：「${short(s.said, 30)}」——${s.expected}。`
          : s.kind === 'opposite'
            ? `${i ? '还有一处' : '有一处'}说反了：参考答案是「${short(s.expected, 40)}」，回答里说成了「${asWritten(f.answer, s.said)}」。`
            : s.kind === 'order'
              ? `${i ? '还有一处' : '有一处'}顺序说反了：参考答案是「${short(s.expected, 40)}」，回答里说成了「${asWritten(f.answer, s.said)}」。`
              : `${i ? '还有一处' : '有一处'}说反了：参考答案是「${short(s.expected, 40)}」，回答里说成了「${short(s.said, 12)}」。`,
    );
}

/** A key point and an outline item that say the same (one contains the other, stops and spaces aside). */
const samePoint = (a: string, b: string) => {
  // A point cut to length (「主动关闭方…进入 TIME_WAIT…」) is the start of its outline line.
  const [x, y] = [a, b].map((t) => t.replace(/[\s。，,；;：:…]+/g, ''));
  return x!.includes(y!) || y!.includes(x!);
};

/** What the answer said wrong, as corrections for its improved version (worded as the notes are). */
export function correctionsOf(f: TAnswerFacts): TCorrection[] {
  return (f.coverage.swapped ?? []).slice(0, 2).map((s) => ({
    said: s.said,
    text:
      s.kind === 'number'
        ? `这里的数字和参考答案不一致，参考答案是「${short(s.expected, 60)}」。`
        : s.kind === 'fact'
          ? `这里说反了：${s.expected}。`
          : s.kind === 'order'
            ? `这里的顺序说反了，参考答案是「${short(s.expected, 60)}」。`
            : `这里说反了，参考答案是「${short(s.expected, 60)}」。`,
    // The reference's clause, to stand in the sentence for the wrong one: only where what the answer
    // said is one clause's words (a figure, an opposite word), not a span of clauses cut to length (an
    // exchange, an order: replacing part of it would leave half the wrong fact), another subject or a
    // known fact; a figure only against one clause of the reference (two figures exchanged between
    // two things are two clauses to correct).
    ...((s.kind === 'number' && !/[，,；;]/.test(s.expected)) || (s.kind === 'opposite' && !/[，,；;。…]/.test(s.said))
      ? { expected: s.expected }
      : {}),
    ...(s.point ? { point: s.point } : {}),
  }));
}

function missedAdvice(f: TAnswerFacts, rubric: TInterviewRubric): string[] {
  const touched = f.coverage.touched;
  const swapped = f.coverage.swapped ?? [];
  const missed = f.coverage.missed.filter((p) => !touched.includes(p) && !swapped.some((s) => s.point === p));
  const out: string[] = [];
  if (missed.length) {
    const line = outlineFor(rubric, missed[0]!);
    // A line that only repeats the point says nothing more.
    const hint = line && !samePoint(line, missed[0]!) ? line : null;
    // An answer told at length in its own words may say a point in words the engine does not know:
    // it is told what was not heard, not that the point was left out.
    // Not where the answer is about another subject it names: its points are truly not there.
    const unheard =
      f.relevance.unnamed || (!f.relevance.offTopic && explainsInOwnWords(fold(f.answer).replace(/\s+/g, ' ')));
    const said = unheard
      ? `没有听出你讲到${quoted(missed.map(bare), 4)}（如果讲了，点明它的名称会更清楚）`
      : `没有讲到${quoted(missed.map(bare), 4)}`;
    out.push(`${said}${hint ? `，可参考：${trimClosing(hint)}` : ''}。`);
  }
  // 「只是一笔带过」 says the answer mentions the point briefly: only where a few short clauses of it say
  // the point's own words, quoted as the evidence. A point half matched by a paraphrase told at
  // length (81 of 120 dev3 full, paraphrase and partial answers were told 一笔带过) is not told so.
  const brief = touched
    .map((p) => ({ point: p, said: briefMention(f.answer, p, rubric) }))
    .filter((b): b is { point: string; said: string } => b.said !== null);
  if (brief.length)
    out.push(
      `${quoted(
        brief.map((b) => bare(b.point)),
        3,
      )}只是一笔带过（回答里只说了「${short(brief[0]!.said, 30)}」），可以讲得更具体。`,
    );
  return out;
}

/** Terms of the trade that say what a point is about (not 的, 是, nor words of every topic). */
const HEAVY_IDF = 2.5;

/**
 * The answer's words on a point when they are brief: the sentences that name the point's own heavy
 * words (its reference sentence's, or the point's and its aliases', less those of the other
 * points), two of them at least, together shorter than half the reference sentence. Null when the
 * answer says the point at length in other words, or does not name it at all. The clause that names
 * most of them is the quote.
 */
function briefMention(answer: string, point: string, rubric: TInterviewRubric): string | null {
  const i = rubric.key_points.indexOf(point);
  const source = rubric.key_point_sources?.[i];
  const own = source ?? [point, ...(rubric.key_point_aliases[i] ?? [])].join('，');
  // The point's own words, not the topic's: words the other points also say (数组, 扩容 of every
  // point of an ArrayList answer) do not tell where the answer speaks of this one.
  const others = new Set(
    rubric.key_points.flatMap((p, j) =>
      j === i
        ? []
        : [...termSet(rubric.key_point_sources?.[j] ?? [p, ...(rubric.key_point_aliases[j] ?? [])].join('，'))],
    ),
  );
  const heavy = new Set([...termSet(own)].filter((t) => idf(t) >= HEAVY_IDF && !others.has(t)));
  if (heavy.size < 2) return null;
  // Whole sentences: a paraphrase names a word or two of the point in a long sentence that says it
  // all in other words (「所谓预防，就是从制度上让其中某一个前提不成立…」), a brief mention in a short one.
  const naming = splitSentences(answer)
    .slice(0, 120)
    .map((sentence) => ({ sentence, terms: [...termSet(sentence)].filter((t) => heavy.has(t)) }))
    .filter((x) => x.terms.length > 0);
  if (new Set(naming.flatMap((x) => x.terms)).size < 2) return null;
  const length = (t: string) => t.replace(/\s+/g, '').length;
  // A label (a bank point such as 「左模糊 LIKE」) has no length to compare: a short sentence or two.
  const room = source ? length(source) / 2 : 24;
  if (naming.reduce((n, x) => n + length(x.sentence), 0) > room) return null;
  const top = naming.sort((a, b) => b.terms.length - a.terms.length)[0]!;
  // The quote must itself say the point (an outside try was shown 「SQL 标准有四种隔离级别」 for 可重复读).
  if (new Set(top.terms).size < 2) return null;
  // The quote: the clause of that sentence that names most of them.
  const named = (clause: string) => [...termSet(clause)].filter((t) => heavy.has(t)).length;
  return splitClauses(top.sentence)
    .map((clause) => ({ clause, n: named(clause) }))
    .sort((a, b) => b.n - a.n)[0]!.clause;
}
