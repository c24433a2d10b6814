import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  appTookOver,
  browserAvailable,
  buildUser,
  openPage,
  registerThroughApi,
  seedPosition,
  signInThroughApi,
  storeLogin,
  useBrowser,
} from '../support/page.ts';

/** The app's entry script: held back to see what the saved page shows before the app runs. */
const APP_CODE = /\/assets\/index-[^/]+\.js$/;

const fixtures = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/resumes');

const PASTED = `陈雨桐
电话：139 0013 9000 | 邮箱：yutong.chen@example.com | 现居：深圳
求职意向：产品经理

教育背景
2015.09-2019.06 中山大学 信息管理与信息系统 本科

工作经历
2019.07-至今 深圳青禾互动科技有限公司 产品经理
• 负责会员体系改版，付费转化率提升 18%
• 主导 3 次核心版本迭代

专业技能
Axure、SQL、用户调研、数据分析`;

/**
 * Buttons and images whose accessible name is English (an antd icon's own label such as 'close',
 * 'edit', 'download', or antd's inner 'down', 'plus', 'ellipsis', 'file-text', 'check-circle',
 * read before or instead of the Chinese text): from the page's accessibility tree, so what a screen
 * reader says.
 */
async function englishButtonNames(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const iconWord = /(^|\s)[a-z]+(-[a-z]+)*(\s|$)/;
  const buttons = [...tree.matchAll(/- button "([^"]*)"/g)].map((m) => m[1]!);
  // An image may be named in Latin letters when that is its content (the avatar's user name), never by an icon word.
  const images = [...tree.matchAll(/- img "([^"]*)"/g)].map((m) => m[1]!);
  return [
    ...buttons.filter((n) => iconWord.test(n) || (/[A-Za-z]/.test(n) && !/[\u3400-\u9fff]/.test(n))),
    ...images.filter((n) => /^[a-z]+(-[a-z]+)*$/.test(n)),
  ];
}

