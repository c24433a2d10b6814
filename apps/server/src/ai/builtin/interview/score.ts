import type { TSpeechFigures } from '@offerpilot/shared';
import type { TInterviewRubric, TPlannedQuestion } from '../../provider.ts';
import { COMPETENCY_IDS } from './bank/index.ts';
import { extractSkills, isQuantified } from '../../../text/index.ts';
import { conceptNamesIn, conceptsOf, outerConcepts, partsOfConcepts } from './concepts.ts';
import { ASKS_FOR_QUESTIONS } from './fixed-questions.ts';
import {
  centralRecall,
  dominantSubject,
  explainedInstead,
  otherSubjects,
  refersToSubject,
  showsTraitAsked,
  shownConcepts,
} from './subject.ts';
import {
  TOPICAL_SKILLS,
  answerOfAnotherSkill,
  questionSkills,
  skillsUsing,
  topicTerms,
  topicalPrecision,
} from './topic.ts';
import { STORY_ASKED } from './custom.ts';
import { themesAsked, touchesTheme } from './story-themes.ts';
import { ACTION_VERBS, FIRST_PERSON, ONE_FIRST_PERSON, starSteps, type TStarStep } from './story-cues.ts';

import {
  countFillers,
  fillersSaid,
  idf,
  isBankTerm,
  round,
  sharedWeight,
  splitClauses,
  splitSentences,
  termSet,
  visibleLength,
  weightOf,
  type TMatchText,
} from './terms.ts';

/**
 * The five dimensions of an answer (0–100 each) with the facts behind them. Rules and weights:
 * docs/ai-engine.md ("Interviews"); each scorer also returns what it counted, for the Chinese
 * explanations, strengths and improvements.
 */

export interface TRelevance {
  score: number;
  /** Weighted share of the question's own terms the answer uses. */
  recall: number;
  /** Weighted share of the answer's terms that belong to the question or its rubric. */
  precision: number;
  /** Without a rubric, the share of the answer's words of the trade on the question, where it is the higher (`knownTermPrecision`). */
  tradePrecision?: number;
  offTopic: boolean;
  /** Off topic because it is about this instead (a concept `≈id` or a skill `§name`): the feedback names it. */
  about?: string;
  /** Off topic as a self-introduction that never says who one is. */
  noSelfAccount?: boolean;
  /**
   * Off topic with no term of the trade said at all (no evidence of another subject): the feedback
   * says the answer's tie to the question was not heard, and asks for the names.
   */
  unnamed?: boolean;
}

// ── What the answer holds to ────────────────────────────────────────────────────────────────

/** A clause that says the candidate does not know: what it names is not claimed (「范围查询这个我不太确定」). */
const HEDGE_CLAUSE =
  /吧\s*[，,。；;！？!?]?\s*$|好像是|我猜|印象中|不太记得|不太确定|不确定|不清楚|不太清楚|记不清|记不太清|忘了|忘记了|不知道|没用过|没有用过|没接触过|没有接触过|不太了解|不了解|不太懂|不懂|没研究过|没有研究过|不敢说|\bnot sure\b|\bdon'?t know\b|\bnever used\b/i;

/** A hedge that opens a sentence ("这个我不太确定，…") covers the whole sentence it opens. */
const HEDGE_OPENING =
  /^[\s，,]*(?:这个|这块|这里|这方面)?(?:我)?(?:不太确定|不确定|不太清楚|不清楚|记不太清|记不清|不太记得|忘了|不太了解)/;

/**
 * The answer without the clauses that hedge or disclaim what they name: a clause that hedges
 * (「范围查询这个我不太确定」), every clause of a sentence that opens on a hedge, and a sentence
 * asked rather than said (「死锁可能是两个线程在等对方？」).
 */
export function withoutHedges(answer: string, question = ''): string {
  // A 反问 is answered with questions: they are what the answer says.
  const asksQuestions = ASKS_FOR_QUESTIONS.test(question);
  return answer
    .split(/(?<=[。！？!?\n])/)
    .filter(
      (sentence) =>
        (!HEDGE_OPENING.test(sentence) && (asksQuestions || !/(?:吗|吧|呢)?[？?]\s*$/.test(sentence.trim()))) ||
        /^\s*(?:为什么|为啥|怎么|如何)[^，,。]{0,12}[？?]\s*$/.test(sentence),
    )
    .map((sentence) =>
      sentence
        .split(/(?<=[，,；;])/)
        .filter((clause) => !HEDGE_CLAUSE.test(clause))
        .join(''),
    )
    .join('');
}

const EXPLAINING_CHARS = /[的了是在和与把被让会能就都要用而所因为如果时可对将从到由向使得即也]/;

/** Words that make a run of words a sentence: 的, 了, 是, 把, 会… */
const SENTENCE_WORD =
  /的|了|是|在|把|被|让|会|能|就|要|而|所以|因为|如果|可以|使得|然后|通过|进行|先|再|或者|和|与|及|后|得|考虑/;

/**
 * Terms listed with spaces (「ClientHello ServerHello 证书 CA 随机数 预主密钥」): four or more words,
 * each a Latin word or two to six Chinese characters, none a word that makes a sentence, and two
 * in three of the Chinese ones words of the trade (the bank's words or a concept). 「key 先算 CRC16
 * 再对 16384 取模」 is a sentence.
 */
