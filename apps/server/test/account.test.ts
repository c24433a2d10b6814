import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TAccountSecurity, TInterviewQuestion, TUser } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowResend,
  authConfig,
  bearer,
  buildPhone,
  buildUser,
  lastCode,
  post,
  randomIp,
  readOutbox,
  register,
} from './support/auth.ts';
import { multipartFile } from './support/multipart.ts';
import { createTestApp } from './support/test-app.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const RESUME = [
  '王敏',
  '求职意向：数据分析师',
  '工作经历',
  '2020.07-2024.06 某科技公司 数据分析师',
  '• 搭建销售看板',
  '专业技能',
  'SQL、Python、Tableau',
].join('\n');

describe('account (personal center)', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    // A real DATA_DIR, so stored files can be checked on disk (PGlite in it unless DATABASE_URL).
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-account-'));
    app = await createTestApp({ ...authConfig({ captchaMode: 'off' }), dataDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('edits the display name and e-mail, refusing a taken e-mail and a bad one in Chinese', async () => {
    const a = await register(app);
    const b = await register(app, { ...buildUser(), email: `b${Date.now()}@example.com` });
    const saved = await call('PUT', '/api/v1/auth/profile', a.access_token, {
      display_name: '  小林 ',
      email: 'Lin@Example.com',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ display_name: '小林', email: 'lin@example.com' });
    const taken = await call('PUT', '/api/v1/auth/profile', a.access_token, { email: b.user.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('该邮箱已被注册');
    const bad = await call('PUT', '/api/v1/auth/profile', a.access_token, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('邮箱格式不正确');
    const cleared = await call('PUT', '/api/v1/auth/profile', a.access_token, { display_name: '', email: '' });
    expect(cleared.json().data).toMatchObject({ display_name: null, email: null });
  });

  it('stores a cropped avatar, serves it publicly, and refuses what is not a picture or too large', async () => {
    const a = await register(app);
    const res = await call('POST', '/api/v1/auth/avatar', a.access_token, {
      image: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json().data as TUser).avatar_url!;
    expect(url).toMatch(/^\/api\/v1\/auth\/avatars\/[0-9a-f-]{36}$/);
    const img = await app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const fake = await call('POST', '/api/v1/auth/avatar', a.access_token, {
      image: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe('头像须为 JPG、PNG 或 WebP 图片');
    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    const tooBig = await call('POST', '/api/v1/auth/avatar', a.access_token, {
      image: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect([400, 413]).toContain(tooBig.statusCode);

    // A second upload replaces the first, whose file is gone.
    const again = await call('POST', '/api/v1/auth/avatar', a.access_token, {
      image: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: again.json().data.avatar_url })).statusCode).toBe(200);
  });

  it('changes the password (old one required), ending the other sign-ins only', async () => {
    const user = buildUser();
    const first = await register(app, user);
    const second = await post(
      app,
      '/api/v1/auth/login/password',
      { account: user.username, password: user.password },
      {},
      randomIp(),
    );
    const other = second.json().access_token as string;
    const wrong = await call('POST', '/api/v1/auth/password/change', first.access_token, {
      old_password: 'Wrong#2026pass',
      new_password: 'New#2026pilot',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('当前密码不正确');
    const ok = await call('POST', '/api/v1/auth/password/change', first.access_token, {
      old_password: user.password,
      new_password: 'New#2026pilot',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', '/api/v1/auth/profile', first.access_token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/profile', other)).statusCode).toBe(401);
    const login = await post(
      app,
      '/api/v1/auth/login/password',
      { account: user.username, password: 'New#2026pilot' },
      {},
      randomIp(),
    );
    expect(login.statusCode).toBe(200);
  });

  it('lists live sessions, signs one device out, then signs out everywhere', async () => {
    const user = buildUser();
    const first = await register(app, user);
    const second = (
      await post(
        app,
        '/api/v1/auth/login/password',
        { account: user.username, password: user.password },
        {},
        randomIp(),
      )
    ).json().access_token as string;
    const security = (await call('GET', '/api/v1/auth/security', first.access_token)).json().data as TAccountSecurity;
    expect(security).toMatchObject({ has_password: true, linked: { wechat: false, oidc: false } });
    expect(security.sessions).toHaveLength(2);
    expect(security.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(security.sessions[0]!.ip).toMatch(/\*$/);
    const otherId = security.sessions.find((s) => !s.current)!.id;
    expect((await call('DELETE', `/api/v1/auth/sessions/${otherId}`, first.access_token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/profile', second)).statusCode).toBe(401);
    // Another user's session id is not found.
    const stranger = await register(app);
    const mine = (await call('GET', '/api/v1/auth/security', first.access_token)).json().data.sessions[0].id;
    expect((await call('DELETE', `/api/v1/auth/sessions/${mine}`, stranger.access_token)).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/auth/logout-all', first.access_token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/profile', first.access_token)).statusCode).toBe(401);
  });

  it('binds a phone with an SMS code; a number with a verified account is refused', async () => {
    const a = await register(app);
    const phone = buildPhone();
    await allowResend(app, phone);
    const sent = await call('POST', '/api/v1/auth/phone/send', a.access_token, { phone });
    expect(sent.statusCode, sent.body).toBe(200);
    const right = await lastCode(app, phone, 'bind');
    const wrong = await call('POST', '/api/v1/auth/phone/bind', a.access_token, {
      phone,
      code: right === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const bound = await call('POST', '/api/v1/auth/phone/bind', a.access_token, { phone, code: right });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    // The number now signs in by SMS to this account.
    expect((await call('GET', '/api/v1/auth/security', a.access_token)).json().data.phone_verified).toBe(true);

    const b = await register(app);
    await allowResend(app, phone);
    // Same answer as for any number, but no code is sent to a number that has a verified account.
    const count = (await readOutbox(app)).length;
    expect((await call('POST', '/api/v1/auth/phone/send', b.access_token, { phone })).statusCode).toBe(200);
    expect((await readOutbox(app)).length).toBe(count);
    const taken = await call('POST', '/api/v1/auth/phone/bind', b.access_token, { phone, code: '123456' });
    expect(taken.statusCode).toBe(400);
  });

  it('deletes the account: no row of the user in any table and none of its files remain', async () => {
    const phone = buildPhone();
    const user = buildUser();
    await allowResend(app, phone);
    await post(app, '/api/v1/auth/register/sms/send', { phone }, {}, randomIp());
    const reg = await post(
      app,
      '/api/v1/auth/register/sms',
      { phone, code: await lastCode(app, phone, 'register'), username: user.username, password: user.password },
      {},
      randomIp(),
    );
    const me = reg.json() as { access_token: string; user: TUser };
    const token = me.access_token;
    const other = await register(app);

    // Data everywhere: avatar, a resume file, a text resume, a position, an interview with answers.
    await call('POST', '/api/v1/auth/avatar', token, { image: `data:image/png;base64,${PNG.toString('base64')}` });
    const upload = multipartFile('简历.txt', Buffer.from(RESUME));
    const file = await app.inject({
      method: 'POST',
      url: '/api/v1/resumes/upload-file',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    expect(file.statusCode, file.body).toBe(200);
    const resumeId = (await call('POST', '/api/v1/resumes/upload-text', token, { content: RESUME })).json().data.id;
    await call('POST', '/api/v1/positions', token, {
      name: '数据分析师',
      company_name: '某公司',
      responsibilities: '数据分析与可视化',
    });
    const started = await call('POST', '/api/interview/start', token, {
      mode: 'mock',
      resume_id: resumeId,
      config: { question_count: 3 },
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = started.json().data.session.id;
    const q = (await call('GET', `/api/interview/session/${sessionId}/questions`, token)).json().data
      .items as TInterviewQuestion[];
    await call('POST', '/api/interview/submit-answer', token, {
      session_id: sessionId,
      question_id: q[0]!.id,
      answer_text: '我用 SQL 和 Python 搭建了销售看板。',
    });
    await call('GET', '/api/interview/stats', token);
    const filesDir = path.join(dataDir, 'files');
    const filesBefore = fs.readdirSync(filesDir);
    expect(filesBefore.length).toBeGreaterThanOrEqual(2);
    const otherFiles = new Set(filesBefore);

    expect(
      (await call('DELETE', '/api/v1/auth/account', token, { confirm_text: '注销', password: user.password }))
        .statusCode,
    ).toBe(400);
    const wrong = await call('DELETE', '/api/v1/auth/account', token, {
      confirm_text: '注销账号',
      password: 'Wrong#2026x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('密码不正确，账号未注销');
    const deleted = await call('DELETE', '/api/v1/auth/account', token, {
      confirm_text: '注销账号',
      password: user.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ resumes: 2, positions: 1, interview_sessions: 1, files: 2 });

    // Every table, every row: nothing mentions this user's id (in a *_id column), name or phone.
    const tables = (await app.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const userColumns = (await app.database.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name in ('user_id', 'inviter_id', 'id') and data_type = 'integer'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    expect(tables.rows.length).toBeGreaterThan(15);
    for (const { table_name: table } of tables.rows) {
      const hits = (await app.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} t where position(${user.username} in row_to_json(t)::text) > 0 or position(${phone} in row_to_json(t)::text) > 0`,
      )) as unknown as { rows: { n: number }[] };
      expect(hits.rows[0]!.n, `${table} still mentions the user`).toBe(0);
    }
    for (const { table_name: table, column_name: column } of userColumns.rows) {
      if (column === 'id' && table !== 'users') continue;
      const hits = (await app.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${me.user.id}`,
      )) as unknown as { rows: { n: number }[] };
      expect(hits.rows[0]!.n, `${table}.${column}`).toBe(0);
    }
    // Its files are gone from DATA_DIR/files; the other user is untouched.
    const filesAfter = fs.readdirSync(filesDir);
    expect(filesAfter.length).toBe(filesBefore.length - 2);
    for (const f of filesAfter) expect(otherFiles.has(f)).toBe(true);
    expect((await call('GET', '/api/v1/auth/profile', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/auth/profile', other.access_token)).statusCode).toBe(200);
  });
});
