import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERVIEW_MESSAGES, type TInterviewQuestion } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestConfig } from '../src/config.ts';
import { AUDIO_KEEP } from '../src/modules/interview/service.ts';
import { bearer, register } from './support/auth.ts';
import { multipartFile } from './support/multipart.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * Issue 34, item 5: voice audio is streamed to the file store (never held in the database), one
 * user keeps a bounded amount, uploads of one user at once are bounded, and audio goes with a
 * session that expired.
 */
const I = '/api/interview';
const RESUME = [
  '林知远',
  '工作经历',
  '2021.07-2024.06 杭州云栈科技有限公司 后端工程师',
  '• 主导引入 Redis 缓存热点商品数据，数据库 QPS 峰值下降 60%',
  '专业技能',
  'Java、Spring Boot、MySQL、Redis、Kafka',
].join('\n');

/** `bytes` of WAV: a RIFF/WAVE header and silence. */
function wav(bytes = 64_000): Buffer {
  const out = Buffer.alloc(Math.max(bytes, 44));
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(out.length - 8, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(out.length - 44, 40);
  return out;
}

describe('voice audio: streamed to files, bounded per user, freed with its session', () => {
  let app: FastifyInstance;
  let delayMs = 0;
  const stand = http.createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"text":"我用 Redis 缓存热点数据。"}'),
        delayMs,
      ),
    );
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
    app = await createTestApp({
      ai: { ...buildTestConfig().ai, ratePerMinute: 10_000 },
      stt: {
        provider: 'openai',
        baseUrl: `http://127.0.0.1:${(stand.address() as AddressInfo).port}`,
        apiKey: undefined,
        model: 'whisper-1',
        timeoutMs: 5000,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    stand.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const transcribe = (token: string, sessionId: number, questionId: number, audio: Buffer) => {
    const form = multipartFile(
      'answer.wav',
      audio,
      { session_id: String(sessionId), question_id: String(questionId) },
      'audio',
    );
    return app.inject({
      method: 'POST',
      url: `${I}/transcribe`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  const newUser = async () => {
    const token = (await register(app)).access_token;
    const resumeId = (await call('POST', '/api/v1/resumes/upload-text', token, { content: RESUME })).json().data.id;
    return { token, resumeId: resumeId as number };
  };
  /** A formal session (free, so a user may open many) and its first question. */
  const startFormal = async (user: { token: string; resumeId: number }) => {
    const res = await call('POST', `${I}/start`, user.token, {
      mode: 'formal',
      resume_id: user.resumeId,
      config: { question_count: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.session.id as number;
    const questions = (await call('GET', `${I}/session/${id}/questions`, user.token)).json().data
      .items as TInterviewQuestion[];
    return { id, questionId: questions[0]!.id };
  };
  const audioRows = (where: { sessionId?: number; userToken?: string } = {}) =>
    app.database.queryRows<{ session_id: number; file_key: string; bytes: number }>(
      where.sessionId === undefined
        ? sql`select session_id, file_key, bytes from interview_audio order by id`
        : sql`select session_id, file_key, bytes from interview_audio where session_id = ${where.sessionId}`,
    );
  const storedFiles = () => fs.readdirSync(app.files.location);
  const isStored = async (key: string) => {
    const opened = await app.files.open(key);
    opened?.stream.destroy();
    return opened !== null;
  };

  it('keeps the audio as a file in the store, not in the database, and removes it with the answer', async () => {
    const user = await newUser();
    const s = await startFormal(user);
    const res = await transcribe(user.token, s.id, s.questionId, wav(300_000));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await audioRows({ sessionId: s.id });
    expect(row).toMatchObject({ bytes: 300_000, file_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const columns = await app.database.queryRows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'interview_audio'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('data');
    expect(await isStored(row!.file_key)).toBe(true);

    const answered = await call('POST', `${I}/submit-answer`, user.token, {
      session_id: s.id,
      question_id: s.questionId,
      answer_text: '我用 Redis 缓存热点数据，数据库 QPS 峰值下降了 60%。',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await audioRows({ sessionId: s.id })).toEqual([]);
    expect(await isStored(row!.file_key)).toBe(false);
  });

  it('refuses audio over 20 MiB with 413 and a Chinese message, and leaves no file behind', async () => {
    const user = await newUser();
    const s = await startFormal(user);
    const before = storedFiles().length;
    const res = await transcribe(user.token, s.id, s.questionId, wav(20 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: INTERVIEW_MESSAGES.audioTooLarge });
    expect(await audioRows({ sessionId: s.id })).toEqual([]);
    expect(storedFiles().length).toBe(before);
  });

  it('refused audio (not audio, another user’s session) leaves no file behind', async () => {
    const user = await newUser();
    const other = await newUser();
    const s = await startFormal(user);
    const before = storedFiles().length;
    const notAudio = await transcribe(user.token, s.id, s.questionId, Buffer.from('%PDF-1.7 '.repeat(1000)));
    expect(notAudio.statusCode).toBe(415);
    expect((await transcribe(other.token, s.id, s.questionId, wav())).statusCode).toBe(404);
    expect(storedFiles().length).toBe(before);
  });

  it(`keeps at most ${AUDIO_KEEP.files} files per user: audio in more open sessions lets the oldest go`, async () => {
    const user = await newUser();
    const sessions = [];
    const keys: string[] = [];
    for (let i = 0; i < AUDIO_KEEP.files + 2; i += 1) {
      const s = await startFormal(user);
      const res = await transcribe(user.token, s.id, s.questionId, wav(100_000));
      expect(res.statusCode, res.body).toBe(200);
      sessions.push(s);
      keys.push((await audioRows({ sessionId: s.id }))[0]!.file_key);
    }
    const ids = sessions.map((s) => s.id);
    const kept = (await audioRows()).filter((r) => ids.includes(r.session_id));
    expect(kept.map((r) => r.session_id)).toEqual(ids.slice(-AUDIO_KEEP.files));
    // The released audio's files are gone too, not only its rows.
    expect(await Promise.all(keys.map(isStored))).toEqual([false, false, true, true, true]);
  });

  it(`keeps at most ${AUDIO_KEEP.bytes / 1024 / 1024} MiB per user: a large answer lets the oldest go even under ${AUDIO_KEEP.files} files`, async () => {
    const user = await newUser();
    const size = Math.floor(AUDIO_KEEP.bytes / 3) + 1024 * 1024;
    const ids: number[] = [];
    for (let i = 0; i < AUDIO_KEEP.files; i += 1) {
      const s = await startFormal(user);
      const res = await transcribe(user.token, s.id, s.questionId, wav(size));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(s.id);
    }
    // Three answers of a third of the limit and more are over it: the oldest is let go.
    const kept = (await audioRows()).filter((r) => ids.includes(r.session_id));
    expect(kept.map((r) => r.session_id)).toEqual(ids.slice(1));
    expect(kept.reduce((n, r) => n + r.bytes, 0)).toBeLessThanOrEqual(AUDIO_KEEP.bytes);
  });

  it('frees the audio of a session that expired while its owner was away', async () => {
    const user = await newUser();
    const s = await startFormal(user);
    expect((await transcribe(user.token, s.id, s.questionId, wav())).statusCode).toBe(200);
    const [row] = await audioRows({ sessionId: s.id });
    await app.database.db.execute(
      sql`update interview_sessions set expires_at = now() - interval '1 minute' where id = ${s.id}`,
    );
    // Any later upload (here another user's) sweeps; so does the server's timer.
    const other = await newUser();
    const t = await startFormal(other);
    expect((await transcribe(other.token, t.id, t.questionId, wav())).statusCode).toBe(200);
    expect(await audioRows({ sessionId: s.id })).toEqual([]);
    expect(await isStored(row!.file_key)).toBe(false);
  });

  it('removes the audio file when a session is deleted', async () => {
    const user = await newUser();
    const s = await startFormal(user);
    expect((await transcribe(user.token, s.id, s.questionId, wav())).statusCode).toBe(200);
    const [row] = await audioRows({ sessionId: s.id });
    expect((await call('DELETE', `${I}/session/${s.id}`, user.token)).statusCode).toBe(200);
    expect(await isStored(row!.file_key)).toBe(false);
  });

  it(`lets one user upload ${AUDIO_KEEP.uploadsAtOnce} at once; more answer 429 in Chinese`, async () => {
    const user = await newUser();
    const sessions = [];
    for (let i = 0; i < AUDIO_KEEP.uploadsAtOnce + 2; i += 1) sessions.push(await startFormal(user));
    delayMs = 500;
    try {
      const results = await Promise.all(sessions.map((s) => transcribe(user.token, s.id, s.questionId, wav())));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(AUDIO_KEEP.uploadsAtOnce);
      const busy = results.filter((r) => r.statusCode === 429);
      expect(busy).toHaveLength(2);
      expect(busy[0]!.json()).toMatchObject({ success: false, error: INTERVIEW_MESSAGES.audioBusy });
    } finally {
      delayMs = 0;
    }
    // Once they are done, the next upload is taken.
    expect((await transcribe(user.token, sessions[0]!.id, sessions[0]!.questionId, wav())).statusCode).toBe(200);
  });

  it('survives an upload the client abandons half-way: no crash, no file left, the upload place freed', async () => {
    const user = await newUser();
    const s = await startFormal(user);
    const before = storedFiles();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const boundary = '----abandoned';
      const head = [
        `--${boundary}\r\nContent-Disposition: form-data; name="session_id"\r\n\r\n${s.id}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="question_id"\r\n\r\n${s.questionId}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="answer.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      ].join('');
      for (let i = 0; i < AUDIO_KEEP.uploadsAtOnce + 1; i += 1) {
        const req = http.request(`http://127.0.0.1:${port}${I}/transcribe`, {
          method: 'POST',
          headers: {
            ...bearer(user.token),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(5 * 1024 * 1024),
          },
        });
        req.on('error', () => undefined);
        req.write(head);
        req.write(wav(1024 * 1024));
        // The audio is on its way to the store: then the client goes away.
        await vi.waitFor(() => expect(storedFiles().some((f) => !before.includes(f))).toBe(true), { timeout: 5000 });
        req.destroy();
        await vi.waitFor(() => expect(storedFiles()).toEqual(before), { timeout: 5000 });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
      expect(await audioRows({ sessionId: s.id })).toEqual([]);
      // Every abandoned upload gave its place back: the next one is taken.
      expect((await transcribe(user.token, s.id, s.questionId, wav())).statusCode).toBe(200);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