function spacedTermList(piece: string): boolean {
  const words = piece.split(/\s+/).filter(Boolean);
  if (words.length < 4) return false;
  const latin = (w: string) => /^[A-Za-z0-9.+#_-]+$/.test(w);
  if (!words.every((w) => latin(w) || (/^[\u3400-\u9fffA-Za-z0-9]{2,6}$/u.test(w) && !SENTENCE_WORD.test(w))))
    return false;
  const chinese = words.filter((w) => !latin(w));
  const terms = chinese.filter((w) => conceptsOf(w).size > 0 || [...termSet(w)].every((t) => isBankTerm(t)));
  return terms.length >= (2 / 3) * chinese.length;
}

/** Pieces of an answer between list and clause marks, each marked whether it explains (8+ characters with a function word, or four Latin words). */
function answerPieces(answer: string): { text: string; length: number; explains: boolean }[] {
  return answer
    .split(/[、，,；;。.!！?？\n/|()（）]+/)
    .map((p) => p.trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p))
    .map((text) => {
      const length = visibleLength(text);
      const latinWords = (text.match(/[A-Za-z]+/g) ?? []).length;
      const cjk = /[\u3400-\u9fff]/.test(text);
      return {
        text,
        length,
        explains:
          !spacedTermList(text) && ((cjk && length >= 8 && EXPLAINING_CHARS.test(text)) || (!cjk && latinWords >= 4)),
      };
    });
}

/**
 * Share of the answer said in explaining clauses rather than as bare terms: "RDB、AOF、fork、
 * bgsave" is 0, a sentence is 1. Below 0.6, what the answer names earns less (the evaluator's
 * `explained` factor: 0.25 + 0.75 × share / 0.6).
 */
export function explainedShare(answer: string): number {
  const pieces = answerPieces(answer);
  const all = pieces.reduce((n, p) => n + p.length, 0);
  return all ? pieces.reduce((n, p) => n + (p.explains ? p.length : 0), 0) / all : 0;
}

/** Weighted distinct content terms a full answer explains (measured on real answers: full 190–390, a third of the points 50–145). */
export const SUBSTANCE_FULL = 200;
const SUBSTANCE_CHARS = 4000;

/**
 * How much the answer explains (0–1): the IDF weight of the distinct content terms — Latin words,
 * skills, concepts and words of the trade the bank uses — in its explaining clauses, the
 * question's own terms left out, against SUBSTANCE_FULL. A term list explains nothing; echoing
 * the question explains nothing.
 */
export function substanceOf(answer: string, asked: ReadonlySet<string>): number {
  const terms = new Set<string>();
  // A spoken answer is a few hundred characters; what lies past 4,000 adds no weight (bounded time).
  for (const piece of answerPieces(answer.slice(0, SUBSTANCE_CHARS))) {
    if (!piece.explains) continue;
    for (const t of termSet(piece.text))
      if (!asked.has(t) && (!/^[\u3400-\u9fff]{2}$/.test(t) || isBankTerm(t))) terms.add(t);
  }
  let weight = 0;
  for (const t of terms) weight += idf(t);
  return Math.min(1, weight / SUBSTANCE_FULL);
}

export const explainedFactor = (share: number) => Math.min(1, 0.25 + (0.75 * share) / 0.6);

// ── Relevance ────────────────────────────────────────────────────────────────────────────────

/** A question about the candidate (a story, a self-introduction, a motivation): a first-person narrative is on topic. */
const PERSONAL_KINDS = new Set<TPlannedQuestion['kind']>(['resume', 'requirement', 'opening', 'closing', 'behavioral']);
const PERSONAL_QUESTION =
  /[你您](自己|本人)?(的)?(经历|一次|曾经|遇到|做过|如何|怎么|为什么|最|有没有|印象|能否|能不能|是否)|[你您](在|的)[^，。？?,]{1,10}(做过|用过|遇到过|负责过|参与过|处理过|主导过|解决过|优化过|设计过|带过|踩过)|介绍一下你|自我介绍|(你|您)(当初)?为什么|为什么(想|选择)|为什么要(来|加入|离开|换|做|从事|选|应聘|投)|(讲|说|举|分享|描述)(一|一下)?(个|次)|讲讲你|说说你|谈谈你|tell me about|describe a time|why do you/i;
/** A story told by the candidate: in the first person, about something that happened. */
const TOLD = /我/;
const EVENT = /当时|那次|那年|去年|前年|上个?月|有一次|后来|那天|当天|第一天/;

const NARRATIVE =
  /我(们)?[^，。；,;]{0,12}(叫|是|在|曾|做|负责|带|写|发现|决定|找|花|学|跟|和|把|用|参与|主导|推动|加入|毕业|实习|工作|觉得|希望|想)/;

/** The question's terms without §algorithms where 算法 is a field's method (questionSkills). */
function withoutFieldAlgorithm(terms: Set<string>, question: string): Set<string> {
  if (terms.has('§algorithms') && !questionSkills(question).includes('algorithms')) terms.delete('§algorithms');
  return terms;
}

