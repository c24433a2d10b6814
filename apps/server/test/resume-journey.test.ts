import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TResume, TResumeSummary } from '@offerpilot/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResumesService } from '../src/modules/resumes/service.ts';
import { bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

// Issue 19, the resume journey as a new user lives it: duplicates, aborted uploads, optimised copies,
// malformed queries.

const R = '/api/v1/resumes';
const pdf = fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/resumes/zh-one-column.pdf'));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function multipart(file: { name: string; data: Buffer }): { payload: Buffer; boundary: string } {
  const boundary = `----op${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'content-type: application/pdf\r\n\r\n',
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, boundary };
}

describe('resume journey (issue 19)', () => {
  let app: FastifyInstance;
  let alice: Record<string, string>;
  let bob: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp();
    alice = bearer((await register(app)).access_token);
    bob = bearer((await register(app)).access_token);
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = async (headers: Record<string, string>, name = '张三.pdf') => {
    const { payload, boundary } = multipart({ name, data: pdf });
    const res = await app.inject({
      method: 'POST',
      url: `${R}/upload-file`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TResume;
  };
  const list = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: R, headers })).json().data.resumes as TResumeSummary[];

  it('finds the same file uploaded before by its content hash, for its owner only', async () => {
    const hash = sha256(pdf);
    const none = await app.inject({ method: 'GET', url: `${R}/duplicates?hash=${hash}`, headers: alice });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.resumes).toEqual([]);

    const first = await upload(alice);
    const found = await app.inject({
      method: 'GET',
      url: `${R}/duplicates?hash=${hash.toUpperCase()}`,
      headers: alice,
    });
    expect(found.json().data.resumes.map((r: TResumeSummary) => r.id)).toEqual([first.id]);

    // Another user's copy of the same bytes is none of alice's business, and the reverse.
    const other = await app.inject({ method: 'GET', url: `${R}/duplicates?hash=${hash}`, headers: bob });
    expect(other.json().data.resumes).toEqual([]);

    const bad = await app.inject({ method: 'GET', url: `${R}/duplicates?hash=abc`, headers: alice });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/SHA-256/);
  });

  it('keeps nothing of an upload whose browser went away before the answer', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const before = (await list(bob)).length;
    const { payload, boundary } = multipart({ name: '中断.pdf', data: pdf });
    // The browser gives up while the server is reading the PDF (the socket closes mid-conversion).
    let hangUp = () => {};
    const serverSawHangUp = () =>
      vi.waitFor(
        () =>
          new Promise<void>((resolve, reject) =>
            app.server.getConnections((error, open) =>
              error || open > 0 ? reject(error ?? new Error(`${open} connection(s) still open`)) : resolve(),
            ),
          ),
        { timeout: 10_000, interval: 10 },
      );
    let stored: Promise<unknown> = Promise.resolve();
    const create = ResumesService.prototype.createFromFile;
    const slow = vi.spyOn(ResumesService.prototype, 'createFromFile').mockImplementation(function (
      this: ResumesService,
      ...args: Parameters<ResumesService['createFromFile']>
    ) {
      hangUp();
      // The conversion ends only once the server has seen the browser go (its socket closed).
      const result = serverSawHangUp().then(() => create.apply(this, args));
      stored = result;
      return result;
    });
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${R}/upload-file HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: ${bob.authorization}\r\n` +
            `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: ${payload.length}\r\n\r\n`,
        );
        socket.write(payload);
      });
      hangUp = () => {
        socket.destroy();
        resolve();
      };
      socket.on('error', reject);
    });
    // The resume was stored after the browser left; the route then takes it away again.
    await stored;
    await expect.poll(async () => (await list(bob)).length).toBe(before);
    expect(slow).toHaveBeenCalled();
    slow.mockRestore();
    expect((await list(bob)).length).toBe(before);
    const stray = await app.inject({ method: 'GET', url: `${R}/duplicates?hash=${sha256(pdf)}`, headers: bob });
    expect(stray.json().data.resumes).toEqual([]);
  });

  it('names an optimised copy after its original without the extension and marks it as a version', async () => {
    const original = await upload(alice, '李雷的简历.pdf');
    const json = original.resume_json_content!;
    const bullet = json.work[0]?.highlights[0] ?? json.projects[0]?.highlights[0];
    expect(bullet, 'the fixture has a bullet to change').toBeTruthy();
    const res = await app.inject({
      method: 'POST',
      url: `${R}/${original.id}/apply`,
      headers: alice,
      payload: {
        modifications: [
          {
            section: json.work[0]?.highlights[0] ? 'work' : 'projects',
            original: bullet,
            optimized: `${bullet}（已改写）`,
            reason: '测试',
          },
        ],
        as_new_version: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().data.resume as TResume;
    expect(copy.file_name).toBe(`${original.file_name}（优化版）`);
    expect(copy.source).toBe('optimized');
    expect(copy.parent_id).toBe(original.id);
  });

  it('answers a malformed UTF-8 query with a Chinese 400', async () => {
    for (const url of [`${R}/%E4%B8`, `${R}?page=%E4%B8`, '/api/v1/positions/%FF']) {
      const res = await app.inject({ method: 'GET', url, headers: alice });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error, url).toMatch(/[\u4e00-\u9fff]/);
      expect(res.body).not.toContain('Bad Request');
    }
  });
});
