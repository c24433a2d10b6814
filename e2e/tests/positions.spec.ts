import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, openPage, seedPosition, signInThroughApi, useBrowser } from '../support/page.ts';

const ADVERT = `高级前端开发工程师 25-40K·15薪
杭州云帆网络科技有限公司
杭州·西湖区 | 3-5年 | 本科
岗位职责：
1. 负责公司 SaaS 产品的前端架构设计与核心模块开发；
2. 推动前端工程化建设，提升构建效率与代码质量。
任职要求：
1. 本科及以上学历，3年以上前端开发经验；
2. 精通 React、TypeScript。`;

/**
 * Buttons whose accessible name is English (an antd icon's own label such as 'close', 'edit',
 * 'export', 'download', 'delete' read before or instead of the Chinese text): from the page's
 * accessibility tree, so what a screen reader says.
 */
/**
 * The position's `positionId` has left the address (its drawer closed). Read from the address
 * itself rather than `waitForURL`: in one CI run (2026-12-07) `waitForURL` waited 30 s here for a
 * navigation it never reported, and once in nine runs on a loaded machine here; in the five that
 * printed it the address had changed by the time the click returned, so the cause is not known.
 */
async function closedDrawer(page: Page): Promise<void> {
  await expect.poll(() => new URL(page.url()).searchParams.has('positionId'), { timeout: 30_000 }).toBe(false);
}

async function englishButtonNames(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const names = [...tree.matchAll(/- button "([^"]*)"/g)].map((m) => m[1]!);
  const iconWord = /(^|\s)[a-z]+(-[a-z]+)*(\s|$)/;
  return names.filter((n) => iconWord.test(n) || (/[A-Za-z]/.test(n) && !/[\u3400-\u9fff]/.test(n)));
}

