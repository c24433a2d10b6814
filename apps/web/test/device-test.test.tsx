import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInTestUser, SITE_CONFIG } from './support/signed-in.tsx';
import { DeviceTestPage } from '../src/features/voice/device-test-page.tsx';

configure({ asyncUtilTimeout: 8_000 });

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }));

/**
 * The browser's recognition as Chrome offers it: the API is there; what it does when started is
 * the test's choice (reach the vendor's service and hear words, or fail with `network`).
 */
function stubRecognition(behaviour: { heard: string } | { error: string }) {
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      setTimeout(() => {
        if ('heard' in behaviour) this.onresult?.({ results: [[{ transcript: behaviour.heard }]] });
        else this.onerror?.({ error: behaviour.error });
        this.onend?.();
      }, 10);
    }
    abort() {}
    stop() {}
  }
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  // The rest of what a desktop Chrome offers (jsdom has neither).
  vi.stubGlobal('speechSynthesis', { getVoices: () => [], speak() {}, cancel() {} });
  vi.stubGlobal('SpeechSynthesisUtterance', class {});
  vi.stubGlobal('MediaRecorder', class {});
}

function renderPage(sttProvider: 'openai' | null = null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/health')) return ok({ status: 'ok' });
      if (url.startsWith('/api/interview/capabilities'))
        return ok({ stt: { provider: sttProvider, max_audio_bytes: 20 * 1024 * 1024, formats: ['wav'] } });
      if (url.startsWith('/api/site-config')) return ok(SITE_CONFIG);
      return new Response('{}', { status: 404 });
    }),
  );
  renderRoutes([{ path: '/device-test', element: <DeviceTestPage /> }], '/device-test');
}

const browserCard = async () => {
  const heading = await screen.findByRole('heading', { name: '浏览器支持' });
  return heading.closest('section')!;
};

beforeEach(() => {
  signInTestUser();
});
afterEach(() => vi.unstubAllGlobals());

describe('device test: browser speech recognition', { timeout: 30_000 }, () => {
  it('does not call recognition supported because the API exists: unverified until it hears words', async () => {
    stubRecognition({ error: 'network' });
    renderPage();
    const card = await browserCard();
    expect(within(card).getByTestId('recognition-status').textContent).toBe('有接口（未验证）');
    expect(card.textContent).toContain('能否识别取决于网络');
    expect(card).toHaveAttribute('data-state', 'pending');

    // Chrome in mainland China or headless: the service cannot be reached.
    await userEvent.click(within(card).getByRole('button', { name: /试一下语音识别/ }));
    await waitFor(() => expect(within(card).getByTestId('recognition-status').textContent).toBe('不可用'));
    expect(card.textContent).toContain('连不上浏览器的识别服务');
    expect(card).toHaveAttribute('data-state', 'fail');
  });

  it('calls recognition usable once it turned speech into text', async () => {
    stubRecognition({ heard: '你好我准备好了' });
    renderPage();
    const card = await browserCard();
    await userEvent.click(within(card).getByRole('button', { name: /试一下语音识别/ }));
    await waitFor(() => expect(within(card).getByTestId('recognition-status').textContent).toBe('可用'));
    expect(card.textContent).toContain('听到了「你好我准备好了」');
  });

  it('says browser recognition is not needed when the server transcribes', async () => {
    stubRecognition({ error: 'network' });
    renderPage('openai');
    const card = await browserCard();
    await waitFor(() => expect(card.textContent).toContain('服务器会把语音回答转成文字'));
    expect(within(card).getByTestId('recognition-status').textContent).toBe('有接口（未验证）');
  });
});

describe('device test: says plainly when answers will have to be typed (issue 36 item 7)', { timeout: 30_000 }, () => {
  /** A browser without speech recognition (Firefox, many phone browsers): synthesis and MediaRecorder only. */
  const stubNoRecognition = () => {
    vi.stubGlobal('speechSynthesis', { getVoices: () => [], speak() {}, cancel() {} });
    vi.stubGlobal('SpeechSynthesisUtterance', class {});
    vi.stubGlobal('MediaRecorder', class {});
  };

  it('no recognition in this browser and no server transcription: the page says at the top that answers are typed', async () => {
    stubNoRecognition();
    renderPage();
    const alert = await screen.findByTestId('must-type');
    expect(alert.textContent).toContain('本次正式面试的回答需要打字');
    expect(alert.textContent).toContain('这个浏览器不能把语音转成文字，服务器也没有配置语音转写');
    expect(alert.compareDocumentPosition(await browserCard()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of the kind when the server transcribes', async () => {
    stubNoRecognition();
    renderPage('openai');
    const card = await browserCard();
    await waitFor(() => expect(card.textContent).toContain('服务器会把语音回答转成文字'));
    expect(screen.queryByTestId('must-type')).toBeNull();
  });

  it('recognition that exists but cannot reach its service: typed, said once it was tried', async () => {
    stubRecognition({ error: 'network' });
    renderPage();
    const card = await browserCard();
    expect(screen.queryByTestId('must-type')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: /试一下语音识别/ }));
    const alert = await screen.findByTestId('must-type');
    expect(alert.textContent).toContain('这个浏览器的语音识别刚才试过不可用');
  });
});

describe(
  'device test: a recognition that blames the microphone while it works (issue 36 item 7)',
  { timeout: 30_000 },
  () => {
    /** The page's microphone: it opens (a stream with one track), or the user refused it. */
    const stubMicrophone = (opens: boolean) =>
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: {
          getUserMedia: async () => {
            if (!opens) throw new DOMException('Permission denied', 'NotAllowedError');
            return { getTracks: () => [{ stop() {} }] };
          },
        },
      });
    afterEach(() => Reflect.deleteProperty(navigator, 'mediaDevices'));

    // What Chromium says when its recognition service cannot be reached although the microphone
    // works: 'audio-capture' (seen from Debian's Chromium with a working microphone).
    it('names the recognition service, not a refused permission, when the microphone opens', async () => {
      stubRecognition({ error: 'audio-capture' });
      stubMicrophone(true);
      renderPage();
      const card = await browserCard();
      await userEvent.click(within(card).getByRole('button', { name: /试一下语音识别/ }));
      await waitFor(() => expect(within(card).getByTestId('recognition-status').textContent).toBe('不可用'));
      expect(card.textContent).toContain('连不上浏览器的识别服务');
      expect(card.textContent).not.toContain('权限被拒绝');
    });

    it('says the permission was refused when the microphone does not open either', async () => {
      stubRecognition({ error: 'not-allowed' });
      stubMicrophone(false);
      renderPage();
      const card = await browserCard();
      await userEvent.click(within(card).getByRole('button', { name: /试一下语音识别/ }));
      await waitFor(() => expect(within(card).getByTestId('recognition-status').textContent).toBe('不可用'));
      expect(card.textContent).toContain('浏览器不允许识别');
    });
  },
);
