import { findIndicators, getSkill } from '../../../text/index.ts';
import { ASKS_FOR_QUESTIONS } from './fixed-questions.ts';
import { NOT_SUBJECTS } from './concepts.data.ts';
import {
  conceptNamesIn,
  conceptParts,
  conceptsInNames,
  conceptsOf,
  namesOf,
  outerConcepts,
  partsOfConcepts,
  shownByParts,
} from './concepts.ts';
import { TOPICAL_SKILLS, conceptNeighbours, skillsUsing } from './topic.ts';
import { idf, splitSentences, termSet, weightOf, type TMatchText } from './terms.ts';

/**
 * What an answer is about: the question's subject named, defined, referred to (它, 两者) or shown
 * by its parts, and — the evidence an off-topic verdict without a reference rests on — another
 * subject the question does not ask. A right answer that never names its subject
 * (a paraphrase that describes Redis Cluster's slots as 一万六千多个格子) shares few words with the
 * question, but it names no other subject either; an answer to another question names its own
 * (ConcurrentHashMap, 红黑树, CAS) in its opening or again and again.
 */

/** Where an answer opens: a subject named here is what it is about. */
const OPENING_CHARS = 40;
/** Only the start of a long answer is read. */
const READ_CHARS = 4000;

/** Concepts (`≈id`) that list one of `ids` among their parts (volatile for 可见性). */
function wholesOf(ids: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const [id, parts] of conceptParts()) if (parts.some((p) => ids.has(p))) out.add(`≈${id}`);
  return out;
}

/**
 * The subjects (`≈id` concepts, `§id` skills) an answer is about that the question neither names
 * nor implies (its concepts, their parts and the concepts they are part of): each said in the
 * answer's opening or in two of its sentences.
 */
export function otherSubjects(
  text: TMatchText,
  question: string,
  /** Whether a term is common to many fields (团队, 协议, 延迟: said in passing by answers on anything). */
  common: (term: string) => boolean,
  /** Only subjects named in two sentences or more. */
  repeated = false,
): string[] {
  const { near, sameField } = nearQuestion(question);
  const { counts, opening } = subjectCounts(text, near);
  const design = DESIGN_QUESTION.test(question);
  return [...counts]
    .filter(
      ([t, n]) =>
        // A language named once is the medium of an explanation (用普通的 JavaScript 对象搭出一份模型),
        // not its subject; so are the tools of a design asked for (Redis and MySQL for a like button).
        (n >= 2 || (!repeated && opening.has(t) && !isLanguage(t))) &&
        !(design && t.startsWith('§')) &&
        !near.has(t) &&
        !common(t) &&
        !sameField(t),
    )
    .map(([t]) => t);
}

/** A question that asks for a design of the candidate's own: 「你会怎么设计一个点赞系统」. */
const DESIGN_QUESTION = /(设计|搭建|实现)一[个套](?!模式)|(怎么|如何|怎样)(来)?(设计|架构)|system design|design an?\b/i;

const isLanguage = (t: string) => t.startsWith('§') && getSkill(t.slice(1))?.category === 'programming-language';

/**
 * The subject an answer is wholly about when it is not the question's, even one of the question's
 * own field: a concept or skill of a few topics named in its opening and in three of its sentences
 * or more (a third of them in a long answer), that the question neither names nor implies. A DNS
 * answer to a question on TCP's congestion control is about DNS; a paraphrase that mentions the
 * thread pool once on the way is not about the thread pool.
 */
export function dominantSubject(text: TMatchText, question: string): string | null {
  const { near } = nearQuestion(question);
  const { counts, opening, sentences } = subjectCounts(text, near);
  const often = Math.max(3, sentences / 3);
  // The tool a design asked for is built on (Redis for a leaderboard) is its medium, not its subject.
  const design = DESIGN_QUESTION.test(question);
  for (const [t, n] of counts)
    if (
      n >= often &&
      opening.has(t) &&
      !near.has(t) &&
      !(design && t.startsWith('§')) &&
      skillsUsing(t) <= TOPICAL_SKILLS
    )
      return t;
  return null;
}

