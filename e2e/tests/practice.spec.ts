import { describe, expect, it } from 'vitest';
import { browserAvailable, openPage, seedPosition, signInThroughApi, useBrowser } from '../support/page.ts';

// Issue 36 item 13: 再练一次薄弱项 titled its session with the position twice and labelled every
// question 自定义题 / 来自你的题库 although the user made no bank.

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

const RESUME = `苏晴
电话：13500003333 | 邮箱：suqing@example.com
求职意向：前端开发工程师

工作经历
2021.07-至今 上海星图网络科技有限公司 前端工程师
• 负责电商后台的 React 重构，首屏加载时间从 3.2 秒降到 1.1 秒
• 搭建组件库，沉淀 40 个业务组件，供 5 个团队复用

专业技能
React、TypeScript、Webpack`;

describe.skipIf(!browserAvailable)('practising the weak points again', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`asks the weak questions as they were asked, under the session's title once (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      const { token } = await signInThroughApi(s);
      const { page } = s;
      const auth = { authorization: `Bearer ${token}` };
      const position = await seedPosition(s, token, {
        name: '前端开发工程师',
        company_name: '云栖科技',
        requirements: { items: ['熟悉 React 和 TypeScript', '有性能优化经验'] },
      });
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
          position_id: position.id,
          template_id: 'comprehensive',
          config: { question_count: 3 },
        },
      });
      expect(started.ok(), await started.text()).toBe(true);
      const session = ((await started.json()) as { data: { session: { id: number; title: string } } }).data.session;
      const questions = await page.request.get(`/api/interview/session/${session.id}/questions`, { headers: auth });
      const [first] = ((await questions.json()) as { data: { items: { id: number }[] } }).data.items;
      await page.request.post('/api/interview/submit-answer', {
        headers: auth,
        data: { session_id: session.id, question_id: first!.id, answer_text: '我做过前端。' },
      });
      expect((await page.request.post(`/api/interview/session/${session.id}/end`, { headers: auth })).ok()).toBe(true);

      await page.goto(`/interview-summary?sessionId=${session.id}`);
      await page.getByRole('button', { name: /再练一次薄弱项/ }).click();
      await page.waitForURL(/\/interview-generating\?sessionId=\d+/);
      const startNow = page.getByRole('button', { name: '立即开始' });
      await startNow.waitFor();
      const plan = (await page.locator('main').textContent()) ?? '';
      expect(plan).not.toContain('自定义题');
      expect(plan).toMatch(/简历深挖|岗位要求/);
      await s.shot('practice-generating');
      await startNow.click({ timeout: 2_000 }).catch(() => undefined);

      await page.waitForURL(/\/mock-interview\?sessionId=\d+/);
      await page.getByTestId('countdown').waitFor();
      const title = `薄弱项练习 · ${session.title}`;
      await poll(() => page.getByText(title, { exact: true }).count()).toBe(1);
      expect(title.split('前端开发工程师')).toHaveLength(2);
      expect(await page.getByTestId('question-source').first().textContent()).not.toContain('来自你的题库');
      await s.shot('practice-mock');

      // The practice is not among the user's own banks.
      await page.goto('/interview-config');
      await poll(() => page.getByText('开始生成面试').count()).toBe(1);
      expect(await page.getByText(/薄弱项练习/).count()).toBe(0);
      s.expectNoProblems();
      await s.close();
    }, 120_000);
  }
});