/** A question that asks the candidate to introduce themselves. */
const SELF_INTRODUCTION = /自我介绍|介绍(一下|下)?(你|您)?自己|introduce yourself|tell me about yourself/i;
/**
 * What a self-introduction tells: who one is, one's studies, one's work (我叫…, 毕业于…, 在某公司
 * 做了三年…). "我觉得跟我们写后端分层是一个道理" is a view, not an introduction.
 */
const SELF_ACCOUNT =
  /我(叫|姓|是|做|搞|干|学|来自|毕业|本科|硕士|博士|就读|目前|现在|现任|之前|曾|从事|主要(做|负责|从事)|负责|在[^，。；,;]{1,16}(工作|实习|读|就读|担任|任职|做|负责|待)|有[^，。；,;]{0,4}年)|毕业于|就读于|(本科|硕士|研究生|博士)(阶段|期间|毕业|在读|学的)|应届|届(毕业|的)|(\d+|[一二两三四五六七八九十几]+)\s*年(的)?[^，。；,;]{0,6}(经验|经历)|i am|i'm|my name|graduated/i;

/** A question about the candidate (a story, a self-introduction, a motivation, a weakness). */
export const isPersonalQuestion = (question: TPlannedQuestion) =>
  PERSONAL_KINDS.has(question.kind) || PERSONAL_QUESTION.test(question.text);

/** Share (by weight) of the answer's content terms that the question or its rubric uses. */
function docPrecision(text: TMatchText, doc: ReadonlySet<string>): number {
  return weightedShare(text, doc, (t) => !/^[\u3400-\u9fff]{2}$/.test(t) || isBankTerm(t));
}

/** The IDF-weighted share of the answer's terms that `counts` keeps which `doc` holds, against their weight plus `prior`. */
function weightedShare(text: TMatchText, doc: ReadonlySet<string>, counts: (t: string) => boolean, prior = 0): number {
  let all = 0;
  let shared = 0;
  for (const t of text.terms) {
    if (!counts(t)) continue;
    const w = idf(t);
    all += w;
    if (doc.has(t)) shared += w;
  }
  return all + prior ? shared / (all + prior) : 0;
}

/** A prior weight (about two terms') against `knownTermPrecision`: a few words of the trade are little evidence. */
const TRADE_PRIOR = 10;

/**
 * The weighted share of the answer's words of the trade (concepts, skills, words the bank uses) that
 * `doc` holds, with a prior weight against it (an answer naming one such word is not wholly on topic).
 */
const knownTermPrecision = (text: TMatchText, doc: ReadonlySet<string>) =>
  weightedShare(text, doc, (t) => /^[≈§]/.test(t) || isBankTerm(t), TRADE_PRIOR);

function rubricText(rubric: TInterviewRubric): string {
  return [
    ...(rubric.key_point_sources ?? []),
    ...rubric.key_points,
    ...rubric.key_point_aliases.flat(),
    ...rubric.reference_outline,
    rubric.reference_answer ?? '',
  ].join('\n');
}

/** The recall of an answer that names the question's subject, if only in passing. */
const NAMED_RECALL = 0.3;
/**
 * An answer that says this much of the question's own words, weighted (需求 and 优先级 of 「你手上同时有很多
 * 需求，怎么确定优先级」), shares something with it even where none of them is a word of the trade.
 */
const SHARED_RECALL = 0.2;
/** The recall an answer that refers to the question's subject (refersToSubject) counts as having. */
const REFERRED_RECALL = 0.3;
/** The recall and precision a story on its question's theme counts as having at least. */
const THEMED_RECALL = 0.25;
const THEMED_PRECISION = 0.06;

/**
 * Explanations (technical, requirement, custom): 40 % how much of the question the answer takes
 * up (weighted recall of the question's terms, full at 0.4), 35 % how much of the answer is about
 * the question and its rubric (weighted precision, full at 0.3), 25 % the share of key points
 * covered (of the reference answer's terms without key points). Stories (STAR): 30 % recall (full
 * at 0.25), 30 % precision (full at 0.12: a story has many words of its own), 40 % key points. A
 * question with neither key points nor reference answer: 60 % recall, 40 % precision (full at
 * 0.2). Precision counts the question, its rubric and its topic (`topicTerms`). Off-topic: almost
 * no shared terms (recall < 0.12 and precision < 0.1) and under a quarter of the key points;
 * without a rubric, recall < 0.06 and precision < 0.05.
 *
 * Off-topic is judged on the question's own concepts and the rubric's points, never on the
 * topic's vocabulary alone (an answer to another Redis question uses Redis words too): almost none
 * of the question's terms and almost none of its points. Without a rubric the topic's words must
 * be missing too, and the answer must be about something else (`aboutSomethingElse`): the
 * question's few words are all there is, and a right answer need not repeat them. The story told
 * is no evidence of topic (a trip has 去年 and 最后 too), except a work story told in its own words:
 * 消费者从 8 个扩到 16 个，30 分钟内堆积清零 repeats no word of the question.
 */
