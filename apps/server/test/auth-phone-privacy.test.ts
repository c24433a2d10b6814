import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowResend,
  authConfig,
  buildPhone,
  buildUser,
  captchaRecorder,
  post,
  randomIp,
  register,
} from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

const A = '/api/v1/auth';

interface TGatewayMessage {
  phone: string;
  text: string;
  purpose: string;
}

/**
 * A fake SMS gateway (the webhook provider's other end) that is slow for every send: it answers
 * each request only after `delayMs`, and counts what it has received and answered.
 */
async function startSlowGateway(delayMs: number) {
  const received: TGatewayMessage[] = [];
  let answered = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as TGatewayMessage);
      setTimeout(() => {
        answered += 1;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    received,
    answered: () => answered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeIn = (message: TGatewayMessage | undefined) => /(\d{6})/.exec(message?.text ?? '')?.[1];

describe('SMS codes are sent after answering (issue 34, item 8)', () => {
  let app: FastifyInstance;
  let gateway: Awaited<ReturnType<typeof startSlowGateway>>;
  beforeAll(async () => {
    gateway = await startSlowGateway(400);
    app = await createTestApp(
      authConfig({
        captchaMode: 'off',
        sms: { provider: 'webhook', webhookUrl: gateway.url, webhookToken: undefined },
      }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await gateway?.close();
  });

  it('answers before the slow gateway has, for a registered number as for an unknown one, and the code arrives', async () => {
    const registered = buildPhone();
    await post(app, `${A}/register/sms/send`, { phone: registered }, {}, randomIp());
    await app.auth.service.settleSms();
    const registration = await post(
      app,
      `${A}/register/sms`,
      { phone: registered, code: codeIn(gateway.received.at(-1)) },
      {},
      randomIp(),
    );
    expect(registration.statusCode).toBe(200);
    await allowResend(app, registered);
    const unknown = buildPhone();

    for (const phone of [registered, unknown]) {
      const before = gateway.answered();
      const res = await post(app, `${A}/sms/send`, { phone }, {}, randomIp());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '验证码已发送', resend_after_s: 60 });
      // The gateway has not answered yet: nothing in the response waited for it.
      expect(gateway.answered()).toBe(before);
    }

    await app.auth.service.settleSms();
    // Only the registered number gets a sign-in code, and it works.
    const sent = gateway.received.filter((m) => m.purpose === 'login');
    expect(sent.map((m) => m.phone)).toEqual([registered]);
    const code = codeIn(sent[0]);
    expect(code).toMatch(/^\d{6}$/);
    const login = await post(app, `${A}/login/sms`, { phone: registered, code }, {}, randomIp());
    expect(login.statusCode).toBe(200);
  });
  it('answers before the code is even stored: a number that gets a code costs the answer no write more', async () => {
    // The insert of the code is held until released: the answer must not wait for it (a registered
    // number would otherwise answer one committed write later than an unknown one).
    const repo = (app.auth.service as unknown as { repo: { insertSmsCode: (...a: unknown[]) => Promise<number> } })
      .repo;
    const insert = repo.insertSmsCode.bind(repo);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserts = 0;
    repo.insertSmsCode = async (...args: unknown[]) => {
      inserts += 1;
      await held;
      return insert(...args);
    };
    try {
      const phone = buildPhone();
      const before = gateway.received.length;
      const answer = post(app, `${A}/register/sms/send`, { phone }, {}, randomIp());
      const first = await Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('waiting'), 2_000))]);
      expect(first).not.toBe('waiting');
      expect((await answer).statusCode).toBe(200);
      release();
      await app.auth.service.settleSms();
      expect(inserts).toBe(1);
      expect(gateway.received.slice(before).map((m) => m.phone)).toEqual([phone]);
    } finally {
      release();
      repo.insertSmsCode = insert;
    }
  });
});

describe('/check/phone needs a captcha (issue 34, item 8)', () => {
  let app: FastifyInstance;
  const recorder = captchaRecorder();
  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'image' }), { captchaFactory: recorder.factory });
  });
  afterAll(async () => {
    await app?.close();
  });

  const captcha = async () => {
    const res = await app.inject({ method: 'GET', url: `${A}/captcha`, remoteAddress: randomIp() });
    const id = res.json<{ captcha_id: string }>().captcha_id;
    return { captcha_id: id, captcha_code: recorder.answers.get(id)! };
  };

  it('answers the same for registered and unknown numbers without a valid captcha', async () => {
    const registered = buildPhone();
    await register(app, { ...buildUser({ phone: registered }), ...(await captcha()) });
    const unknown = buildPhone();
    const answers = [];
    for (const phone of [registered, unknown]) {
      answers.push(await post(app, `${A}/check/phone`, { phone }, {}, randomIp()));
      answers.push(
        await post(
          app,
          `${A}/check/phone`,
          { phone, captcha_id: (await captcha()).captcha_id, captcha_code: 'zzzz' },
          {},
          randomIp(),
        ),
      );
    }
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).not.toHaveProperty('available');
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    // What a client sees is the same for both numbers: only the captcha is talked about.
    const shown = answers.map((res) => res.json<{ error: string }>().error);
    const required = '请输入图形验证码';
    const wrong = '图形验证码错误或已过期，请刷新后重试';
    expect(shown).toEqual([required, wrong, required, wrong]);
  });

  it('a password registration that gives a phone passes a captcha before it says the phone is taken', async () => {
    const registered = buildPhone();
    await register(app, { ...buildUser({ phone: registered }), ...(await captcha()) });
    // Without a captcha, a taken number and a free one get the same answer.
    const answers = [];
    for (const phone of [registered, buildPhone()])
      answers.push(await post(app, `${A}/register/password`, buildUser({ phone }), {}, randomIp()));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: '请输入图形验证码', details: { captcha_required: true } });
    }
    // Behind a solved captcha the registration goes on: taken is said, free registers.
    const taken = await post(
      app,
      `${A}/register/password`,
      { ...buildUser({ phone: registered }), ...(await captcha()) },
      {},
      randomIp(),
    );
    expect(taken.statusCode, taken.body).toBe(409);
    const free = await post(
      app,
      `${A}/register/password`,
      { ...buildUser({ phone: buildPhone() }), ...(await captcha()) },
      {},
      randomIp(),
    );
    expect(free.statusCode, free.body).toBe(200);
    // Without a phone no captcha is asked (the username's availability is public, as before).
    const plain = await post(app, `${A}/register/password`, buildUser(), {}, randomIp());
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('answers availability after a valid captcha, which it spends', async () => {
    const registered = buildPhone();
    await register(app, { ...buildUser({ phone: registered }), ...(await captcha()) });
    const solved = await captcha();
    const taken = await post(app, `${A}/check/phone`, { phone: registered, ...solved }, {}, randomIp());
    expect(taken.json()).toEqual({ success: true, available: false });
    const again = await post(app, `${A}/check/phone`, { phone: registered, ...solved }, {}, randomIp());
    expect(again.statusCode).toBe(400);
    const free = await post(app, `${A}/check/phone`, { phone: buildPhone(), ...(await captcha()) }, {}, randomIp());
    expect(free.json()).toEqual({ success: true, available: true });
  });
});
