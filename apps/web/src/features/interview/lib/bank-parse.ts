import { INTERVIEW_LIMITS, type TCustomQuestionInput } from '@offerpilot/shared';

const ANSWER_LINE = /^(答|参考答案|参考)[:：]\s*/;
const SEPARATOR = /\s*[|｜]\s*/;
const NUMBERING = /^(\d+[.、．)）]|[（(]\d+[)）]|[-*•])\s*/;

/**
 * Pasted questions, one per line. A reference answer follows the question after '|' (or '｜') on
 * the same line, or on the next line starting with '答：' / '参考答案：'. Numbering such as
 * '1.' or '（2）' and blank lines are dropped; long texts are cut to the server's limits.
 */
export function parseQuestionBank(text: string): TCustomQuestionInput[] {
  const out: TCustomQuestionInput[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const answer = ANSWER_LINE.exec(line);
    if (answer) {
      const last = out.at(-1);
      const body = line.slice(answer[0].length).trim();
      if (last && body) {
        const joined = last.reference_answer ? `${last.reference_answer}\n${body}` : body;
        last.reference_answer = joined.slice(0, INTERVIEW_LIMITS.referenceAnswer);
      }
      continue;
    }
    const [question, ...rest] = line.replace(NUMBERING, '').split(SEPARATOR);
    const textPart = (question ?? '').trim().slice(0, INTERVIEW_LIMITS.questionText);
    if (!textPart) continue;
    const reference = rest.join(' ').trim().slice(0, INTERVIEW_LIMITS.referenceAnswer);
    out.push(reference ? { text: textPart, reference_answer: reference } : { text: textPart });
  }
  return out;
}
