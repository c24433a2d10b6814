import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasAudioTools, launchWithFakeMicrophone, makeSpeechWav, type TSpeechFile } from '../support/audio.ts';
import { baseURL, browserAvailable, openPage, signInThroughApi, type TPageSession } from '../support/page.ts';

/**
 * The voice screens with a real (fake-device) microphone: Chromium plays a WAV made here with
 * espeak-ng and sox as its microphone input, from the start at each getUserMedia, in a loop.
 * Without espeak-ng or sox the journeys skip, unless E2E_REQUIRED=1 (CI), where that fails.
 */
const toolsAvailable = hasAudioTools();
if (!toolsAvailable && process.env.E2E_REQUIRED === '1') {
  throw new Error('E2E_REQUIRED=1 but espeak-ng or sox is missing: apt-get install espeak-ng sox');
}

const poll = <T>(read: () => Promise<T> | T, timeout = 30_000) => expect.poll(read, { timeout, interval: 200 });
/** VAD boundaries must be within this of where sox put the speech. */
const TOLERANCE_MS = 300;

/** Runs `body` with a browser whose microphone plays `file`, and checks nothing came from another host. */
async function withMicrophone(file: TSpeechFile, body: (browser: Browser) => Promise<void>) {
  const browser = await launchWithFakeMicrophone(file.path);
  try {
    await body(browser);
  } finally {
    await browser.close();
  }
}

/** Records the /models/ files a page fetched and any request that left the product's origin. */
function watchRequests(s: TPageSession) {
  const models: string[] = [];
  const foreign: string[] = [];
  s.page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== new URL(baseURL).origin && !/^(data|blob):/.test(r.url())) foreign.push(r.url());
    if (url.pathname.startsWith('/models/')) models.push(url.pathname);
  });
  return { models, foreign };
}

const segmentsOn = (s: TPageSession) =>
  s.page
    .locator('.op-voice-segments li')
    .evaluateAll((items) =>
      items.map((li) => ({ startMs: Number(li.dataset.startMs), endMs: Number(li.dataset.endMs) })),
    );

