import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hasAudioTools, launchWithFakeMicrophone, makeSpeechWav, type TSpeechFile } from '../support/audio.ts';
import {
  ARTIFACTS,
  browserAvailable,
  openPage,
  seedPosition,
  signInThroughApi,
  useBrowser,
  type TPageSession,
} from '../support/page.ts';

const RESUME = `林语桐
电话：139 0013 9002 | 邮箱：yutong.lin@example.com | 现居：上海
求职意向：前端工程师

工作经历
2020.07-至今 上海星图网络科技有限公司 前端开发工程师
• 负责电商后台的开发，使用 React 和 TypeScript，服务 200 家商户
• 主导首屏性能优化，首屏时间从 3.2 秒降到 1.1 秒
• 搭建组件库，沉淀 60 个业务组件，新页面开发周期缩短 40%

项目经历
可视化大屏 2022.03-2022.09 核心开发
• 基于 ECharts 和 WebSocket 做实时数据看板

教育背景
2016.09-2020.06 华东理工大学 软件工程 本科

专业技能
React、TypeScript、Webpack、Vite、ECharts、Node.js`;

const POSITION = {
  name: '高级前端工程师',
  company_name: '云雀科技',
  requirements: { items: ['3年以上前端开发经验', '精通 React 和 TypeScript', '有性能优化经验'] },
};

const ANSWER =
  '我在上海星图负责电商后台的前端开发，用 React 和 TypeScript。最有代表性的是首屏性能优化：先用性能面板定位瓶颈，' +
  '再做路由懒加载、图片压缩和接口合并，首屏时间从 3.2 秒降到 1.1 秒。我还搭建了组件库，沉淀 60 个业务组件，' +
  '新页面开发周期缩短了 40%。这些经验和岗位要求的 React、TypeScript 和性能优化都很匹配。';

/** Screens load lazily and call the server: wait up to 15 s for what a user would see. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

const questionText = (page: Page) => page.getByTestId('question-text').textContent();

async function seedResume(s: TPageSession, token: string): Promise<number> {
  const res = await s.page.request.post('/api/v1/resumes/upload-text', {
    headers: { authorization: `Bearer ${token}` },
    data: { content: RESUME, file_name: '林语桐-前端' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The next question appears, or the interview ends and the report opens. */
async function waitForNext(page: Page, previous: string | null) {
  await poll(async () => {
    if (page.url().includes('/interview/report')) return 'report';
    const now = await page
      .getByTestId('question-text')
      .textContent({ timeout: 500 })
      .catch(() => null);
    return now !== null && now !== previous ? 'next' : 'waiting';
  }).not.toBe('waiting');
}

