import type { TAnswerFeedback, TInterviewReport, TInterviewSession } from '@offerpilot/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInTestUser, SITE_CONFIG } from './support/signed-in.tsx';
import { FormalReportPage } from '../src/features/interview/formal-report-page.tsx';
import { InterviewAnalysisPage } from '../src/features/interview/interview-analysis-page.tsx';
import { deleteAllAnswerRecordings, saveAnswerRecording } from '../src/features/interview/lib/answer-recordings.ts';
import { weakQuestions } from '../src/features/interview/lib/weak-points.ts';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';

configure({ asyncUtilTimeout: 8_000 });

const SESSION_ID = 52;
const session: TInterviewSession = {
  id: SESSION_ID,
  mode: 'formal',
  status: 'completed',
  resume_id: null,
  position_id: null,
  template_id: null,
  title: '高级前端开发工程师 · 综合面试',
  config: {
    question_count: 3,
    difficulty: 'medium',
    answer_time_limit_s: 180,
    feedback_mode: 'end',
    follow_ups: false,
    duration_minutes: 11,
  },
  question_count: 3,
  answered_count: 2,
  skipped_count: 0,
  overall_score: 38,
  minutes_charged: null,
  engine: 'builtin',
  created_at: '2026-11-24T04:00:00.000Z',
  ended_at: '2026-11-24T04:06:00.000Z',
  expires_at: '2026-11-24T05:00:00.000Z',
  minutes_limited: false,
};

const zero = { relevance: 0, coverage: 0, structure: 0, specificity: 0, expression: 0 };
const feedback = (over: Partial<TAnswerFeedback>): TAnswerFeedback => ({
  score: 76,
  dimensions: { relevance: 80, coverage: 70, structure: 70, specificity: 60, expression: 80 },
  explanations: { relevance: '', coverage: '', structure: '', specificity: '', expression: '' },
  skipped: false,
  strengths: [],
  improvements: [],
  covered_key_points: [],
  missed_key_points: [],
  reference_outline: ['先说结论'],
  ...over,
});
const base = { kind: 'technical' as const, parent_id: null, duration_ms: 60_000 };

/** Q1 spoken but not transcribed, Q2 typed, Q3 never reached (the interview ended first). */
const report: TInterviewReport = {
  session_id: SESSION_ID,
  mode: 'formal',
  status: 'completed',
  title: session.title,
  overall_score: 38,
  summary: '本次正式面试共 3 道主问题，作答 1 道、未作答 1 道、语音回答未能转成文字 1 道（未评分），综合得分 38 分。',
  dimensions: { relevance: 40, coverage: 35, structure: 35, specificity: 30, expression: 40 },
  questions: [
    {
      ...base,
      question_id: 1,
      order: 1,
      kind: 'opening',
      text: '先请你简单介绍一下自己。',
      competency: '沟通表达',
      answer_text: '',
      feedback: feedback({ score: 0, dimensions: zero, untranscribed: true, reference_outline: ['教育背景'] }),
      speaking: {
        chars_per_minute: null,
        pause_ratio: 0.04,
        fillers_per_minute: null,
        longest_pause_ms: 1000,
        speech_ms: 24_000,
      },
      delivery: { input: 'voice', transcript: 'none', stt_failed: false, no_speech: false },
    },
    {
      ...base,
      question_id: 2,
      order: 2,
      text: 'useEffect 的依赖数组是如何工作的？',
      competency: 'React',
      answer_text: '依赖变化才重新执行。',
      feedback: feedback({}),
      speaking: null,
      delivery: { input: 'typed', transcript: 'typed', stt_failed: false, no_speech: false },
    },
    {
      ...base,
      question_id: 3,
      order: 3,
      kind: 'behavioral',
      text: '讲一次你带新人的经历。',
      competency: '领导力',
      answer_text: '',
      duration_ms: null,
      feedback: null,
      speaking: null,
    },
  ],
  competencies: [
    { name: 'React', score: 76, questions: 1 },
    { name: '领导力', score: 0, questions: 1 },
  ],
  speaking: {
    chars_per_minute: null,
    pause_ratio: 0.04,
    fillers_per_minute: null,
    longest_pause_ms: 1000,
    speech_ms: 24_000,
  },
  next_steps: ['「领导力」是最弱的一项（0 分）：多练这一类题。'],
  resume_suggestions: [],
  verdict: { level: 'no_hire', label: '暂不推荐', reasons: ['最需加强：「领导力」0 分。'] },
  answered: 1,
  skipped: 0,
  unanswered: 1,
  untranscribed: 1,
  duration_s: 360,
  minutes_charged: null,
  engine: 'builtin',
  created_at: session.created_at,
  ended_at: session.ended_at!,
};

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }));

