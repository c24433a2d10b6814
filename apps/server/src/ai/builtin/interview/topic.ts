import type { TPlannedQuestion } from '../../provider.ts';
import { QUESTION_BANK, bankBySkill, type TBankQuestion } from './bank/index.ts';
import { bankSkillsFor } from './bank-picks.ts';
import { conceptsOf, outerConcepts } from './concepts.ts';
import { idf, splitSentences, termSet, type TMatchText } from './terms.ts';
import { extractSkills } from '../../../text/index.ts';

/**
 * A question's topic: the words the bank's other questions of its skill use (a Redis question
 * answered with 持久化 and 分布式锁 is on topic without repeating its words), how many skills use a
 * word (a word of many topics is no evidence of one), and the skill a question belongs to when it
 * names none.
 */

/**
 * 算法 after the name of what it does (页面置换算法, 调度算法, 限流算法, 拥塞控制算法) is that field's
 * method, not data structures and algorithms: the vocabulary of 数组 and 链表 does not put an answer
 * on a page-replacement question's topic.
 */
const FIELD_ALGORITHM =
  /(置换|调度|限流|拥塞控制|拥塞|负载均衡|淘汰|加密|签名|摘要|垃圾回收|回收|选举|共识|一致性|压缩|推荐|路由|同步|分配|寻址|纠错|校验)算法/;

/**
 * The lexicon skills a question names, the algorithms skill left out where 算法 is a field's
 * method: after what it does (FIELD_ALGORITHM), or beside the concepts of another skill (Nagle
 * 算法 with TCP's 延迟确认, Raft 算法 with 选主). A question on 快速排序算法 or Dijkstra 算法 keeps it.
 */
export function questionSkills(text: string): string[] {
  const mentions = extractSkills(text);
  const fieldMethod = () => {
    if (FIELD_ALGORITHM.test(text)) return true;
    const field = skillOfConcepts(text);
    return field !== null && field !== 'algorithms';
  };
  const byWordOnly = mentions.some((m) => m.id === 'algorithms' && m.matched === '算法');
  const drop = byWordOnly && !mentions.some((m) => m.id === 'algorithms' && m.matched !== '算法') && fieldMethod();
  return [...new Set(mentions.filter((m) => !(drop && m.id === 'algorithms')).map((m) => m.id))];
}

/** A topic's term used by more bank skills than this is shared vocabulary (线程, 事务, 缓存), not the topic's. */
export const TOPICAL_SKILLS = 5;

/** Terms of each bank question, built once per question. */
const bankTerms = new Map<string, Set<string>>();
function termsOfBank(q: TBankQuestion): Set<string> {
  let terms = bankTerms.get(q.id);
  if (!terms) {
    terms = termSet([q.text, ...q.key_points, ...q.key_point_aliases.flat(), ...q.reference_outline].join('\n'));
    bankTerms.set(q.id, terms);
  }
  return terms;
}

/**
 * The vocabulary of the question's topic: every term of the other bank questions of its skill (the
 * rubric's, else the first lexicon skill the question names). A Redis question answered with 持久化
 * and 分布式锁 is on topic even when it repeats none of the question's words.
 */
export function topicTerms(question: TPlannedQuestion): Set<string> {
  const skill = question.rubric.skill ?? questionSkills(question.text)[0] ?? skillOfConcepts(question.text);
  const out = new Set<string>();
  if (!skill) return out;
  for (const bankSkill of bankSkillsFor(skill))
    for (const q of bankBySkill(bankSkill)) if (q.text !== question.text) for (const t of termsOfBank(q)) out.add(t);
  return out;
}

/** Every term of each bank skill's questions. */
let bySkill: Map<string, Set<string>> | undefined;
function termsBySkill(): Map<string, Set<string>> {
  if (bySkill) return bySkill;
  bySkill = new Map();
  for (const q of QUESTION_BANK) {
    const terms = bySkill.get(q.skill) ?? new Set<string>();
    for (const t of termsOfBank(q)) terms.add(t);
    bySkill.set(q.skill, terms);
  }
  return bySkill;
}

/** How many bank skills use a term (a term of many topics is no evidence of one). */
let skillDf: Map<string, number> | undefined;
export function skillsUsing(term: string): number {
  if (!skillDf) {
    skillDf = new Map();
    for (const terms of termsBySkill().values()) for (const t of terms) skillDf.set(t, (skillDf.get(t) ?? 0) + 1);
  }
  return skillDf.get(term) ?? 0;
}

/**
 * The bank skill a question belongs to by the concepts it names, where it names no skill
 * (「ThreadLocal 为什么会内存泄漏」 is a Java concurrency question without the word Java): the skill
 * whose questions use the most of them, weighted by rarity; none on a tie or without any.
 */