describe.skipIf(!browserAvailable)('the formal interview, typed, with its report', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`prepares, answers every question by typing, and reads the report, its PDF, the check and the fit (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      const { page } = s;
      const { token } = await signInThroughApi(s);
      const position = await seedPosition(s, token, POSITION);
      const resumeId = await seedResume(s, token);
      const auth = { authorization: `Bearer ${token}` };

      // Preparation: the way in from /device-test carries only ?positionId=.
      await page.goto(`/formal-interview-generating?positionId=${position.id}`);
      await poll(() => page.getByRole('button', { name: /开始正式面试/ }).count()).toBe(1);
      expect(await page.locator('.op-fi-prepare').textContent()).toContain('高级前端工程师 · 云雀科技');
      expect(await page.title()).toBe('准备正式面试 · 面试领航');
      await page.getByRole('spinbutton', { name: '题目数量' }).fill('3');
      await s.shot('formal-prepare');
      await page.getByRole('button', { name: /开始正式面试/ }).click();

      // Generating, then into the session.
      await page.waitForURL(/\/formal-interview-generating\?sessionId=\d+/);
      await page.getByRole('button', { name: '立即开始' }).waitFor({ timeout: 15_000 });
      expect(await page.title()).toBe('正在生成你的正式面试 · 面试领航');
      await s.shot('formal-generating');
      await page.getByRole('button', { name: '立即开始' }).click();
      await page.waitForURL(/\/formal-interview\?sessionId=\d+/);
      const sessionId = Number(new URL(page.url()).searchParams.get('sessionId'));

      // The focused view: no app chrome, the question on screen, a countdown, no hint.
      await page.getByTestId('countdown').waitFor();
      expect(await page.locator('.op-app__header').count()).toBe(0);
      expect(await page.getByTestId('progress').textContent()).toBe('第 1 / 3 题');
      expect(await page.getByRole('button', { name: /提\s*示/ }).count()).toBe(0);
      const first = await questionText(page);
      expect(first?.length).toBeGreaterThan(5);
      // It is a voice interview: the answer starts as a recording; typing is the accessible way out,
      // and the choice holds for the rest of the session (also after a reload).
      await page.getByTestId('voice-answer').waitFor();
      await page.getByRole('button', { name: /改为打字/ }).click();
      await page.getByLabel('你的回答').waitFor();
      await s.shot('formal-interview');

      // An empty answer is refused; the end button asks first (cancel keeps the interview).
      await page.getByRole('button', { name: /提交，下一题/ }).click();
      await poll(() => page.getByText('请先输入回答').count()).toBe(1);
      await page.getByRole('button', { name: /结束面试/ }).click();
      await page.getByRole('button', { name: '结束并生成报告' }).waitFor();
      await s.shot('formal-end-confirm');
      await page.getByRole('button', { name: '继续面试' }).click();

      // Answer 1; a reload resumes at the next question with what was typed.
      await page.getByLabel('你的回答').fill(ANSWER);
      await page.getByRole('button', { name: /提交，下一题/ }).click();
      await waitForNext(page, first);
      const second = await questionText(page);
      await page.getByLabel('你的回答').fill('还在组织语言');
      await page.reload();
      await page.getByTestId('countdown').waitFor();
      expect(await questionText(page)).toBe(second);
      expect(await page.getByLabel('你的回答').inputValue()).toBe('还在组织语言');

      // Every remaining question (follow-ups included) answered by typing, with Ctrl+Enter.
      const asked: string[] = [first!, second!];
      for (let turn = 0; turn < 12 && !page.url().includes('/interview/report'); turn++) {
        const current = await questionText(page);
        if (current && !asked.includes(current)) asked.push(current);
        await page.getByLabel('你的回答').fill(ANSWER);
        await page.getByLabel('你的回答').press('Control+Enter');
        await waitForNext(page, current);
      }
      await page.waitForURL(`**/interview/report?sessionId=${sessionId}`);

      // The report: score, verdict, every question with its transcript and how it was answered.
      await poll(() => page.getByTestId('overall-score').count()).toBe(1);
      expect(Number(await page.getByTestId('overall-score').textContent())).toBeGreaterThan(0);
      expect(await page.getByTestId('verdict').textContent()).toMatch(/面试结论/);
      const records = page.getByTestId('report-question');
      expect(await records.count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByTestId('report-question-text').first().textContent()).toBe(first);
      expect(await records.first().textContent()).toContain('首屏时间从 3.2 秒降到 1.1 秒');
      expect(await page.getByTestId('delivery').first().textContent()).toContain('打字');
      expect(await page.getByTestId('next-steps').locator('li').count()).toBeGreaterThan(0);
      await s.shot('formal-report');

      // Print: the A4 document hides the app's header and the buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.op-app__header').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: /导出 PDF/ }).isVisible()).toBe(false);
      await s.shot('formal-report-print');
      await page.emulateMedia({ media: 'screen' });

      // 导出 PDF: the server's PDF, with the Chinese title and a question in its text.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /导出 PDF/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const pdfPath = path.join(ARTIFACTS, `formal-report-${width}.pdf`);
      await download.saveAs(pdfPath);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
      expect(text).toContain('面试报告');
      expect(text).toContain(first!.replace(/\s+/g, '').slice(0, 12));

      // A second formal session, ended at once: incomplete in the report check, then deleted there.
      const start = await page.request.post('/api/interview/start', {
        headers: auth,
        data: { mode: 'formal', resume_id: resumeId, config: { question_count: 3 } },
      });
      expect(start.ok()).toBe(true);
      const other = ((await start.json()) as { data: { session: { id: number } } }).data.session.id;
      expect((await page.request.post(`/api/interview/session/${other}/end`, { headers: auth })).ok()).toBe(true);

      await page.goto('/interview-report-check');
      await poll(() => page.getByTestId('report-check').count()).toBe(2);
      const done = page.getByTestId('report-check').filter({ hasText: '高级前端工程师' });
      expect(await done.locator('.op-rc__ok').textContent()).toContain('完整');
      expect(await done.locator('.op-rc__bad').count()).toBe(0);
      expect(await done.textContent()).toContain('全部打字作答');
      const partial = page.getByTestId('report-check').filter({ hasText: '未作答' });
      expect(await partial.count()).toBe(1);
      await s.shot('formal-report-check');
      await page
        .locator('.op-rc__filter')
        .getByText(/有问题/)
        .click();
      await poll(() => page.getByTestId('report-check').count()).toBe(1);
      await partial.getByRole('button', { name: /删\s*除/ }).click();
      await page
        .getByRole('tooltip')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await poll(() => page.getByText('所有报告都完整，没有发现问题').count()).toBe(1);
      expect((await page.request.get(`/api/interview/session/${other}`, { headers: auth })).status()).toBe(404);

      // Open from the check list goes back to the report.
      await page.locator('.op-rc__filter').getByText(/全部/).click();
      await page
        .getByTestId('report-check')
        .getByRole('button', { name: /打开报告/ })
        .click();
      await page.waitForURL(`**/interview/report?sessionId=${sessionId}`);

      // The fit: without a session, a picker of ended sessions with a position.
      await page.goto('/interview-analysis-fit');
      await poll(() => page.getByText('选择一场面试').count()).toBe(1);
      await s.shot('formal-fit-pick');
      await page.goto(`/interview-analysis-fit?sessionId=${sessionId}`);
      await poll(() => page.getByTestId('fit-requirement').count()).toBe(3);
      expect(await page.getByTestId('fit-position').textContent()).toBe('高级前端工程师 · 云雀科技');
      expect(await page.getByTestId('fit-interview').textContent()).toMatch(/^\d+$/);
      expect(await page.locator('.op-fit__reqs').textContent()).toMatch(/简历和面试都体现|仅简历|仅面试|都未体现/);
      await s.shot('formal-fit');

      // The hub links to the new screens; an ended formal session opens its formal report.
      await page.goto('/interview');
      await poll(() => page.getByTestId('session-row').count()).toBe(1);
      expect(await page.getByRole('link', { name: /报告检查/ }).count()).toBe(1);
      expect(await page.getByRole('link', { name: /岗位匹配分析/ }).count()).toBe(1);
      await s.shot('formal-hub');
      await page.getByTestId('session-row').getByRole('button', { name: '查看报告' }).click();
      await page.waitForURL(`**/interview/report?sessionId=${sessionId}`);

      s.expectNoProblems({ allowHttpErrors: true });
      await s.close();
    }, 240_000);
  }

  it('starts by typing from /device-test when the voice checks do not pass (no microphone here)', async () => {
    const s = await openPage(browser(), 390);
    const { page } = s;
    const { token } = await signInThroughApi(s);
    const position = await seedPosition(s, token, POSITION);
    await seedResume(s, token);
    await page.goto(`/device-test?positionId=${position.id}`);
    await page.getByRole('heading', { name: '设备检测' }).waitFor();
    expect(await page.getByRole('button', { name: '开始正式面试', exact: true }).isDisabled()).toBe(true);
    await s.shot('device-test-typed-way');
    await page.getByRole('button', { name: '改为打字作答，开始正式面试' }).click();
    await page.waitForURL(/\/formal-interview-generating\?positionId=/);
    await page.getByRole('spinbutton', { name: '题目数量' }).fill('3');
    await page.getByRole('button', { name: /开始正式面试/ }).click();
    await page.getByRole('button', { name: '立即开始' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: '立即开始' }).click();
    await page.waitForURL(/\/formal-interview\?sessionId=\d+/);
    // The first question is answered by typing, without a recording to get out of first.
    await page.getByLabel('你的回答').waitFor();
    expect(await page.getByTestId('voice-answer').count()).toBe(0);
    // Back asks first: the interview's time does not stop while the candidate is away.
    const url = page.url();
    await page.goBack();
    await page.getByRole('dialog', { name: '离开正式面试？' }).waitFor();
    await s.shot('formal-leave-confirm');
    await page.getByRole('button', { name: '继续面试' }).click();
    await poll(() => page.getByRole('dialog', { name: '离开正式面试？' }).count()).toBe(0);
    expect(page.url()).toBe(url);
    expect(await page.getByLabel('你的回答').count()).toBe(1);
    s.expectNoProblems({ allowHttpErrors: true });
    await s.close();
  }, 120_000);
});

const audioTools = hasAudioTools();
if (!audioTools && browserAvailable && process.env.E2E_REQUIRED === '1') {
  throw new Error('E2E_REQUIRED=1 but espeak-ng or sox is missing: apt-get install espeak-ng sox');
}

describe.skipIf(!browserAvailable || !audioTools)('the formal interview, answered by voice', () => {
  let speech: TSpeechFile;
  beforeAll(() => {
    // Chromium plays this as the microphone, from the start at every recording: a pause, an
    // answer in two sentences, then the silence that ends it.
    speech = makeSpeechWav('formal-answer', [
      { silenceS: 1.0 },
      { text: '我负责订单服务的缓存设计' },
      { silenceS: 0.8 },
      { text: '接口响应时间降低了七成' },
      { silenceS: 6.0 },
    ]);
  });

  it('records each answer with voice detection, transcribes it on the server, and reports how it was given', async () => {
    const browser = await launchWithFakeMicrophone(speech.path);
    try {
      const s = await openPage(browser, 1440);
      const { page } = s;
      const { token } = await signInThroughApi(s);
      const auth = { authorization: `Bearer ${token}` };
      const position = await seedPosition(s, token, POSITION);
      const resumeId = await seedResume(s, token);
      // Short and without follow-ups, so the journey is three recordings long.
      expect(
        (await page.request.put('/api/interview/settings', { headers: auth, data: { follow_ups: false } })).ok(),
      ).toBe(true);
      expect(
        (
          (await (await page.request.get('/api/interview/capabilities', { headers: auth })).json()) as {
            data: { stt: { provider: string | null } };
          }
        ).data.stt.provider,
      ).toBe('openai');
      const start = await page.request.post('/api/interview/start', {
        headers: auth,
        data: { mode: 'formal', resume_id: resumeId, position_id: position.id, config: { question_count: 3 } },
      });
      expect(start.ok()).toBe(true);
      const sessionId = ((await start.json()) as { data: { session: { id: number } } }).data.session.id;
      const sttBefore = (await (await fetch(`${inject('sttURL')}/requests`)).json()) as unknown[];

      await page.goto(`/formal-interview?sessionId=${sessionId}`);
      for (let turn = 0; turn < 3 && !page.url().includes('/interview/report'); turn++) {
        await page.getByTestId('voice-answer').waitFor({ timeout: 15_000 });
        const current = await questionText(page);
        await poll(() => page.getByTestId('voice-answer').getAttribute('data-phase')).toBe('recording');
        if (turn === 0) await s.shot('formal-voice-recording');
        // The answer ends by itself after the silence; the server transcribes it; the next question comes.
        await expect
          .poll(
            async () => {
              if (page.url().includes('/interview/report')) return 'report';
              const now = await page
                .getByTestId('question-text')
                .textContent({ timeout: 500 })
                .catch(() => null);
              return now !== null && now !== current ? 'next' : 'waiting';
            },
            { timeout: 45_000, interval: 250 },
          )
          .not.toBe('waiting');
      }
      await page.waitForURL(`**/interview/report?sessionId=${sessionId}`, { timeout: 30_000 });

      // Every recording reached the transcription service as WAV with the speech in it.
      const received = (
        (await (await fetch(`${inject('sttURL')}/requests`)).json()) as { seconds: number | null; model: string }[]
      ).slice(sttBefore.length);
      expect(received.length).toBeGreaterThanOrEqual(3);
      for (const r of received) {
        expect(r.model).toBe('whisper-stand-in');
        expect(r.seconds).toBeGreaterThan(3);
      }

      // The report: the transcripts, voice delivery, and speaking figures measured by the detection.
      const report = (
        (await (await page.request.get(`/api/interview/session/${sessionId}/report`, { headers: auth })).json()) as {
          data: {
            questions: {
              answer_text: string;
              delivery?: { input: string; transcript: string };
              speaking: { chars_per_minute: number } | null;
            }[];
            speaking: { chars_per_minute: number; longest_pause_ms: number | null } | null;
          };
        }
      ).data;
      for (const q of report.questions) {
        expect(q.answer_text).toContain('转写了');
        expect(q.delivery).toMatchObject({ input: 'voice', transcript: 'stt' });
        expect(q.speaking?.chars_per_minute).toBeGreaterThan(0);
      }
      // The two sentences are 0.8 s apart: the longest pause is that gap, within the VAD's tolerance.
      expect(report.speaking?.longest_pause_ms).toBeGreaterThan(300);
      expect(report.speaking?.longest_pause_ms).toBeLessThan(1_800);
      await poll(() => page.getByTestId('delivery').count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByTestId('delivery').first().textContent()).toContain('语音');
      await s.shot('formal-voice-report');
      s.expectNoProblems({ allowHttpErrors: true });
      await s.close();
    } finally {
      await browser.close();
    }
  }, 240_000);
});