function renderReport(page: 'report' | 'analysis' = 'report', shown: TInterviewReport = report) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      // The report screen reads /report; the analysis reads it through the idempotent /end.
      if (url.startsWith(`/api/interview/session/${SESSION_ID}/report`)) return ok(shown);
      if (url.startsWith(`/api/interview/session/${SESSION_ID}/end`)) return ok(shown);
      if (url.startsWith(`/api/interview/session/${SESSION_ID}`)) return ok({ ...session, mode: shown.mode });
      if (url.startsWith('/api/site-config')) return ok(SITE_CONFIG);
      return new Response('{}', { status: 404 });
    }),
  );
  return renderRoutes(
    [
      { path: '/interview/report', element: <FormalReportPage /> },
      { path: '/interview-analysis', element: <InterviewAnalysisPage /> },
    ],
    page === 'report' ? `/interview/report?sessionId=${SESSION_ID}` : `/interview-analysis?sessionId=${SESSION_ID}`,
  );
}

beforeEach(() => {
  stubResizeObserver();
  signInTestUser();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteAllAnswerRecordings();
});

describe('formal report: what was not answered, not transcribed or not measured', { timeout: 30_000 }, () => {
  it('says a question never reached was not answered, and a spoken answer without text was not scored, not skipped', async () => {
    renderReport();
    const records = await screen.findAllByTestId('report-question');
    expect(records).toHaveLength(3);
    const [spoken, typed, unreached] = records as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(unreached).getByText('没有作答')).toBeInTheDocument();
    expect(within(unreached).queryByText('跳过了这道题')).toBeNull();
    expect(within(spoken).getByText('语音回答未能转成文字，未评分')).toBeInTheDocument();
    expect(within(spoken).getByText('未能转成文字')).toBeInTheDocument();
    expect(within(spoken).getByText('未评分')).toBeInTheDocument();
    // No text: nothing can be said about the key points either way.
    expect(within(spoken).getByText('没有文字，无法判断')).toBeInTheDocument();
    expect(within(spoken).queryByText('要点都讲到了')).toBeNull();
    expect(within(typed).getByText('76 分')).toBeInTheDocument();
    expect(screen.queryByText('跳过了这道题')).toBeNull();
    expect(screen.getByText('语音未转文字 1 题')).toBeInTheDocument();
  });

  it('says what an unscored question counts: a formal question never reached 0, a skip 0, an unanswered follow-up nothing', async () => {
    const withFollowUps: TInterviewReport = {
      ...report,
      questions: [
        ...report.questions,
        {
          ...base,
          question_id: 4,
          order: 4,
          kind: 'follow_up',
          parent_id: 2,
          text: '依赖数组里放对象会怎样？',
          competency: 'React',
          answer_text: '',
          feedback: feedback({ score: 0, dimensions: zero, skipped: true, reference_outline: [] }),
          speaking: null,
        },
        {
          ...base,
          question_id: 5,
          order: 5,
          kind: 'follow_up',
          parent_id: 2,
          text: '那函数呢？',
          competency: 'React',
          answer_text: '',
          duration_ms: null,
          feedback: null,
          speaking: null,
        },
      ],
    };
    renderReport('report', withFollowUps);
    const records = await screen.findAllByTestId('report-question');
    const label = (text: string) =>
      records.find((r) => r.textContent!.includes(text))!.querySelector('.op-fr-q__score')!.textContent;
    expect(label('先请你简单介绍一下自己。')).toBe('未评分');
    expect(label('讲一次你带新人的经历。')).toBe('0 分（未作答）');
    expect(label('依赖数组里放对象会怎样？')).toBe('0 分（跳过）');
    expect(label('那函数呢？')).toBe('未作答，不计分');
    // A follow-up without an outline shows no empty 参考答题思路 heading.
    const noOutline = records.find((r) => r.textContent!.includes('依赖数组里放对象会怎样？'))!;
    expect(within(noOutline).queryByText('参考答题思路')).toBeNull();
    // A follow-up says so once, in its heading (no 追问 tag beside 追问 2-1).
    const skipped = records.find((r) => r.textContent!.includes('依赖数组里放对象会怎样？'))!;
    expect(skipped.querySelector('.op-fr-q__meta')!.textContent!.match(/追问/g)).toHaveLength(1);
    expect(document.title).toBe('正式面试报告 · 面试领航');
  });

  it('a mock report leaves a question never answered out, and says so', async () => {
    renderReport('analysis', { ...report, mode: 'mock', verdict: null });
    const unreached = (await screen.findByText('讲一次你带新人的经历。')).closest('article')!;
    expect(within(unreached).getByText('未作答，不计分')).toBeInTheDocument();
    const spoken = screen.getByText('先请你简单介绍一下自己。').closest('article')!;
    expect(within(spoken).getByText('未评分')).toBeInTheDocument();
  });

  it('gives no overall score when nothing was answered (未评分, not 0)', async () => {
    renderReport('report', { ...report, answered: 0, overall_score: 0 });
    expect((await screen.findByTestId('overall-score')).textContent).toBe('未评分');
  });

  it('shows the overall score when something was answered, with how many planned questions were (答了 1/3 题)', async () => {
    renderReport('report');
    expect((await screen.findByTestId('overall-score')).textContent).toBe(String(report.overall_score));
    expect(screen.getByTestId('answered-of').textContent).toBe('答了 1/3 题');
  });

  it('keeps the tab title of a formal report when it comes back from the cache (Back from the analysis)', async () => {
    const router = renderReport('report');
    await screen.findAllByTestId('report-question');
    expect(document.title).toBe('正式面试报告 · 面试领航');
    await act(() => router.navigate(`/interview-analysis?sessionId=${SESSION_ID}`));
    await screen.findByText('useEffect 的依赖数组是如何工作的？');
    expect(document.title).not.toContain('正式面试报告');
    await act(() => router.navigate(-1));
    await screen.findAllByTestId('report-question');
    expect(document.title).toBe('正式面试报告 · 面试领航');
  });

  it('titles the tab of a mock report 面试报告, not 正式面试报告', async () => {
    renderReport('report', { ...report, mode: 'mock', verdict: null });
    await screen.findAllByTestId('report-question');
    expect(document.title).toBe('面试报告 · 面试领航');
  });

  it('shows figures that were not measured as 未测得 with the reason, never as 0', async () => {
    renderReport();
    const [overall, perAnswer] = (await screen.findAllByTestId('speaking-figures')) as [HTMLElement, HTMLElement];
    for (const figures of [overall, perAnswer]) {
      expect(within(figures).getAllByText('未测得')).toHaveLength(2);
      expect(figures.textContent).not.toMatch(/0 字\/分钟|0 次\/分钟/);
      expect(within(figures).getByText('4%')).toBeInTheDocument();
      // Speech time needs no transcript: the voice detection measured it.
      expect(within(figures).getByText('24 秒')).toBeInTheDocument();
    }
    expect(screen.getAllByText(/这些语音回答没有转成文字/).length).toBeGreaterThanOrEqual(1);
  });

  it('a longest pause not carried reads 未测得 and one of 0 reads 无明显停顿, never 0 秒 (issue 36 item 7)', async () => {
    const [first, ...rest] = report.questions;
    renderReport('report', {
      ...report,
      speaking: {
        chars_per_minute: 200,
        pause_ratio: 0,
        fillers_per_minute: 1,
        longest_pause_ms: 0,
        speech_ms: 95_000,
      },
      questions: [
        {
          ...first!,
          speaking: { chars_per_minute: null, pause_ratio: null, fillers_per_minute: null, longest_pause_ms: null },
        },
        ...rest,
      ],
    });
    const [overall, perAnswer] = (await screen.findAllByTestId('speaking-figures')) as [HTMLElement, HTMLElement];
    expect(within(overall).getByText('无明显停顿（均短于 0.6 秒）')).toBeInTheDocument();
    expect(overall.textContent).not.toMatch(/0 秒/);
    expect(within(overall).getByText('1 分 35 秒')).toBeInTheDocument();
    // A report made before speech time was kept: that one is 未测得 too.
    expect(within(perAnswer).getAllByText('未测得')).toHaveLength(5);
    expect(perAnswer.textContent).not.toMatch(/\b0 ?%|0 秒|—/);
  });

  it('the per-question analysis does not score a spoken answer without text, nor call it unanswered', async () => {
    renderReport('analysis');
    const spoken = (await screen.findByText('先请你简单介绍一下自己。')).closest('article')!;
    expect(within(spoken).queryByText('0 分')).toBeNull();
    expect(within(spoken).getAllByText('语音回答未能转成文字，未评分').length).toBeGreaterThanOrEqual(1);
    expect(within(spoken).queryByText('没有作答')).toBeNull();
    expect(within(spoken).getByText(/没有分项得分和要点/)).toBeInTheDocument();
    const typed = screen.getByText('useEffect 的依赖数组是如何工作的？').closest('article')!;
    expect(within(typed).getByText('76 分')).toBeInTheDocument();
  });

  it('does not count a spoken answer without text among the weak answers to practise again', () => {
    const weak = weakQuestions(report).map((q) => q.question_id);
    expect(weak[0]).toBe(3);
    expect(weak.indexOf(1)).toBeGreaterThan(weak.indexOf(3));
  });
});

