import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  browserAvailable,
  openPage,
  seedPosition,
  signInThroughApi,
  useBrowser,
} from '../support/page.ts';

// Issue 36 item 6: for minutes after an upload the floating task panel lay over 立即开始 on
// /interview-generating and over half of 提交回答 and the countdown on /mock-interview (390 px).
// On the interview screens it is now a badge in the header, opened only on a click.

const fixtures = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/resumes');
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

/**
 * What covers `target`: the elements found at its centre and towards its four sides that are
 * neither it nor inside it (empty when nothing lies over it).
 */
async function coveredBy(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    // Along the middle lines, inside any rounded corner (a pill's corners are not its own).
    const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2];
    const points = [
      [midX, midY],
      [box.left + box.width * 0.15, midY],
      [box.right - box.width * 0.15, midY],
      [midX, box.top + box.height * 0.2],
      [midX, box.bottom - box.height * 0.2],
    ];
    return points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit && !el.contains(hit)
        ? [`${hit.tagName}.${String(hit.className)} at ${Math.round(x!)},${Math.round(y!)}`]
        : [];
    });
  });
}

/**
 * Scrolls so the element sits at the bottom of the screen, where the panel used to lie, and waits
 * until the screen has settled there: the element in the same place from one frame to the next
 * and nothing moving.
 */
async function atScreenBottom(page: Page, target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = '';
        const look = () => {
          const { top, left, width, height } = el.getBoundingClientRect();
          const now = `${top},${left},${width},${height}`;
          if (now === last) resolve();
          else {
            last = now;
            requestAnimationFrame(look);
          }
        };
        requestAnimationFrame(look);
      }),
  );
  await animationsDone(page);
}

const badge = (page: Page) => page.locator('.op-app__header').getByRole('button', { name: /^后台任务：/ });

describe.skipIf(!browserAvailable)('the task panel on interview screens', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`after an upload, a badge in the header covers neither 立即开始 nor 提交回答 and the countdown (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      const { token } = await signInThroughApi(s);
      const { page } = s;
      const position = await seedPosition(s, token, {
        name: '前端开发工程师',
        company_name: '云栖科技',
        requirements: { items: ['熟悉 React 和 TypeScript', '有性能优化经验'] },
      });

      // An upload in the background: its card stays for 5 minutes after it finished.
      await page.goto('/resume');
      await poll(() => page.getByText('还没有简历').count()).toBe(1);
      await page.locator('input[type=file]').setInputFiles(path.join(fixtures, 'zh-one-column.pdf'));
      const panel = page.getByRole('region', { name: '后台任务' });
      await expect.poll(() => panel.getByText('简历处理完成！').count(), { timeout: 30_000, interval: 200 }).toBe(1);
      await s.shot('task-badge-resume-panel');

      // The configuration: the panel is already a badge there.
      await page.goto(`/interview-config?positionId=${position.id}`);
      await poll(() => page.getByText('开始生成面试').count()).toBe(1);
      await poll(() => badge(page).count()).toBe(1);
      expect(await panel.count()).toBe(0);
      expect(await badge(page).textContent()).toBe('1');
      await page.getByRole('spinbutton', { name: '题目数量' }).fill('3');
      await page.getByRole('button', { name: /开始生成面试/ }).click();

      // Generating: 立即开始 lies free (the page goes on by itself after 5 s).
      await page.waitForURL(/\/interview-generating\?sessionId=\d+/);
      const startNow = page.getByRole('button', { name: '立即开始' });
      await startNow.waitFor();
      expect(await panel.count()).toBe(0);
      expect(await coveredBy(startNow)).toEqual([]);
      await s.shot('task-badge-generating');
      // It may have gone on by itself meanwhile.
      await startNow.click({ timeout: 2_000 }).catch(() => undefined);

      // The session: 提交回答 and the countdown lie free with the answer box at the bottom of the screen.
      await page.waitForURL(/\/mock-interview\?sessionId=\d+/);
      const countdown = page.getByTestId('countdown');
      await countdown.waitFor();
      const submit = page.getByRole('button', { name: /提交回答/ });
      await atScreenBottom(page, submit);
      expect(await panel.count()).toBe(0);
      expect(await coveredBy(submit)).toEqual([]);
      expect(await coveredBy(countdown)).toEqual([]);
      expect(await coveredBy(page.getByRole('button', { name: /^跳\s*过$/ }))).toEqual([]);
      await s.shot('task-badge-mock');

      // The badge opens the panel on request, with the finished upload; its bar folds it again.
      await badge(page).click();
      await poll(() => panel.getByRole('article', { name: 'zh-one-column.pdf' }).count()).toBe(1);
      // It drops down below the header, next to its badge.
      expect((await panel.boundingBox())!.y).toBeGreaterThanOrEqual(60);
      await s.shot('task-badge-mock-open');
      await panel.getByRole('button', { name: /1 个任务已完成/ }).click();
      await poll(() => panel.count()).toBe(0);
      await poll(() => badge(page).count()).toBe(1);

      s.expectNoProblems();
      await s.close();
    }, 180_000);
  }
});
