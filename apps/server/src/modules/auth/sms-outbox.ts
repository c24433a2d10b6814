import type { FastifyBaseLogger } from 'fastify';
import type { AuthRepository } from './repository.ts';
import type { SmsProvider, TSmsMessage } from './sms.ts';

/**
 * SMS codes stored and handed to the gateway after their request was answered (issue 34, item 8):
 * a gateway takes ~170 ms, and even the code's own insert is one committed write more, so
 * awaiting either only for numbers that get a code would tell by the response time which numbers
 * are registered. The code cannot be typed before it arrives, so storing it first and sending it
 * next, after the answer, loses nothing. Shutting down waits for the sends still running (`settle`).
 */
export class SmsOutbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly sms: SmsProvider,
    private readonly repo: AuthRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Never rejects. `store` saves the code (its row id) once the answer is on its way; a failed store
   * sends nothing, a failed send is logged and its code deleted (it must not count as sent).
   */
  send(message: TSmsMessage, store: () => Promise<number>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(store)
      .then(async (codeId) => {
        try {
          await this.sms.send(message);
        } catch (error) {
          this.log.error({ err: error, provider: this.sms.name }, '短信发送失败');
          await this.repo.deleteSmsCode(codeId);
        }
      })
      .catch((error: unknown) => this.log.warn({ err: error }, '短信验证码未能保存或删除'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when every SMS accepted so far has been handed to the gateway (or failed). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
