import { BROAD_PARTS } from './concepts.data.ts';
import { conceptParts, outerConcepts, partsOfConcepts } from './concepts.ts';
import { splitSentences, termSet, type TMatchText } from './terms.ts';

/**
 * What an answer is about, when it is about something the question does not ask: the evidence an
 * off-topic verdict without a reference rests on. A right answer that never names its subject
 * (a paraphrase that describes Redis Cluster's slots as 一万六千多个格子) shares few words with the
 * question, but it names no other subject either; an answer to another question names its own
 * (ConcurrentHashMap, 红黑树, CAS) in its opening or again and again.
 */

/** Where an answer opens: a subject named here is what it is about. */
const OPENING_CHARS = 40;
/** Only the start of a long answer is read. */
const READ_CHARS = 4000;

let broad: Set<string> | undefined;

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
): string[] {
  broad ??= new Set(
    BROAD_PARTS.trim()
      .split(/\s+/)
      .map((id) => `≈${id}`),
  );
  // The concepts it names in their own right: 堆叠上下文 is not a question on 堆.
  const asked = [...outerConcepts(question)].map((id) => `≈${id}`);
  const near = new Set([
    ...[...termSet(question)].filter((t) => t.startsWith('§')),
    ...asked,
    ...partsOfConcepts(asked),
    ...wholesOf(new Set(asked.map((t) => t.slice(1)))),
  ]);
  const counts = new Map<string, number>();
  for (const sentence of splitSentences(text.folded.slice(0, READ_CHARS)))
    for (const t of termSet(sentence)) if (/^[≈§]/.test(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const opening = termSet(text.folded.slice(0, OPENING_CHARS));
  return [...counts].filter(([t, n]) => (n >= 2 || opening.has(t)) && !near.has(t) && !common(t)).map(([t]) => t);
}
