import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { RESUME_MESSAGES } from '@offerpilot/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSY_MESSAGE,
  CONVERSION_MESSAGES,
  ConversionPool,
  isPrivateAddress,
  SAFE_FETCH_MESSAGES,
} from '../src/modules/conversion/index.ts';
import type { LocalFileStore } from '../src/storage/index.ts';
import { authConfig, bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';
import { zipWith } from './support/zip.ts';
import { CORPUS_DIR, hasCorpus } from './support/corpus.ts';

const R = '/api/v1/resumes';
const fixtures = path.resolve(import.meta.dirname, 'fixtures/resumes');
const corpus = path.join(CORPUS_DIR, 'vacancy-resume/CV');
const onePdf = fs.readFileSync(path.join(fixtures, 'zh-one-column.pdf'));

const TEXT_RESUME = [
  '李思远',
  '电话：138 0013 8000 | 邮箱：siyuan.li@example.com | 现居：上海',
  '求职意向：数据分析师',
  '',
  '教育背景',
  '2016.09-2020.06 复旦大学 统计学 本科',
  '',
  '工作经历',
  '2020.07-至今 上海星河数据科技有限公司 数据分析师',
  '• 搭建销售看板，周报制作时间从 2 天缩短到 2 小时',
  '',
  '专业技能',
  'SQL、Python、Tableau',
].join('\n');

/** A multipart/form-data body with text fields and at most one file. */
function form(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; field?: string; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----op${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `content-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('resumes API', () => {
  let app: FastifyInstance;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let filesServer: http.Server;
  let filesPort = 0;
  let filesHits = 0;
  let canaryHits = 0;
  let canary: http.Server;
  let canaryPort = 0;

  beforeAll(async () => {
    // A "public" file host on 127.0.0.2 (the sandbox has no public addresses) and a canary on 127.0.0.1.
    filesServer = http.createServer((req, res) => {
      filesHits += 1;
      if (req.url === '/resume.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(onePdf);
      } else if (req.url === '/to-canary') {
        res.writeHead(302, { location: `http://127.0.0.1:${canaryPort}/` });
        res.end();
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((r) => filesServer.listen(0, '127.0.0.2', r));
    filesPort = (filesServer.address() as AddressInfo).port;
    canary = http.createServer((_req, res) => res.end('canary'));
    canary.on('connection', () => (canaryHits += 1));
    await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
    canaryPort = (canary.address() as AddressInfo).port;

    app = await createTestApp(authConfig({ captchaMode: 'off' }), {
      safeFetch: {
        lookup: async (host) => [{ address: host === 'files.test' ? '127.0.0.2' : '127.0.0.1', family: 4 }],
        isBlockedAddress: (ip) => ip !== '127.0.0.2' && isPrivateAddress(ip),
      },
    });
    alice = bearer((await register(app)).access_token);
    bob = bearer((await register(app)).access_token);
  });
  afterAll(async () => {
    await app.close();
    filesServer.close();
    canary.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const upload = (url: string, headers: Record<string, string>, body: ReturnType<typeof form>) =>
    app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  const storedFiles = () => fs.readdirSync((app.files as LocalFileStore).dir).sort();
  const count = async (who: Record<string, string>) => (await call('GET', R, who)).json().data.total as number;

  it('uploads a Chinese PDF: text, structured sections and the original for its owner only', async () => {
    const res = await upload(`${R}/upload`, alice, form({}, { name: '王晓明-简历.pdf', data: onePdf }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, error: null });
    const resume = body.data;
    // Titled by the person's name and target (issue 35), not by the file's name.
    expect(resume).toMatchObject({ file_name: '王晓明 · 前端开发工程师', source: 'file', is_public: false });
    expect(resume.file).toEqual({ kind: 'pdf', mime: 'application/pdf', size: onePdf.length });
    expect(resume.extracted_text).toContain('王晓明');
    expect(resume.content).toBe(resume.extracted_text);
    expect(resume.resume_json_content.basics.name).toBe('王晓明');
    expect(resume.resume_json_content.education.length).toBeGreaterThan(0);
    expect(resume.resume_json_content.work.length).toBeGreaterThan(0);

    const list = (await call('GET', R, alice)).json().data;
    expect(list).toMatchObject({ total: 1, page: 1, page_size: 10 });
    expect(list.resumes[0]).toMatchObject({ id: resume.id, basics: { name: '王晓明' } });
    expect(list.resumes[0].content).toBeUndefined();

    const file = await call('GET', `${R}/${resume.id}/file`, alice);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('王晓明 · 前端开发工程师'));
    expect(file.rawPayload.equals(onePdf)).toBe(true);

    // Another user sees none of it.
    for (const [method, url] of [
      ['GET', `${R}/${resume.id}`],
      ['GET', `${R}/${resume.id}/file`],
      ['DELETE', `${R}/${resume.id}`],
    ] as const) {
      const res2 = await call(method, url, bob);
      expect(res2.statusCode, `${method} ${url}`).toBe(404);
      expect(res2.json()).toMatchObject({ success: false, error: RESUME_MESSAGES.notFound });
    }
    const put = await call('PUT', `${R}/${resume.id}`, bob, { file_name: '偷改' });
    expect(put.statusCode).toBe(404);
    const attach = await upload(
      `${R}/${resume.id}/attach`,
      bob,
      form({}, { name: 'x.txt', data: Buffer.from(TEXT_RESUME) }),
    );
    expect(attach.statusCode).toBe(404);
    expect((await call('GET', `${R}/${resume.id}`, alice)).json().data.file_name).toBe('王晓明 · 前端开发工程师');
  });

  it('takes the type from the bytes: a PDF named .docx is read as PDF, text named .pdf as text', async () => {
    const pdf = (await upload(`${R}/upload`, alice, form({}, { name: 'cv.docx', data: onePdf }))).json().data;
    expect(pdf.file.kind).toBe('pdf');
    const text = (
      await upload(`${R}/upload`, alice, form({}, { name: 'cv.pdf', data: Buffer.from(TEXT_RESUME) }))
    ).json().data;
    expect(text.file).toMatchObject({ kind: 'text', mime: 'text/plain; charset=utf-8' });
    expect(text.resume_json_content.basics).toMatchObject({ name: '李思远', email: 'siyuan.li@example.com' });
  });

  it.skipIf(!hasCorpus)('reads an English DOCX from the corpus through upload-file with its fields', async () => {
    const position = (
      await call('POST', '/api/v1/positions', alice, { name: 'Senior Java Developer', is_template: false })
    ).json().data;
    const docx = fs.readFileSync(path.join(corpus, '1.docx'));
    const res = await upload(
      `${R}/upload-file`,
      alice,
      form(
        { file_name: 'CV one', position_id: String(position.id), is_public: 'true' },
        { name: '1.docx', data: docx },
      ),
    );
    expect(res.statusCode).toBe(200);
    const resume = res.json().data;
    expect(resume).toMatchObject({
      file_name: 'CV one',
      position_id: position.id,
      position: 'Senior Java Developer',
      is_public: true,
      file: { kind: 'docx' },
    });
    expect(resume.resume_json_content.meta.language).toBe('en');

    const related = (await call('GET', `/api/v1/positions/${position.id}/related`, alice)).json().data;
    expect(related.resumes.count).toBe(1);
    expect(related.resumes.latest[0]).toMatchObject({ id: resume.id, title: 'CV one' });
  });

  it('refuses hostile and unreadable files with a Chinese error and stores nothing', async () => {
    const before = { total: await count(alice), files: storedFiles() };
    const bomb = zipWith([{ name: 'word/document.xml', data: Buffer.alloc(70 * 1024 * 1024) }]);
    const cases: Array<[string, ReturnType<typeof form>, number, string | RegExp]> = [
      ['zip bomb', form({}, { name: 'bomb.docx', data: bomb }), 400, /解压后体积过大或文件过多/],
      ['empty file', form({}, { name: 'empty.pdf', data: Buffer.alloc(0) }), 400, CONVERSION_MESSAGES.empty],
      [
        'oversized file',
        form({}, { name: 'big.pdf', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41) }),
        413,
        CONVERSION_MESSAGES.tooLarge,
      ],
      [
        'image-only PDF',
        form({}, { name: 'scan.pdf', data: fs.readFileSync(path.join(fixtures, 'image-only.pdf')) }),
        400,
        CONVERSION_MESSAGES.noText,
      ],
      [
        'a binary file',
        form({}, { name: 'a.pdf', data: Buffer.from([0x00, 0x01, 0x02, 0x03, 0x89]) }),
        415,
        CONVERSION_MESSAGES.unsupported,
      ],
      ['no file part', form({ file_name: 'x' }), 400, RESUME_MESSAGES.fileRequired],
      [
        'two files',
        (() => {
          const one = form({}, { name: 'a.txt', data: Buffer.from(TEXT_RESUME) });
          const boundary = one.headers['content-type']!.split('boundary=')[1]!;
          const second = Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="b.txt"\r\n\r\n${TEXT_RESUME}\r\n`,
          );
          const payload = Buffer.concat([
            one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
            second,
            Buffer.from(`--${boundary}--\r\n`),
          ]);
          return { payload, headers: one.headers };
        })(),
        400,
        '一次只能上传一个文件',
      ],
    ];
    for (const [label, body, status, error] of cases) {
      const res = await upload(`${R}/upload`, alice, body);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().success, label).toBe(false);
      expect(res.json().error, label).toMatch(error);
    }
    const json = await call('POST', `${R}/upload`, alice, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toContain(RESUME_MESSAGES.fileRequired);
    expect(await count(alice)).toBe(before.total);
    expect(storedFiles()).toEqual(before.files);
  });

  it('refuses a position that is not the user’s, storing nothing', async () => {
    const bobsPosition = (await call('POST', '/api/v1/positions', bob, { name: '产品经理' })).json().data;
    const before = { total: await count(alice), files: storedFiles() };
    const res = await upload(
      `${R}/upload-file`,
      alice,
      form({ position_id: String(bobsPosition.id) }, { name: 'a.txt', data: Buffer.from(TEXT_RESUME) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(RESUME_MESSAGES.positionNotFound);
    const bad = await upload(
      `${R}/upload-file`,
      alice,
      form({ position_id: 'abc' }, { name: 'a.txt', data: Buffer.from(TEXT_RESUME) }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('岗位编号无效');
    expect(await count(alice)).toBe(before.total);
    expect(storedFiles()).toEqual(before.files);
  });

  it('creates private resumes from pasted text, named after the person', async () => {
    const res = await call('POST', `${R}/upload-text`, alice, { content: TEXT_RESUME, is_public: true });
    expect(res.statusCode).toBe(200);
    const resume = res.json().data;
    expect(resume).toMatchObject({ file_name: '李思远的简历', is_public: false, source: 'text', file: null });
    expect(resume.resume_json_content.basics).toMatchObject({ phone: expect.stringContaining('138'), city: '上海' });
    const empty = await call('POST', `${R}/upload-text`, alice, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain(RESUME_MESSAGES.textRequired);
  });

  it('creates a resume with the extraction placeholder, cuts position to 100, then attaches a file', async () => {
    const created = await call('POST', R, alice, { file_name: '来自分析的简历', position: '岗'.repeat(150) });
    expect(created.statusCode).toBe(200);
    const resume = created.json().data;
    expect(resume.position).toBe('岗'.repeat(100));
    expect(resume.content).toBe(RESUME_MESSAGES.extracting);
    expect(resume.resume_json_content).toBeNull();
    expect(resume.is_public).toBe(false);

    const first = await upload(`${R}/${resume.id}/attach`, alice, form({}, { name: 'cv.pdf', data: onePdf }));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.content).toContain('王晓明');
    const filesAfterFirst = storedFiles();
    const second = await upload(
      `${R}/${resume.id}/attach`,
      alice,
      form({}, { name: 'cv.txt', data: Buffer.from(TEXT_RESUME) }),
    );
    expect(second.json().data.resume_json_content.basics.name).toBe('李思远');
    // The replaced original is gone; exactly one file belongs to this resume.
    expect(storedFiles().length).toBe(filesAfterFirst.length);
    expect((await call('GET', `${R}/${resume.id}/file`, alice)).body).toBe(TEXT_RESUME);
  });

  it('updates fields, re-parses new content, validates input and keeps data on a bad request', async () => {
    const resume = (await call('POST', `${R}/upload-text`, alice, { content: TEXT_RESUME })).json().data;
    const renamed = await call('PUT', `${R}/${resume.id}`, alice, { file_name: '李思远-数据分析', is_public: true });
    expect(renamed.json().data).toMatchObject({ file_name: '李思远-数据分析', is_public: true });
    const edited = await call('PUT', `${R}/${resume.id}`, alice, {
      content: TEXT_RESUME.replace('李思远', '李思源'),
    });
    expect(edited.json().data.resume_json_content.basics.name).toBe('李思源');
    for (const body of [{ content: '' }, { file_name: '' }, { unknown: 1 }, { is_public: 'yes' }]) {
      const res = await call('PUT', `${R}/${resume.id}`, alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await call('GET', `${R}/abc`, alice)).json().error).toContain('简历编号无效');
    expect((await call('GET', `${R}/${resume.id}`, alice)).json().data.file_name).toBe('李思远-数据分析');
  });

  it('deletes a resume together with its stored file', async () => {
    const resume = (
      await upload(`${R}/upload`, alice, form({}, { name: 'del.txt', data: Buffer.from(TEXT_RESUME) }))
    ).json().data;
    const before = storedFiles();
    const res = await call('DELETE', `${R}/${resume.id}`, alice);
    expect(res.json()).toEqual({ success: true, data: null, error: null });
    expect(storedFiles().length).toBe(before.length - 1);
    expect((await call('GET', `${R}/${resume.id}`, alice)).statusCode).toBe(404);
    expect((await call('DELETE', `${R}/${resume.id}`, alice)).statusCode).toBe(404);
  });

  it('lists other users’ public resumes without contact details, filtered by position', async () => {
    const shared = (
      await upload(
        `${R}/upload-file`,
        bob,
        form({ is_public: 'true', file_name: '公开简历' }, { name: 'p.txt', data: Buffer.from(TEXT_RESUME) }),
      )
    ).json().data;
    await call('PUT', `${R}/${shared.id}`, bob, { position: '数据分析师' });
    await call('POST', `${R}/upload-text`, bob, { content: TEXT_RESUME });

    const seen = (await call('GET', `${R}/public?page_size=50`, alice)).json().data;
    const mine = (await call('GET', `${R}/public?page_size=50`, bob)).json().data;
    expect(mine.resumes.some((r: { id: number }) => r.id === shared.id)).toBe(false);
    const item = seen.resumes.find((r: { id: number }) => r.id === shared.id);
    expect(item).toBeDefined();
    expect(item.content).not.toContain('138 0013 8000');
    expect(item.content).not.toContain('siyuan.li@example.com');
    expect(item.content).toContain('复旦大学');
    expect(item.resume_json_content.basics).toMatchObject({ phone: null, email: null });
    expect(JSON.stringify(item)).not.toMatch(/example\.com|0013/);
    // Only public ones: Bob's pasted-text resume is private.
    expect(
      seen.resumes.every((r: { file_name: string }) => r.file_name === '公开简历' || r.file_name === 'CV one'),
    ).toBe(true);

    const byPosition = (await call('GET', `${R}/public?position=${encodeURIComponent('数据')}`, alice)).json().data;
    expect(byPosition.resumes.map((r: { id: number }) => r.id)).toEqual([shared.id]);
    const none = (await call('GET', `${R}/public?position=${encodeURIComponent('厨师')}`, alice)).json().data;
    expect(none).toMatchObject({ resumes: [], total: 0 });
  });

  it('downloads from a public URL, and refuses private addresses without touching them', async () => {
    const res = await call('POST', `${R}/upload-url`, alice, { url: `http://files.test:${filesPort}/resume.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      file_name: '王晓明 · 前端开发工程师',
      source: 'url',
      source_url: `http://files.test:${filesPort}/resume.pdf`,
      file: { kind: 'pdf' },
    });
    const before = await count(alice);
    for (const url of [
      `http://127.0.0.1:${canaryPort}/`,
      `http://localhost:${canaryPort}/`,
      `http://files.test:${filesPort}/to-canary`,
    ]) {
      const refused = await call('POST', `${R}/upload-url`, alice, { url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error, url).toBe(SAFE_FETCH_MESSAGES.blockedAddress);
    }
    const missing = await call('POST', `${R}/upload-url`, alice, { url: `http://files.test:${filesPort}/nope.pdf` });
    expect(missing.json()).toMatchObject({ success: false, error: SAFE_FETCH_MESSAGES.httpStatus(404) });
    const scheme = await call('POST', `${R}/upload-url`, alice, { url: 'file:///etc/passwd' });
    expect(scheme.statusCode).toBe(400);
    expect(scheme.json().error).toContain(RESUME_MESSAGES.urlInvalid);
    expect(canaryHits).toBe(0);
    expect(await count(alice)).toBe(before);
  });

  it('redacts contact details everywhere in a public resume, landlines and file names too', async () => {
    const text = `${TEXT_RESUME}\n• 客服热线 010-88886666，备用 138.0013.8001，VX：siyuan_2020`;
    const shared = (
      await upload(
        `${R}/upload-file`,
        bob,
        form({ is_public: 'true', file_name: '李思远_13800138000' }, { name: 'p.txt', data: Buffer.from(text) }),
      )
    ).json().data;
    const item = (await call('GET', `${R}/public?page_size=50`, alice))
      .json()
      .data.resumes.find((r: { id: number }) => r.id === shared.id);
    const all = JSON.stringify(item);
    for (const secret of ['88886666', '0013.8001', 'siyuan_2020', '13800138000', 'example.com', '0013 8000'])
      expect(all, secret).not.toContain(secret);
    expect(item.file_name).toBe('李思远_***');
    expect(all).toContain('上海星河数据科技有限公司');
  });

  it('keeps exactly one stored file when two attaches race', async () => {
    const resume = (await call('POST', R, alice, { file_name: '并发' })).json().data;
    const before = storedFiles().length;
    const results = await Promise.all([
      upload(`${R}/${resume.id}/attach`, alice, form({}, { name: 'a.txt', data: Buffer.from(TEXT_RESUME) })),
      upload(`${R}/${resume.id}/attach`, alice, form({}, { name: 'b.txt', data: Buffer.from(`${TEXT_RESUME}\n补充`) })),
    ]);
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    const conflict = results.find((r) => r.statusCode === 409);
    if (conflict) expect(conflict.json().error).toBe(RESUME_MESSAGES.attachConflict);
    expect(storedFiles().length).toBe(before + 1);
    const file = await call('GET', `${R}/${resume.id}/file`, alice);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe((await call('GET', `${R}/${resume.id}`, alice)).json().data.content);
  });

  it('checks the position before downloading anything from a URL', async () => {
    const hits = filesHits;
    const res = await call('POST', `${R}/upload-url`, alice, {
      url: `http://files.test:${filesPort}/resume.pdf`,
      position_id: 999_999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(RESUME_MESSAGES.positionNotFound);
    expect(filesHits).toBe(hits);
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: R });
    expect(res.statusCode).toBe(401);
  });
});

describe('conversion worker pool', () => {
  it('kills a conversion that runs past its time limit and keeps serving afterwards', async () => {
    // 1 ms is less than a worker needs to start: the job must time out, not hang.
    const strict = new ConversionPool({ timeoutMs: 1, size: 1 });
    await expect(strict.convert(onePdf)).rejects.toThrow(RESUME_MESSAGES.extractTimeout);
    await expect(strict.convert(onePdf)).rejects.toThrow(RESUME_MESSAGES.extractTimeout);
    await strict.close();

    const pool = new ConversionPool({ timeoutMs: 20_000, size: 1 });
    const [a, b] = await Promise.all([pool.convert(onePdf), pool.convert(Buffer.from(TEXT_RESUME))]);
    expect(a).toMatchObject({ kind: 'pdf' });
    expect(b).toMatchObject({ kind: 'text', text: TEXT_RESUME });
    await expect(pool.convert(Buffer.alloc(0))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: CONVERSION_MESSAGES.empty,
    });
    await pool.close();
    await expect(pool.convert(onePdf)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers 503 instead of queueing without bound', async () => {
    const pool = new ConversionPool({ timeoutMs: 20_000, size: 1, maxQueue: 1 });
    const jobs = [pool.convert(onePdf), pool.convert(onePdf), pool.convert(onePdf)];
    await expect(jobs[2]).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });
    await expect(Promise.all(jobs.slice(0, 2))).resolves.toHaveLength(2);
    await pool.close();
  });
});