describe.skipIf(!browserAvailable)('resumes', () => {
  const browser = useBrowser();

  it('uploads a Chinese PDF in the background, shows the 4 steps complete, then its sections', async () => {
    for (const width of [1440, 390]) {
      const s = await openPage(browser(), width);
      await signInThroughApi(s);
      await s.page.goto('/resume');
      await expect.poll(() => s.page.getByText('还没有简历').count()).toBe(1);
      await s.shot('resume-empty');

      await s.page.locator('input[type=file]').setInputFiles(path.join(fixtures, 'zh-one-column.pdf'));
      const panel = s.page.getByRole('region', { name: '后台任务' });
      const card = panel.getByRole('article', { name: 'zh-one-column.pdf' });
      await expect.poll(() => card.count()).toBe(1);
      // Each step the pipeline completes adds 25 % (spec §2).
      const progress = card.getByRole('progressbar');
      await expect.poll(() => card.getByText('简历处理完成！').count(), { timeout: 30_000 }).toBe(1);
      expect(await progress.getAttribute('aria-valuenow')).toBe('100');
      for (const step of ['上传', '分析', '优化', '完成'])
        expect(await card.getByText(step, { exact: true }).count()).toBe(1);
      await s.shot('task-panel-done');

      await card.getByRole('link', { name: '查看结果' }).click();
      await s.page.waitForURL(/resumeId=\d+.*view=optimize/);
      const detail = s.page.getByRole('dialog');
      // The result opens on the optimisation the pipeline made.
      const mods = detail.getByRole('listitem', { name: /第 \d+ 条修改/ });
      await expect.poll(() => mods.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await detail.getByRole('tab', { name: '简历内容' }).click();
      await expect.poll(() => detail.getByRole('region', { name: '工作经历' }).count(), { timeout: 20_000 }).toBe(1);
      if (width < 800) await detail.getByRole('tab', { name: '结构化信息' }).click();
      expect(await detail.getByRole('region', { name: '教育背景' }).count()).toBe(1);
      expect(await detail.getByRole('region', { name: '基本信息' }).getByText('王晓明').count()).toBeGreaterThan(0);
      await animationsDone(s.page); // the drawer's slide-in
      await s.shot('resume-detail-pdf');
      if (width < 800) {
        await detail.getByRole('tab', { name: '原文' }).click();
        await expect.poll(() => detail.locator('pre').filter({ hasText: '王晓明' }).count()).toBe(1);
        await s.shot('resume-detail-original');
      } else {
        expect(await detail.locator('pre').filter({ hasText: '王晓明' }).count()).toBe(1);
      }
      s.expectNoProblems();
      await s.close();
    }
  });

  it('a cancelled upload leaves no resume, the panel says it failed in red and goes when closed', async () => {
    for (const width of [1440, 390]) {
      const s = await openPage(browser(), width);
      const { token } = await signInThroughApi(s);
      const auth = { authorization: `Bearer ${token}` };
      // Hold the analysis so the cancel comes after the file is stored as a resume.
      await s.page.route('**/proxy/**/analyze/**', () => undefined);
      await s.page.goto('/resume');
      await expect.poll(() => s.page.getByText('还没有简历').count()).toBe(1);
      await s.page.locator('input[type=file]').setInputFiles(path.join(fixtures, 'zh-one-column.pdf'));
      const panel = s.page.getByRole('region', { name: '后台任务' });
      const card = panel.getByRole('article', { name: 'zh-one-column.pdf' });
      await expect.poll(() => card.getByText('正在分析简历…').count(), { timeout: 20_000 }).toBe(1);
      await card.getByRole('button', { name: /取消任务/ }).click();

      // Nothing stays behind: not on the server, not in the list.
      const list = async () =>
        ((await (await s.page.request.get('/api/v1/resumes', { headers: auth })).json()) as { data: { total: number } })
          .data.total;
      await expect.poll(list, { timeout: 10_000 }).toBe(0);
      // The summary tells the truth, in red, with the reason and a retry.
      await expect.poll(() => panel.getByText('1 个任务失败，请查看原因').count()).toBe(1);
      expect(await panel.getByText('后台任务已全部结束').count()).toBe(0);
      expect(await card.getByText('用户取消').count()).toBeGreaterThan(0);
      expect(await card.getByRole('button', { name: /重试任务/ }).count()).toBe(1);
      expect(await card.getByRole('link', { name: '查看简历' }).count()).toBe(0);
      await s.shot('task-panel-failed');
      // Closing the finished tasks leaves no panel at all (no lingering "还有 1 个任务" bar).
      await panel.getByRole('button', { name: '关闭已结束的任务' }).click();
      await expect.poll(() => panel.count()).toBe(0);
      expect(await s.page.getByText(/还有 \d+ 个任务/).count()).toBe(0);
      await s.page.reload();
      await expect.poll(() => s.page.getByText('还没有简历').count()).toBe(1);
      expect(await panel.count()).toBe(0);
      s.expectNoProblems();
      await s.close();
    }
  });

  it('recognises the same file uploaded again and lets the user open it or keep both', async () => {
    for (const width of [1440, 390]) {
      const s = await openPage(browser(), width);
      const { token } = await signInThroughApi(s);
      const auth = { authorization: `Bearer ${token}` };
      const file = path.join(fixtures, 'zh-one-column.pdf');
      const seeded = await s.page.request.post('/api/v1/resumes/upload-file', {
        headers: auth,
        multipart: { file: { name: '第一次上传.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(file) } },
      });
      const seededResume = ((await seeded.json()) as { data: { id: number; file_name: string } }).data;
      const first = seededResume.id;
      await s.page.goto('/resume?upload=1');
      const upload = s.page.getByRole('dialog', { name: '添加简历' });
      await upload.locator('input[type=file]').setInputFiles(file);
      const ask = s.page.getByRole('dialog', { name: '这份文件已经上传过' });
      await expect.poll(() => ask.count()).toBe(1);
      // The resume already there, by its title (an upload is titled by the person: 姓名 · 求职意向).
      expect(await ask.getByText(seededResume.file_name, { exact: false }).count()).toBe(1);
      await s.shot('resume-duplicate');
      await ask.getByRole('button', { name: '打开已有简历' }).click();
      await s.page.waitForURL(new RegExp(`resumeId=${first}`));
      // No second resume and no task.
      const total = async () =>
        ((await (await s.page.request.get('/api/v1/resumes', { headers: auth })).json()) as { data: { total: number } })
          .data.total;
      expect(await total()).toBe(1);
      expect(await s.page.getByRole('region', { name: '后台任务' }).count()).toBe(0);

      // Keep both: the upload goes ahead.
      await s.page.goto('/resume?upload=1');
      await s.page.getByRole('dialog', { name: '添加简历' }).locator('input[type=file]').setInputFiles(file);
      await expect.poll(() => ask.count()).toBe(1);
      await ask.getByRole('button', { name: '保留两份' }).click();
      await expect.poll(total, { timeout: 20_000 }).toBe(2);
      s.expectNoProblems();
      await s.close();
    }
  });

  it('creates a resume from pasted text, then deletes it after confirmation', async () => {
    const s = await openPage(browser());
    await signInThroughApi(s);
    await s.page.goto('/resume?upload=1');
    const modal = s.page.getByRole('dialog', { name: '添加简历' });
    // The upload area (its inbox icon) and the dialog's buttons read in Chinese too.
    expect(await englishButtonNames(s.page)).toEqual([]);
    await modal.getByRole('tab', { name: '粘贴文本' }).click();
    await modal.getByLabel('简历文本').fill(PASTED);
    await s.shot('resume-paste');
    await modal.getByRole('button', { name: '识别并保存' }).click();
    await s.page.waitForURL(/resumeId=\d+/);
    const detailUrl = s.page.url();
    const detail = s.page.getByRole('dialog', { name: '陈雨桐的简历' });
    await expect
      .poll(() => detail.getByRole('region', { name: '工作经历' }).getByText('深圳青禾互动科技有限公司').count())
      .toBe(1);
    expect(await detail.getByRole('region', { name: '基本信息' }).getByText('产品经理').count()).toBe(1);
    // Icon buttons say their action in Chinese: no 'edit 编辑', 'download', 'delete' (issue 19, item 8).
    expect(await detail.getByRole('button', { name: '编辑', exact: true }).count()).toBe(1);
    expect(await detail.getByRole('button', { name: '删除', exact: true }).count()).toBe(1);
    // The paste dialog's 识别并保存 keeps antd's 'loading' spinner until its closing animation ends.
    await expect.poll(() => englishButtonNames(s.page)).toEqual([]);
    await s.page.getByRole('button', { name: '导出' }).click();
    await expect.poll(() => s.page.getByRole('menuitem').count()).toBeGreaterThan(0);
    expect(await englishButtonNames(s.page)).toEqual([]);
    await s.page.keyboard.press('Escape');

    // Closing the drawer with an unsaved edit asks first: 继续编辑 keeps what was typed, and
    // 放弃修改 from the form's 取消 goes back to the resume as it was.
    await detail.getByRole('button', { name: '编辑', exact: true }).click();
    const name = detail.getByLabel('简历名称');
    await name.fill('陈雨桐的简历（改）');
    await detail.getByRole('button', { name: '关闭' }).click();
    const discard = s.page.getByRole('dialog', { name: '放弃修改？' });
    await expect.poll(() => discard.getByRole('button', { name: '继续编辑' }).count()).toBe(1);
    await animationsDone(s.page); // the dialog's opening animation, for the screenshot
    await s.shot('resume-discard');
    await discard.getByRole('button', { name: '继续编辑' }).click();
    await expect.poll(() => discard.count()).toBe(0);
    expect(await name.inputValue()).toBe('陈雨桐的简历（改）');
    await detail.getByRole('button', { name: /取\s*消/ }).click();
    await discard.getByRole('button', { name: '放弃修改' }).click();
    await expect.poll(() => detail.getByRole('button', { name: '编辑', exact: true }).count()).toBe(1);
    expect(await s.page.getByRole('dialog', { name: '陈雨桐的简历' }).count()).toBe(1);

    // An address past the last page (an old link, or the last resume of a page deleted) shows the
    // last page, not the first-use screen of an empty library.
    // Not even for a moment: a watcher notes every time the first-use screen's text appears.
    await s.context.addInitScript({
      content: `new MutationObserver(() => {
        if (document.body && document.body.innerText.includes('还没有简历')) window.__opSawEmpty = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });`,
    });
    await s.page.goto('/resume?page=99');
    await s.page.waitForURL((url) => !url.searchParams.has('page'));
    await expect.poll(() => s.page.locator('.op-resume-card').count()).toBe(1);
    expect(await s.page.evaluate(() => (window as { __opSawEmpty?: boolean }).__opSawEmpty ?? false)).toBe(false);
    await s.page.goto(`/resume?resumeId=${new URL(detailUrl).searchParams.get('resumeId')}`);

    await detail.getByRole('button', { name: '删除' }).click();
    const confirm = s.page.getByRole('dialog', { name: '删除这份简历？' });
    // The keyboard starts on 取消: a second Enter does not delete.
    await expect
      .poll(() => s.page.evaluate(() => document.activeElement?.textContent?.replace(/\s/g, '')))
      .toBe('取消');
    await confirm.getByRole('button', { name: '删 除' }).click();
    await s.page.waitForURL((url) => !url.search.includes('resumeId'));
    await expect.poll(() => s.page.getByText('还没有简历').count()).toBe(1);
    s.expectNoProblems();
    await s.close();
  });

  it('follows a change made in another tab of the same account without a reload', async () => {
    const s = await openPage(browser());
    const { token } = await signInThroughApi(s);
    for (const name of ['留下的简历', '另一个标签页删掉的简历']) {
      const res = await s.page.request.post('/api/v1/resumes/upload-text', {
        headers: { authorization: `Bearer ${token}` },
        data: { content: PASTED, file_name: name },
      });
      expect(res.ok()).toBe(true);
    }
    await s.page.goto('/resume');
    const cards = s.page.locator('.op-resume-card');
    await expect.poll(() => cards.count()).toBe(2);
    // The second tab deletes one; the first, left as it was, drops its card and its count.
    const other = await s.context.newPage();
    await other.goto('/resume');
    await other.locator('.op-resume-card', { hasText: '另一个标签页删掉的简历' }).click();
    await other.getByRole('button', { name: '删除', exact: true }).click();
    await other.getByRole('dialog', { name: '删除这份简历？' }).getByRole('button', { name: '删 除' }).click();
    await other.waitForURL((url) => !url.search.includes('resumeId'));
    await expect.poll(() => cards.count()).toBe(1);
    expect(await s.page.getByText('另一个标签页删掉的简历').count()).toBe(0);
    expect(await s.page.getByText('共 1 份简历').count()).toBe(1);
    // And a resume added there appears here.
    await other.goto('/resume?upload=1');
    const modal = other.getByRole('dialog', { name: '添加简历' });
    await modal.getByRole('tab', { name: '粘贴文本' }).click();
    await modal.getByLabel('简历文本').fill(PASTED);
    await modal.getByRole('button', { name: '识别并保存' }).click();
    await other.waitForURL(/resumeId=\d+/);
    await expect.poll(() => cards.count()).toBe(2);
    s.expectNoProblems();
    await other.close();
    await s.close();
  });

  it('refuses a scanned PDF with a clear Chinese message and keeps the library unchanged', async () => {
    const s = await openPage(browser(), 390);
    await signInThroughApi(s);
    await s.page.goto('/resume');
    await expect.poll(() => s.page.getByText('还没有简历').count()).toBe(1);
    await s.page.locator('input[type=file]').setInputFiles(path.join(fixtures, 'image-only.pdf'));
    // The background task fails at its first step with the server's reason.
    const card = s.page.getByRole('region', { name: '后台任务' }).getByRole('article', { name: 'image-only.pdf' });
    await expect.poll(() => card.getByText('处理失败: ', { exact: false }).count(), { timeout: 20_000 }).toBe(1);
    expect(await card.getByText('未能从文件中提取到文字', { exact: false }).count()).toBe(1);
    await s.shot('resume-upload-error');
    expect(await s.page.getByText('还没有简历').count()).toBe(1);
    s.expectNoProblems({ allowHttpErrors: true });
    await s.close();
  });

  it('chooses a resume on /resume-selection and keeps the position on the way on', async () => {
    for (const width of [1440, 390]) {
      const s = await openPage(browser(), width);
      const { token } = await signInThroughApi(s);
      const position = await seedPosition(s, token, { name: '产品经理' });
      const res = await s.page.request.post('/api/v1/resumes/upload-text', {
        headers: { authorization: `Bearer ${token}` },
        data: { content: PASTED },
      });
      const resume = ((await res.json()) as { data: { id: number } }).data;
      await s.page.goto(`/resume-selection?positionId=${position.id}`);
      const option = s.page.getByRole('radio', { name: /陈雨桐的简历/ });
      await expect.poll(() => option.count()).toBe(1);
      expect(await s.page.getByRole('button', { name: '下一步' }).isDisabled()).toBe(true);
      await option.click();
      await expect.poll(() => s.page.getByText('目标岗位：产品经理').count()).toBe(1);
      await s.shot('resume-selection');
      await s.page.getByRole('button', { name: '下一步' }).click();
      await s.page.waitForURL(/\/resume\?/);
      const url = new URL(s.page.url());
      expect(url.searchParams.get('resumeId')).toBe(String(resume.id));
      expect(url.searchParams.get('positionId')).toBe(String(position.id));
      s.expectNoProblems();
      await s.close();
    }
  });
  it('shows other users’ public resumes without their contact details', async () => {
    const s = await openPage(browser(), 390);
    const other = buildUser();
    const reg = await s.page.request.post('/api/v1/auth/register/password', {
      data: { username: other.username, password: other.password },
    });
    const otherToken = ((await reg.json()) as { access_token: string }).access_token;
    const shared = await s.page.request.post('/api/v1/resumes/upload-file', {
      headers: { authorization: `Bearer ${otherToken}` },
      multipart: {
        file: { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from(PASTED) },
        file_name: '产品经理-公开简历',
        is_public: 'true',
      },
    });
    expect(shared.ok()).toBe(true);
    await signInThroughApi(s);
    await s.page.goto('/resume?tab=public');
    const card = s.page.getByRole('button', { name: /产品经理-公开简历/ }).first();
    await expect.poll(() => card.count()).toBe(1);
    await card.click();
    const drawer = s.page.getByRole('dialog', { name: '产品经理-公开简历' });
    await expect.poll(() => drawer.getByText('深圳青禾互动科技有限公司').count()).toBeGreaterThan(0);
    expect(await drawer.getByText('139 0013 9000').count()).toBe(0);
    expect(await drawer.getByText('yutong.chen@example.com').count()).toBe(0);
    await animationsDone(s.page);
    await s.shot('resume-public');
    s.expectNoProblems();
    await s.close();
  });
});

describe.skipIf(!browserAvailable)('opening /resume directly', () => {
  const browser = useBrowser();

  /** A phone-sized page and a new account holding one pasted resume, not yet signed in there. */
  async function userWithOneResume() {
    const s = await openPage(browser(), 390);
    const login = await registerThroughApi(s);
    const upload = await s.page.request.post('/api/v1/resumes/upload-text', {
      headers: { authorization: `Bearer ${login.access_token}` },
      data: { content: PASTED, file_name: '陈雨桐-产品经理' },
    });
    expect(upload.ok()).toBe(true);
    return { s, login };
  }

  it('asks the auth service once about the stored sign-in, not again for the first screen', async () => {
    const { s, login } = await userWithOneResume();
    await storeLogin(s, login);
    let checks = 0;
    s.page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/auth/validate')) checks += 1;
    });
    await s.page.goto('/resume');
    await expect.poll(() => s.page.getByText('陈雨桐-产品经理').count()).toBeGreaterThan(0);
    // The first screen has made all its calls: the network has gone quiet.
    await s.page.waitForLoadState('networkidle');
    expect(checks).toBe(1);
    // The next screen is checked again (spec §2: every guarded screen asks the auth service).
    await s.page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '岗位' }).click();
    await s.page.waitForURL('**/positions');
    await expect.poll(() => checks).toBe(2);
    s.expectNoProblems();
    await s.close();
  });

  /** A page of the session without the wait for the app (its code is held back), and a way to let the code go. */
  async function pageWithAppHeld(s: Awaited<ReturnType<typeof userWithOneResume>>['s']) {
    const page = await s.context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_CODE, async (route) => {
      await held;
      await route.continue();
    });
    const calls: string[] = [];
    page.on('request', (r) => calls.push(new URL(r.url()).pathname));
    return { page, release, calls };
  }
  // The boot script adds the app's code once the page has painted, which may be before the load
  // event: held back, it would hold that event too. These pages are read once their HTML is in.
  const HELD = { waitUntil: 'domcontentloaded' } as const;
  const stillSaved = (page: Page) => page.evaluate(() => Boolean(document.querySelector('#root[data-prerendered]')));
  const gridNow = (page: Page) =>
    page.locator('.op-list-page__grid').evaluate((grid) => ({
      html: grid.innerHTML.replace(/ data-resume-id="\d+"/g, ''),
      box: JSON.stringify(grid.getBoundingClientRect()),
    }));

  it('shows the resumes before the app has loaded; the app takes the same cards over without asking again', async () => {
    const { s, login } = await userWithOneResume();
    // The server sends everybody the same saved library, with nobody's data in it.
    const html = await (await s.page.request.get('/resume')).text();
    expect(html).toContain('data-prerendered="/resume"');
    expect(html).not.toContain('陈雨桐');
    expect(html).not.toContain('样例'); // the build account's made-up resumes
    expect(html).toContain('<h2 class="op-resume-card__name"></h2>'); // the template's card, emptied
    expect(html.split('class="op-list-card op-resume-card"')).toHaveLength(2); // the template's one card only
    expect(html).not.toContain('data-resume-id');
    // It preloads what its first render needs, not what the library loads later on demand.
    expect(html).toMatch(/data-preload="[^"]*resumes-page-/);
    expect(html).not.toMatch(/data-preload="[^"]*(upload-panel|resume-detail|public-resumes)-/);
    expect(html).not.toMatch(/(upload-panel|resume-detail|public-resumes)-[^"]*\.css/);
    expect(html).not.toMatch(/data-op-(preloads|first-render)/);
    await storeLogin(s, login);
    const { page, release, calls } = await pageWithAppHeld(s);
    await page.goto('/resume', HELD);
    await page.locator('.op-resume-card__name', { hasText: '陈雨桐-产品经理' }).waitFor();
    expect(await stillSaved(page)).toBe(true);
    expect(await page.locator('.op-user-menu__name').textContent()).toBe(login.user.username);
    expect(await page.locator('.op-list-page__count').textContent()).toBe('共 1 份简历');
    // Where the saved styles came from (theme/style-cache.ts): antd reads and removes it at takeover.
    const registry = page.locator('style[data-ant-cssinjs-cache-path]');
    const tagStyle = /Tag-Tag\|[^;]*:([a-z0-9]+)/.exec((await registry.textContent()) ?? '')?.[1];
    expect(tagStyle).toBeTruthy();
    // Marked: were antd to make that style again, it would write its own text over the mark.
    await page.evaluate((id) => {
      document.querySelector(`style[data-css-hash="${id}"]`)!.append('/*saved*/');
    }, tagStyle!);
    const before = await gridNow(page);
    release();
    await appTookOver(page);
    expect(await registry.count()).toBe(0);
    expect(
      await page.evaluate((id) => document.querySelector(`style[data-css-hash="${id}"]`)?.textContent, tagStyle!),
    ).toContain('/*saved*/');
    await page.waitForLoadState('networkidle');
    expect(await gridNow(page)).toEqual(before);
    expect(calls.filter((c) => c === '/api/v1/resumes')).toHaveLength(1);
    expect(calls.filter((c) => c === '/api/v1/resumes/optimizations/all')).toHaveLength(1);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0)),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBe(0);
    // The app's own card now: it opens.
    await page.getByRole('button', { name: '查看简历 陈雨桐-产品经理' }).click();
    await page.waitForURL(/resumeId=\d+/);
    await page.getByRole('dialog').getByText('陈雨桐-产品经理').first().waitFor();
    await s.close();
  });

  it('renews a run-out sign-in once, on the saved page, and the app goes on with it', async () => {
    const { s, login } = await userWithOneResume();
    await storeLogin(s, login);
    await s.context.addInitScript(() => localStorage.setItem('token_expires_at', String(Date.now() - 1_000)));
    const { page, release, calls } = await pageWithAppHeld(s);
    await page.goto('/resume', HELD);
    await page.locator('.op-resume-card__name', { hasText: '陈雨桐-产品经理' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(login.access_token);
    release();
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    expect(page.url()).toMatch(/\/resume$/);
    expect(calls.filter((c) => c.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(await page.getByRole('button', { name: '查看简历 陈雨桐-产品经理' }).count()).toBe(1);
    await s.close();
  });

  it('a card tapped before the app has loaded opens once it has', async () => {
    const { s, login } = await userWithOneResume();
    await storeLogin(s, login);
    const { page, release } = await pageWithAppHeld(s);
    await page.goto('/resume', HELD);
    await page.locator('.op-resume-card__name', { hasText: '陈雨桐-产品经理' }).click();
    expect(page.url()).toMatch(/\?resumeId=\d+$/);
    release();
    await appTookOver(page);
    await page.getByRole('dialog').getByText('陈雨桐-产品经理').first().waitFor();
    await s.close();
  });

  it("says so in Chinese, in the drawer, when one resume's code cannot be loaded, and keeps the library", async () => {
    const { s, login } = await userWithOneResume();
    await storeLogin(s, login);
    const page = await s.context.newPage();
    await page.route(/\/assets\/resume-detail-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/resume');
    await appTookOver(page);
    await page.getByRole('button', { name: '查看简历 陈雨桐-产品经理' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('这部分内容没有加载出来').waitFor();
    await expect.poll(() => drawer.getByRole('button', { name: '刷新页面' }).count()).toBe(1);
    expect(await page.locator('.op-resume-card__name', { hasText: '陈雨桐-产品经理' }).count()).toBe(1);
    await s.close();
  });

  it('with a sign-in ended elsewhere, goes to sign-in and shows nothing it fetched', async () => {
    const { s, login } = await userWithOneResume();
    const ended = await s.page.request.post('/api/v1/auth/logout', {
      headers: { authorization: `Bearer ${login.access_token}` },
      data: { refresh_token: login.refresh_token },
    });
    expect(ended.ok()).toBe(true);
    await storeLogin(s, login);
    await s.page.goto('/resume');
    await s.page.waitForURL(/\/login\?redirect=%2Fresume/);
    expect(await s.page.getByText('陈雨桐-产品经理').count()).toBe(0);
    expect(await s.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    s.expectNoProblems({ allowHttpErrors: true });
    await s.close();
  });
});
