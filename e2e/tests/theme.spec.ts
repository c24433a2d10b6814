import { describe, expect, it } from 'vitest';
import { animationsDone, browserAvailable, openPage, useBrowser } from '../support/page.ts';

const rootData = (key: string) => `document.documentElement.dataset.${key}`;

describe.skipIf(!browserAvailable)('theme', () => {
  const browser = useBrowser();

  it('a theme change is applied at once and survives a reload', async () => {
    const s = await openPage(browser());
    await s.page.goto('/theme-showcase');
    await s.page.getByRole('radio', { name: /Nora/ }).check();
    await s.page.getByRole('group', { name: /主色/ }).getByRole('button', { name: '#7c3aed' }).click();
    expect(await s.page.evaluate(rootData('themePreset'))).toBe('nora');
    const primaryVar = () =>
      s.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--op-primary').trim());
    expect(await primaryVar()).toBe('#7c3aed');
    const buttonBg = () =>
      s.page.getByRole('button', { name: '主要按钮' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    // On a light surface antd uses the primary exactly.
    await expect.poll(buttonBg).toBe('rgb(124, 58, 237)');
    const radius = () =>
      s.page.getByRole('button', { name: '主要按钮' }).evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    expect(await radius()).toBe('2px'); // Nora's square corners

    await s.page
      .getByRole('group', { name: /背景色/ })
      .getByRole('button', { name: '#1f1f1f' })
      .click();
    expect(await s.page.evaluate(rootData('themeMode'))).toBe('dark');
    // On a dark surface antd's dark algorithm adapts the primary: it must stay the same after reload.
    await expect.poll(buttonBg).not.toBe('rgb(124, 58, 237)');
    await animationsDone(s.page); // the colour transition has finished
    const darkButtonBg = await buttonBg();
    expect(darkButtonBg).not.toBe('rgb(0, 0, 0)');
    await s.shot('theme-dark-nora');

    await s.page.reload();
    await expect.poll(() => s.page.evaluate(rootData('themePreset'))).toBe('nora');
    expect(await primaryVar()).toBe('#7c3aed');
    await expect.poll(buttonBg).toBe(darkButtonBg);
    expect(await radius()).toBe('2px');
    expect(await s.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(31, 31, 31)');
    const saved = JSON.parse((await s.page.evaluate(() => localStorage.getItem('theme-config'))) ?? '{}');
    expect(saved).toEqual({
      preset: 'nora',
      primaryColor: '#7c3aed',
      surfaceColor: '#1f1f1f',
      ripple: true,
      rtl: false,
    });

    await s.page.getByRole('button', { name: '恢复默认' }).click();
    await expect.poll(() => s.page.evaluate(rootData('themePreset'))).toBe('lara');
    s.expectNoProblems();
    await s.close();
  });

  it('a corrupt theme-config still renders the defaults', async () => {
    const s = await openPage(browser());
    await s.context.addInitScript(() => localStorage.setItem('theme-config', '{"preset":"nora",,, not json'));
    await s.page.goto('/official-website');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await s.page.evaluate(rootData('themePreset'))).toBe('lara');
    expect(await s.page.evaluate(rootData('themeMode'))).toBe('light');
    expect(
      await s.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--op-primary').trim()),
    ).toBe('#000000');
    s.expectNoProblems();
    await s.close();
  });

  it('rtl flips the document direction and back', async () => {
    const s = await openPage(browser());
    await s.page.goto('/theme-showcase');
    expect(await s.page.evaluate(() => document.documentElement.getAttribute('dir'))).toBeNull();
    await s.page.getByRole('switch', { name: /RTL/ }).click();
    expect(await s.page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
    expect(
      await s.page
        .locator('.ant-btn')
        .first()
        .evaluate((el) => getComputedStyle(el).direction),
    ).toBe('rtl');
    await s.shot('theme-rtl');
    await s.page.reload();
    await expect.poll(() => s.page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
    await s.page.getByRole('switch', { name: /RTL/ }).click();
    expect(await s.page.evaluate(() => document.documentElement.hasAttribute('dir'))).toBe(false);
    s.expectNoProblems();
    await s.close();
  });

  it('ripple follows the theme flag', async () => {
    const s = await openPage(browser());
    await s.page.goto('/theme-showcase');
    const card = s.page.getByTestId('ripple-card');
    await card.scrollIntoViewIfNeeded();
    await card.click();
    expect(await card.locator('.op-ripple').count()).toBe(1);
    await s.page.getByRole('switch', { name: '点击波纹效果' }).click();
    await expect.poll(() => card.locator('.op-ripple').count()).toBe(0);
    await card.click();
    expect(await card.locator('.op-ripple').count()).toBe(0);
    expect(await card.textContent()).toBe('波纹已关闭');
    s.expectNoProblems();
    await s.close();
  });
});
