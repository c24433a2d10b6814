import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export type TSmsPurpose = 'register' | 'login' | 'reset' | 'bind';

export interface TSmsMessage {
  phone: string;
  code: string;
  purpose: TSmsPurpose;
  text: string;
}

/** Where verification codes go. The default writes an outbox; a gateway is a config switch. */
export interface SmsProvider {
  readonly name: string;
  send(message: TSmsMessage): Promise<void>;
}

const PURPOSE_TEXT: Record<TSmsPurpose, string> = {
  register: '注册',
  login: '登录',
  reset: '重置密码',
  bind: '绑定手机',
};

export function buildSmsText(purpose: TSmsPurpose, code: string): string {
  return `【面试领航】您的${PURPOSE_TEXT[purpose]}验证码为 ${code}，10 分钟内有效。如非本人操作，请忽略本短信。`;
}

/** Offline default: one JSON line per message in `<dir>/sms.jsonl`, and in the log. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  readonly file: string;

  constructor(
    dir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.file = path.join(dir, 'sms.jsonl');
  }

  async send(message: TSmsMessage): Promise<void> {
    const line = { ...message, sent_at: new Date().toISOString() };
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(this.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    this.log.info({ sms: line }, '短信已写入发件箱（未配置短信网关）');
  }
}

/** A real gateway behind an HTTP hook: POST { phone, text, purpose } with a bearer token. */
export class WebhookSmsProvider implements SmsProvider {
  readonly name = 'webhook';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: TSmsMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ phone: message.phone, text: message.text, purpose: message.purpose }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