describe.skipIf(!browserAvailable)('positions', () => {
  const browser = useBrowser();

  it('creates a position by hand, then edits and deletes it', async () => {
    const s = await openPage(browser());
    await signInThroughApi(s);
    await s.page.goto('/positions');
    await expect.poll(() => s.page.getByText('还没有岗位').count()).toBe(1);
    await s.shot('positions-empty');

    await s.page.getByRole('button', { name: '新建岗位' }).first().click();
    await s.page.waitForURL('**/positions?create=1');
    const drawer = s.page.locator('form#create-position');
    // Every field of the manual form says what to write, 行业 included (issue 19, item 8).
    await expect.poll(() => drawer.getByText('例如：互联网/IT（可从列表中选）').count()).toBe(1);
    // A new position typed and closed by mistake is asked about; 继续编辑 keeps it.
    await drawer.getByLabel('岗位名称').fill('数据分析师');
    await s.page.keyboard.press('Escape');
    const discard = s.page.getByRole('dialog', { name: '放弃修改？' });
    await discard.getByRole('button', { name: '继续编辑' }).click();
    await expect.poll(() => discard.count()).toBe(0);
    expect(await drawer.getByLabel('岗位名称').inputValue()).toBe('数据分析师');
    await drawer.getByLabel('公司名称').fill('上海澄明消费品有限公司');
    await drawer.getByLabel('薪资范围').fill('15-25K');
    await drawer.getByLabel('任职要求').fill('熟练使用 SQL\n\n熟悉 Python');
    await s.shot('positions-create-form');
    await drawer.getByRole('button', { name: '保存岗位' }).click();
    await s.page.waitForURL(/positionId=\d+/);
    const detail = s.page.getByRole('dialog');
    await expect.poll(() => detail.getByText('熟练使用 SQL').count()).toBe(1);
    expect(await detail.getByText('熟悉 Python').count()).toBe(1);
    await s.shot('positions-detail');
    // Icon buttons say their action in Chinese (issue 19, item 8): 编辑, 删除, 关闭, not edit / delete / close.
    expect(await detail.getByRole('button', { name: '编辑', exact: true }).count()).toBe(1);
    // Polled: the new-position drawer keeps antd's busy icon ('loading 保存岗位') while it closes.
    await expect.poll(() => englishButtonNames(s.page)).toEqual([]);

    await detail.getByRole('button', { name: '编辑' }).click();
    const edit = s.page.locator('form#edit-position');
    await edit.getByLabel('薪资范围').fill('18-28K');
    // Closing the drawer with the change unsaved asks first; 继续编辑 keeps what was typed.
    await s.page.getByRole('button', { name: '关闭' }).first().click();
    await discard.getByRole('button', { name: '继续编辑' }).click();
    await expect.poll(() => discard.count()).toBe(0);
    expect(await edit.getByLabel('薪资范围').inputValue()).toBe('18-28K');
    await edit.getByRole('button', { name: '保存岗位' }).click();
    await expect.poll(() => detail.getByText('18-28K').count()).toBe(1);
    // The list entry follows the edit.
    await s.page.getByRole('button', { name: '关闭' }).first().click();
    await expect.poll(() => s.page.locator('.op-position-card').filter({ hasText: '18-28K' }).count()).toBe(1);

    // An edit discarded with the drawer's 关闭 is gone; the position opens again on its details, and
    // closes without asking about edits already discarded.
    await s.page.locator('.op-position-card').filter({ hasText: '数据分析师' }).click();
    await detail.getByRole('button', { name: '编辑' }).click();
    await edit.getByLabel('薪资范围').fill('99-99K');
    await s.page.getByRole('button', { name: '关闭' }).first().click();
    await discard.getByRole('button', { name: '放弃修改' }).click();
    await closedDrawer(s.page);
    await s.page.locator('.op-position-card').filter({ hasText: '数据分析师' }).click();
    await expect.poll(() => detail.getByRole('button', { name: '编辑', exact: true }).count()).toBe(1);
    expect(await detail.getByText('18-28K').count()).toBe(1);
    await s.page.keyboard.press('Escape');
    await closedDrawer(s.page);
    expect(await discard.count()).toBe(0);
    // The browser's Back (a phone's back gesture) asks too before it drops an edit.
    await s.page.locator('.op-position-card').filter({ hasText: '数据分析师' }).click();
    await detail.getByRole('button', { name: '编辑' }).click();
    await edit.getByLabel('薪资范围').fill('77-77K');
    await s.page.goBack();
    // The router undoes a blocked Back by going forward again; a click before that has landed
    // (no person is that quick, a loaded test machine is) would cancel it out with its own Back.
    await expect.poll(() => s.page.url()).toContain('positionId=');
    await discard.getByRole('button', { name: '继续编辑' }).click();
    await expect.poll(() => discard.count()).toBe(0);
    expect(await edit.getByLabel('薪资范围').inputValue()).toBe('77-77K');
    expect(s.page.url()).toContain('positionId=');
    await s.page.goBack();
    await expect.poll(() => s.page.url()).toContain('positionId=');
    await discard.getByRole('button', { name: '放弃修改' }).click();
    await closedDrawer(s.page);

    await s.page.locator('.op-position-card').filter({ hasText: '数据分析师' }).click();
    await s.page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await s.page.getByRole('dialog', { name: '删除这个岗位？' }).getByRole('button', { name: '删 除' }).click();
    await expect.poll(() => s.page.getByText('还没有岗位').count()).toBe(1);
    // Polled: antd's own busy icon ("loading 删 除") is on screen while the confirm dialog closes.
    await expect.poll(() => englishButtonNames(s.page)).toEqual([]);
    s.expectNoProblems();
    await s.close();
  });

  it('follows a position deleted in another tab of the same account', async () => {
    const s = await openPage(browser());
    const { token } = await signInThroughApi(s);
    await seedPosition(s, token, { name: '留下的岗位' });
    await seedPosition(s, token, { name: '另一个标签页删掉的岗位' });
    await s.page.goto('/positions');
    const cards = s.page.locator('.op-position-card');
    await expect.poll(() => cards.count()).toBe(2);
    const other = await s.context.newPage();
    await other.goto('/positions');
    await other.locator('.op-position-card').filter({ hasText: '另一个标签页删掉的岗位' }).click();
    await other.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await other.getByRole('dialog', { name: '删除这个岗位？' }).getByRole('button', { name: '删 除' }).click();
    await expect.poll(() => other.locator('.op-position-card').count()).toBe(1);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await s.page.getByText('另一个标签页删掉的岗位').count()).toBe(0);
    s.expectNoProblems();
    await other.close();
    await s.close();
  });

  it('creates a position from a template with a custom name', async () => {
    const s = await openPage(browser());
    await signInThroughApi(s);
    await s.page.goto('/create-position');
    await expect.poll(() => s.page.locator('.op-template-card').count()).toBeGreaterThanOrEqual(60);
    await s.page.getByText(/^产品 \d+$/).click();
    await expect.poll(() => s.page.locator('.op-template-card').count()).toBe(7);
    await s.shot('create-from-template');
    await s.page.locator('.op-template-card').filter({ hasText: 'B 端产品经理' }).click();
    const modal = s.page.getByRole('dialog');
    await expect.poll(() => modal.getByText('SaaS').count()).toBeGreaterThan(0);
    await modal.getByLabel('岗位名称（可修改）').fill('B 端产品经理（招聘方向）');
    // A template has no company: the clone asks for it instead of showing 未填写 (issue 19, item 8).
    await modal.getByLabel('投递的公司').fill('杭州云帆网络科技有限公司');
    await s.shot('template-preview');
    await modal.getByRole('button', { name: '创建岗位' }).click();
    await s.page.waitForURL(/\/positions\?positionId=\d+/);
    const detail = s.page.getByRole('dialog');
    await expect.poll(() => detail.getByText('B 端产品经理（招聘方向）').count()).toBeGreaterThan(0);
    await expect.poll(() => detail.getByText('杭州云帆网络科技有限公司').count()).toBeGreaterThan(0);
    s.expectNoProblems();
    await s.close();
  });

  it('creates a position from a pasted advert, checked before saving', async () => {
    const s = await openPage(browser(), 390);
    await signInThroughApi(s);
    await s.page.goto('/create-position');
    await s.page.getByRole('tab', { name: '粘贴招聘信息' }).click();
    await s.page.getByLabel('招聘信息', { exact: true }).fill(ADVERT);
    await s.page.getByRole('button', { name: '识 别' }).click();
    await expect.poll(() => s.page.getByText(/已识别 \d+ 项/).count()).toBe(1);
    const form = s.page.locator('form[id="advert-position"]');
    expect(await form.getByLabel('岗位名称').inputValue()).toBe('高级前端开发工程师');
    expect(await form.getByLabel('公司名称').inputValue()).toBe('杭州云帆网络科技有限公司');
    expect(await form.getByLabel('薪资范围').inputValue()).toBe('25-40K·15薪');
    // The district is part of the work location (issue 19, item 8).
    expect(await form.getByLabel('工作地点').inputValue()).toBe('杭州·西湖区');
    expect(await form.getByLabel('任职要求').inputValue()).toContain('精通 React、TypeScript');
    await s.shot('create-from-advert');
    await form.getByRole('button', { name: '核对并保存' }).click();
    await s.page.waitForURL(/\/positions\?positionId=\d+/);
    await expect.poll(() => s.page.getByRole('dialog').getByText('精通 React、TypeScript').count()).toBe(1);
    s.expectNoProblems();
    await s.close();
  });

  it('searches in Chinese and opens a position from a deep link', async () => {
    const s = await openPage(browser());
    const { token } = await signInThroughApi(s);
    const target = await seedPosition(s, token, {
      name: '前端开发工程师',
      company_name: '北京星图科技',
      requirements: { items: ['熟悉 React'] },
    });
    await seedPosition(s, token, { name: 'Java 后端开发工程师', responsibilities: '负责订单系统的微服务开发' });
    await seedPosition(s, token, { name: '财务分析师', responsibilities: '编制经营分析报告' });

    await s.page.goto('/positions');
    await expect.poll(() => s.page.locator('.op-position-card').count()).toBe(3);
    await s.page.getByRole('searchbox').fill('前端工程师');
    await s.page.getByRole('searchbox').press('Enter');
    await expect.poll(() => s.page.locator('.op-position-card').count()).toBe(1);
    expect(await s.page.locator('.op-position-card').textContent()).toContain('前端开发工程师');
    await s.page.getByRole('searchbox').fill('订单');
    await s.page.getByRole('searchbox').press('Enter');
    await expect.poll(() => s.page.locator('.op-position-card').textContent()).toContain('Java 后端开发工程师');
    await s.shot('positions-search');

    await s.page.goto(`/positions?positionId=${target.id}`);
    await expect.poll(() => s.page.getByRole('dialog').getByText('北京星图科技').count()).toBe(1);
    await s.shot('positions-deep-link');
    s.expectNoProblems();
    await s.close();
  });

  it.each([1440, 390])('keeps a long salary text inside its card, under the name, at %i px', async (width) => {
    const s = await openPage(browser(), width);
    const { token } = await signInThroughApi(s);
    await seedPosition(s, token, { name: '产品经理', salary_range: '30-50K·16薪，另有季度奖金、股票期权与年度调薪' });
    await s.page.goto('/positions');
    const card = s.page.locator('.op-position-card').first();
    await card.locator('.op-position-card__salary').waitFor({ state: 'visible' });
    const [box, name, salary] = await Promise.all(
      ['', ' .op-position-card__name', ' .op-position-card__salary'].map(
        async (part) => (await s.page.locator(`.op-position-card${part}`).first().boundingBox())!,
      ),
    );
    // The salary wraps inside the card; the name keeps a line of its own (it was squeezed to one
    // character per line).
    expect(salary!.x + salary!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
    expect(name!.height).toBeLessThan(40);
    await s.shot(`positions-long-salary-${width}`);
    s.expectNoProblems();
    await s.close();
  });
});
