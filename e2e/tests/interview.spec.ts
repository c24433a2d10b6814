import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  browserAvailable,
  buildUser,
  openPage,
  seedPosition,
  useBrowser,
  type TPageSession,
} from '../support/page.ts';

const RESUME = `周明轩
电话：138 0013 8001 | 邮箱：mingxuan.zhou@example.com | 现居：杭州
求职意向：Java后端工程师

工作经历
2019.07-至今 杭州云帆科技有限公司 后端开发工程师
• 负责订单系统的开发，使用 Spring Boot 和 MySQL，日均订单 50 万
• 主导支付模块重构，接口响应时间从 800ms 降到 200ms
• 用 Redis 做库存缓存，大促期间扛住每秒 3000 次请求

项目经历
秒杀系统 2021.03-2021.08 核心开发
• 基于 Kafka 削峰，Redis 预减库存，保证不超卖

教育背景
2015.09-2019.06 浙江工业大学 计算机科学与技术 本科

专业技能
Java、Spring Boot、MySQL、Redis、Kafka、Docker`;

const POSITION = {
  name: 'Java后端工程师',
  company_name: '星河电商',
  requirements: { items: ['3年以上Java开发经验', '熟悉 Spring Boot、MySQL、Redis', '熟悉 Kafka 等消息队列'] },
};

const GOOD_ANSWER =
  '我叫周明轩，本科毕业于浙江工业大学计算机专业，有五年 Java 后端经验。在杭州云帆负责订单系统，主导支付模块重构，' +
  '把接口响应时间从 800ms 降到 200ms。我熟悉 Spring Boot、MySQL、Redis 和 Kafka，和这个岗位的要求很匹配。';
/** On the topic but dodging it: the interviewer asks again (a follow-up). */
const BAD_ANSWER = '这个我做过，主要是在项目里用过。';

/** Screens load lazily and call the server: wait up to 15 s for what a user would see. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

const turns = (page: Page) => page.getByTestId('turn').count();
const currentQuestion = (page: Page) => page.locator('#op-iv-current [data-testid="question-text"]').textContent();

/** Registers through the API (one account per width: registrations are limited per address and hour). */
async function registerUser(s: TPageSession) {
  const user = buildUser();
  const res = await s.page.request.post('/api/v1/auth/register/password', {
    data: { username: user.username, password: user.password },
  });
  expect(res.ok()).toBe(true);
  const login = (await res.json()) as { access_token: string };
  return { ...user, token: login.access_token };
}

