import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PAGE_PATHS } from '@offerpilot/shared';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.ts';

/** Paths that never fall back to index.html. */
const API_PREFIXES = ['/api/', '/proxy/', '/docs'];
/** Static folders: a missing file there is a 404, never HTML. */
const ASSET_PREFIXES = ['/assets/', '/models/'];

/** The app's pages; any other address gets the app with HTTP 404, and it shows its 404 page. */
const PAGES = new Set(PAGE_PATHS.map((p) => p.toLowerCase()));
const NOT_FOUND_TITLE = '<title>页面不存在 · 面试领航</title>';

const startsWithAny = (url: string, prefixes: string[]) =>
  prefixes.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

/**
 * Serves the built SPA with history-mode fallback. Hashed files under /assets/ are cached for
 * a year; index.html is never cached so a new build is picked up at once.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const indexPath = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasBuild = indexPath !== undefined && fs.existsSync(indexPath);
  const prerendered = hasBuild && webDistDir ? prerenderedPaths(webDistDir) : new Set<string>();

  if (hasBuild && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file; send those when the browser accepts them.
      preCompressed: true,
      // Our setHeaders decides caching; the plugin's default would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(webDistDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (relative === 'index.html') {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  } else {
    app.log.warn({ webDistDir }, '未找到前端构建产物（apps/web/dist），只提供 API；运行 npm run build 后重启');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (startsWithAny(url, API_PREFIXES)) {
      return sendError(reply, request, 404, 'NOT_FOUND', `接口不存在：${request.method} ${url}`);
    }
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (!isPageRequest || startsWithAny(url, ASSET_PREFIXES) || looksLikeFile) {
      return reply.status(404).type('text/plain; charset=utf-8').send('404 未找到该文件');
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('前端尚未构建：请运行 npm run build（或 npm start）后重启服务。');
    }
    // A public page saved at build time (scripts/prerender.ts) paints before the app's JavaScript runs.
    // (Only while the file is there: a rebuild may have removed it since the server started.)
    if (prerendered.has(url) && webDistDir && fs.existsSync(path.join(webDistDir, 'prerendered', `${url}.html`))) {
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .sendFile(`prerendered${url}.html`);
    }
    // The router matches paths case-insensitively (/Home is the home page): so does this.
    if (!PAGES.has((url.replace(/\/+$/, '') || '/').toLowerCase()) && indexPath) {
      // The app renders its own 404 page for this address; the status and the title say so too.
      const html = fs.readFileSync(indexPath, 'utf8').replace(/<title>[^<]*<\/title>/, NOT_FOUND_TITLE);
      return reply.status(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

/** The paths with a page saved at build time: dist/prerendered/legal/terms.html → /legal/terms. */
function prerenderedPaths(webDistDir: string): Set<string> {
  const dir = path.join(webDistDir, 'prerendered');
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => `/${f.slice(0, -'.html'.length).split(path.sep).join('/')}`),
  );
}
