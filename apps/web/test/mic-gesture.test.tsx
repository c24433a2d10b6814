import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n/index.ts';
import { MicError } from '../src/features/voice/lib/mic-errors.ts';

const start = vi.fn();
const state = { error: null as MicError | null };
vi.mock('../src/features/voice/hooks/use-mic-vad.ts', () => ({
  useMicVad: () => ({
    status: state.error ? 'error' : 'listening',
    error: state.error,
    segments: [],
    speaking: false,
    elapsedMs: 0,
    result: null,
    analyser: null,
    probabilities: { current: [] },
    start,
    stop: vi.fn(),
    discard: vi.fn(),
  }),
}));

const { startVoiceSession } = await import('../src/features/voice/lib/mic-vad.ts');
const { VoiceAnswer } = await import('../src/features/voice/components/voice-answer.tsx');

afterEach(() => {
  vi.unstubAllGlobals();
  start.mockReset();
  state.error = null;
});

/** A browser whose audio stays suspended until the page has had a click or a key. */
function stubSuspendedAudio(hasBeenActive: boolean | undefined) {
  const close = vi.fn(async () => undefined);
  vi.stubGlobal(
    'AudioContext',
    class {
      state = 'suspended';
      close = close;
      resume = () => new Promise(() => undefined);
    },
  );
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn() },
    userActivation: hasBeenActive === undefined ? undefined : { hasBeenActive, isActive: false },
  });
  return close;
}

describe('a voice answer on a page nobody has clicked yet (opened by a reload or a link)', () => {
  it('does not wait for ever on the suspended audio: it asks for a click', async () => {
    const close = stubSuspendedAudio(false);
    await expect(startVoiceSession()).rejects.toMatchObject({ code: 'gesture' });
    expect(close).toHaveBeenCalled();
  });

  it('asks for a click too where the browser cannot say whether the page has had one', async () => {
    const close = stubSuspendedAudio(undefined);
    const started = Date.now();
    await expect(startVoiceSession()).rejects.toMatchObject({ code: 'gesture' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(close).toHaveBeenCalled();
  });

  it('answers with nothing at the deadline when nobody clicked, and offers no 开始录音 after it', async () => {
    state.error = new MicError('gesture');
    const onAnswer = vi.fn();
    render(
      <VoiceAnswer
        question={{ id: 2, text: '说说你的项目' }}
        deadline={Date.now() + 300}
        disabled
        speakQuestion={false}
        onAnswer={onAnswer}
        onTypeInstead={vi.fn()}
      />,
    );
    expect(screen.getByText('尚未开始录音')).toBeTruthy();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer.mock.calls[0]![0]).toMatchObject({ segments: [], durationMs: 0 });
    expect(screen.queryByRole('button', { name: /开始录音/ })).toBeNull();
  });

  it('shows 开始录音, and a click starts listening until the deadline', async () => {
    state.error = new MicError('gesture');
    const deadline = Date.now() + 60_000;
    render(
      <VoiceAnswer
        question={{ id: 1, text: '请介绍一下你自己' }}
        deadline={deadline}
        disabled
        speakQuestion={false}
        onAnswer={vi.fn()}
        onTypeInstead={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('点一下才能使用麦克风');
    await userEvent.click(screen.getByRole('button', { name: '开始录音' }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![0].maxMs).toBeGreaterThan(50_000);
  });
});
