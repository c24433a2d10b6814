import { describe, expect, it } from 'vitest';
import { browserAvailable, openPage, useBrowser } from '../support/page.ts';

describe.skipIf(!browserAvailable)('tooltip (spec §9)', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`appears after hover and stays inside the window at ${width} px`, async () => {
      const s = await openPage(browser(), width);
      await s.page.goto('/theme-showcase');
      for (const testId of ['tooltip-trigger', 'tooltip-edge-trigger']) {
        const trigger = s.page.getByTestId(testId);
        await trigger.scrollIntoViewIfNeeded();
        await trigger.hover();
        // Not there straight away: the delay is 300 ms.
        expect(await s.page.getByRole('tooltip').count()).toBe(0);
        const tip = s.page.getByRole('tooltip');
        await expect.poll(() => tip.count()).toBe(1);
        await expect.poll(() => tip.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
        const box = (await tip.boundingBox())!;
        const viewport = s.page.viewportSize()!;
        expect(box.x).toBeGreaterThanOrEqual(8);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 8 + 0.5);
        expect(box.y).toBeGreaterThanOrEqual(8);
        expect(box.width).toBeLessThanOrEqual(200);
        const triggerBox = (await trigger.boundingBox())!;
        // Above the element when there is room.
        expect(box.y + box.height).toBeLessThanOrEqual(triggerBox.y);
        await s.shot(`tooltip-${testId}`);
        await s.page.mouse.move(0, 0);
        await expect.poll(() => tip.count()).toBe(0);
      }
      s.expectNoProblems();
      await s.close();
    });
  }

  it('shows on keyboard focus', async () => {
    const s = await openPage(browser());
    await s.page.goto('/theme-showcase');
    await s.page.getByTestId('tooltip-trigger').focus();
    await expect.poll(() => s.page.getByRole('tooltip').count()).toBe(1);
    s.expectNoProblems();
    await s.close();
  });
});
