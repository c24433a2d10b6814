import type { TInterviewQuestion, TInterviewSession } from '@offerpilot/shared';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInTestUser } from './support/signed-in.tsx';
import type { TVoiceAnswerSlotProps } from '../src/features/interview/components/voice-answer-slot.ts';
import { FormalInterviewPage } from '../src/features/interview/formal-interview-page.tsx';
import { deleteAllAnswerRecordings, getAnswerRecording } from '../src/features/interview/lib/answer-recordings.ts';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';

configure({ asyncUtilTimeout: 8_000 });

const SESSION_ID = 41;
const session = (over: Partial<TInterviewSession> = {}): TInterviewSession => ({
  id: SESSION_ID,
  mode: 'formal',
  status: 'in_progress',
  resume_id: 3,
  position_id: 7,
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
  answered_count: 0,
  skipped_count: 0,
  overall_score: null,
  minutes_charged: null,
  engine: 'builtin',
  created_at: '2026-11-24T04:00:00.000Z',
  ended_at: null,
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  minutes_limited: false,
  ...over,
});
const question = (id: number, order: number, text: string): TInterviewQuestion => ({
  id,
  order,
  kind: order === 1 ? 'opening' : 'technical',
  text,
  source: { type: 'bank' },
  parent_id: null,
  time_limit_s: 180,
  competency: order === 1 ? '沟通表达' : 'React',
  answered: false,
});
const QUESTIONS = [
  question(101, 1, '先请你简单介绍一下自己。'),
  question(102, 2, 'useEffect 的依赖数组是如何工作的？'),
  question(103, 3, '讲一次你带新人的经历。'),
];

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }));

/** The server at the network edge: the session, its questions, no server transcription, and submissions. */
function stubServer(current: TInterviewSession) {
  const submitted: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/interview/submit-answer')) {
      submitted.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return ok({ feedback: null, next_question: QUESTIONS[1], is_follow_up: false, session_status: 'in_progress' });
    }
    if (url.startsWith(`/api/interview/session/${SESSION_ID}/questions`)) return ok({ items: QUESTIONS });
    if (url.startsWith(`/api/interview/session/${SESSION_ID}`)) return ok(current);
    if (url.startsWith('/api/interview/capabilities'))
      return ok({ stt: { provider: null, max_audio_bytes: 20 * 1024 * 1024, formats: ['wav'] } });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return submitted;
}

/**
 * The voice library's answer, as app/ hands it in: here a stand-in whose 回答完毕 reports 23 s of
 * speech the browser could not transcribe (no `browserTranscript`), and whose 改为打字 is the real
 * component's way out.
 */
function SilentTranscriptionVoice({ onAnswer, onTypeInstead }: TVoiceAnswerSlotProps) {
  return (
    <div data-testid="voice-answer">
      <button
        type="button"
        onClick={() =>
          onAnswer({
            audioWav: new Blob([new Uint8Array(44)], { type: 'audio/wav' }),
            recording: new Blob([new Uint8Array(120)], { type: 'audio/webm;codecs=opus' }),
            segments: [
              { startMs: 500, endMs: 12_000 },
              { startMs: 13_000, endMs: 23_500 },
            ],
            durationMs: 26_000,
          })
        }
      >
        回答完毕
      </button>
      <button type="button" onClick={onTypeInstead}>
        改为打字
      </button>
    </div>
  );
}