function skillOfConcepts(question: string): string | null {
  return skillOfTerms([...outerConcepts(question)].map((id) => `≈${id}`));
}

/** The bank skill whose questions use the most of `terms` (concepts of a few topics only), by rarity; none on a tie. */
function skillOfTerms(terms: readonly string[]): string | null {
  const asked = terms.filter((t) => t.startsWith('≈') && skillsUsing(t) <= TOPICAL_SKILLS);
  let best: string | null = null;
  let bestWeight = 0;
  let tie = false;
  for (const [skill, terms] of termsBySkill()) {
    const w = asked.filter((t) => terms.has(t)).reduce((sum, t) => sum + idf(t), 0);
    if (w > bestWeight) [best, bestWeight, tie] = [skill, w, false];
    else if (w === bestWeight && w > 0) tie = true;
  }
  return tie ? null : best;
}

/**
 * The bank skill an answer is about when it is another than the question's: the one its concepts
 * of a few topics point to, where at least two of them do and none is of the question's skills
 * (an answer on count(*) names 存储引擎, MVCC and 优化器 to a question on distributed transactions).
 */
export function answerOfAnotherSkill(text: TMatchText, question: TPlannedQuestion): string | null {
  const skill = question.rubric.skill ?? questionSkills(question.text)[0] ?? skillOfConcepts(question.text);
  // An answer that names the question's skill (Docker, on a Dockerfile question) or a concept of a
  // few topics the question asks about (背压, in the answer's own words) is on it, whatever it says on
  // the way (密钥 kept out of the image is no answer on encryption).
  if (!skill || text.terms.has(`§${skill}`)) return null;
  // (Said in two sentences or more: a name in passing, 探针 of tracing for Kubernetes's, is not enough.)
  const sentences = splitSentences(text.folded);
  for (const id of outerConcepts(question.text))
    if (
      text.terms.has(`≈${id}`) &&
      skillsUsing(`≈${id}`) <= TOPICAL_SKILLS &&
      sentences.filter((s) => conceptsOf(s).has(id)).length >= 2
    )
      return null;
  // The question's skill and the skill its own concepts point to (SQL 注入: SQL and security).
  const own = new Set([...bankSkillsFor(skill), skillOfConcepts(question.text) ?? skill]);
  const named = termSet(question.text);
  const topical = [...text.terms].filter((t) => t.startsWith('≈') && skillsUsing(t) <= TOPICAL_SKILLS && !named.has(t));
  const other = skillOfTerms(topical);
  if (!other || own.has(other) || !bankSkillsFor(skill).length) return null;
  const mine = new Set([...own].flatMap((s) => [...(termsBySkill().get(s) ?? [])]));
  const theirs = termsBySkill().get(other)!;
  const foreign = topical.filter((t) => theirs.has(t) && !mine.has(t));
  return foreign.length >= 2 && topical.every((t) => !mine.has(t) || theirs.has(t)) ? other : null;
}

/**
 * Precision against the question and the words only its topic and two others use: an answer to
 * a question on 进程 and 线程 shares 线程 and 内存 with every Java question, not their topic.
 */
export function topicalPrecision(text: TMatchText, own: ReadonlySet<string>, topic: ReadonlySet<string>): number {
  let all = 0;
  let shared = 0;
  for (const t of text.terms) {
    const w = idf(t);
    all += w;
    if (own.has(t) || (topic.has(t) && skillsUsing(t) <= TOPICAL_SKILLS)) shared += w;
  }
  return all ? shared / all : 0;
}

/** Bank question ids by each concept (`≈id`) their texts say. */
let byConcept: Map<string, string[]> | undefined;

/**
 * The concepts said in the bank's questions on one of `asked` (named in the question itself): a ThreadLocal question's
 * neighbours are 线程, 弱引用 and 内存泄漏, a CAS question's 锁 and 自旋. An answer may be about them
 * without being about another subject. Only concepts of a few topics are followed (内存 is said
 * beside everything).
 */
export function conceptNeighbours(asked: Iterable<string>): Set<string> {
  if (!byConcept) {
    byConcept = new Map();
    for (const q of QUESTION_BANK)
      for (const t of termSet(q.text)) if (t.startsWith('≈')) byConcept.set(t, [...(byConcept.get(t) ?? []), q.id]);
  }
  const ids = new Set<string>();
  for (const t of asked) if (skillsUsing(t) <= TOPICAL_SKILLS) for (const id of byConcept.get(t) ?? []) ids.add(id);
  const out = new Set<string>();
  for (const q of QUESTION_BANK) if (ids.has(q.id)) for (const t of termsOfBank(q)) if (t.startsWith('≈')) out.add(t);
  return out;
}
