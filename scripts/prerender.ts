// npx tsx scripts/prerender.ts — the last step of `npm run build` (issue 18): the public pages a
// visitor opens first (the official website, sign-in, registration, the legal pages) saved as the
// HTML the app itself renders, so a first visit paints before any JavaScript has run.
//
// How: the built server starts on a throw-away PGlite data directory, Debian's Chromium opens each
// page signed out, and the page's DOM (with the styles Ant Design inserted) is written to
// apps/web/dist/prerendered/<path>.html, with .br and .gz beside it. The server sends that file for
// exactly that path (http/spa.ts); the app then renders the same page over it (main.tsx). Without
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium), or when it fails, the step says so and the
// build goes on: every page is then rendered in the browser as before.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { hasChromium, launchBrowser, CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { PRERENDERED_ROUTES } from '../apps/web/src/lib/prerendered-routes.ts';
import { startPgliteServer, stopProcess } from '../bench/src/processes.ts';
import { SAVED_RESUMES_PATH } from '../apps/web/src/saved-pages/resume-list.ts';
import { bundleResumeLibraryScript, saveResumeLibrary } from './prerender-resume-library.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(repoRoot, 'apps/web/dist');
const outDir = path.join(distDir, 'prerendered');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

/**
 * Starts the app once the saved page has painted: the entry module and its preloads, which the
 * saved page no longer names itself. A hidden tab (no frames) starts at once. Written to
 * /assets/ under a content hash, as a file (the CSP allows scripts from this origin only).
 */
const BOOT_SCRIPT = `(() => {
  const me = document.currentScript;
  // Until the app has taken the page over, a form sent with Enter would only reload it.
  document.addEventListener('submit', (e) => {
    if (document.querySelector('#root[data-prerendered]')) e.preventDefault();
  }, true);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.dataset.entry;
    script.onerror = failed;
    document.head.append(script);
    setTimeout(failed, 20000);
    // Each preload costs the main thread about a millisecond (four on a slow phone): a few per
    // task, so that no task blocks input for long.
    const preloads = (me.dataset.preload || '').split(' ').filter(Boolean);
    const next = () => {
      for (const href of preloads.splice(0, 4)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (preloads.length) setTimeout(next, 0);
    };
    next();
  };
  // The app's code did not load or did not take over: say so, with a way to try again.
  function failed() {
    if (!document.querySelector('#root[data-prerendered]') || document.querySelector('#root[data-app-running]') || document.getElementById('op-boot-failed')) return;
    const bar = document.createElement('div');
    bar.id = 'op-boot-failed';
    bar.setAttribute('role', 'alert');
    bar.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:2000;padding:12px 16px;background:#1f1f1f;color:#fff;font-size:14px;text-align:center';
    bar.textContent = '页面没有加载完整，按钮暂时不能用。请检查网络后';
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = '刷新重试';
    retry.style.cssText = 'margin-left:8px;padding:2px 12px;border:1px solid #fff;border-radius:4px;background:transparent;color:#fff;cursor:pointer';
    retry.addEventListener('click', () => location.reload());
    bar.append(retry);
    document.body.append(bar);
  }
  // After the first contentful paint where the browser reports it; else after the next frame; at the
  // latest after 2 s.
  if (document.visibilityState === 'hidden') start();
  else if ((PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 2000);
})();
`;

/** The page as it stands, ready to be sent as the first response for its path. */
function snapshotScript(bootSrc: string, pageScriptSrc?: string): string {
  // Runs in the page. Animate-on-scroll blocks go back to their first state (the app starts them
  // there and reveals them itself), so the app's first render matches the saved page.
  return `(() => {
    for (const el of document.querySelectorAll('[data-aos-state="in"]')) {
      el.setAttribute('data-aos-state', 'pending');
      el.classList.remove('op-aos--in');
    }
    document.getElementById('root').setAttribute('data-prerendered', location.pathname);
    // The character set first, as the HTML spec wants it (Ant Design prepends its styles to <head>).
    const charset = document.querySelector('meta[charset]');
    if (charset) document.head.prepend(charset);
    // The app's code loads once the page has painted (BOOT_SCRIPT), not before.
    const entry = document.querySelector('script[type="module"][src]');
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')];
    const boot = document.createElement('script');
    boot.defer = true;
    boot.src = ${JSON.stringify(bootSrc)};
    boot.dataset.entry = new URL(entry.src).pathname;
    // A screen that loads code in the background records what its first render needed beforehand.
    const recorded = document.documentElement.dataset.opPreloads;
    delete document.documentElement.dataset.opPreloads;
    boot.dataset.preload = recorded ?? preloads.map((l) => new URL(l.href).pathname).join(' ');
    entry.replaceWith(boot);
    const pageScriptSrc = ${JSON.stringify(pageScriptSrc ?? null)};
    if (pageScriptSrc) {
      const pageScript = document.createElement('script');
      pageScript.defer = true;
      pageScript.src = pageScriptSrc;
      boot.before(pageScript);
    }
    for (const l of preloads) l.remove();
    // Where the styles antd inserted came from (theme/style-cache.ts): the app's first render over
    // this page takes them from their tags instead of making them again. Only a speed-up: a page
    // without it is saved all the same, and the app makes its styles as before.
    try {
      const registry = document.createElement('style');
      registry.setAttribute('data-ant-cssinjs-cache-path', 'data-ant-cssinjs-cache-path');
      registry.textContent = window.__opStyleRegistry();
      document.head.append(registry);
    } catch {
      // Reported by the build, which finds no registry in the page.
    }
    return '<!doctype html>\\n' + document.documentElement.outerHTML;
  })()`;
}