/** What a question names or implies: its skills, its concepts, their parts and wholes, their neighbours in the bank. */
function nearQuestion(question: string) {
  // The concepts it names in their own right: 堆叠上下文 is not a question on 堆.
  const asked = [...outerConcepts(question)].map((id) => `≈${id}`);
  const skills = [...termSet(question)].filter((t) => t.startsWith('§'));
  // Skills of the same field as the question's (数据库 beside SQL, Redis beside MySQL) are its own.
  const fields = new Set(skills.map((t) => getSkill(t.slice(1))?.category).filter(Boolean));
  const near: Set<string> = new Set([
    ...skills,
    ...asked,
    ...partsOfConcepts(asked),
    ...wholesOf(new Set(asked.map((t) => t.slice(1)))),
    ...conceptNeighbours(asked),
    ...[...conceptsInNames(asked.map((t) => t.slice(1)))].map((id) => `≈${id}`),
  ]);
  // …and so is a concept named by a skill of that field (数据库 = database = MySQL), and a skill that
  // is one of the names of a concept near the question (Kafka for a question on 重复消费, whose
  // whole is 消息队列 = MQ, Kafka, RocketMQ).
  const sameField = (t: string) =>
    t.startsWith('§')
      ? fields.has(getSkill(t.slice(1))?.category) ||
        [...conceptsOf(getSkill(t.slice(1))?.name ?? '')].some((id) => near.has(`≈${id}`))
      : namesOf(t.slice(1)).some((name) => fields.has(getSkill(name)?.category));
  return { near, sameField };
}

/**
 * In how many sentences the answer names each concept and skill, and which it names in its opening.
 * A concept said only inside a longer name of one the question asks about or implies is that
 * one's word (权限 of 高权限 is 特权, a part of 用户态, not 授权).
 */