describe.skipIf(!browserAvailable || !toolsAvailable)('voice: VAD, device test and speaker check', () => {
  let speech: TSpeechFile;

  beforeAll(() => {
    // 1.0 s silence, a sentence, 1.5 s silence, a sentence, 4.0 s silence (then the loop).
    speech = makeSpeechWav('two-sentences', [
      { silenceS: 1.0 },
      { text: '你好，我来参加面试' },
      { silenceS: 1.5 },
      { text: '我有三年前端开发经验' },
      { silenceS: 4.0 },
    ]);
    expect(speech.speech).toHaveLength(2);
  });

  it('/vad-test finds both sentences within ±300 ms of where sox put them, with the model from /models/', async () => {
    await withMicrophone(speech, async (browser) => {
      for (const width of [1440, 390]) {
        const s = await openPage(browser, width);
        const requests = watchRequests(s);
        await s.page.goto('/vad-test');
        await s.page.getByRole('heading', { name: '语音活动检测测试' }).waitFor();
        await s.page.getByRole('button', { name: '开始检测' }).click();
        await poll(async () => (await segmentsOn(s)).length).toBeGreaterThanOrEqual(2);
        const found = (await segmentsOn(s)).slice(0, 2);
        found.forEach((segment, i) => {
          const truth = speech.speech[i]!;
          expect(Math.abs(segment.startMs - truth.startMs), `start of sentence ${i + 1}`).toBeLessThanOrEqual(
            TOLERANCE_MS,
          );
          expect(Math.abs(segment.endMs - truth.endMs), `end of sentence ${i + 1}`).toBeLessThanOrEqual(TOLERANCE_MS);
        });
        await s.page.getByRole('button', { name: '停止检测' }).click();
        await s.page.getByRole('button', { name: '开始检测' }).waitFor();
        await s.shot('vad-test');
        expect(requests.models).toEqual(
          expect.arrayContaining(['/models/silero_vad_v5.onnx', '/models/ort-wasm-simd-threaded.wasm']),
        );
        expect(requests.foreign).toEqual([]);
        s.expectNoProblems();
        await s.close();
      }
    });
  }, 180_000);

  it('/device-test passes the microphone, the VAD and the network and then opens the formal interview', async () => {
    await withMicrophone(speech, async (browser) => {
      for (const width of [1440, 390]) {
        const s = await openPage(browser, width);
        await signInThroughApi(s);
        await s.page.goto('/device-test?positionId=7&resumeId=3');
        await s.page.getByRole('heading', { name: '设备检测' }).waitFor();
        const start = s.page.getByRole('button', { name: '开始正式面试', exact: true });
        const typed = s.page.getByRole('button', { name: '改为打字作答，开始正式面试' });
        expect(await typed.count()).toBe(1);
        expect(await start.isDisabled()).toBe(true);
        await poll(() => s.page.locator('[data-check="network"]').getAttribute('data-state')).toBe('pass');
        expect(await s.page.locator('[data-check="network"]').textContent()).toMatch(/往返 \d+ 毫秒/);
        await s.page.getByRole('button', { name: '开始检测麦克风' }).click();
        await poll(() => s.page.locator('[data-check="microphone"]').getAttribute('data-state')).toBe('pass');
        await poll(() => s.page.locator('[data-check="vad"]').getAttribute('data-state')).toBe('pass');
        expect(await s.page.locator('[data-check="vad"]').textContent()).toMatch(/检测到说话（\d+\.\d+ 秒）/);
        await poll(() => start.isEnabled()).toBe(true);
        // Once the voice checks pass, the way in by typing is no longer offered.
        expect(await typed.count()).toBe(0);
        await s.page.getByRole('button', { name: '播放测试音' }).click();
        await s.page.getByRole('button', { name: '听到了' }).click();
        expect(await s.page.locator('[data-check="speaker"]').getAttribute('data-state')).toBe('pass');
        expect(await s.page.getByText('可不开摄像头').count()).toBe(1);
        await s.shot('device-test');
        await start.click();
        await poll(() => new URL(s.page.url()).pathname).toBe('/formal-interview-generating');
        const query = new URL(s.page.url()).searchParams;
        expect([query.get('positionId'), query.get('resumeId')]).toEqual(['7', '3']);
        s.expectNoProblems({ allowHttpErrors: true });
        await s.close();
      }
    });
  }, 180_000);

  describe('/speaker-id-test', () => {
    const clip = (name: string, voice: string, text: string) =>
      makeSpeechWav(name, [{ silenceS: 0.5 }, { text, voice }, { silenceS: 3.0 }]);
    let enrolled: string;

    /** Records one clip on /speaker-id-test with `file` as the microphone; returns the page's verdict. */
    async function record(file: TSpeechFile, step: 'enrol' | 'test', width: number, print?: string) {
      let verdict: { text: string | null; similarity: number } | undefined;
      await withMicrophone(file, async (browser) => {
        const s = await openPage(browser, width);
        if (print) await s.context.addInitScript((p) => localStorage.setItem('voice-print', p), print);
        await s.page.goto('/speaker-id-test');
        await s.page.locator(`[data-recorder="${step}"]`).getByRole('button', { name: '开始录音' }).click();
        if (step === 'enrol') {
          await s.page.getByTestId('enrolled').waitFor({ timeout: 30_000 });
          enrolled = (await s.page.evaluate(() => localStorage.getItem('voice-print')))!;
          expect(JSON.parse(enrolled).vector).toHaveLength(24);
        } else {
          const result = s.page.getByTestId('speaker-verdict');
          await result.waitFor({ timeout: 30_000 });
          verdict = {
            text: await result.textContent(),
            similarity: Number(await result.getAttribute('data-similarity')),
          };
          await s.shot(`speaker-id-test-${verdict.text === '同一个人' ? 'same' : 'different'}`);
        }
        s.expectNoProblems();
        await s.close();
      });
      return verdict;
    }

    let same: TSpeechFile;
    let other: TSpeechFile;
    let first: TSpeechFile;
    beforeAll(() => {
      first = clip('m2-first', 'cmn+m2', '我叫张三，今天来参加前端工程师的面试');
      same = clip('m2-second', 'cmn+m2', '这个项目上线以后，页面加载时间缩短了一半');
      other = clip('f2-second', 'cmn+f2', '这个项目上线以后，页面加载时间缩短了一半');
    });

    it('the same espeak voice with another sentence is the same speaker; another voice is not', async () => {
      await record(first, 'enrol', 1440);
      const sameVerdict = await record(same, 'test', 1440, enrolled);
      const otherVerdict = await record(other, 'test', 390, enrolled);
      expect(sameVerdict?.text).toBe('同一个人');
      expect(otherVerdict?.text).toBe('不是同一个人');
      expect(sameVerdict!.similarity).toBeGreaterThan(otherVerdict!.similarity);
    }, 180_000);
  });
});