function renderPage() {
  renderRoutes(
    [
      { path: '/formal-interview', element: <FormalInterviewPage voice={{ Answer: SilentTranscriptionVoice }} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    `/formal-interview?sessionId=${SESSION_ID}`,
  );
}

beforeEach(() => {
  stubResizeObserver();
  stubTextareaMeasurement();
  signInTestUser();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await deleteAllAnswerRecordings();
});

describe('formal interview: voice answers the device cannot transcribe', { timeout: 30_000 }, () => {
  it('restarts the countdown for typing, says so, puts the focus in the box, and never skips the recording', async () => {
    const submitted = stubServer(session());
    // The question has been on screen for 150 of its 180 s when the answer ends.
    sessionStorage.setItem(`op-interview-start-${SESSION_ID}-101`, String(Date.now() - 150_000));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '回答完毕' }));

    const notice = await screen.findByTestId('untranscribed-notice');
    expect(notice.textContent).toContain('已录下你的语音回答（26 秒）');
    expect(notice.textContent).toContain('倒计时已为打字重新开始（03:00）');
    expect(notice.textContent).toContain('不算跳过');
    // The full 3 minutes again, not the 30 s that were left.
    expect(screen.getByTestId('countdown').textContent).toMatch(/打字剩余 0(3:00|2:5\d)/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('你的回答')));
    expect(screen.queryByRole('button', { name: '跳过此题' })).toBeNull();

    // Sending nothing on purpose: the recording goes in as spoken and not transcribed.
    await userEvent.click(screen.getByRole('button', { name: '不补文字，直接提交' }));
    await userEvent.click(await screen.findByRole('button', { name: /^提\s?交$/ }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      question_id: 101,
      answer_text: '',
      speech: { speech_ms: 22_000, segments: 2, pause_ms: 1_000, transcript: 'none' },
    });
  });

  it('never gives typing time past the session’s own end', async () => {
    stubServer(session({ expires_at: new Date(Date.now() + 40_000).toISOString() }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '回答完毕' }));
    const notice = await screen.findByTestId('untranscribed-notice');
    expect(notice.textContent).toMatch(/倒计时已为打字重新开始（00:(40|39)）/);
    expect(screen.getByTestId('countdown').textContent).toMatch(/打字剩余 00:(40|3\d)/);
  });

  it('after a reload, keeps the recording and its typing time; time up with nothing typed sends it as spoken, not skipped', async () => {
    const submitted = stubServer(session());
    sessionStorage.setItem(`op-interview-start-${SESSION_ID}-101`, String(Date.now() - 400_000));
    sessionStorage.setItem(
      `op-interview-voice-${SESSION_ID}-101`,
      JSON.stringify({
        figures: {
          speech_ms: 23_000,
          pause_ms: 0,
          segments: 1,
          longest_pause_ms: 0,
          transcript: 'typed',
          stt_failed: false,
        },
        durationMs: 23_000,
        reason: 'noStt',
        typeUntil: Date.now() - 1_000,
      }),
    );
    renderPage();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ answer_text: '', speech: { speech_ms: 23_000, transcript: 'none' } });
    expect(await screen.findByText(/已按语音回答提交/)).toBeInTheDocument();
  });

  it('what was typed after the recording goes in as the answer, marked as typed after speaking', async () => {
    const submitted = stubServer(session());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '回答完毕' }));
    await userEvent.type(await screen.findByLabelText('你的回答'), '我做过五年前端。');
    await userEvent.click(screen.getByRole('button', { name: /提交，下一题/ }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ answer_text: '我做过五年前端。', speech: { transcript: 'typed' } });
  });

  it('keeps the spoken answer in this browser, by session and question, for the report to play back (issue 36 item 7)', async () => {
    stubServer(session());
    renderPage();
    expect(await getAnswerRecording(SESSION_ID, 101)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: '回答完毕' }));
    await waitFor(async () => expect(await getAnswerRecording(SESSION_ID, 101)).not.toBeNull());
    const kept = await getAnswerRecording(SESSION_ID, 101);
    // The MediaRecorder's small Opus file, not the WAV sent for transcription.
    expect(kept?.audio.type).toBe('audio/webm;codecs=opus');
    expect(kept?.audio.size).toBe(120);
    expect(kept?.durationMs).toBe(26_000);
  });
});

describe('formal interview: keyboard and the wrong kind of session', { timeout: 30_000 }, () => {
  it('moves the focus into the answer box when 改为打字 is pressed with the keyboard', async () => {
    stubServer(session());
    renderPage();
    const typeInstead = await screen.findByRole('button', { name: '改为打字' });
    typeInstead.focus();
    await userEvent.keyboard('{Enter}');
    const box = await screen.findByLabelText('你的回答');
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('names an ended mock session as a mock interview and links to its analysis', async () => {
    stubServer(session({ mode: 'mock', status: 'completed', ended_at: '2026-11-24T04:20:00.000Z' }));
    renderPage();
    expect(await screen.findByText('这场模拟面试已经结束')).toBeInTheDocument();
    expect(screen.queryByText('这场正式面试已经结束')).toBeNull();
    expect(screen.getByRole('link', { name: '查看逐题分析' })).toHaveAttribute(
      'href',
      `/interview-analysis?sessionId=${SESSION_ID}`,
    );
  });
});
