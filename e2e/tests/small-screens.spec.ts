import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, browserAvailable, openPage, signInThroughApi, useBrowser } from '../support/page.ts';

// Issue 36 item 14: at 390 px the minutes ledger's amount column hid behind a sideways scroll, and
// in the mode dialog the focus ring made 正式面试 look already selected.

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

const RESUME = `林晓
电话：13600001234 | 邮箱：linxiao@example.com
求职意向：数据分析师

工作经历
2021.07-至今 杭州青禾数据有限公司 数据分析师
• 搭建销售周报看板，覆盖 12 个区域，每周节省 6 小时人工整理
• 用 SQL 和 Python 分析复购，推动会员活动使复购率提升 9%

专业技能
SQL、Python、Excel、Tableau`;

/** Inside the card's visible area, not cut by a scroll container. */
async function visibleIn(target: Locator, container: Locator): Promise<boolean> {
  const [box, frame] = await Promise.all([target.boundingBox(), container.boundingBox()]);
  if (!box || !frame) return false;
  return box.x >= frame.x && box.x + box.width <= frame.x + frame.width + 0.5;
}

const cardLook = (card: Locator) =>
  card.evaluate((el) => {
    const style = getComputedStyle(el);
    return { border: style.borderTopColor, shadow: style.boxShadow, outline: style.outlineStyle };
  });

describe.skipIf(!browserAvailable)('small screens', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`the minutes ledger shows every amount without a sideways scroll (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      await signInThroughApi(s);
      const { page } = s;
      await page.goto('/profile?tab=minutes');
      const ledger = page.locator('.op-profile__ledger');
      await poll(() => ledger.getByText('+60 分钟').count()).toBe(1);
      // No column hides behind a scroll: the table is no wider than its box.
      const overflow = await ledger
        .locator('.ant-table-content, .ant-table-body')
        .first()
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await visibleIn(ledger.getByText('+60 分钟'), ledger)).toBe(true);
      // The entry's type is still said (above the note on a phone, in its own column on a desktop).
      expect(await ledger.getByText('新用户赠送', { exact: true }).count()).toBe(1);
      expect(await ledger.getByRole('columnheader', { name: '类型' }).count()).toBe(width < 576 ? 0 : 1);
      await s.shot('small-screens-minutes');
      s.expectNoProblems();
      await s.close();
    }, 60_000);

    it(`in the mode dialog a focused card does not look chosen (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      const { token } = await signInThroughApi(s);
      const { page } = s;
      const res = await page.request.post('/api/v1/resumes/upload-text', {
        headers: { authorization: `Bearer ${token}` },
        data: { content: RESUME, file_name: '林晓-数据分析' },
      });
      expect(res.ok()).toBe(true);
      await page.goto('/home');
      await poll(() => page.getByText(/你有 1 份简历/).count()).toBe(1);

      // Opened from the keyboard, as a keyboard user would, then Tab onto the first card.
      const open = page.getByRole('button', { name: /开始面试/ });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '选择面试模式' });
      await dialog.waitFor();
      await animationsDone(page); // the opening animation
      const formal = dialog.getByRole('radio', { name: /正式面试/ });
      const mock = dialog.getByRole('radio', { name: /AI 模拟面试/ });
      for (let i = 0; i < 4 && !(await formal.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      expect(await formal.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      expect(await formal.getAttribute('aria-checked')).toBe('false');

      // Focused but not chosen: its border is the unchosen one, with no halo; the ring is dashed.
      const focused = await cardLook(formal);
      const plain = await cardLook(mock);
      expect(focused.border).toBe(plain.border);
      expect(focused.shadow).toBe('none');
      expect(focused.outline).toBe('dashed');
      expect(await dialog.getByRole('button', { name: '下一步' }).isDisabled()).toBe(true);
      await s.shot('small-screens-mode-focus');

      // Chosen: the primary border and its halo.
      await page.keyboard.press('Space');
      expect(await formal.getAttribute('aria-checked')).toBe('true');
      // The border and halo fade in over 160 ms: read them once the transition has run.
      await poll(() => cardLook(formal).then((l) => l.border)).not.toBe(plain.border);
      await poll(() => cardLook(formal).then((l) => l.shadow)).not.toBe('none');
      await s.shot('small-screens-mode-chosen');
      s.expectNoProblems();
      await s.close();
    }, 60_000);
  }
});