function write(file: string, html: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const data = Buffer.from(html);
  fs.writeFileSync(file, data);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
}

if (!hasChromium()) {
  console.log(`预渲染已跳过：没有找到 Chromium（${CHROMIUM_PATH}）；公开页面照常在浏览器中渲染。`);
  process.exit(0);
}
if (!fs.existsSync(path.join(distDir, 'index.html')) || !fs.existsSync(serverEntry)) {
  console.error('预渲染需要先构建前端和服务（npm run build）。');
  process.exit(1);
}

fs.rmSync(outDir, { recursive: true, force: true });
for (const old of fs
  .readdirSync(path.join(distDir, 'assets'))
  .filter((f) => f.startsWith('prerender-boot-') || f.startsWith('saved-resumes-')))
  fs.rmSync(path.join(distDir, 'assets', old));
const bootName = `prerender-boot-${createHash('sha256').update(BOOT_SCRIPT).digest('hex').slice(0, 8)}.js`;
fs.writeFileSync(path.join(distDir, 'assets', bootName), BOOT_SCRIPT);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-prerender-'));
let server: Awaited<ReturnType<typeof startPgliteServer>> | undefined;
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
try {
  browser = await launchBrowser();
  server = await startPgliteServer(serverEntry, dataDir, repoRoot, 60_000, { REDIS_URL: '', STORAGE_URL: '' });
  const { base } = server;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (e) => failures.push(e.message));
  for (const route of PRERENDERED_ROUTES) {
    failures.length = 0;
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    // The app has rendered: #root holds more than index.html's loading state, and no part of it is
    // still loading (a route's code loads on demand: on a loaded machine the official website was
    // once saved as its 加载中… spinner, and sent so to every visitor).
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return (
          !!root &&
          root.childElementCount > 0 &&
          !root.querySelector(':scope > .op-boot') &&
          !root.querySelector('[aria-busy="true"]')
        );
      },
      undefined,
      { timeout: 120_000 },
    );
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (failures.length) throw new Error(`${route}：页面出错：${failures.join('；')}`);
    // Links the app inserted while it ran name this server's origin: the saved page names the path only.
    const html = ((await page.evaluate(snapshotScript(`/assets/${bootName}`))) as string).replaceAll(`${base}/`, '/');
    if (html.includes('127.0.0.1')) throw new Error(`${route}：页面里还留有构建时服务器的地址`);
    if (!html.includes('data-ant-cssinjs-cache-path'))
      console.warn(`${route}：未保存样式登记，应用启动时将重新生成样式`);
    write(path.join(outDir, `${route}.html`), html);
    console.log(`预渲染 ${route}：${Math.round(Buffer.byteLength(html) / 1024)} KB`);
  }
  // The resume library, saved without anyone's data; its own script fills in the signed-in
  // user's resumes (scripts/prerender-resume-library.ts). Without it, /resume renders as before.
  let scriptFile: string | undefined;
  try {
    const script = await bundleResumeLibraryScript();
    scriptFile = path.join(distDir, 'assets', script.name);
    write(scriptFile, script.code);
    const html = await saveResumeLibrary(
      browser,
      base,
      (src) => snapshotScript(`/assets/${bootName}`, src),
      `/assets/${script.name}`,
    );
    if (html.includes('127.0.0.1')) throw new Error('页面里还留有构建时服务器的地址');
    if (!html.includes('data-ant-cssinjs-cache-path'))
      console.warn(`${SAVED_RESUMES_PATH}：未保存样式登记，应用启动时将重新生成样式`);
    write(path.join(outDir, `${SAVED_RESUMES_PATH}.html`), html);
    console.log(
      `预渲染 ${SAVED_RESUMES_PATH}：${Math.round(Buffer.byteLength(html) / 1024)} KB（简历由页面脚本填入，${Math.round(Buffer.byteLength(script.code) / 1024)} KB）`,
    );
  } catch (error) {
    if (scriptFile) for (const f of [scriptFile, `${scriptFile}.br`, `${scriptFile}.gz`]) fs.rmSync(f, { force: true });
    console.error(
      `简历库页面未能预渲染，将照常在浏览器中渲染：${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
} catch (error) {
  // The pages work without being saved: a failure here costs speed, not the build (the e2e suite
  // checks that the saved pages are there).
  fs.rmSync(outDir, { recursive: true, force: true });
  console.error(
    `预渲染失败，公开页面将照常在浏览器中渲染：${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
} finally {
  await browser?.close();
  await stopProcess(server?.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
