import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasAudioTools, launchWithFakeMicrophone, makeSpeechWav, type TSpeechFile } from '../support/audio.ts';
import {
  ARTIFACTS,
  browserAvailable,
  openPage,
  registerThroughApi,
  seedPosition,
  signInThroughApi,
  storeLogin,
  useBrowser,
  type TPageSession,
} from '../support/page.ts';

// Issue 36 item 7: the candidate plays back their own spoken answers in the formal report. The
// recording is kept in the browser that recorded it (IndexedDB); another browser says 本机未保存录音.

const RESUME = `周予安
电话：139 0013 9011 | 邮箱：yuan.zhou@example.com | 现居：杭州
求职意向：后端工程师

工作经历
2019.07-至今 杭州云栈科技有限公司 后端开发工程师
• 负责订单服务的缓存设计，接口响应时间降低 70%
• 使用 Java 和 Redis，支撑日均 300 万订单

专业技能
Java、Spring Boot、Redis、MySQL`;

const audioTools = hasAudioTools();
if (!audioTools && browserAvailable && process.env.E2E_REQUIRED === '1') {
  throw new Error('E2E_REQUIRED=1 but espeak-ng or sox is missing: apt-get install espeak-ng sox');
}

const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout, interval: 200 });

/** The recordings this browser keeps: question id, type and size of each. */
const keptRecordings = (s: TPageSession) =>
  s.page.evaluate(
    () =>
      new Promise<{ questionId: number; type: string; bytes: number }[]>((resolve, reject) => {
        const open = indexedDB.open('op-answer-recordings', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('recordings').objectStore('recordings').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { questionId: number; type: string; bytes: number }[]).map((r) => ({
                questionId: r.questionId,
                type: r.type,
                bytes: r.bytes,
              })),
            );
          all.onerror = () => reject(all.error);
        };
      }),
  );