export function scoreRelevance(
  text: TMatchText,
  question: TPlannedQuestion,
  options: {
    pointShare: number | null;
    style: TStyle;
    /** Key-point credit from the answer's own words only (defaults to pointShare). */
    topicalShare?: number | null;
    /** A work story: three STAR steps or more, with a figure or a named technology. */
    workStory?: boolean;
  },
): TRelevance {
  const { pointShare, style } = options;
  const topicalShare = options.topicalShare ?? pointShare;
  const own = withoutFieldAlgorithm(termSet(question.text), question.text);
  const topic = topicTerms(question);
  // The parts of the concepts the question names in their own right (volatile → 主存, 屏障, 乱序; not
  // HashMap's buckets for 一致性哈希) are its words too: an answer may describe the subject by them.
  const outer = outerConcepts(question.text);
  const asked = partsOfConcepts([...own].filter((t) => outer.has(t.slice(1))));
  const all = new Set([...own, ...termSet(rubricText(question.rubric)), ...topic, ...asked]);
  if (question.rubric.skill) all.add(`§${question.rubric.skill}`);
  // The question's concept shown by what the answer did rather than named (性能优化 by 查询从 1.2 秒
  // 降到 40 毫秒, or by 加索引、缓存、异步): it is what the answer is about.
  const shown = withQuestionWords(shownConcepts(text, own, outer), question.text, own);
  const heard = shown.size ? new Set([...text.terms, ...shown]) : text.terms;
  const recall = weightOf(own) > 0 ? sharedWeight(own, heard as Set<string>) / weightOf(own) : 0;
  const precision = weightOf(text.terms) > 0 ? sharedWeight(text.terms, all) / weightOf(text.terms) : 0;
  // Without a rubric, an answer in everyday words (「吃计算的还是吃等待的」) is mostly pairs of
  // characters no bank question uses: talk, which says nothing of the subject either way, yet weighs
  // as the rarest of words. How much of the answer's words *of the trade* are the question's and its
  // topic's counts too (docs/ai-engine.md "Without a rubric, what is explained counts; talk is no evidence").
  const hasRubric = question.rubric.key_points.length > 0 || !!question.rubric.reference_answer;
  const tradePrecision = hasRubric ? 0 : knownTermPrecision(text, all);
  // The subject an answer is wholly about when it is not the question's, read once.
  let dominant: string | null | undefined;
  const dominantOther = () => (dominant === undefined ? (dominant = dominantSubject(text, question.text)) : dominant);
  // Without a rubric the question's words are all there is: an answer that stands for its subject
  // with 它 or 两者 takes it up as much as one that names it (REFERRED_RECALL) — but 这两个 in an
  // answer wholly about two other things (JDK 代理和 CGLIB for ES Module 和 CommonJS) stands for those.
  const refers = !hasRubric && refersToSubject(text.folded, question.text) && dominantOther() === null;
  // A trait asked and shown in the answer's own words is the question taken up in full.
  const showsTrait = !hasRubric && showsTraitAsked(question.text, text.folded);
  // A story question asks about a theme (a disagreement, a failure…): a story that shows it answers
  // the question in its own words (他觉得…我觉得…, 拧巴了一阵) and is close to it without repeating
  // 意见不一致; one that does not is about something else, however well it is told.
  const themed = style === 'star' && themesAsked(question.text).length > 0;
  const onTheme = style !== 'star' || touchesTheme(question.text, text.folded);
  const byTrade = !hasRubric && tradePrecision > precision && dominantOther() === null;
  const trade = byTrade ? { tradePrecision } : {};
  const blend = blendOf(
    {
      hasRubric,
      style,
      recall,
      // (Not where the answer is wholly about another subject it names.)
      precision: byTrade ? tradePrecision : precision,
      pointShare,
      onStoryTheme: themed && onTheme,
    },
    () => (showsTrait ? 0.4 : refers ? REFERRED_RECALL : 0),
  );
  const onDoc = docPrecision(text, new Set([...own, ...termSet(rubricText(question.rubric))]));
  const namedOwn = centralRecall(text, own, question.text);
  // An answer wholly about another thing it names (Redis 哨兵) is about that thing, even where it
  // shows the question's concept by its parts (选 leader, quorum for Raft's election) on the way.
  const elsewhere = namedOwn < 0.12 && shown.size > 0 && dominantOther() !== null;
  const centralOwn = Math.max(
    namedOwn,
    shown.size && weightOf(own) > 0 && !elsewhere ? sharedWeight(own, shown) / weightOf(own) : 0,
  );
  const central = Math.max(centralOwn, refers || showsTrait ? REFERRED_RECALL : 0);
  const personal =
    onTheme &&
    personalAccount(text, question, {
      own,
      precision,
      hasRubric,
      concerns: shown.size > 0 || centralOwn >= 0.12 || (themed && onTheme),
    });
  // A story that shows the theme asked (接口大量超时、券发不出去 for a failure), told by the candidate,
  // is about the question even where it stops short of its lesson: scored as partial, not capped.
  const toldStory =
    style === 'star' &&
    onTheme &&
    (!!options.workStory || (themed && TOLD.test(text.folded) && EVENT.test(text.folded)));
  // An answer that shares nothing with the question and almost nothing with its rubric is not
  // saved by an alias or two it happens to say ("poll" in a story about a vote).
  const unrelated = recall < 0.05 && onDoc < 0.08;
  // A self-introduction is on topic when it says who one is, whatever else it shares with the question.
  const offTopic = SELF_INTRODUCTION.test(question.text)
    ? !SELF_ACCOUNT.test(text.folded)
    : hasRubric
      ? ((centralOwn < 0.3 &&
          onDoc < 0.17 &&
          // The story's steps earn a story rubric's points whatever the story is about.
          (onTheme ? (topicalShare ?? 0) : 0) < (unrelated ? 0.45 : 0.3)) ||
          ((pointShare ?? 0) < 0.1 && onDoc < 0.1)) &&
        !toldStory &&
        !personal
      : (central < 0.12 &&
          onDoc < 0.15 &&
          // An answer that names the question's subject somewhere may use its topic's common words
          // (内存, 线程 for Redis); one that never does must use the topic's own.
          (recall >= NAMED_RECALL
            ? Math.max(precision, tradePrecision)
            : topicalPrecision(text, new Set([...own, ...asked]), topic)) < 0.1 &&
          !personal &&
          !toldStory &&
          aboutSomethingElse(
            text,
            question,
            topic,
            // A part of the question's concept named (弱引用 for ThreadLocal) is something shared.
            unrelated && ![...asked].some((t) => text.terms.has(t)),
            recall >= SHARED_RECALL,
          )) ||
        (central < 0.12 && !personal && !toldStory && dominantOther() !== null);
  // Another concept of the question's kind explained in its place (缓存雪崩 for 缓存穿透).
  const instead = offTopic || personal || toldStory ? null : explainedInstead(text, question.text);
  if (instead) return { score: round(100 * blend), recall, precision, ...trade, offTopic: true, about: instead };
  if (!offTopic) return { score: round(100 * blend), recall, precision, ...trade, offTopic };
  if (SELF_INTRODUCTION.test(question.text))
    return { score: round(100 * blend), recall, precision, ...trade, offTopic, noSelfAccount: true };
  const about = dominantOther();
  // No term of a few topics said (缺点, 比例 are everyone's words): no evidence of another subject
  // either — an explanation in everyday words and talk about anything look the same. The feedback
  // says what it did not hear, not 偏离.
  // (An answer of a few words explains nothing: 嗯 is simply off topic.)
  const unnamed =
    !about &&
    text.compact.length >= 40 &&
    ![...text.terms].some((t) => /^[≈§]/.test(t) && skillsUsing(t) <= TOPICAL_SKILLS);
  return {
    score: round(100 * blend),
    recall,
    precision,
    ...trade,
    offTopic,
    ...(about ? { about } : {}),
    ...(unnamed ? { unnamed } : {}),
  };
}

