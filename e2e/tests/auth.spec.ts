import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, buildUser, openPage, readSmsCode, useBrowser } from '../support/page.ts';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

/**
 * Signs out from the user menu, as a user would, until the sign-in page shows. On a loaded machine
 * a click can land while the menu is still opening (nothing happens), a second click on the menu
 * button closes a menu that was open, and the sign-out call itself can take seconds (CI, twice).
 * So each round looks at the screen first: on /login it is done; with the item on screen it clicks
 * the item; otherwise it opens the menu. Thirty seconds at most.
 */
async function signOut(page: Page) {
  const onLogin = (url: URL) => url.pathname === '/login';
  const menu = page.getByRole('button', { name: '用户菜单' });
  const item = page.getByRole('menuitem', { name: '退出登录' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (onLogin(new URL(page.url()))) return;
    if (Date.now() > deadline) throw new Error(`still signed in after 30 s, at ${page.url()}`);
    const next = (await item.isVisible()) ? item : menu;
    await next.click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForURL(onLogin, { timeout: 3_000, waitUntil: 'commit' }).catch(() => undefined);
  }
}

describe.skipIf(!browserAvailable)('accounts and sign-in', () => {
  const browser = useBrowser();

  it('registers with a password, signs out, signs in, and reaches a guarded page through its redirect', async () => {
    const s = await openPage(browser());
    const user = buildUser();
    await s.page.goto('/register');
    await s.page.getByRole('tab', { name: '账号注册' }).click();
    const form = s.page.getByRole('tabpanel', { name: '账号注册' });
    await form.getByLabel('用户名', { exact: true }).fill(user.username);
    await form.getByLabel('密码', { exact: true }).fill('short');
    await expect.poll(() => form.getByText('密码长度至少8位').count()).toBeGreaterThan(0);
    await form.getByLabel('密码', { exact: true }).fill(user.password);
    await form.getByLabel('确认密码', { exact: true }).fill(user.password);
    await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await s.shot('register-filled');
    await form.getByRole('button', { name: '注册并登录' }).click();
    await s.page.waitForURL('**/home');
    await s.page.goto('/profile');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe(user.username);
    expect(await storedToken(s.page)).toBeTruthy();
    await s.shot('profile');

    await signOut(s.page);
    expect(await storedToken(s.page)).toBeNull();

    // A guarded page sends the visitor to sign-in with the full path, and back after it.
    await s.page.goto('/profile?tab=security#top');
    await s.page.waitForURL(/\/login\?redirect=/);
    expect(new URL(s.page.url()).searchParams.get('redirect')).toBe('/profile?tab=security#top');
    await s.page.getByLabel('账号', { exact: true }).fill(user.username);
    await s.page.getByLabel('密码', { exact: true }).fill(user.password);
    await s.page.getByRole('button', { name: '登 录' }).click();
    await s.page.waitForURL('**/profile?tab=security#top');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe(user.username);
    s.expectNoProblems();
    await s.close();
  });

  it('the register page fits a 1440×900 screen: the submit button above the fold, the brand panel not empty', async () => {
    const s = await openPage(browser());
    await s.page.goto('/register');
    for (const tab of ['手机号注册', '账号注册']) {
      if ((await s.page.getByRole('tab', { name: tab }).count()) > 0)
        await s.page.getByRole('tab', { name: tab }).click();
      const panel = s.page.getByRole('tabpanel', { name: tab });
      const submit = panel.getByRole('button', { name: '注册并登录' });
      await expect.poll(() => submit.count()).toBe(1);
      const box = (await submit.boundingBox())!;
      expect(await s.page.evaluate(() => window.scrollY)).toBe(0);
      expect(box.y + box.height, `${tab}: submit button bottom`).toBeLessThanOrEqual(900);
      await s.shot(`register-fold-${tab === '账号注册' ? 'account' : 'phone'}`);
    }
    // The dark brand panel is not mostly empty: its blocks cover well over a third of its height.
    const fill = await s.page.locator('.op-auth__aside').evaluate((aside) => {
      const covered = Array.from(aside.children).reduce((sum, c) => sum + c.getBoundingClientRect().height, 0);
      return covered / aside.getBoundingClientRect().height;
    });
    expect(fill).toBeGreaterThan(0.4);
    s.expectNoProblems();
    await s.close();
  });

  it('an unknown address shows the product’s own 404 in Chinese, with a way back', async () => {
    for (const width of [1440, 390]) {
      const s = await openPage(browser(), width);
      await s.page.goto('/no-such-page');
      await expect.poll(() => s.page.getByRole('heading', { name: '页面不存在' }).count()).toBe(1);
      // The OfferPilot mark in the theme colours, not antd's generic 404 picture.
      expect(await s.page.locator('.op-not-found__art').count()).toBe(1);
      expect(await s.page.locator('.ant-result-404').count()).toBe(0);
      const fill = await s.page.locator('.op-not-found__mark').evaluate((el) => getComputedStyle(el).fill);
      const primary = await s.page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--op-primary').trim(),
      );
      expect(primary).not.toBe('');
      expect(fill).not.toBe('none');
      expect(await s.page.getByRole('link', { name: '返回首页' }).count()).toBe(1);
      await s.shot('not-found');
      s.expectNoProblems({ allowHttpErrors: true });
      await s.close();
    }
  });

  it('registers and signs in by SMS with the code from the outbox (mobile screens)', async () => {
    const s = await openPage(browser(), 390);
    const user = buildUser();
    await s.page.goto('/mobile-register?invitation_code=ABCD2345&channel=web');
    expect(await s.page.getByLabel('邀请码（选填）', { exact: true }).inputValue()).toBe('ABCD2345');
    await s.page.getByLabel('手机号', { exact: true }).fill(user.phone);
    await s.page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => s.page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
    await s.page.getByLabel('短信验证码', { exact: true }).fill(await readSmsCode(user.phone, 'register'));
    await s.page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await s.shot('mobile-register');
    await s.page.getByRole('button', { name: '注册并登录' }).click();
    await s.page.waitForURL('**/home');
    await s.page.goto('/profile');
    await expect.poll(() => s.page.getByText(`${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`).count()).toBe(1);
    await s.shot('mobile-profile');

    await signOut(s.page);
    await s.page.goto('/mobile-login');
    await s.page.getByLabel('手机号', { exact: true }).fill(user.phone);
    await s.page.getByRole('button', { name: '获取验证码' }).click();
    // The registration code went out seconds ago: the server asks to wait (SMS_RESEND_SECONDS, 30 s
    // here), the button counts down, then sends again.
    await expect.poll(() => s.page.getByText(/发送过于频繁，请\d+秒后再试/).count()).toBe(1);
    await expect.poll(() => s.page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
    await s.shot('mobile-login-wait');
    await expect
      .poll(() => s.page.getByRole('button', { name: '获取验证码' }).isEnabled(), { timeout: 45_000, interval: 500 })
      .toBe(true);
    await s.page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => s.page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
    await s.page.getByLabel('短信验证码', { exact: true }).fill(await readSmsCode(user.phone, 'login'));
    await s.page.getByRole('button', { name: '登 录' }).click();
    await s.page.waitForURL('**/home');
    await s.page.goto('/profile');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^u\d{4}_\d{4}$/);
    s.expectNoProblems({ allowHttpErrors: true });
    await s.close();
  }, 120_000);

  it('shows the server error for a wrong password and keeps what was typed', async () => {
    const s = await openPage(browser());
    await s.page.goto('/login');
    await s.page.getByLabel('账号', { exact: true }).fill('nobody_here');
    await s.page.getByLabel('密码', { exact: true }).fill('Wrong#2026pilot');
    await s.page.getByRole('button', { name: '登 录' }).click();
    await expect.poll(() => s.page.getByRole('alert').textContent()).toContain('账号或密码错误');
    expect(await s.page.getByLabel('账号', { exact: true }).inputValue()).toBe('nobody_here');
    expect(s.page.url()).toContain('/login');
    await s.shot('login-error');
    await s.close();
  });

  it('keeps the session across a reload and ends it on logout', async () => {
    const s = await openPage(browser());
    const user = buildUser();
    // Seed through the API, sign in through the screen.
    const res = await s.page.request.post('/api/v1/auth/register/password', {
      data: { username: user.username, password: user.password },
    });
    expect(res.ok()).toBe(true);
    await s.page.goto('/login');
    await s.page.getByLabel('账号', { exact: true }).fill(user.username);
    await s.page.getByLabel('密码', { exact: true }).fill(user.password);
    await s.page.getByRole('button', { name: '登 录' }).click();
    await s.page.waitForURL('**/home');
    await s.page.goto('/profile');
    await s.page.reload();
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe(user.username);
    expect(s.page.url()).toMatch(/\/profile$/);
    const token = await storedToken(s.page);
    await s.page.getByRole('button', { name: '退出登录' }).click();
    await s.page.waitForURL('**/login');
    // The old token is dead on the server too.
    const check = await s.page.request.post('/api/v1/auth/validate', { headers: { authorization: `Bearer ${token}` } });
    expect(check.status()).toBe(401);
    await s.page.goto('/profile');
    await s.page.waitForURL(/\/login\?redirect=%2Fprofile/);
    s.expectNoProblems();
    await s.close();
  });

  it('a second account signed in on the same tab sees its own lists, never the first one’s', async () => {
    const s = await openPage(browser());
    const [a, b] = [buildUser(), buildUser()];
    for (const u of [a, b]) {
      const res = await s.page.request.post('/api/v1/auth/register/password', {
        data: { username: u.username, password: u.password },
      });
      expect(res.ok()).toBe(true);
      if (u === a) {
        const { access_token } = (await res.json()) as { access_token: string };
        const upload = await s.page.request.post('/api/v1/resumes/upload-text', {
          headers: { authorization: `Bearer ${access_token}` },
          data: {
            content: '张三\n电话：13800001111\n工作经历\n2020-2024 领航科技 Java 开发工程师',
            file_name: '甲的简历',
          },
        });
        expect(upload.ok()).toBe(true);
      }
    }
    const signIn = async (u: { username: string; password: string }) => {
      await s.page.getByLabel('账号', { exact: true }).fill(u.username);
      await s.page.getByLabel('密码', { exact: true }).fill(u.password);
      await s.page.getByRole('button', { name: '登 录' }).click();
    };
    // Everything below happens in one page load: the app's own navigation, as a user clicks.
    await s.page.goto('/login?redirect=%2Fresume');
    await signIn(a);
    await s.page.waitForURL('**/resume');
    await expect.poll(() => s.page.getByText('甲的简历').count()).toBeGreaterThan(0);
    await signOut(s.page);
    await signIn(b);
    await s.page.waitForURL('**/home');
    await s.page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '简历' }).click();
    await s.page.waitForURL('**/resume');
    // The library is on screen (not the home page's own "还没有简历…" line), and its list has
    // settled when it shows either a card or its empty state.
    await s.page.getByRole('heading', { name: '我的简历', exact: true }).waitFor();
    const empty = s.page.getByText('还没有简历', { exact: true });
    const theirs = s.page.getByText('甲的简历');
    await expect.poll(async () => (await empty.count()) + (await theirs.count())).toBeGreaterThan(0);
    expect(await theirs.count()).toBe(0);
    await expect.poll(() => empty.count()).toBeGreaterThan(0);
    s.expectNoProblems();
    await s.close();
  });
});