describe.skipIf(!browserAvailable || !audioTools)('the formal report plays back my own answers', () => {
  let speech: TSpeechFile;
  beforeAll(() => {
    speech = makeSpeechWav('playback-answer', [
      { silenceS: 1.0 },
      { text: '我负责订单服务的缓存设计' },
      { silenceS: 0.8 },
      { text: '接口响应时间降低了七成' },
      { silenceS: 6.0 },
    ]);
  });

  it('keeps each spoken answer in this browser, plays it from the keyboard, and says 本机未保存录音 elsewhere', async () => {
    const browser = await launchWithFakeMicrophone(speech.path);
    try {
      const s = await openPage(browser, 1440);
      const { page } = s;
      const login = await registerThroughApi(s);
      const { token } = await storeLogin(s, login);
      const auth = { authorization: `Bearer ${token}` };
      const position = await seedPosition(s, token, {
        name: '后端工程师',
        company_name: '云栈科技',
        requirements: { items: ['熟悉 Java 和 Redis'] },
      });
      const resume = await page.request.post('/api/v1/resumes/upload-text', {
        headers: auth,
        data: { content: RESUME, file_name: '周予安-后端' },
      });
      expect(resume.ok()).toBe(true);
      const resumeId = ((await resume.json()) as { data: { id: number } }).data.id;
      expect(
        (await page.request.put('/api/interview/settings', { headers: auth, data: { follow_ups: false } })).ok(),
      ).toBe(true);
      const start = await page.request.post('/api/interview/start', {
        headers: auth,
        data: { mode: 'formal', resume_id: resumeId, position_id: position.id, config: { question_count: 3 } },
      });
      expect(start.ok()).toBe(true);
      const sessionId = ((await start.json()) as { data: { session: { id: number } } }).data.session.id;

      // Every question answered aloud: the answer ends by itself after the silence.
      await page.goto(`/formal-interview?sessionId=${sessionId}`);
      for (let turn = 0; turn < 3 && !page.url().includes('/interview/report'); turn++) {
        await page.getByTestId('voice-answer').waitFor({ timeout: 15_000 });
        const current = await page.getByTestId('question-text').textContent();
        await poll(async () => {
          if (page.url().includes('/interview/report')) return 'report';
          const now = await page
            .getByTestId('question-text')
            .textContent({ timeout: 500 })
            .catch(() => null);
          return now !== null && now !== current ? 'next' : 'waiting';
        }, 45_000).not.toBe('waiting');
      }
      await page.waitForURL(`**/interview/report?sessionId=${sessionId}`, { timeout: 30_000 });

      // The browser kept the MediaRecorder's Opus file of each answer, not the WAV.
      const kept = await keptRecordings(s);
      expect(kept).toHaveLength(3);
      for (const r of kept) {
        expect(r.type).toMatch(/^audio\/webm/);
        expect(r.bytes).toBeGreaterThan(2_000);
      }

      // Each answered question has its play control, named in Chinese.
      const play = page.getByRole('button', { name: '回放我的回答（第 1 题）' });
      await play.waitFor();
      expect(await page.getByRole('button', { name: /^回放我的回答（第 \d 题）$/ }).count()).toBe(3);
      expect(await page.getByText(/本机未保存录音/).count()).toBe(0);
      await s.shot('formal-playback-report');

      // Played from the keyboard: the audio runs and the button pauses it.
      await play.focus();
      await page.keyboard.press('Enter');
      const pause = page.getByRole('button', { name: '暂停回放（第 1 题）' });
      await pause.waitFor();
      const audio = page.getByTestId('answer-playback').first().locator('audio');
      await poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), 10_000).toBeGreaterThan(0.5);
      await s.shot('formal-playback-playing');
      await page.keyboard.press('Enter');
      await play.waitFor();
      expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

      // The same report at 390 px in the same browser.
      await page.setViewportSize({ width: 390, height: 844 });
      await play.waitFor();
      await page.screenshot({ path: path.join(ARTIFACTS, 'formal-playback-report-390.png'), fullPage: true });
      s.expectNoProblems({ allowHttpErrors: true });
      await s.close();

      // Another browser (its own storage), same account: nothing to play, and it says why.
      const other = await openPage(browser, 390);
      await storeLogin(other, login);
      await other.page.goto(`/interview/report?sessionId=${sessionId}`);
      await poll(() => other.page.getByTestId('answer-playback-none').count()).toBe(3);
      expect(await other.page.getByRole('button', { name: /回放我的回答/ }).count()).toBe(0);
      expect(await other.page.getByTestId('answer-playback-none').first().textContent()).toContain('本机未保存录音');
      await other.shot('formal-playback-elsewhere');
      other.expectNoProblems({ allowHttpErrors: true });
      await other.close();
    } finally {
      await browser.close();
    }
  }, 240_000);
});

describe.skipIf(!browserAvailable)('the device test says when answers will have to be typed', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`a browser without speech recognition and a server without STT_PROVIDER: typed, said at the top (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      await signInThroughApi(s);
      // Firefox-like: no recognition at all. This test server transcribes (STT_PROVIDER=openai), so
      // its capabilities answer is replaced by the one a server without STT_PROVIDER gives.
      await s.context.addInitScript(() => {
        Reflect.deleteProperty(window, 'webkitSpeechRecognition');
        Reflect.deleteProperty(window, 'SpeechRecognition');
      });
      await s.page.route('**/api/interview/capabilities', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            success: true,
            data: { stt: { provider: null, max_audio_bytes: 20 * 1024 * 1024, formats: ['wav'] } },
            error: null,
          }),
        }),
      );
      await s.page.goto('/device-test');
      const alert = s.page.getByTestId('must-type');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('本次正式面试的回答需要打字');
      expect(await s.page.getByTestId('recognition-status').textContent()).toBe('不支持');
      await s.shot('device-test-must-type');
      s.expectNoProblems({ allowHttpErrors: true });
      await s.close();
    });
  }
});
