import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { TLoginResponse } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestConfig, type TConfig } from '../../src/config.ts';
import type { TCaptchaFactory } from '../../src/modules/auth/index.ts';

let counter = 0;

/** One factory for test users (server and browser tests share the shape). */
export function buildUser(
  overrides: Partial<{ username: string; password: string; email: string; phone: string }> = {},
) {
  counter += 1;
  const n = `${Date.now() % 100_000}${counter}`;
  return { username: `user_${n}`, password: 'Offer#2026pilot', ...overrides };
}

/** A phone number no other test uses in this process. */
export function buildPhone(): string {
  counter += 1;
  return `139${String((Date.now() + counter * 7919) % 100_000_000).padStart(8, '0')}`;
}

export function authConfig(auth: Partial<TConfig['auth']>): Partial<TConfig> {
  return { auth: { ...buildTestConfig().auth, ...auth } };
}

/** Captchas whose answers the test can read. */
export function captchaRecorder(): { factory: TCaptchaFactory; answers: Map<string, string> } {
  const answers = new Map<string, string>();
  let n = 0;
  return {
    answers,
    factory: () => {
      n += 1;
      const id = randomUUID();
      const answer = `k${n}x9`.slice(0, 4);
      answers.set(id, answer);
      return { id, answer, dataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' };
    },
  };
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A distinct client address per call (app.inject only: no traffic), so per-IP limits stay out of the way. */
export function randomIp(): string {
  counter += 1;
  return `10.${(counter >> 8) & 255}.${counter & 255}.${(Date.now() % 250) + 1}`;
}

export async function register(
  app: FastifyInstance,
  user = buildUser(),
): Promise<TLoginResponse & { password: string }> {
  const res = await post(app, '/api/v1/auth/register/password', user, {}, randomIp());
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as TLoginResponse), password: user.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface TOutboxLine {
  phone: string;
  code: string;
  purpose: string;
  text: string;
  sent_at: string;
}

/** The outbox once every SMS accepted so far was written (sends run after the answer). */
export async function readOutbox(app: FastifyInstance): Promise<TOutboxLine[]> {
  await app.auth.service.settleSms();
  const file = app.auth.outboxFile;
  if (!file || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as TOutboxLine);
}

export async function lastCode(app: FastifyInstance, phone: string, purpose: string): Promise<string> {
  const line = (await readOutbox(app)).filter((l) => l.phone === phone && l.purpose === purpose).at(-1);
  if (!line) throw new Error(`no SMS for ${phone}/${purpose}`);
  return line.code;
}

/** Lets a phone get its next code now, as if the 60 s resend wait had passed. */
export async function allowResend(app: FastifyInstance, phone: string): Promise<void> {
  await app.database.db.execute(sql`delete from auth_rate_counters where key = ${`sms-resend:${phone}`}`);
}

/** An account whose phone is verified (registered by SMS), with a password too. */
export async function registerBySms(
  app: FastifyInstance,
  phone: string,
  user = buildUser(),
): Promise<TLoginResponse & { password: string }> {
  await allowResend(app, phone);
  const sent = await post(app, '/api/v1/auth/register/sms/send', { phone }, {}, randomIp());
  if (sent.statusCode !== 200) throw new Error(`sms send failed: ${sent.body}`);
  const res = await post(
    app,
    '/api/v1/auth/register/sms',
    { phone, code: await lastCode(app, phone, 'register'), username: user.username, password: user.password },
    {},
    randomIp(),
  );
  if (res.statusCode !== 200) throw new Error(`sms register failed: ${res.body}`);
  return { ...(res.json() as TLoginResponse), password: user.password };
}

/** The `cookie` header that sends back the known-device cookie a sign-in answer set (or undefined). */
export function deviceCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? (header as string[]) : header ? [String(header)] : [];
  return all.map((c) => c.split(';')[0]!).find((c) => c.startsWith('op_device='));
}