/** The relevance score (0–1) from recall, precision and the key points (see `scoreRelevance`). */
function blendOf(
  f: {
    hasRubric: boolean;
    style: TStyle;
    recall: number;
    precision: number;
    pointShare: number | null;
    onStoryTheme: boolean;
  },
  /** The recall an answer without a rubric counts as having at least (a trait shown, 它 or 两者). */
  recallFloor: () => number,
): number {
  const { recall, precision, pointShare } = f;
  if (!f.hasRubric)
    return 0.6 * Math.min(1, Math.max(recall, recallFloor()) / 0.4) + 0.4 * Math.min(1, precision / 0.2);
  if (f.style !== 'star')
    return 0.4 * Math.min(1, recall / 0.4) + 0.35 * Math.min(1, precision / 0.3) + 0.25 * (pointShare ?? 0);
  // A story on the question's theme takes it up in its own words (拧巴, 否掉, 合并方案): at least
  // THEMED_RECALL, and half the precision credit.
  const storyRecall = f.onStoryTheme ? Math.max(recall, THEMED_RECALL) : recall;
  const storyPrecision = f.onStoryTheme ? Math.max(precision, THEMED_PRECISION) : precision;
  return 0.3 * Math.min(1, storyRecall / 0.25) + 0.3 * Math.min(1, storyPrecision / 0.12) + 0.4 * (pointShare ?? 0);
}

/** The question's concepts an answer shows, with the words the question names them by (性能优化 → 性能, 优化; 分布式锁 → 分布, 布式, 式锁). */
function withQuestionWords(shown: Set<string>, question: string, own: ReadonlySet<string>): Set<string> {
  if (!shown.size) return shown;
  for (const m of extractSkills(question))
    if (shown.has(`§${m.id}`)) for (const t of termSet(m.matched)) if (own.has(t)) shown.add(t);
  for (const [id, names] of conceptNamesIn(question))
    if (shown.has(`≈${id}`)) for (const name of names) for (const t of termSet(name)) if (own.has(t)) shown.add(t);
  return shown;
}

/**
 * A first-person account that answers a question about the candidate: one that shares some of the
 * topic's words (a trip to 云南 shares none), or, where the question has no rubric or a rubric of
 * the story's steps alone (the user's own question, without a reference), any account — as long as
 * a question on the candidate's work on a named concept (你在项目中做过哪些性能优化) sees the concept
 * named or shown (`concerns`). A self-introduction must say who one is.
 */
