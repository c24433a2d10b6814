import type { TInterviewReport } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { reportCheckOf } from '../src/modules/interview/report-view.ts';

// The report check names questions as the report does: "5" for a main question, "5-1" for its
// first follow-up. A skipped follow-up is not its main question skipped.

type TQuestion = TInterviewReport['questions'][number];

const answered = { skipped: false, untranscribed: false } as unknown as TQuestion['feedback'];
const skipped = { skipped: true, untranscribed: false } as unknown as TQuestion['feedback'];
const question = (question_id: number, order: number, parent_id: number | null, feedback: TQuestion['feedback']) =>
  ({ question_id, order, parent_id, feedback, delivery: null }) as unknown as TQuestion;

const report = (questions: TQuestion[]) =>
  ({
    mode: 'formal',
    title: '后端工程师 · 正式面试',
    overall_score: 70,
    verdict: null,
    ended_at: '2026-12-03T10:00:00.000Z',
    questions,
  }) as unknown as TInterviewReport;

describe('the report check', () => {
  it('labels a skipped follow-up 5-1, not 5, and counts its main question answered', () => {
    const check = reportCheckOf(
      1,
      report([
        question(11, 1, null, answered),
        question(12, 2, null, answered),
        question(13, 2, 12, skipped),
        question(14, 3, null, skipped),
        question(15, 3, 14, skipped),
        question(16, 3, 14, answered),
      ]),
    );
    expect(check.skipped).toEqual(['2-1', '3', '3-1']);
    expect(check.unanswered).toEqual([]);
    expect(check.questions).toBe(3);
    expect(check.complete).toBe(false);
  });

  it('is complete when nothing was skipped, unanswered or untranscribed', () => {
    const check = reportCheckOf(2, report([question(21, 1, null, answered), question(22, 1, 21, answered)]));
    expect(check).toMatchObject({ skipped: [], unanswered: [], complete: true });
  });
});
