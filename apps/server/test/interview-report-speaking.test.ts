import type { TInterviewReport } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { reportExportModel } from '../src/modules/interview/report-view.ts';

// The PDF of a report names every speaking figure that was not measured 未测得, never 0 (issue 36
// item 7), and a longest pause of 0 (no gap the voice detection marks) is not "0 秒".

type TSpeaking = NonNullable<TInterviewReport['speaking']>;

const report = (speaking: TSpeaking, perAnswer: TSpeaking | null) =>
  ({
    session_id: 1,
    mode: 'formal',
    status: 'completed',
    title: '后端工程师 · 正式面试',
    overall_score: 70,
    summary: '整体不错。',
    dimensions: { relevance: 70, coverage: 70, structure: 70, specificity: 70, expression: 70 },
    competencies: [],
    speaking,
    next_steps: [],
    resume_suggestions: [],
    verdict: null,
    duration_s: 600,
    minutes_charged: null,
    ended_at: '2026-12-04T10:00:00.000Z',
    questions: [
      {
        question_id: 7,
        order: 1,
        kind: 'opening',
        text: '先请你简单介绍一下自己。',
        competency: '自我介绍',
        parent_id: null,
        answer_text: '',
        duration_ms: 30_000,
        feedback: null,
        speaking: perAnswer,
        delivery: { input: 'voice', transcript: 'none', stt_failed: false, no_speech: false },
      },
    ],
  }) as unknown as TInterviewReport;

const textOf = (r: TInterviewReport) =>
  reportExportModel(r)
    .sections.flatMap((s) => s.entries.flatMap((e) => e.items.map((i) => i.text)))
    .join('\n');

describe('speaking figures in the exported report', () => {
  it('names each figure not measured 未测得 and prints no 0 for it', () => {
    const text = textOf(
      report(
        { chars_per_minute: null, pause_ratio: null, fillers_per_minute: null, longest_pause_ms: null },
        { chars_per_minute: null, pause_ratio: 0.12, fillers_per_minute: null, longest_pause_ms: null },
      ),
    );
    expect(text).toContain('语速 未测得 · 停顿占比 未测得 · 口头语 未测得 · 最长停顿 未测得');
    expect(text).toContain('语速 未测得 · 停顿占比 12% · 口头语 未测得 · 最长停顿 未测得');
    expect(text).not.toMatch(/停顿占比 0%|最长停顿 0 秒/);
    // A report made before speech time was kept says so, not 0.
    expect(text).toContain('说话时长 未测得');
  });

  it('prints measured figures, and a longest pause of 0 as 无明显停顿', () => {
    const text = textOf(
      report(
        { chars_per_minute: 210, pause_ratio: 0, fillers_per_minute: 1.5, longest_pause_ms: 0, speech_ms: 95_000 },
        null,
      ),
    );
    expect(text).toContain(
      '说话时长 1 分 35 秒 · 语速 210 字/分钟 · 停顿占比 0% · 口头语 1.5 次/分钟 · 最长停顿 无明显停顿',
    );
    expect(text).not.toContain('未测得');
  });
});
