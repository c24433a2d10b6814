import type { TPlannedQuestion } from '../../provider.ts';
import { QUESTION_BANK, bankBySkill, type TBankQuestion } from './bank/index.ts';
import { bankSkillsFor } from './bank-picks.ts';
import { outerConcepts } from './concepts.ts';
import { questionSkills } from './question-skills.ts';
import { idf, termSet, type TMatchText } from './terms.ts';

/**
 * A question's topic: the words the bank's other questions of its skill use (a Redis question
 * answered with 持久化 and 分布式锁 is on topic without repeating its words), how many skills use a
 * word (a word of many topics is no evidence of one), and the skill a question belongs to when it
 * names none.
 */

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
  const asked = [...outerConcepts(question)].map((id) => `≈${id}`).filter((t) => skillsUsing(t) <= TOPICAL_SKILLS);
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