function personalAccount(
  text: TMatchText,
  question: TPlannedQuestion,
  facts: { own: ReadonlySet<string>; precision: number; hasRubric: boolean; concerns: boolean },
): boolean {
  const { own, precision, hasRubric } = facts;
  if (!isPersonalQuestion(question) || !NARRATIVE.test(text.folded)) return false;
  if (SELF_INTRODUCTION.test(question.text) && !SELF_ACCOUNT.test(text.folded)) return false;
  if (precision >= 0.1) return true;
  const topicless =
    (question.kind === 'custom' || question.kind === 'opening' || question.kind === 'closing') &&
    !question.rubric.reference_answer &&
    (!question.rubric.skill || COMPETENCIES.has(question.rubric.skill)) &&
    !question.rubric.key_point_sources;
  const concerns =
    ![...own].some((t) => t.startsWith('§')) ||
    facts.concerns ||
    [...own].some((t) => t.startsWith('§') && text.terms.has(t));
  return (!hasRubric || topicless) && concerns;
}

/**
 * Whether an answer that shares almost nothing with a question without a rubric is about
 * something else: it names another subject, no term of the trade at all, or it tells a story in
 * words of every field (失败, 团队). A right explanation that never names its subject (Redis
 * Cluster's slots as 一万六千多个格子) names no other.
 */
function aboutSomethingElse(
  text: TMatchText,
  question: TPlannedQuestion,
  topic: ReadonlySet<string>,
  unrelated: boolean,
  /** The answer says a fair share of the question's own words (recall ≥ SHARED_RECALL). */
  namesQuestion = false,
): boolean {
  const tradeTerms = [...text.terms].filter((t) => /^[≈§]/.test(t));
  // A subject the engine does not know (Raft, 短链接: no concept or skill of the question's) gives
  // nothing to tell "another subject" by: a concept said on the way (心跳 in an answer on Raft's
  // election) is then no evidence; only a subject the answer is wholly about is (dominantSubject).
  const knowsSubject =
    outerConcepts(question.text).size > 0 || [...termSet(question.text)].some((t) => t.startsWith('§'));
  const others = (repeated = false) =>
    otherSubjects(
      text,
      question.text,
      (t) => topic.has(t) || (!unrelated && t.startsWith('≈') && skillsUsing(t) > TOPICAL_SKILLS),
      repeated,
    );
  return (
    answerOfAnotherSkill(text, question) !== null ||
    (knowsSubject && others().length > 0) ||
    // …but an answer that shares nothing with the question and comes back to two other subjects (a
    // story of caches and indexes told to a question on a fall in DAU) is about them; Kafka and Hive
    // named once each in a check of the data pipeline are not.
    (!knowsSubject && unrelated && others(true).length >= 2) ||
    // No word of the trade said is no evidence of another subject either; it counts only where the
    // answer does not say the question's own words (需求 and 优先级 for a question on priorities are
    // no concepts, yet they are the question).
    (!namesQuestion &&
      (!tradeTerms.length ||
        (NARRATIVE.test(text.folded) && !tradeTerms.some((t) => skillsUsing(t) <= TOPICAL_SKILLS))))
  );
}

/** Words that tie an explanation's steps and conditions together (要是…就…, 先…再…, 因为…所以…). */
const MECHANISM =
  /如果|要是|假如|一旦|只要|否则|不然|因为|所以|于是|因此|先|再|然后|接着|之后|直到|等到|才|同时|这样|免得|以免/g;

/**
 * An answer that explains at length in its own words: 100 characters or more, its steps tied by five
 * words of condition and order or more. A point not found in it may be said in words the engine does
 * not know: the feedback says it was not heard (没有听出你讲到…), not that it was left out.
 */
export function explainsInOwnWords(folded: string): boolean {
  const body = folded.replace(/\s+/g, '');
  return body.length >= 100 && (body.match(MECHANISM) ?? []).length >= 5;
}

// ── Structure ────────────────────────────────────────────────────────────────────────────────

export type TStyle = 'star' | 'ordered';

const COMPETENCIES = new Set<string>(COMPETENCY_IDS);

const STORY_QUESTION =
  /(讲|说|谈|分享|举|描述)(一|一下)?(次|个)[^？?]{0,12}(经历|经验|事|例子|情况|时候)|tell me about a time|describe a time/i;

/** STAR for behavioural and resume questions (and their follow-ups), an ordered explanation otherwise. */
export function styleOf(question: TPlannedQuestion, parent: TPlannedQuestion | null): TStyle {
  const q = question.kind === 'follow_up' && parent ? parent : question;
  if (q.kind === 'behavioral' || q.kind === 'resume') return 'star';
  if (q.kind === 'requirement' && q.rubric.skill && COMPETENCIES.has(q.rubric.skill)) return 'star';
  // The user's own story question ("讲一次你失败的经历") is answered with a story too.
  if (q.kind === 'custom' && (STORY_QUESTION.test(q.text) || STORY_ASKED.test(q.text))) return 'star';
  return 'ordered';
}

