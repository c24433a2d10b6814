import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  browserAvailable,
  openPage,
  registerThroughApi,
  storeLogin,
  useBrowser,
} from '../support/page.ts';

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** A 64×40 PNG (a colour gradient) made here, so the test needs no file from outside the repository. */
function makePng(): Buffer {
  const width = 64;
  const height = 40;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set([x * 4, y * 6, 160], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.skipIf(!browserAvailable)('the personal center', () => {
  const browser = useBrowser();

  for (const width of [1440, 390]) {
    it(`every tab: profile with avatar crop, security, minutes, invitations, activity, theme, delete (${width} px)`, async () => {
      const s = await openPage(browser(), width);
      const login = await registerThroughApi(s);
      const password = 'Offer#2026pilot';
      await storeLogin(s, login);
      const { page } = s;
      await page.goto('/profile');
      // At 390 px the tab bar scrolls sideways; the tab in the address (?tab=) is what a shared link opens.
      const openTab = async (name: string, key: string) => {
        if (width < 800) await page.goto(`/profile?tab=${key}`);
        else await page.getByRole('tab', { name }).click();
        await poll(() => page.getByRole('tab', { name, selected: true }).count()).toBe(1);
      };

      // Profile: display name and e-mail saved; avatar picked, cropped, stored.
      await page.getByLabel('昵称').fill('小林同学');
      await page.getByLabel('邮箱').fill(`lin${Date.now()}@example.com`);
      await page.getByRole('button', { name: '保存资料' }).click();
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('小林同学');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
      const crop = page.getByRole('dialog', { name: '裁剪头像' });
      await crop.waitFor();
      await animationsDone(page);
      await s.shot('profile-avatar-crop');
      await crop.getByRole('button', { name: '保存头像' }).click();
      await poll(() => page.locator('.op-profile__head img').getAttribute('src')).toMatch(
        /^\/api\/v1\/auth\/avatars\//,
      );
      await s.shot('profile-tab-profile');

      // Security: password, phone, linked accounts, the device signed in.
      await openTab('账号安全', 'security');
      await poll(() => page.getByText('登录中的设备').count()).toBe(1);
      await poll(() => page.getByText('当前设备').count()).toBe(1);
      await page.getByLabel('当前密码').fill(password);
      await page.getByLabel('新密码', { exact: true }).fill('New#2026pilot');
      await page.getByLabel('确认新密码').fill('New#2026pilot');
      await page.getByRole('button', { name: '修改密码' }).click();
      await poll(() => page.getByText('密码已修改，其他设备已退出登录').count()).toBeGreaterThan(0);
      await s.shot('profile-tab-security');

      // Minutes, invitations, activity, theme.
      await openTab('面试时长', 'minutes');
      await poll(() => page.getByTestId('minutes-left').textContent()).toMatch(/60/);
      await poll(() => page.getByText('新用户赠送', { exact: true }).count()).toBe(1);
      await s.shot('profile-tab-minutes');
      await openTab('邀请好友', 'invitations');
      await poll(() => page.getByTestId('invite-link').textContent()).toMatch(/invitation_code=\w{8}&channel=web$/);
      await poll(() => page.getByText('还没有好友通过你的链接注册').count()).toBe(1);
      await s.shot('profile-tab-invitations');
      await openTab('面试与简历', 'activity');
      await poll(() => page.getByRole('link', { name: '查看全部面试' }).getAttribute('href')).toBe('/interview');
      await poll(() => page.getByTestId('resume-count').textContent()).toMatch(/0/);
      await poll(() => page.locator('.op-profile__cards .ant-skeleton').count()).toBe(0);
      await s.shot('profile-tab-activity');
      await openTab('主题设置', 'theme');
      await poll(() => page.getByText('aura').count()).toBeGreaterThan(0);
      await s.shot('profile-tab-theme');

      // Delete the account: confirmation typed, password given; signed out, and the account is gone.
      await openTab('注销账号', 'danger');
      await page.getByLabel('请输入“注销账号”以确认').fill('注销账号');
      await page.getByLabel('当前密码').fill('New#2026pilot');
      await s.shot('profile-tab-danger');
      await page.getByRole('button', { name: '永久注销账号' }).click();
      await poll(() => page.getByText(/账号已注销：已删除 0 份简历/).count()).toBe(1);
      await s.shot('profile-deleted');
      const again = await page.request.post('/api/v1/auth/login/password', {
        data: { account: login.user.username, password: 'New#2026pilot' },
      });
      expect(again.status()).toBe(401);
      s.expectNoProblems({ allowHttpErrors: true });
      await s.close();
    }, 120_000);
  }
});
