import { describe, expect, it } from 'vitest';
import { browserAvailable, openPage, signInThroughApi, useBrowser } from '../support/page.ts';

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

/**
 * The security tab's linked accounts. The e2e server has no WeChat or OIDC provider configured
 * (and no stand-in for them: the link round trip is covered by apps/server/test/auth-link.test.ts),
 * so both rows say why they cannot be linked here and their 关联 buttons are disabled.
 */
describe.skipIf(!browserAvailable)('personal center: linked accounts', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`shows WeChat and OIDC as not linked, with the link buttons off on this server (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      await signInThroughApi(s);
      const { page } = s;
      await page.goto('/profile?tab=security');
      await poll(() => page.getByRole('tab', { name: '账号安全', selected: true }).count()).toBe(1);

      const wechat = page.getByTestId('linked-wechat');
      const oidc = page.getByTestId('linked-oidc');
      await wechat.waitFor();
      await poll(() => wechat.textContent()).toContain('本站未开启微信登录，暂不能关联');
      expect(await wechat.textContent()).toContain('未关联');
      expect(await oidc.textContent()).toContain('本站未开启统一身份认证登录，暂不能关联');
      for (const row of [wechat, oidc]) {
        const button = row.getByRole('button', { name: /^关\s?联$/ });
        expect(await button.count()).toBe(1);
        expect(await button.isDisabled()).toBe(true);
      }
      expect(await page.getByText('关联后可以用微信或统一身份认证直接登录此账号').count()).toBe(1);

      await wechat.scrollIntoViewIfNeeded();
      await s.shot('profile-security-linked');
      s.expectNoProblems();
      await s.close();
    });

    it(`shows the other row states and the server's Chinese refusals (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      await signInThroughApi(s);
      const { page } = s;
      // Only to draw the states this server cannot reach: the browser is told WeChat is configured
      // and OIDC is linked. Every click below still goes to the real server, which refuses.
      await page.route('**/api/v1/auth/providers', async (route) => {
        const body = (await (await route.fetch()).json()) as Record<string, unknown>;
        await route.fulfill({ json: { ...body, wechat: true } });
      });
      await page.route('**/api/v1/auth/security', async (route) => {
        const body = (await (await route.fetch()).json()) as { data: { linked: Record<string, boolean> } };
        body.data.linked = { wechat: false, oidc: true };
        await route.fulfill({ json: body });
      });
      await page.goto('/profile?tab=security');
      const wechat = page.getByTestId('linked-wechat');
      const oidc = page.getByTestId('linked-oidc');
      await wechat.waitFor();
      const link = wechat.getByRole('button', { name: /^关\s?联$/ });
      await poll(() => link.isEnabled()).toBe(true);
      expect(await wechat.textContent()).not.toContain('本站未开启');

      // 关联 first asks for the current password (the account has one), then asks the server for
      // the authorization URL: this server has no WeChat, so it says so.
      await link.click();
      const verify = page.getByRole('dialog', { name: '关联微信' });
      await verify.waitFor();
      expect(await verify.getByText('为保护账号安全，关联微信前请输入当前登录密码。').count()).toBe(1);
      await verify.getByLabel('当前密码').fill('Offer#2026pilot');
      await s.shot('profile-security-link-password');
      await verify.getByRole('button', { name: /验证并前往授权/ }).click();
      await poll(() => page.getByText('未配置微信登录').count()).toBeGreaterThan(0);
      expect(page.url()).toContain('/profile?tab=security');
      await page.keyboard.press('Escape');
      await poll(() => verify.isVisible()).toBe(false);

      // 解除关联 asks for confirmation, then the server answers (this account has no OIDC).
      await oidc.getByRole('button', { name: '解除关联' }).click();
      const confirm = page.getByRole('tooltip').filter({ hasText: '解除后将不能再用统一身份认证登录此账号' });
      await confirm.waitFor();
      await oidc.scrollIntoViewIfNeeded();
      await s.shot('profile-security-unlink-confirm');
      await confirm.getByRole('button', { name: '解除关联' }).click();
      await poll(() => page.getByText('当前账号未关联统一身份认证').count()).toBe(1);
      // The two refusals (503, 409) are logged by the browser as failed loads; nothing else may be.
      expect(s.problems.filter((p) => !/Failed to load resource: .* status of (409|503)/.test(p))).toEqual([]);
      await s.close();
    });
  }
});
