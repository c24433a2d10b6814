export type TBankDifficulty = 'easy' | 'medium' | 'hard';
export type TBankKind = 'technical' | 'behavioral';
export interface TBankQuestion {
  /** Stable id: `${skill}-${nn}` e.g. 'redis-03'. Unique across the bank. */
  id: string;
  /** A skill-lexicon id, or a competency id (teamwork, communication, ...). */
  skill: string;
  kind: TBankKind;
  difficulty: TBankDifficulty;
  text: string; // the question, one or two sentences, ends with '？' or '。'
  /** The rubric: 3–6 key points a good answer covers. Each is a short phrase (≤ 20 chars), concrete and checkable, e.g. '单线程事件循环', 'RDB 快照', 'AOF 追加日志'. */
  key_points: string[];
  /** For each key point, 1–4 synonyms/alternative phrasings (Chinese and English) that count as covering it, same order as key_points: e.g. [['RDB','快照','snapshot'], ['AOF','追加日志','append only']]. Used for deterministic matching, so include the words a candidate would literally say. */
  key_point_aliases: string[][];
  /** A reference outline: 3–6 short lines, what a strong answer says, in order. */
  reference_outline: string[];
  /** Optional: 1–2 follow-up prompts for hard/medium questions, probing depth. */
  deeper?: string[];
}