/** Words that order an explanation; 第三方, 第二版, 第一印象, 第一时间 and 再次输入 order nothing. */
const ORDER_MARKERS =
  /首先|其次|然后|(?<=^|[，,。；;！？!?\s])再次(?=[，,、\s])|最后|第[一二三](?![天次个年月周位名回遍层方版代季期章节届轮批者道笔眼手线屏])(?!印象|时间|反应|梯队)|一是|二是|三是|一方面|另一方面|另外|此外|\bfirst\b|\bsecond\b|\bfinally\b/gi;
/** Where each marker stands in an explanation's order, to list them as a listener hears the plan. */
const MARKER_RANK: Record<string, number> = {
  首先: 0,
  第一: 0,
  一是: 0,
  一方面: 0,
  first: 0,
  其次: 1,
  然后: 1,
  第二: 1,
  二是: 1,
  另一方面: 1,
  second: 1,
  再次: 2,
  第三: 2,
  三是: 2,
  另外: 3,
  此外: 3,
  最后: 4,
  finally: 4,
};
const CAUSAL = /因为|所以|因此|导致|由于|从而|这样|否则|如果|那么|以便|为了|\bbecause\b|\btherefore\b|\bso that\b/gi;
const CONCLUSION = /总之|总结|综上|总的来说|所以说|归纳|\bin short\b|\bto sum up\b/i;

export function scoreStructure(
  answer: string,
  style: TStyle,
): { score: number; steps: TStarStep[]; markers: string[] } {
  const sentences = splitSentences(answer).length;
  const lengthFactor = Math.min(1, visibleLength(answer) / 60);
  if (style === 'star') {
    const steps = starSteps(answer);
    return { score: round(steps.length * 25 * lengthFactor), steps, markers: [] };
  }
  const markers = [...new Set((answer.match(ORDER_MARKERS) ?? []).map((m) => m.toLowerCase()))].sort(
    (a, b) => (MARKER_RANK[a] ?? 3) - (MARKER_RANK[b] ?? 3),
  );
  const causal = (answer.match(CAUSAL) ?? []).length;
  const score =
    30 * Math.min(1, sentences / 3) +
    30 * Math.min(1, markers.length / 2) +
    25 * Math.min(1, causal / 2) +
    15 * (CONCLUSION.test(answer) || sentences >= 4 ? 1 : 0);
  return { score: round(score * lengthFactor), steps: [], markers };
}

// ── Specificity ──────────────────────────────────────────────────────────────────────────────

