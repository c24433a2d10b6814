import type { FastifyBaseLogger } from 'fastify';
import type { AuthRepository } from './repository.ts';
import type { SmsProvider, TSmsMessage } from './sms.ts';

/**
 * SMS codes handed to the gateway after their request was answered (issue 34, item 8): a gateway
 * takes ~170 ms, and awaiting it only for numbers that get a code would tell by the response time
 * which numbers are registered. Shutting down waits for the sends still running (`settle`).
 */
export class SmsOutbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly sms: SmsProvider,
    private readonly repo: AuthRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Never rejects: a failed send is logged and its code deleted (it must not count as sent). */
  send(message: TSmsMessage, codeId: number): void {
    const task = this.sms
      .send(message)
      .catch(async (error: unknown) => {
        this.log.error({ err: error, provider: this.sms.name }, '短信发送失败');
        await this.repo.deleteSmsCode(codeId);
      })
      .catch((error: unknown) => this.log.warn({ err: error }, '删除未发出的短信验证码失败'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when every SMS accepted so far has been handed to the gateway (or failed). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