/** jsdom plays no audio: play() and pause() only say so, as a browser's <audio> would. */
function stubAudio() {
  // jsdom has no object URLs either.
  Object.assign(URL, { createObjectURL: () => 'blob:answer', revokeObjectURL: () => {} });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
  return play;
}

describe('formal report: playing back my own answer (issue 36 item 7)', { timeout: 30_000 }, () => {
  it('a spoken answer kept in this browser gets 回放我的回答, usable from the keyboard; a typed one gets nothing', async () => {
    const play = stubAudio();
    await saveAnswerRecording({
      sessionId: SESSION_ID,
      questionId: 1,
      audio: new Blob([new Uint8Array(64)], { type: 'audio/webm' }),
      durationMs: 26_000,
    });
    renderReport();
    const [spoken, typed, unreached] = (await screen.findAllByTestId('report-question')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const button = await within(spoken).findByRole('button', { name: '回放我的回答（第 1 题）' });
    expect(within(spoken).getByTestId('answer-playback-time').textContent).toBe('00:00 / 00:26');
    for (const other of [typed, unreached]) {
      expect(within(other).queryByTestId('answer-playback')).toBeNull();
      expect(within(other).queryByText(/本机未保存录音/)).toBeNull();
    }

    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(play).toHaveBeenCalledTimes(1);
    // The same button now pauses, and says so in its name.
    await within(spoken).findByRole('button', { name: '暂停回放（第 1 题）' });
    await userEvent.keyboard(' ');
    expect(await within(spoken).findByRole('button', { name: '回放我的回答（第 1 题）' })).toHaveFocus();
  });

  it('a spoken answer this browser holds no recording of (another device) says 本机未保存录音 and offers no play button', async () => {
    stubAudio();
    renderReport();
    const [spoken] = (await screen.findAllByTestId('report-question')) as [HTMLElement];
    expect(await within(spoken).findByText(/本机未保存录音/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /回放我的回答/ })).toBeNull();
  });
});

