// Part of scripts/prerender.ts (issue 18): the resume library (/resume) saved as HTML with no
// user's data, plus the small script that fills in the signed-in user's first page of resumes
// before the app's code has loaded (apps/web/src/saved-pages/resume-list.ts).
//
// How: a throw-away account on the build's own server gets three short made-up resumes (one
// public, one optimised into a new version), so the app renders every kind of tag a card can
// show. The page is opened signed in with the list call held back, and the ghost cards it shows
// meanwhile are kept; once the cards are there, one card and one tag of each kind are kept,
// emptied, as a template. The saved page then holds the ghost cards, the template, and no text
// of the account or its resumes (checked before it is written).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { SAVED_RESUMES_PATH, SAVED_TAG_KINDS } from '../apps/web/src/saved-pages/resume-list.ts';
import { keepResumeTemplateScript } from '../apps/web/src/saved-pages/resume-list-template.ts';
import { api, registerBenchUser, signedInScript } from '../bench/src/signed-in.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Made-up resumes: only their shape matters, their text never reaches the saved page. */
const SAMPLES = ['甲', '乙', '丙'].map(
  (n) =>
    `样例${n}\n求职意向：后端开发工程师\n工作经历\n2020.07-2024.06 某某科技有限公司 后端开发工程师\n负责订单系统的接口开发与性能优化，使用 Java、Spring Boot 和 MySQL。\n教育经历\n2016.09-2020.06 某某大学 计算机科学与技术 本科\n技能\nJava、Spring Boot、MySQL、Redis`,
);

interface TResumeRow {
  id: number;
  file_name: string;
  excerpt: string;
  position: string | null;
  basics: { name?: string | null; target_role?: string | null } | null;
}

/** The script of the saved resume library, bundled on its own; written to assets/ under a content hash. */
export async function bundleResumeLibraryScript(): Promise<{ name: string; code: string }> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'apps/web/src/saved-pages/resume-list-entry.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
  });
  const code = result.outputFiles[0]!.text;
  return { name: `saved-resumes-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, code };
}

/**
 * Saves /resume as described above and returns its HTML. `snapshot` is prerender.ts's own
 * snapshot script (boot script and this page's script in place of the app's entry).
 */
export async function saveResumeLibrary(
  browser: Browser,
  base: string,
  snapshot: (pageScriptSrc: string) => string,
  pageScriptSrc: string,
): Promise<string> {
  const login = await registerBenchUser(base, 7);
  const token = login.access_token;
  const rows: TResumeRow[] = [];
  for (const content of SAMPLES)
    rows.push(await api<TResumeRow>(base, 'POST', '/api/v1/resumes/upload-text', token, { content }));
  await api(base, 'PUT', `/api/v1/resumes/${rows[1]!.id}`, token, { is_public: true });
  const record = await api<{ id: number; parsed_modifications: Record<string, unknown>[] }>(
    base,
    'POST',
    `/api/v1/resumes/${rows[0]!.id}/optimize/direct`,
    token,
    {},
  );
  if (record.parsed_modifications.length === 0) throw new Error('样例简历没有得到优化建议');
  await api(base, 'POST', `/api/v1/resumes/${rows[0]!.id}/apply`, token, {
    modifications: record.parsed_modifications.slice(0, 1),
    as_new_version: true,
    optimization_id: record.id,
  });
  const list = await api<{ resumes: TResumeRow[] }>(base, 'GET', '/api/v1/resumes?page=1&page_size=12', token);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    await page.goto(`${base}/api/health`);
    await page.evaluate(signedInScript(login));
    // The list call waits until the ghost cards it shows meanwhile have been kept.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/v1/resumes' && url.searchParams.has('page'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${base}${SAVED_RESUMES_PATH}`);
    await page.locator('.op-list-card--ghost').first().waitFor();
    // The code the first render needed (the entry's and this screen's): what the saved page preloads,
    // not what the screen loads later in the background.
    await page.evaluate(() => {
      document.documentElement.dataset.opPreloads = [...document.querySelectorAll('link[rel="modulepreload"]')]
        .map((l) => new URL((l as HTMLLinkElement).href).pathname)
        .join(' ');
      for (const l of document.querySelectorAll('link[rel="stylesheet"]')) l.setAttribute('data-op-first-render', '');
    });
    const loadingHtml = await page.locator('.op-list-page__grid').evaluate((grid) => grid.parentElement!.innerHTML);
    release();
    await page
      .locator('.op-resume-card')
      .nth(list.resumes.length - 1)
      .waitFor();
    await page.locator('.op-resume-card__meta .ant-tag-blue').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (failures.length) throw new Error(`页面出错：${failures.join('；')}`);
    // A stylesheet of code the screen loaded later in the background is not the saved page's.
    await page.evaluate(() => {
      for (const l of document.querySelectorAll('link[rel="stylesheet"]')) {
        if (l.hasAttribute('data-op-first-render')) l.removeAttribute('data-op-first-render');
        else l.remove();
      }
    });
    const found = (await page.evaluate(keepResumeTemplateScript(loadingHtml))) as string[];
    const missing = SAVED_TAG_KINDS.filter((k) => !found.includes(k));
    if (missing.length) throw new Error(`缺少标签样式：${missing.join('、')}`);
    const html = ((await page.evaluate(snapshot(pageScriptSrc))) as string).replaceAll(`${base}/`, '/');
    // Nothing of the build's account or its resumes may stay in a page every visitor gets: no
    // card outside the template, and none of their texts anywhere.
    const outside = await page.evaluate(
      () => document.querySelectorAll('#root .op-resume-card:not(.op-list-card--ghost), #root [data-resume-id]').length,
    );
    if (outside) throw new Error(`保存的页面里模板之外还有 ${outside} 张简历卡片`);
    const account = login.user as { username?: string; display_name?: string | null; email?: string | null };
    const leaks = [
      account.username,
      account.display_name,
      account.email,
      ...list.resumes.flatMap((r) => [
        r.file_name,
        r.excerpt.slice(0, 12),
        r.position,
        r.basics?.name,
        r.basics?.target_role,
      ]),
      '某某科技',
    ]
      .filter((text): text is string => Boolean(text))
      .filter((text) => html.includes(text));
    if (leaks.length) throw new Error(`保存的页面里还留有构建账号的内容（${leaks.length} 处）`);
    return html;
  } finally {
    await context.close();
  }
}
