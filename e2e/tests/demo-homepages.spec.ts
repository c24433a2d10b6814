import { describe, expect, it } from 'vitest';
import { browserAvailable, openPage, useBrowser, type TPageSession } from '../support/page.ts';

/** The eight designs of the gallery: own heading, theme preset, primary colour and light/dark mode. */
const DESIGNS = [
  {
    n: 1,
    name: '经典首屏',
    heading: '准备面试，从一份更好的简历开始',
    preset: 'lara',
    primary: '#1d4ed8',
    mode: 'light',
  },
  {
    n: 2,
    name: '分屏预览',
    heading: '左边是你的简历，右边是面试官的视角',
    preset: 'aura',
    primary: '#7c3aed',
    mode: 'light',
  },
  { n: 3, name: '深色夜间', heading: '夜深了，也能来一场模拟面试', preset: 'aura', primary: '#22d3ee', mode: 'dark' },
  { n: 4, name: '数据看板', heading: '你的求职进度，一屏看清', preset: 'material', primary: '#0f766e', mode: 'light' },
  {
    n: 5,
    name: '流程时间线',
    heading: '四步，从简历到正式面试报告',
    preset: 'aura',
    primary: '#ea580c',
    mode: 'light',
  },
  { n: 6, name: '移动卡片', heading: '随时随地，掏出手机练一题', preset: 'nora', primary: '#15803d', mode: 'light' },
  { n: 7, name: '长文专栏', heading: '一份简历被认真读过之后', preset: 'lara', primary: '#9f1239', mode: 'light' },
  {
    n: 8,
    name: '极简时长',
    heading: '按分钟练习，邀请好友多得时长',
    preset: 'lara',
    primary: '#000000',
    mode: 'light',
  },
] as const;

/** antd puts a space between the two characters of a two-character Chinese button: 登 录. */
const SIGN_IN = /^登\s?录$/;

async function expectDesign(s: TPageSession, design: (typeof DESIGNS)[number]) {
  const { page } = s;
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(design.heading);
  expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  expect(page.url()).toMatch(new RegExp(`/mock-homepage-${design.n}$`));

  // The way in: every sign-in link goes to /login, every register link to /register; the design's own body has both.
  const main = page.locator('main');
  const loginHrefs = await main
    .getByRole('link', { name: SIGN_IN })
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(loginHrefs.length).toBeGreaterThan(0);
  expect(new Set(loginHrefs)).toEqual(new Set(['/login']));
  expect(await page.getByRole('banner').getByRole('link', { name: SIGN_IN }).getAttribute('href')).toBe('/login');
  const registerHrefs = await page
    .getByRole('link', { name: /免费注册|开始免费练习/ })
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(new Set(registerHrefs)).toEqual(new Set(['/register']));
  // Each way in is one element (one tab stop), styled as a button: no button inside a link.
  expect(await main.locator('a button, button a').count()).toBe(0);
  expect(await main.getByRole('link', { name: SIGN_IN }).first().getAttribute('class')).toContain('ant-btn');

  // The gallery bar: all eight designs, this one marked current, and the way back to the website.
  const gallery = page.getByRole('navigation', { name: '设计画廊' });
  const designLinks = await gallery
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(designLinks).toEqual(DESIGNS.map((d) => `/mock-homepage-${d.n}`));
  const current = gallery.locator('[aria-current="page"]');
  expect(await current.getAttribute('href')).toBe(`/mock-homepage-${design.n}`);
  expect(await current.textContent()).toContain(design.name);
  expect(await gallery.getByRole('link', { name: '返回官网' }).getAttribute('href')).toBe('/official-website');

  // Its own preset of the theme system, scoped to the page: the visitor's document theme is untouched.
  const scope = await page.locator('.op-demo-scope').evaluate((el) => ({
    preset: (el as HTMLElement).dataset.themePreset,
    mode: (el as HTMLElement).dataset.themeMode,
    primary: getComputedStyle(el).getPropertyValue('--op-primary').trim(),
  }));
  expect(scope).toEqual({ preset: design.preset, mode: design.mode, primary: design.primary });
  expect(await page.evaluate(() => document.documentElement.dataset.themeMode)).toBe('light');

  // Sample content is marked as such.
  expect(await page.getByText('本页所有岗位、评分、反馈与引语均为示例内容').count()).toBe(1);

  // No horizontal scroll.
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

describe.skipIf(!browserAvailable)('demo home pages (design gallery)', () => {
  const browser = useBrowser();

  for (const design of DESIGNS) {
    it(`/mock-homepage-${design.n} (${design.name}) works signed out at 1440 and 390 px`, async () => {
      for (const width of [1440, 390]) {
        const s = await openPage(browser(), width);
        const res = await s.page.goto(`/mock-homepage-${design.n}`);
        expect(res?.status()).toBe(200);
        await expectDesign(s, design);
        // Let late work (the chart, the footer's site config) finish before looking for errors.
        await s.page.waitForLoadState('networkidle');
        await s.shot(`demo-homepage-${design.n}`);
        s.expectNoProblems();
        await s.close();
      }
    });
  }

  it('switches designs from the gallery bar and signs in from a design', async () => {
    const s = await openPage(browser(), 390);
    await s.page.goto('/mock-homepage-1');
    await s.page
      .getByRole('navigation', { name: '设计画廊' })
      .getByRole('link', { name: /深色夜间/ })
      .click();
    await s.page.waitForURL('**/mock-homepage-3');
    await expectDesign(s, DESIGNS[2]);
    // The sign-in link navigates inside the app: the page is not loaded again.
    await s.page.evaluate(() => Object.assign(window, { opSamePage: true }));
    await s.page.locator('main').getByRole('link', { name: SIGN_IN }).first().click();
    await s.page.waitForURL('**/login');
    expect(await s.page.evaluate(() => 'opSamePage' in window)).toBe(true);
    // Leaving the dark design gives the visitor's own (light) theme back to the whole page.
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).not.toBe(DESIGNS[2].heading);
    expect(await s.page.locator('.op-demo-scope').count()).toBe(0);
    expect(await s.page.evaluate(() => document.documentElement.dataset.themeMode)).toBe('light');
    s.expectNoProblems();
    await s.close();
  });
});
