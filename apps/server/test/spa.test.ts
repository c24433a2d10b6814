import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

describe('serving the built SPA (history mode)', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'op-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'models'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>面试领航</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/official-website',
    '/positions?positionId=7',
    '/interview/report',
    '/home/',
    '/Home',
    '/mock-homepage-3',
  ])('answers index.html for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it.each(['/a/b/c', '/positon', '/interview/report/7', '/mock-homepage-9'])(
    'answers 404 with the app (its 404 page) and a title that says so for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<title>页面不存在 · 面试领航</title>');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed file when the browser accepts brotli', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each(['/assets/missing-123.js', '/models/missing.wasm', '/missing-logo.png'])(
    'answers 404, not HTML, for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('serves other public files', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
  });

  it('does not fall back for API paths or non-GET requests', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
    const post = await app.inject({ method: 'POST', url: '/official-website' });
    expect(post.statusCode).toBe(404);
    expect(post.body).not.toContain('<div id="root">');
  });
});

describe('without a web build', () => {
  it('tells the operator how to build instead of serving nothing', async () => {
    const app = await createTestApp({ webDistDir: path.join(os.tmpdir(), 'op-no-such-dist') });
    const res = await app.inject({ method: 'GET', url: '/official-website' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await app.close();
  });
});

describe('public pages saved at build time (scripts/prerender.ts)', () => {
  let app: FastifyInstance;
  let dist: string;
  const saved =
    '<!doctype html><title>登录</title><div id="root" data-prerendered="/login"><h1>登录面试领航</h1></div>';
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'op-dist-'));
    fs.mkdirSync(path.join(dist, 'prerendered', 'legal'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'prerendered', 'login.html'), saved);
    fs.writeFileSync(path.join(dist, 'prerendered', 'login.html.br'), zlib.brotliCompressSync(saved));
    fs.writeFileSync(path.join(dist, 'prerendered', 'legal', 'terms.html'), '<h1>用户协议</h1>');
    app = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the saved page for exactly its path, query or not, compressed when accepted, never cached', async () => {
    for (const url of ['/login', '/login?redirect=%2Fresume']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(saved);
    }
    const br = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(saved);
    expect((await app.inject({ method: 'GET', url: '/legal/terms' })).body).toBe('<h1>用户协议</h1>');
  });

  it.each([
    ['/resume', 200],
    ['/legal/terms/', 200],
    ['/login/x', 404],
    ['/legal', 404],
    ['/prerendered/login', 404],
  ])('answers the app shell for %s (HTTP %i), never another path’s saved page', async (url, status) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('answers the app shell once a rebuild has removed the saved page', async () => {
    fs.rmSync(path.join(dist, 'prerendered', 'legal', 'terms.html'));
    const res = await app.inject({ method: 'GET', url: '/legal/terms' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });
});
