// Issue 17 item 6: broken PDFs answer 4xx in Chinese, unconfigured sign-in methods log below
// error, public resumes hide contacts however they are written, file names lose bidi controls,
// one user cannot fill the shared conversion queue, and two tabs refreshing at once stay signed in.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redactContacts } from '../src/modules/resumes/index.ts';
import { bearer, post, register } from './support/auth.ts';
import { circularPageTreePdf, nestedDictionaryPdf } from './support/hostile-files.ts';
import { multipartFile } from './support/multipart.ts';
import { createTestApp } from './support/test-app.ts';

const A = '/api/v1/auth';
const R = '/api/v1/resumes';
const CHINESE = /[\u4e00-\u9fff]/;
const onePdf = fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/resumes/zh-one-column.pdf'));
const TEXT_RESUME =
  '张三\n求职意向：后端工程师\n工作经历\n2020.07-至今 北京星图科技有限公司 后端工程师\n负责订单系统的设计与开发';

describe('hardening: smaller findings', () => {
  let app: FastifyInstance;
  const log: { level: number; msg: string; err?: { stack?: string } }[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) log.push(JSON.parse(line));
        done();
      },
    });
    app = await createTestApp({ logLevel: 'info' }, { logStream: stream });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const upload = (auth: Record<string, string>, name: string, data: Buffer) => {
    const body = multipartFile(name, data);
    return app.inject({
      method: 'POST',
      url: `${R}/upload`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };

  it('answers a PDF of 50,000 nested dictionaries and one with a cyclic page tree with 400 in Chinese', async () => {
    const auth = bearer((await register(app)).access_token);
    for (const [name, pdf] of [
      ['nested.pdf', nestedDictionaryPdf(50_000)],
      ['cycle.pdf', circularPageTreePdf()],
    ] as const) {
      const res = await upload(auth, name, pdf);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error, name).toMatch(CHINESE);
    }
  }, 60_000);

  it('logs calls to an unconfigured OIDC or WeChat sign-in below error, without a stack', async () => {
    const from = log.length;
    const calls = [
      await app.inject({ method: 'GET', url: `${A}/url` }),
      await post(app, `${A}/login`, { code: 'c', state: 's' }),
      await app.inject({ method: 'GET', url: `${A}/wechat/auth-url` }),
      await post(app, `${A}/login/wechat`, { code: 'c', state: 's' }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(CHINESE);
    }
    const lines = log.slice(from);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.some((l) => l.err?.stack)).toBe(false);
    // Still visible to an operator, at info.
    expect(lines.filter((l) => l.level === 30 && CHINESE.test(l.msg)).length).toBeGreaterThanOrEqual(4);
  });

  it('hides contacts written in full-width digits, with spaces, in Chinese numerals, [at], 微 信, slashes and profile links', () => {
    const cases: [string, string][] = [
      ['电话：１３９８７６５４３２１', '１３９８７６５４３２１'],
      ['手机 1 3 9 8 7 6 5 4 3 2 1 欢迎联系', '1 3 9 8 7 6 5 4 3 2 1'],
      ['手机：一三九八七六五四三二一', '一三九八七六五四三二一'],
      ['手机：幺三九 八七六五 四三二幺', '八七六五'],
      ['邮箱 zhang.san[at]example.com', 'zhang.san'],
      ['邮箱 zhang.san (at) example (dot) com', 'zhang.san'],
      ['mail: zhang at example dot com', 'zhang'],
      ['邮箱：zhangsan＠example．com', 'zhangsan'],
      ['微 信：zhangsan_2024', 'zhangsan_2024'],
      ['Q Q: 123456789', '123456789'],
      ['电话 139/8765/4321', '8765'],
      ['电话 139 - 8765 - 4321', '8765'],
      ['主页 https://github.com/zhangsan-dev', 'zhangsan-dev'],
      ['领英 linkedin.com/in/zhang-san-123', 'zhang-san-123'],
      ['博客 https://zhangsan.github.io/', 'zhangsan.github.io'],
      ['知乎 www.zhihu.com/people/zhangsan', 'people/zhangsan'],
      ['身份证号 110101199001011234', '1011234'],
      ['身份证号码：11010119900101123X 籍贯北京', '123X'],
      ['证件号 110101 1990 0101 1234', '0101 1234'],
      ['ID 110101-19900101-123x', '123x'],
      ['旧身份证 110101900101123', '0101123'],
      ['身份证：1101**********1234', '1234'],
      ['1101 0119 9001 0112 34', '0112 34'],
      ['110101199001011234Tel', '1011234'],
      ['公民身份号码为 1101**********1234', '1234'],
    ];
    for (const [text, secret] of cases) {
      const masked = redactContacts(text);
      expect(masked, text).not.toContain(secret);
      expect(masked, text).toContain('***');
    }
    // What is not a contact stays as written.
    for (const text of [
      '2019.07-2021.06 北京星图科技有限公司',
      '1998.03-2002.07 就读于某大学',
      '第一名，三等奖，一二三四',
      'Engineer at Google. Built a 3-tier system',
      '熟悉 wxWidgets 与 Qt',
      '证件\n2018-2022 北京大学 计算机科学与技术',
    ])
      expect(redactContacts(text), text).toBe(text);
    // The label stays, the id goes.
    expect(redactContacts('微 信：zhangsan_2024')).toBe('微 信：***');
    expect(redactContacts('身份证号 110101199001011234，籍贯北京')).toBe('身份证号 ***，籍贯北京');
  });

  it('strips bidi controls from file names, uploaded and renamed', async () => {
    const auth = bearer((await register(app)).access_token);
    // Without a name in it, an upload is titled by its file name (with a name: "张三 · 后端工程师").
    const nameless = TEXT_RESUME.split('\n').slice(2).join('\n');
    const res = await upload(auth, '简历\u202Efdp.exe', Buffer.from(nameless));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file_name).toBe('简历fdp.exe');
    const id = res.json().data.id;
    const renamed = await app.inject({
      method: 'PUT',
      url: `${R}/${id}`,
      headers: auth,
      payload: { file_name: '\u2066张三\u200f的简历\u202Excod.txt\u2069' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.file_name).toBe('张三的简历xcod.txt');
  });

  it("keeps one user's burst of 20 uploads from making everyone else's upload busy", async () => {
    const greedy = bearer((await register(app)).access_token);
    const other = bearer((await register(app)).access_token);
    // A PDF keeps the converter busy for a while: the burst is in the pool together.
    const burst = Array.from({ length: 20 }, (_, i) => upload(greedy, `b${i}.pdf`, onePdf));
    // The other user's upload comes while the burst is in the pool: the pool has just refused the
    // greedy user one more file (429), so it holds as many of theirs as it takes.
    const answered: number[] = [];
    for (const r of burst)
      void r.then(
        (res) => answered.push(res.statusCode),
        () => undefined,
      );
    await vi.waitFor(() => expect(answered).toContain(429), { timeout: 10_000, interval: 5 });
    const mine = await upload(other, 'mine.txt', Buffer.from(TEXT_RESUME));
    expect(mine.statusCode).toBe(200);
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses).not.toContain(503);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const refused = (await Promise.all(burst)).filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.json().error).toMatch(/正在处理/);
  }, 120_000);

  describe('refresh tokens used by two tabs at once', () => {
    const profile = (token: string) => app.inject({ method: 'GET', url: `${A}/profile`, headers: bearer(token) });
    const refresh = (token: string) => post(app, `${A}/refresh`, { refresh_token: token });

    it('gives both tabs working tokens, at the same moment or one after the other', async () => {
      const first = await register(app);
      const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const late = await refresh(first.refresh_token); // a third tab, a moment later
      expect(late.statusCode).toBe(200);
      for (const res of [a, b, late]) {
        expect((await profile(res.json().access_token)).statusCode).toBe(200);
        expect((await refresh(res.json().refresh_token)).statusCode).toBe(200);
      }
    });

    it('still revokes the session for a replay after the grace window', async () => {
      const first = await register(app);
      const second = await refresh(first.refresh_token);
      expect(second.statusCode).toBe(200);
      // The first token was used 31 s ago.
      await app.database.db.execute(
        sql`update auth_refresh_tokens set used_at = used_at - interval '31 seconds' where used_at is not null`,
      );
      const replay = await refresh(first.refresh_token);
      expect(replay.statusCode).toBe(401);
      expect((await profile(second.json().access_token)).statusCode).toBe(401);
      expect((await refresh(second.json().refresh_token)).statusCode).toBe(401);
    });
  });
});