describe(
  'your answer improved, and answering again, after the interview (issue 36 item 1)',
  { timeout: 30_000 },
  () => {
    const improved: TAnswerFeedback['improved_answer'] = {
      style: 'ordered',
      parts: [
        { kind: 'own', label: '结论', text: '依赖变化才重新执行。' },
        { kind: 'suggestion', label: '补充', text: '建议补充：依赖是按 Object.is 逐项比较的。' },
      ],
    };
    const withImproved: TInterviewReport = {
      ...report,
      questions: report.questions.map((q) =>
        q.question_id === 2 ? { ...q, feedback: feedback({ improved_answer: improved }) } : q,
      ),
    };
    const BETTER =
      '依赖数组里的每一项会和上次渲染时的值用 Object.is 比较，有变化才重新执行副作用；空数组只在挂载后执行一次。';

    for (const page of ['report', 'analysis'] as const)
      it(`shows it on the ${page === 'report' ? 'formal report' : 'per-question analysis'} and compares a new answer with the first`, async () => {
        stubTextareaMeasurement();
        const bodies: unknown[] = [];
        renderReport(page, page === 'report' ? withImproved : { ...withImproved, mode: 'mock', verdict: null });
        const served = vi.mocked(fetch).getMockImplementation()!;
        vi.mocked(fetch).mockImplementation(async (url, init) => {
          if (String(url).startsWith(`/api/interview/session/${SESSION_ID}/retry`) && init?.method === 'POST') {
            bodies.push(JSON.parse(String(init.body)));
            return ok({
              question_id: 2,
              previous_score: 76,
              previous_skipped: false,
              feedback: feedback({ score: 88 }),
            });
          }
          return served(url, init);
        });
        const record = (await screen.findByText('useEffect 的依赖数组是如何工作的？')).closest(
          page === 'report' ? '[data-testid="report-question"]' : 'article',
        ) as HTMLElement;
        const shown = await within(record).findByTestId('improved-answer');
        expect(shown).toHaveTextContent('你的回答，可以这样说');
        expect(shown).toHaveTextContent('依赖变化才重新执行。');
        expect(shown).toHaveTextContent('建议补充：依赖是按 Object.is 逐项比较的。');
        // Only the answered question has one: nothing to put in order for the others.
        expect(screen.getAllByTestId('improved-answer')).toHaveLength(1);

        await userEvent.click(within(record).getByRole('button', { name: /再答一次/ }));
        await userEvent.click(within(record).getByRole('textbox', { name: '再答一次这道题' }));
        await userEvent.paste(BETTER);
        await userEvent.click(within(record).getByRole('button', { name: '提交新回答' }));
        const scores = await within(record).findByRole('status');
        expect(scores).toHaveTextContent('第一次76 分');
        expect(scores).toHaveTextContent('再答一次88 分');
        expect(bodies).toEqual([{ question_id: 2, answer_text: BETTER }]);
      });
  },
);