async function seedResume(s: TPageSession, token: string): Promise<number> {
  const res = await s.page.request.post('/api/v1/resumes/upload-text', {
    headers: { authorization: `Bearer ${token}` },
    data: { content: RESUME, file_name: '周明轩-Java后端' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function openModeModal(page: Page) {
  await page.getByRole('button', { name: /开始面试/ }).click();
  await page.getByRole('dialog', { name: '选择面试模式' }).waitFor();
  // Opened: a click while the dialog still zooms in can press one card and release on another.
  await animationsDone(page);
}

describe.skipIf(!browserAvailable)('home and the AI mock interview', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`signs in to home, then practises a mock interview end to end (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      const user = await registerUser(s);
      const { page } = s;

      // Sign in through the screen: it lands on /home.
      await page.goto('/login');
      await page.getByLabel('账号', { exact: true }).fill(user.username);
      await page.getByLabel('密码', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: '登 录' }).click();
      await page.waitForURL('**/home');
      await poll(() => page.getByText(/你还没有简历/).count()).toBe(1);
      expect(await page.getByTestId('minutes-left').textContent()).toBe('60 分钟');
      await s.shot('interview-home-empty');

      // Zero resumes: 'start interview' goes to /create-position.
      await page.getByRole('button', { name: /开始面试/ }).click();
      await page.waitForURL('**/create-position');

      // With a resume and a position.
      const position = await seedPosition(s, user.token, POSITION);
      await seedResume(s, user.token);
      await page.goto('/home');
      await poll(() => page.getByText(/你有 1 份简历/).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Java后端工程师 · 星河电商' }).getAttribute('aria-current')).toBe(
        'true',
      );
      await page.getByText('邀请好友，免费获取时长').click();
      const invite = page.getByRole('dialog', { name: '免费获取时长' });
      await poll(() => invite.getByTestId('invite-link').textContent()).toMatch(
        /\/register\?inviter=\d+&invitation_code=\w+&channel=web$/,
      );
      await s.shot('interview-home-invite');
      await invite
        .locator('.ant-modal-footer')
        .getByRole('button', { name: /关\s*闭/ })
        .click();
      await s.shot('interview-home');

      // The mode modal: Next disabled until a mode is chosen, the mask closes it, the choice resets.
      await openModeModal(page);
      const next = page.getByRole('button', { name: '下一步' });
      expect(await next.isDisabled()).toBe(true);
      await page.getByRole('radio', { name: /正式面试/ }).click();
      expect(await next.isEnabled()).toBe(true);
      await animationsDone(page); // the opening animation has finished, for the picture
      await s.shot('interview-mode-modal');
      await page.mouse.click(4, width < 800 ? 830 : 890);
      await poll(() => page.getByRole('dialog', { name: '选择面试模式' }).isVisible()).toBe(false);
      await openModeModal(page);
      expect(await page.getByRole('radio', { name: /正式面试/ }).getAttribute('aria-checked')).toBe('false');
      expect(await next.isDisabled()).toBe(true);
      await page.getByRole('radio', { name: /AI 模拟面试/ }).click();
      await next.click();
      await page.waitForURL(`**/interview-config?positionId=${position.id}`);

      // Configuration: the position comes from the query, the latest resume is chosen.
      await poll(() => page.getByText('开始生成面试').count()).toBe(1);
      await poll(() => page.getByTestId('config-minutes-left').textContent()).toBe('60 分钟');
      expect(await page.locator('.op-iv-config').textContent()).toContain('Java后端工程师 · 星河电商');
      await page.getByRole('spinbutton', { name: '题目数量' }).fill('3');
      await poll(() => page.getByTestId('config-estimate').textContent()).toBe('11 分钟');
      // A template card's minutes are the same estimate for its own question count (8 × 3.5 min).
      expect(await page.locator('.op-iv-template', { hasText: '综合面试' }).textContent()).toContain(
        '8 题 · 约 28 分钟',
      );
      await s.shot('interview-config');
      await page.getByRole('button', { name: /开始生成面试/ }).click();

      // Generating: the plan the interviewer read, then into the session.
      await page.waitForURL(/\/interview-generating\?sessionId=\d+/);
      await poll(() => page.getByText('从简历中读到的经历').count()).toBe(1);
      await page.getByRole('button', { name: '立即开始' }).waitFor();
      await s.shot('interview-generating');
      await page.getByRole('button', { name: '立即开始' }).click();
      await page.waitForURL(/\/mock-interview\?sessionId=\d+/);

      // Question 1, answered well: the source and the countdown are shown; the feedback is collapsed.
      await page.getByTestId('countdown').waitFor();
      expect(await page.getByTestId('countdown').textContent()).toMatch(/剩余 0[23]:\d\d/);
      expect(await page.getByTestId('question-source').first().textContent()).toMatch(
        /来自你的简历|岗位要求|面向岗位|题库/,
      );
      await page.getByRole('button', { name: /提\s*示/ }).click();
      await poll(() => page.getByTestId('hint').count()).toBe(1);
      await page.getByLabel('你的回答').fill(GOOD_ANSWER);
      await s.shot('interview-mock-first');
      await page.getByRole('button', { name: /提交回答/ }).click();
      await poll(() => turns(page)).toBe(1);
      const card = page.locator('.op-iv-fb-card').first();
      expect(await card.textContent()).toMatch(/即时反馈\s*\d+ 分/);
      expect(await card.getByText('分项得分').isVisible()).toBe(false);
      await card.locator('.ant-collapse-header').click();
      await poll(() => card.getByText('参考答题思路').isVisible()).toBe(true);
      // 你的回答，可以这样说: the answer's own sentences in order, what to add marked (issue 36 item 1).
      const improved = card.getByTestId('improved-answer');
      await poll(() => improved.isVisible()).toBe(true);
      expect(await improved.textContent()).toContain('你的回答，可以这样说');
      // 再答一次: a new answer, judged beside the first; the turn itself does not change.
      // Clicked again if its box has not opened after 5 s: once in CI (2026-12-07, 1440 px) the box
      // never opened after one click; the cause is not known.
      const retryBox = card.getByRole('textbox', { name: '再答一次这道题' });
      await card.getByRole('button', { name: /再答一次/ }).click();
      await retryBox.waitFor({ timeout: 5_000 }).catch(() => card.getByRole('button', { name: /再答一次/ }).click());
      await retryBox.fill(`${GOOD_ANSWER}最后，这次重构让我学会了先量化再动手。`);
      await card.getByRole('button', { name: '提交新回答' }).click();
      const compared = card.getByTestId('retry-answer').getByRole('status');
      await poll(() => compared.textContent()).toMatch(/第一次\s*\d+ 分.*再答一次\s*\d+ 分/);
      await s.shot('interview-mock-retry');
      await card.getByRole('button', { name: /^收\s*起$/ }).click();
      expect(await turns(page)).toBe(1);

      // Question 2, answered badly: the follow-up is the next turn.
      const second = await currentQuestion(page);
      await page.getByLabel('你的回答').fill(BAD_ANSWER);
      await page.getByRole('button', { name: /提交回答/ }).click();
      await poll(() => turns(page)).toBe(2);
      await poll(() => page.locator('#op-iv-current').getByText('追问').count()).toBe(1);
      const followUp = await currentQuestion(page);
      expect(followUp).not.toBe(second);
      // The focus moves on to the new answer box (it was left on <body>), which names the question.
      await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('op-iv-answer');
      const described = await page.getByLabel('你的回答').getAttribute('aria-describedby');
      expect(await page.locator(`#${described}`).textContent()).toBe(followUp);
      await s.shot('interview-mock-follow-up');

      // A reload in the middle resumes at the same question with what was typed.
      await page.getByLabel('你的回答').fill('还在想');
      await page.reload();
      await page.getByTestId('countdown').waitFor();
      expect(await turns(page)).toBe(2);
      expect(await currentQuestion(page)).toBe(followUp);
      expect(await page.getByLabel('你的回答').inputValue()).toBe('还在想');

      // The follow-up is skipped.
      await page.getByRole('button', { name: /^跳\s*过$/ }).click();
      await page
        .getByRole('tooltip')
        .getByRole('button', { name: /^跳\s*过$/ })
        .click();
      await poll(() => turns(page)).toBe(3);

      // End, with a confirmation.
      await page.getByRole('button', { name: /结束面试/ }).click();
      await page.getByRole('button', { name: '结束并查看报告' }).waitFor();
      await s.shot('interview-end-confirm');
      await page.getByRole('button', { name: '结束并查看报告' }).click();
      await page.waitForURL(/\/interview-summary\?sessionId=\d+/);
      const sessionId = new URL(page.url()).searchParams.get('sessionId');

      // Summary: score, radar, three next steps, 'practise again'.
      await poll(() => page.getByTestId('overall-score').count()).toBe(1);
      expect(Number(await page.getByTestId('overall-score').textContent())).toBeGreaterThan(0);
      expect(await page.getByTestId('next-steps').locator('li').count()).toBe(3);
      expect(await page.getByRole('img', { name: /^本场：切题程度 \d+/ }).count()).toBe(1);
      expect(await page.getByRole('button', { name: /再练一次薄弱项/ }).count()).toBe(1);
      await s.shot('interview-summary');

      // Analysis: every question with its answer; the skipped follow-up says so.
      await page.getByRole('link', { name: /查看逐题分析/ }).click();
      await page.waitForURL(`**/interview-analysis?sessionId=${sessionId}`);
      await poll(() => page.getByTestId('analysis-question').count()).toBe(3);
      expect(await page.getByText(GOOD_ANSWER).count()).toBe(1);
      expect(await page.getByText('跳过了这道题').count()).toBeGreaterThan(0);
      await s.shot('interview-analysis');

      // The hub lists the session; home's greeting now knows the last score.
      await page.goto('/interview');
      const row = page.getByTestId('session-row').first();
      await poll(() => row.textContent()).toContain('已完成');
      expect(await row.textContent()).toMatch(/Java后端工程师 · 综合面试.*\d+ 分/);
      await s.shot('interview-hub');
      await page.goto('/home');
      await poll(() => page.getByText(/上次面试得了 \d+ 分/).count()).toBe(1);

      // The website's main button takes a signed-in visitor to the workspace.
      await page.goto('/official-website');
      await poll(() => page.getByRole('link', { name: '进入工作台' }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: '进入工作台' }).first().getAttribute('href')).toBe('/home');

      s.expectNoProblems();
      await s.close();
    }, 240_000);
  }
});
