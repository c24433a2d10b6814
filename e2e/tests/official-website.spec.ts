import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  appTookOver,
  baseURL,
  browserAvailable,
  buildUser,
  openPage,
  signInThroughApi,
  useBrowser,
} from '../support/page.ts';

/** The app's entry chunk. */
const APP_CODE = /\/assets\/index-[^/]+\.js$/;

/** The bytes of a file as the server sends it to a browser that takes gzip (not unpacked). */
const gzipBytes = (path: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(`${baseURL}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${path}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });

describe.skipIf(!browserAvailable)('official website', () => {
  const browser = useBrowser();

  it('sends the public pages already rendered, and keeps what a visitor typed before the app took over', async () => {
    // The server's answer itself holds each page, before any JavaScript runs (scripts/prerender.ts).
    for (const [path, text] of [
      ['/official-website', '拿到 Offer'],
      ['/login', '登录面试领航'],
      ['/legal/privacy', '我们收集的信息'],
    ] as const) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toContain(text);
    }
    // A signed-in page is sent saved only as the resume library, with nobody's data in it
    // (resumes.spec.ts); the others are the app's empty shell. Nor is /register, whose captcha
    // picture is made for each visit.
    expect(await (await fetch(`${baseURL}/positions`)).text()).not.toContain('data-prerendered');
    expect(await (await fetch(`${baseURL}/register`)).text()).not.toContain('data-prerendered');

    const s = await openPage(browser(), 390);
    const user = buildUser();
    const res = await s.page.request.post('/api/v1/auth/register/password', {
      data: { username: user.username, password: user.password },
    });
    expect(res.ok()).toBe(true);
    // The app's code is held back while the visitor types into the saved page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await s.context.newPage();
    await page.route(APP_CODE, async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: the boot script may add the held code before that event, which then waits for it.
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByPlaceholder('用户名 / 邮箱 / 手机号').fill(user.username);
    await page.getByPlaceholder('请输入密码').fill(user.password);
    await page.getByPlaceholder('请输入密码').press('Enter');
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.evaluate(() => Boolean(document.querySelector('#root[data-prerendered]')))).toBe(true);
    release();
    await appTookOver(page);
    // Same text in the app's own fields, the cursor still in the password field: one click signs in.
    expect(await page.getByPlaceholder('用户名 / 邮箱 / 手机号').inputValue()).toBe(user.username);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('请输入密码');
    expect(await page.locator('#root form').count()).toBe(1);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/home');
    s.expectNoProblems();
    await s.close();
  });

  /** A phone-width page at `path` whose app code never arrives; `release` lets it through again. */
  const withoutAppCode = async (path: string) => {
    const s = await openPage(browser(), 390);
    const page = await s.context.newPage();
    await page.route(APP_CODE, (route) => route.abort());
    await page.goto(path);
    return { s, page, release: () => page.unroute(APP_CODE) };
  };

  it('names at most 300 KB (gzip) of JavaScript before the first paint on every route (issue 18)', async () => {
    for (const route of ['/official-website', '/login', '/register', '/resume', '/positions', '/interview-config']) {
      const html = await (await fetch(`${baseURL}${route}`)).text();
      // What the browser fetches as the page arrives: its scripts and module preloads. A saved page
      // starts the app's entry after it has painted (scripts/prerender.ts), so only its own scripts count.
      const files = [
        ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g),
        ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g),
      ].map((m) => m[1]!);
      expect(files.length, route).toBeGreaterThan(0);
      const bytes = (await Promise.all(files.map(gzipBytes))).reduce((a, b) => a + b, 0);
      expect(bytes, `${route}: ${files.join(' ')}`).toBeLessThanOrEqual(300_000);
    }
  });

  it('says in Chinese, with a retry, when the app cannot take over a saved page', async () => {
    const { s, page, release } = await withoutAppCode('/login');
    const alert = page.getByRole('alert').filter({ hasText: '页面没有加载完整' });
    await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
    expect(await alert.getByRole('button', { name: '刷新重试' }).count()).toBe(1);
    await release();
    await alert.getByRole('button', { name: '刷新重试' }).click();
    await appTookOver(page);
    expect(await page.getByRole('alert').filter({ hasText: '页面没有加载完整' }).count()).toBe(0);
    await s.close();
  });

  it('shows a loading state before the code of a page that is not saved arrives, and offers a reload when it never does', async () => {
    const { s, page, release } = await withoutAppCode('/positions');
    const boot = page.getByRole('status', { name: '加载中…' });
    expect(await boot.isVisible()).toBe(true);
    const spinner = page.locator('.op-boot__spinner');
    const slow = page.getByText('页面加载时间过长');
    // A fast load shows nothing but the page; the spinner after a second, the reload after twenty
    // (moved on by the CSS animations' own clock).
    const at = (ms: number) =>
      page.evaluate((t) => {
        for (const a of document.getAnimations()) a.currentTime = t;
      }, ms);
    await at(0);
    expect([await spinner.isVisible(), await slow.isVisible()]).toEqual([false, false]);
    await at(1_000);
    await expect.poll(async () => [await spinner.isVisible(), await slow.isVisible()]).toEqual([true, false]);
    await at(20_000);
    await expect.poll(() => slow.isVisible()).toBe(true);
    await release();
    await page.getByRole('link', { name: '刷新重试' }).click();
    // The app takes over: signed out, /positions goes to the login screen, and the loading state is gone.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/login');
    await appTookOver(page);
    expect(await page.locator('.op-boot').count()).toBe(0);
    await s.close();
  });

  it('without JavaScript says why nothing loads, with no spinner', async () => {
    const context = await browser().newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resume');
    // (Playwright's text locators skip <noscript>; the rendered text shows it.)
    expect(await page.evaluate(() => document.body.innerText)).toContain('面试领航需要启用 JavaScript 才能使用。');
    expect(await page.locator('.op-boot').isVisible()).toBe(false);
    await context.close();
  });

  it('"/" lands on the official website with the footer of spec §1', async () => {
    const s = await openPage(browser());
    await s.page.goto('/');
    await s.page.waitForURL('**/official-website');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toContain('拿到 Offer');
    const footer = s.page.locator('footer');
    await expect.poll(() => footer.getByText('京ICP备00000000号-1').count()).toBe(1);
    expect(await footer.getByText(/© \d{4} .*版权所有/).count()).toBe(1);
    for (const name of ['用户协议', '隐私政策', '服务协议']) {
      expect(await footer.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await s.page.getByRole('link', { name: '免费注册' }).first().getAttribute('href')).toBe('/register');
    expect(await s.page.getByRole('link', { name: '登录' }).first().getAttribute('href')).toBe('/login');
    await s.shot('official-website');
    s.expectNoProblems();
    await s.close();
  });

  it('opens each legal page from the footer with real text', async () => {
    const s = await openPage(browser(), 390);
    await s.page.goto('/official-website');
    const cases = [
      ['用户协议', '/legal/terms', '账号注册与使用'],
      ['隐私政策', '/legal/privacy', '我们收集的信息'],
      ['服务协议', '/legal/service-agreement', 'AI 生成内容的性质'],
    ] as const;
    for (const [name, path, section] of cases) {
      await s.page.locator('footer').getByRole('link', { name }).click();
      await s.page.waitForURL(`**${path}`);
      await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      expect(await s.page.getByRole('heading', { level: 2, name: new RegExp(section) }).count()).toBe(1);
      expect((await s.page.locator('article').innerText()).length).toBeGreaterThan(600);
    }
    await s.shot('legal-service-agreement');
    s.expectNoProblems();
    await s.close();
  });

  it('answers deep links from the server (history mode) and shows a Chinese 404 for unknown paths', async () => {
    const s = await openPage(browser());
    const res = await s.page.goto('/theme-demo');
    expect(res?.status()).toBe(200);
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe('主题设置');
    // An unknown address is a real 404 (not a soft 200), with the app's own page and title.
    const missing = await s.page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect.poll(() => s.page.getByText('页面不存在').count()).toBe(1);
    expect(await s.page.title()).toBe('页面不存在 · 面试领航');
    expect(await s.page.getByRole('link', { name: '返回首页' }).count()).toBe(1);
    s.expectNoProblems({ allowHttpErrors: true });
    await s.close();
  });

  it('preloads the ML runtime from /models/ once signed in, never on the public website', async () => {
    const s = await openPage(browser());
    const modelRequests: string[] = [];
    s.page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/models/')) modelRequests.push(req.url());
    });
    await s.page.goto('/official-website');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toContain('拿到 Offer');
    // Past the preload's delay (ORT_PRELOAD_DELAY_MS, 5 s) and idle wait: the public website still has not asked for it.
    // A fixed wait on purpose: what is shown is a load that does not happen, which has no sign to wait for.
    await s.page.evaluate(() => new Promise((r) => setTimeout(r, 6500)));
    expect(await s.page.evaluate(() => document.documentElement.dataset.ortStatus ?? 'idle')).toBe('idle');
    expect(modelRequests).toEqual([]);
    await signInThroughApi(s);
    await s.page.goto('/home');
    await expect
      .poll(() => s.page.evaluate(() => document.documentElement.dataset.ortStatus), { timeout: 30_000 })
      .toBe('ready');
    expect(modelRequests.some((u) => u.endsWith('.wasm'))).toBe(true);
    // Fetched, compiled and started by the preload's worker: the page's own thread never loaded it.
    const pageLoaded = await s.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => /\/models\/|onnxruntime|ort\.wasm/.test(name)),
    );
    expect(pageLoaded).toEqual([]);
    s.expectNoProblems();
    await s.close();
  });

  it('warns "ORT preload skipped" and carries on when the runtime cannot load', async () => {
    const s = await openPage(browser());
    await s.page.route('**/models/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await signInThroughApi(s);
    await s.page.goto('/home');
    await expect
      .poll(() => s.page.evaluate(() => document.documentElement.dataset.ortStatus), { timeout: 30_000 })
      .toBe('skipped');
    expect(s.warnings.some((w) => w.startsWith('ORT preload skipped'))).toBe(true);
    await s.page.goto('/official-website');
    await s.page.getByRole('link', { name: '服务协议' }).click();
    await s.page.waitForURL('**/legal/service-agreement');
    await s.close();
  });
});