/** A clause that goes on with the speaker's actions without saying 我 again: "而是会后拉了监控数据". */
const ELLIPTIC_ACTION = new RegExp(
  `^\\s*(而是|然后|接着|于是|随后|之后|后来|再|又|并|并且|同时|最后|先|首先|其次|还)[^，。；！？,.;!?\\s]{0,4}?(${ACTION_VERBS})`,
);
const LATIN_TERM = /\b[A-Za-z][A-Za-z0-9]*(?:[.+#-][A-Za-z0-9+#]+)*\b/g;
const COMMON_LATIN = /^(the|and|or|of|to|in|for|with|an|on|at|by|is|are|be|it|this|that|we|i|you|ok|so|if|my|me)$/i;

export interface TSpecifics {
  /** Clauses with a figure (same test as the resume analysis: dates and versions do not count). */
  numbers: string[];
  /** Named technologies and terms: lexicon skills and Latin names. */
  named: string[];
  /** First-person actions: 我负责…, I built… */
  actions: string[];
}

/**
 * How many kinds, parts or steps an explanation has (两种执行实体, 分三个阶段, 四个必要条件): its
 * outline, not a figure. 「QPS 提升 3 倍」 and 「两种执行实体，每个 8 MB 栈」 still hold one.
 */
const OUTLINE_COUNT =
  /(?:[两二三四五六七八九十]|[2-9]|1\d)\s*个?\s*(?:必要|主要|关键|基本|常见|常用|重要|核心)?(?:种|类|方面|部分|阶段|步骤?|层|条件|特点|原因|区别|点|大类|角度|维度|特性|组成部分|问题)/g;

/**
 * A step's place or the things just listed, not a quantity: 第三次握手, 第二步, 「一致性、可用性、分区容错性这三个」
 * (each praised as 「给出了具体的数字」 in an outside try).
 */
const ORDINAL =
  /第\s*(?:[一二两三四五六七八九十]+|\d+)\s*(?:次|步|个|种|阶段|层|轮|条|点|位)?|[这那]\s*(?:[两二三四五六七八九十]|\d)\s*(?:个|种|点|类|者|项)/g;

/** A version, not a figure: 1.1 版本, 第 2 版, Vue 3, HTTP/2, JDK 8. */
const VERSION =
  /\d+(?:\.\d+)*\s*(?:版本|版|\.x)|\b(?:vue|react|angular|java|jdk|python|php|node|http|html|css|es|ipv|tls|ssl|spring|redis|mysql|go|c\+\+)\s*\/?\s*\d+(?:\.\d+)*(?![\d.]*\s*(?:%|ms|毫秒|秒|倍|个|次|万|千|条|mb|gb|kb))/gi;

/** A count with its measure word: 三次, 2 个, 两种. */
const COUNT = /(?:[一二两三四五六七八九十]+|\d+)\s*(?:次|个|种|步|层|位|类|阶段|轮)/g;

/**
 * Figures, named terms and first-person actions of an answer. A step's place (第三次) is no figure,
 * nor a count the question says itself (三次 of 「为什么是三次握手」).
 */
export function specificsOf(answer: string, text: TMatchText, question = ''): TSpecifics {
  const asked = [...new Set(question.match(COUNT) ?? [])];
  const withoutAsked = (s: string) => asked.reduce((t, c) => t.split(c).join(' '), s);
  const numbers = splitClauses(answer).filter((s) =>
    isQuantified(withoutAsked(s.replace(OUTLINE_COUNT, ' ').replace(ORDINAL, ' ').replace(VERSION, ' '))),
  );
  const latin = (answer.match(LATIN_TERM) ?? []).filter((t) => t.length >= 2 && !COMMON_LATIN.test(t));
  const named = [...new Set([...[...text.skills].map((s) => `§${s}`), ...latin.map((t) => t.toLowerCase())])];
  const actions = [...answer.matchAll(FIRST_PERSON)].map((m) => m[0]);
  // Chinese leaves the subject out once it is known: after a 我, "而是会后拉了…" is the speaker's too.
  if (/我(?!们)/.test(answer))
    for (const c of splitClauses(answer))
      if (!ONE_FIRST_PERSON.test(c) && ELLIPTIC_ACTION.test(c)) actions.push(c.trim());
  return { numbers, named, actions };
}

/** STAR answers weigh figures and first-person actions more; explanations weigh named terms more. */
export function scoreSpecificity(s: TSpecifics, style: TStyle): number {
  const n = s.numbers.length;
  const t = s.named.length;
  const a = s.actions.length;
  if (style === 'star') return round((n ? (n >= 2 ? 40 : 25) : 0) + Math.min(25, t * 8) + (a ? (a >= 2 ? 35 : 20) : 0));
  return round((n ? (n >= 2 ? 25 : 15) : 0) + Math.min(50, t * 12.5) + (a ? (a >= 2 ? 25 : 15) : 0));
}

// ── Expression ───────────────────────────────────────────────────────────────────────────────

export interface TExpression {
  score: number;
  length: number;
  /** Fewest characters that fill the time limit reasonably. */
  target: number;
  fillers: number;
  /** The filler words said, each once, as quoted in the note. */
  fillerWords: string[];
  fillersPer100: number;
  repetition: number;
  charsPerMinute: number | null;
}

/**
 * Share of repeated 4-character windows (the same phrase said again and again). A Latin word counts
 * as its first two letters: a term said often (Partition, HashMap) is the subject, not a phrase
 * repeated (an outside try saw 「同样的话重复了多次」 on every Kafka answer).
 */
function repetitionOf(answer: string): number {
  const s = answer.replace(/[A-Za-z][A-Za-z0-9_.+#-]*/g, (w) => w.slice(0, 2)).replace(/[\s\p{P}]/gu, '');
  if (s.length < 12) return 0;
  const grams: string[] = [];
  for (let i = 0; i + 4 <= s.length; i++) grams.push(s.slice(i, i + 4));
  return 1 - new Set(grams).size / grams.length;
}

/** The speaking pace every score, note and report tip holds to, in 字/分钟. */
export const SPEAKING_PACE = { slow: 120, fast: 320 } as const;

/**
 * Length 50 % (full from `target` = 0.6 × the time limit in seconds, 60–240 characters; over
 * 5 characters a second loses up to 40), plus 50, minus fillers (12 per filler per 100 characters
 * above 1, max 50), repetition (150 × the repeated share above 0.1, max 40) and, with speech,
 * pace outside 120–320 字/分钟 and pauses above 35 % (max 20 each).
 */
export function scoreExpression(answer: string, limitS: number, speech?: TSpeechFigures): TExpression {
  const length = visibleLength(answer);
  const target = Math.max(60, Math.min(240, Math.round(limitS * 0.6)));
  const upper = limitS * 5;
  const lengthScore =
    length <= upper ? 100 * Math.min(1, length / target) ** 0.8 : 100 - Math.min(40, ((length - upper) / upper) * 100);
  const fillers = countFillers(answer);
  const fillersPer100 = length ? (fillers * 100) / length : 0;
  const repetition = repetitionOf(answer);
  let score = 0.5 * lengthScore + 50;
  score -= Math.min(50, Math.max(0, fillersPer100 - 1) * 12);
  score -= Math.min(40, Math.max(0, repetition - 0.1) * 150);
  let charsPerMinute: number | null = null;
  if (speech && speech.speech_ms > 0) {
    charsPerMinute = Math.round(length / (speech.speech_ms / 60000));
    const { slow, fast } = SPEAKING_PACE;
    if (charsPerMinute < slow) score -= Math.min(20, (slow - charsPerMinute) / 4);
    if (charsPerMinute > fast) score -= Math.min(20, (charsPerMinute - fast) / 4);
    const pause = speech.pause_ms / (speech.speech_ms + speech.pause_ms);
    if (pause > 0.35) score -= Math.min(20, (pause - 0.35) * 100);
  }
  return {
    score: round(length ? score : 0),
    length,
    target,
    fillers,
    fillerWords: fillersSaid(answer),
    fillersPer100,
    repetition,
    charsPerMinute,
  };
}
