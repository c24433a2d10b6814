import type { TAnswerFeedback, TAnsweredQuestion, TInterviewQuestion } from '@offerpilot/shared';

export interface TTurn {
  question: TInterviewQuestion;
  /** The main question's number (a follow-up shares its parent's). */
  number: number;
  answer: { text: string; feedback: TAnswerFeedback } | null;
}

/**
 * The conversation so far, rebuilt from what the server holds (so a reload resumes where the
 * session was): every answered question with its answer and feedback, then the current one —
 * the first unanswered question, which is the only one the server accepts an answer for.
 */
export function buildConversation(
  questions: TInterviewQuestion[],
  answers: TAnsweredQuestion[],
): { turns: TTurn[]; current: TTurn | null } {
  const byId = new Map(answers.map((a) => [a.question_id, a]));
  const turns: TTurn[] = [];
  let current: TTurn | null = null;
  for (const question of questions) {
    const answered = byId.get(question.id);
    const turn: TTurn = {
      question,
      number: question.order,
      answer: answered ? { text: answered.answer_text, feedback: answered.feedback } : null,
    };
    if (question.answered) turns.push(turn);
    else if (!current) current = turn;
  }
  return { turns, current };
}

/** How many main questions were answered, and the number of the one being asked now. */
export function progressOf(questions: TInterviewQuestion[], current: TTurn | null): { current: number; total: number } {
  const mains = questions.filter((q) => q.parent_id === null);
  return { current: current ? current.number : mains.length, total: mains.length };
}