function subjectCounts(text: TMatchText, near: ReadonlySet<string>) {
  const counts = new Map<string, number>();
  const sentences = splitSentences(text.folded.slice(0, READ_CHARS));
  for (const sentence of sentences) for (const t of subjectsOf(sentence, near)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return { counts, opening: subjectsOf(text.folded.slice(0, OPENING_CHARS), near), sentences: sentences.length };
}

let notSubjects: Set<string> | undefined;

/** The skills and concepts a piece of text names as subjects of their own (see `subjectCounts`; never NOT_SUBJECTS). */
function subjectsOf(text: string, near: ReadonlySet<string>): Set<string> {
  notSubjects ??= new Set(NOT_SUBJECTS.trim().split(/\s+/));
  const terms = [...termSet(text)];
  const concepts = terms.filter((t) => t.startsWith('≈') && !notSubjects!.has(t.slice(1)));
  // Only where a near concept is named beside others can their names sit inside its own.
  let named: Map<string, string[]> | undefined;
  let nearNames: string[] = [];
  if (concepts.some((t) => near.has(t)) && concepts.some((t) => !near.has(t))) {
    named = conceptNamesIn(text);
    nearNames = [...named].filter(([id]) => near.has(`≈${id}`)).flatMap(([, names]) => names);
  }
  const inNearName = (t: string) =>
    !!named &&
    !near.has(t) &&
    (named.get(t.slice(1)) ?? []).every((n) => nearNames.some((o) => o.length > n.length && o.includes(n)));
  return new Set([...terms.filter((t) => t.startsWith('§')), ...concepts.filter((t) => !inNearName(t))]);
}

/** A question that compares things it names: 「A 和 B 有什么区别？」. */
const COMPARISON = /(和|与|跟|同|、|vs\.?|versus).{1,30}(区别|不同|差别|差异|对比|比较|异同|有何不同)/i;
/** Words that stand for the things a comparison names (两者, 前者…后者). */
const PAIR_WORDS = /两者|二者|三者|四者|前者|后者|它们|这两|这三|这四|both/i;
/** An opening that stands for the question's subject: 它是…, 它指的是…, 它们… */
const SUBJECT_PRONOUN = /^[\s\p{P}]*(它|它们|该(技术|机制|属性|方法|模式))/u;

/**
 * Whether the answer refers to the question's subject without naming it: a comparison answered
 * with 两者 / 前者…后者, a question answered with 它是… , a 反问 answered with questions. An answer to
 * another question names its own subject instead.
 */
export function refersToSubject(answer: string, question: string): boolean {
  const sentences = splitSentences(answer);
  const opening = sentences.slice(0, 2).join('');
  if (COMPARISON.test(question) && PAIR_WORDS.test(opening)) return true;
  if (SUBJECT_PRONOUN.test(sentences[0] ?? '')) return true;
  return ASKS_FOR_QUESTIONS.test(question) && /[？?]/.test(answer);
}

/**
 * Questions about the candidate that name what they ask in one word (缺点, 挑战, 为什么加入), and
 * how an answer shows it in its own: 「我比较大的问题是不太会拒绝别人」 answers 你最大的缺点是什么,
 * 「最难的是…」 the most challenging project, 「业务吸引我」 why join us.
 */
const TRAITS: readonly { asks: RegExp; shows: RegExp }[] = [
  {
    // The candidate's own weakness, not a thing's 优缺点 (布隆过滤器有什么优缺点).
    asks: /(?<!优)缺点|(?:你|自己|您|个人|最大的)[^，。？?；]{0,4}优缺点|(?:说说|谈谈|讲讲|聊聊)优缺点|^优缺点|不足之处|短板|弱点|weakness/i,
    shows:
      /(问题|缺点|不足|短板|毛病|弱点)(是|在于|就是)|不太(会|擅长|善于)|不擅长|不够(果断|细心|主动)|容易(紧张|拖延|急躁|较真)|太(追求|较真|急|在意)|(正在|还在|一直在)(改|练习|克服)|weakness/i,
  },
  {
    asks: /(最)?有挑战|最难|最大的(困难|挑战)|难点/,
    shows: /难|挑战|棘手|卡(住|了)|瓶颈|复杂|没(人|有)做过|challenge|difficult/i,
  },
  {
    asks: /为什么(想|要)?(加入|来|选择|应聘|投递?)|why (do you want to )?join/i,
    shows: /吸引|看好|认同|感兴趣|热爱|喜欢|匹配|贵司|你们(公司|团队|的)|发展|机会|平台|attract|interested/i,
  },
];

/** Whether the answer shows, in its own words, the trait a question about the candidate asks. */
export function showsTraitAsked(question: string, answer: string): boolean {
  return TRAITS.some((t) => t.asks.test(question) && t.shows.test(answer));
}

/** What a question's word said once in passing, past the opening, counts for (an answer on sharding says 索引 once). */
const PASSING_WEIGHT = 0.1;

/** Whether the answer defines a term of the question: 「事务就是…」, 「索引是指…」. */
function defines(answer: string, term: string): boolean {
  if (/^[≈§]/.test(term)) return false;
  const at = answer.indexOf(term);
  return (
    at >= 0 &&
    /^\s*(就是|也就是|即|是指|指的是|是一种|是一个|是一组|是用来|的意思是)/.test(
      answer.slice(at + term.length, at + term.length + 8),
    )
  );
}

/**
 * Weighted recall of the question's own terms, each counted in full only where the answer is
 * about it: said in its opening, in at least two sentences, or defined (「事务就是…」). A question's
 * word said once in passing in an answer about something else ("索引是什么？" answered with the
 * problems of sharding, which name 索引 once) does not put the answer on topic.
 */
export function centralRecall(text: TMatchText, own: ReadonlySet<string>, question = ''): number {
  const total = weightOf(own);
  if (!total) return 0;
  // Counted by sentence: a concept (≈time-wait) or a skill is one term however often it is named.
  const counts = new Map<string, number>();
  const sentences = splitSentences(text.folded.slice(0, READ_CHARS));
  for (const sentence of sentences)
    for (const t of termSet(sentence)) if (own.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const opening = termSet(text.folded.slice(0, OPENING_CHARS));
  // 「索引是什么？」 is answered by saying what an index is, not by an answer on sharding that names
  // 唯一索引 and 索引表 in two of its eight sentences: named twice is not enough, unless in a third of them.
  const often = DEFINITION_QUESTION.test(question) ? Math.max(2, sentences.length / 3) : 2;
  let shared = 0;
  for (const [t, n] of counts)
    shared += idf(t) * (n >= often || opening.has(t) || defines(text.folded, t) ? 1 : PASSING_WEIGHT);
  return shared / total;
}

/** A question that asks what something is: 「索引是什么？」, 「什么是幂等？」. */
const DEFINITION_QUESTION =
  /^\s*(什么是|何为|何谓|请?(解释|介绍)一下)[^，,；;]{1,20}[？?]?\s*$|^[^，,；;的]{1,16}(是什么|是啥|指什么)[？?]?\s*$/;

/**
 * Work an interview answer tells in the asked concept's own terms of the trade, beyond the resume
 * indicators (text/indicators.ts): a list of performance work names what was done, not 性能优化.
 */
const ANSWER_INDICATORS: Readonly<Record<string, RegExp>> = {
  'high-availability':
    /单点|单一故障点|冗余|降级|熔断|容灾|灾备|多活|主备|主从切换|故障转移|故障演练|failover|(?<![a-z])spof(?![a-z])|(?<![a-z])ha(?![a-z])/i,
  'performance-optimization':
    /加(了)?(联合|复合)?索引|慢查询|慢\s*sql|(加|上|引入|用)(了)?[^，。；,;]{0,8}缓存|懒加载|预加载|异步(化|处理)?|削峰|压缩|(?<![a-z])cdn(?![a-z])|分包|批量|连接池|池化|jvm\s*调优|gc\s*调优|调优|耗时|响应时间|卡顿|首屏|全表扫描/i,
};

/**
 * The question's concepts the answer shows without naming them, or names only in passing: a
 * skill (§id) by its indicators, a concept (≈id) by two of its parts (TCP's reliability by 序号,
 * 重传 and 拥塞控制; concepts.data.ts CONCEPT_PARTS).
 */
/**
 * Another concept an answer explains in place of the one asked: it shows that concept by its parts
 * (two or more, one its own, in half its sentences and at least two) while it names none of the asked concept's
 * parts and names the asked concept itself in one sentence at most — 缓存雪崩 (同时过期, 随机过期时间)
 * told for 缓存穿透, XSS (存储型, 转义, CSP) for CSRF. Only asked concepts whose parts the table knows
 * are judged: without them a right answer could not be told from a wrong one.
 */
export function explainedInstead(text: TMatchText, question: string): string | null {
  // Every specific concept asked must be one the table knows the parts of (a word of many
  // topics, 协议 or 数据库, is no concept asked).
  const asked = [...outerConcepts(question)].filter((id) => skillsUsing(`≈${id}`) <= TOPICAL_SKILLS);
  if (!asked.length || asked.some((id) => (conceptParts().get(id)?.length ?? 0) < 2)) return null;
  const sentences = splitSentences(text.folded.slice(0, READ_CHARS)).map((x) => termSet(x));
  const inSentences = (t: string) => sentences.filter((terms) => terms.has(t)).length;
  for (const id of asked) {
    if ((conceptParts().get(id) ?? []).some((p) => text.terms.has(`≈${p}`))) return null;
    if (inSentences(`≈${id}`) > 1) return null;
  }
  const own = new Set(asked.flatMap((id) => [id, ...(conceptParts().get(id) ?? [])]));
  const candidates = [...text.terms]
    .filter((t) => t.startsWith('≈') && !own.has(t.slice(1)))
    .map((t) => t.slice(1))
    // Not a whole the asked concept is part of (缓存 for 缓存穿透): explaining it is explaining the asked one too.
    .filter(
      (id) => (conceptParts().get(id)?.length ?? 0) >= 2 && !asked.some((a) => conceptParts().get(id)!.includes(a)),
    );
  for (const id of shownByParts(text.terms, candidates)) {
    const parts = (conceptParts().get(id) ?? []).filter((p) => text.terms.has(`≈${p}`));
    const where = sentences.filter((terms) => terms.has(`≈${id}`) || parts.some((p) => terms.has(`≈${p}`))).length;
    // Most of the answer is about it (a CSRF answer that adds two sentences on XSS is not).
    if (where >= Math.max(2, sentences.length / 2)) return `≈${id}`;
  }
  return null;
}

export function shownConcepts(text: TMatchText, own: ReadonlySet<string>, outer: ReadonlySet<string>): Set<string> {
  const byParts = shownByParts(
    text.terms,
    [...own].filter((t) => t.startsWith('≈') && outer.has(t.slice(1))).map((t) => t.slice(1)),
  );
  const shown = new Set([...byParts].map((id) => `≈${id}`));
  const asked = [...own].filter((t) => t.startsWith('§') && !text.terms.has(t)).map((t) => t.slice(1));
  if (!asked.length) return shown;
  const indicated = new Set(findIndicators(text.folded.slice(0, 4000)).map((i) => i.id));
  // A field (前端开发) is shown by its tools named (Vite, Pinia, Jest in a front-end story).
  const fields = new Set([...text.skills].map((id) => getSkill(id)?.category));
  for (const id of asked)
    if (
      indicated.has(id) ||
      ANSWER_INDICATORS[id]?.test(text.folded) ||
      (getSkill(id)?.category === id && fields.has(id))
    )
      shown.add(`§${id}`);
  return shown;
}
