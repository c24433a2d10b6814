import { describe, expect, it } from 'vitest';
import { browserAvailable, openPage, signInThroughApi, useBrowser } from '../support/page.ts';

// Issue 36 item 7: with a working microphone and the browser's recognition service unreachable
// (Chrome's goes to Google, not reachable in mainland China), 语音作答 said 没有找到麦克风.
// The page gets a microphone that works (an audio graph's stream) and a recognition that fails
// as Chrome's does there.

const RESUME = `苏晴
电话：13500003333 | 邮箱：suqing@example.com
求职意向：前端开发工程师

工作经历
2021.07-至今 上海星图网络科技有限公司 前端工程师
• 负责电商后台的 React 重构，首屏加载时间从 3.2 秒降到 1.1 秒

专业技能
React、TypeScript、Webpack`;

const FAILING_SERVICE = () => {
  class FailingRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      setTimeout(() => {
        this.onerror?.({ error: 'audio-capture' });
        this.onend?.();
      }, 50);
    }
    stop() {}
    abort() {}
  }
  Object.defineProperty(window, 'webkitSpeechRecognition', { configurable: true, value: FailingRecognition });
  navigator.mediaDevices.getUserMedia = async () => new AudioContext().createMediaStreamDestination().stream;
};

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

describe.skipIf(!browserAvailable)('speaking in the mock interview', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`names the recognition service, not the microphone, when the service fails (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      const { token } = await signInThroughApi(s);
      const { page } = s;
      await s.context.addInitScript(FAILING_SERVICE);
      const auth = { authorization: `Bearer ${token}` };
      const resume = await page.request.post('/api/v1/resumes/upload-text', {
        headers: auth,
        data: { content: RESUME, file_name: '苏晴-前端' },
      });
      expect(resume.ok()).toBe(true);
      const started = await page.request.post('/api/interview/start', {
        headers: auth,
        data: {
          mode: 'mock',
          resume_id: ((await resume.json()) as { data: { id: number } }).data.id,
          template_id: 'comprehensive',
          config: { question_count: 3 },
        },
      });
      expect(started.ok(), await started.text()).toBe(true);
      const session = ((await started.json()) as { data: { session: { id: number } } }).data.session;

      await page.goto(`/mock-interview?sessionId=${session.id}`);
      await page.getByTestId('countdown').waitFor();
      await page.getByRole('button', { name: /语音作答/ }).click();
      const alert = page.getByRole('alert').filter({ hasText: '语音识别服务' });
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain('麦克风正常');
      expect(text).toContain('请改用文字作答');
      expect(text).not.toContain('没有找到麦克风');
      await s.shot('mock-voice-service-failed');
      s.expectNoProblems();
      await s.close();
    });
  }
});

describe.skipIf(!browserAvailable)('speaking figures in the formal report', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`shows no 0 秒 for a pause the voice detection never marked (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      const { token } = await signInThroughApi(s);
      const { page } = s;
      const auth = { authorization: `Bearer ${token}` };
      const resume = await page.request.post('/api/v1/resumes/upload-text', {
        headers: auth,
        data: { content: RESUME, file_name: '苏晴-前端' },
      });
      const resumeId = ((await resume.json()) as { data: { id: number } }).data.id;
      const start = await page.request.post('/api/interview/start', {
        headers: auth,
        data: { mode: 'formal', resume_id: resumeId, config: { question_count: 3 } },
      });
      expect(start.ok(), await start.text()).toBe(true);
      const sessionId = ((await start.json()) as { data: { session: { id: number } } }).data.session.id;
      const questions = await page.request.get(`/api/interview/session/${sessionId}/questions`, { headers: auth });
      const [first] = ((await questions.json()) as { data: { items: { id: number }[] } }).data.items;
      // One stretch of speech, no gap between segments: the browser's transcript came with it.
      const answered = await page.request.post('/api/interview/submit-answer', {
        headers: auth,
        data: {
          session_id: sessionId,
          question_id: first!.id,
          answer_text: '我叫苏晴，在上海星图做前端，负责电商后台的 React 重构，首屏从 3.2 秒降到 1.1 秒。',
          duration_ms: 20_000,
          speech: { speech_ms: 15_000, pause_ms: 0, segments: 1, longest_pause_ms: 0, transcript: 'browser' },
        },
      });
      expect(answered.ok(), await answered.text()).toBe(true);
      expect((await page.request.post(`/api/interview/session/${sessionId}/end`, { headers: auth })).ok()).toBe(true);

      await page.goto(`/interview/report?sessionId=${sessionId}`);
      await poll(() => page.getByTestId('speaking-figures').count()).toBeGreaterThanOrEqual(1);
      const overall = page.getByTestId('speaking-figures').first();
      const text = (await overall.textContent()) ?? '';
      expect(text).toContain('无明显停顿');
      expect(text).not.toContain('0 秒');
      // What the voice detection alone measures: the time spoken.
      expect(text).toContain('说话时长15 秒');
      await s.shot('formal-report-speaking');
      s.expectNoProblems();
      await s.close();
    });
  }
});
