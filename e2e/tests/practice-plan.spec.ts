import { describe, expect, it } from 'vitest';
import { browserAvailable, openPage, signInThroughApi, useBrowser } from '../support/page.ts';

// The practice plan on the hub and in the home greeting (issue 36 item 2): after a session with a
// weak answer and a skip, the hub names the next step, the weak competency with its answer and
// the questions to redo; 开始练习 starts a mock interview that asks them again.

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

const RESUME = `沈一诺
电话：13500004444 | 邮箱：yinuo.shen@example.com
求职意向：Java 后端工程师

工作经历
2020.07-至今 深圳海贝科技有限公司 后端工程师
• 负责结算服务的重构，日结任务耗时从 2 小时缩短到 25 分钟
• 引入 Redis 缓存账户余额，查询接口 P99 从 300ms 降到 40ms

专业技能
Java、Spring Boot、MySQL、Redis`;

describe.skipIf(!browserAvailable)('the practice plan', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`shows what to practise on the hub and starts it in one click (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      const { token } = await signInThroughApi(s);
      const { page } = s;
      const auth = { authorization: `Bearer ${token}` };
      const resume = await page.request.post('/api/v1/resumes/upload-text', {
        headers: auth,
        data: { content: RESUME, file_name: '沈一诺-后端' },
      });
      expect(resume.ok()).toBe(true);
      const started = await page.request.post('/api/interview/start', {
        headers: auth,
        data: {
          mode: 'mock',
          resume_id: ((await resume.json()) as { data: { id: number } }).data.id,
          template_id: 'technical',
          config: { question_count: 3, follow_ups: false },
        },
      });
      expect(started.ok(), await started.text()).toBe(true);
      const session = ((await started.json()) as { data: { session: { id: number } } }).data.session;
      const listed = await page.request.get(`/api/interview/session/${session.id}/questions`, { headers: auth });
      const [first, second] = ((await listed.json()) as { data: { items: { id: number; text: string }[] } }).data.items;
      for (const [q, text] of [
        [first!, '这个我不太清楚，应该是用缓存吧。'],
        [second!, ''],
      ] as const)
        await page.request.post('/api/interview/submit-answer', {
          headers: auth,
          data: { session_id: session.id, question_id: q.id, answer_text: text },
        });
      expect((await page.request.post(`/api/interview/session/${session.id}/end`, { headers: auth })).ok()).toBe(true);

      // Home: the greeting ends with the plan's next step.
      await page.goto('/home');
      await poll(() => page.locator('.op-home-assistant').textContent()).toMatch(/下一步：|没有到期的题/);

      // The hub: next step, weak competency with its answer, questions to redo, spaced.
      await page.goto('/interview');
      const plan = page.getByTestId('practice-plan');
      await poll(() => plan.getByTestId('practice-next-step').textContent()).toMatch(/^下一步|^没有到期的题/);
      expect(await plan.textContent()).toContain('需要加强的能力');
      await poll(() => plan.getByText(first!.text).count()).toBeGreaterThan(0);
      expect(await plan.getByText(/再练$/).count()).toBeGreaterThan(0);
      expect(await plan.textContent()).toContain('1 天、3 天、7 天');
      // Each answer's score (「30 分」) stays on one line beside its question.
      const scoreLines = await plan
        .locator('.op-iv-practice__score')
        .evaluateAll((els) => els.map((el) => el.getClientRects().length));
      expect(scoreLines.length).toBeGreaterThan(0);
      expect(scoreLines.every((n) => n === 1)).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await plan.scrollIntoViewIfNeeded();
      await s.shot('practice-plan-hub');

      // One click: a mock interview that asks the weak questions again.
      await plan.getByRole('button', { name: /开始练习/ }).click();
      await page.waitForURL(/\/interview-generating\?/);
      const startNow = page.getByRole('button', { name: '立即开始' });
      await startNow.waitFor({ timeout: 30_000 });
      await startNow.click();
      await page.waitForURL(/\/mock-interview\?sessionId=\d+/);
      await page.getByTestId('countdown').waitFor();
      // The weakest first: the skipped question (0), then the weak answer.
      await poll(() => page.getByTestId('question-text').first().textContent()).toBe(second!.text);
      s.expectNoProblems();
      await s.close();
    });
  }
});