describe('points only touched on are not told missing (issue 33: evidence before claims)', { timeout: 30_000 }, () => {
  const touched: TInterviewReport = {
    ...report,
    questions: report.questions.map((q) =>
      q.question_id === 2
        ? {
            ...q,
            feedback: feedback({
              missed_key_points: ['依赖按 Object.is 比较', '空数组只执行一次', '清理函数'],
              touched_key_points: ['空数组只执行一次'],
            }),
          }
        : q,
    ),
  };

  for (const page of ['report', 'analysis'] as const)
    it(`on the ${page === 'report' ? 'formal report' : 'per-question analysis'}: 讲得不完整 apart from 缺少`, async () => {
      renderReport(page, page === 'report' ? touched : { ...touched, mode: 'mock', verdict: null });
      const record = (await screen.findByText('useEffect 的依赖数组是如何工作的？')).closest(
        page === 'report' ? '[data-testid="report-question"]' : 'article',
      ) as HTMLElement;
      const partialHeading = await within(record).findByText('讲得不完整的要点');
      const partialTags = partialHeading.nextElementSibling as HTMLElement;
      expect(partialTags).toHaveTextContent('空数组只执行一次');
      expect(partialTags).not.toHaveTextContent('清理函数');
      const missingHeading = within(record).getByText(/^(还)?缺少的要点$/);
      const missingTags = missingHeading.nextElementSibling as HTMLElement;
      expect(missingTags).toHaveTextContent('依赖按 Object.is 比较');
      expect(missingTags).toHaveTextContent('清理函数');
      expect(missingTags).not.toHaveTextContent('空数组只执行一次');
    });
});
