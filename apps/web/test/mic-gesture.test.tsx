import { render, screen } from '@testing-library/react';
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
function stubSuspendedAudio(hasBeenActive: boolean) {
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
    userActivation: { hasBeenActive, isActive: false },
  });
  return close;
}

describe('a voice answer on a page nobody has clicked yet (opened by a reload or a link)', () => {
  it('does not wait for ever on the suspended audio: it asks for a click', async () => {
    const close = stubSuspendedAudio(false);
    await expect(startVoiceSession()).rejects.toMatchObject({ code: 'gesture' });
    expect(close).toHaveBeenCalled();
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
    await userEvent.click(screen.getByRole('button', { name: /开始录音/ }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![0].maxMs).toBeGreaterThan(50_000);
  });
});
