import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { AccountService, type TAccountDeps } from './account-service.ts';
import { KnownDevices } from './known-devices.ts';
import { AuthRepository } from './repository.ts';
import { AuthService, type TCaptchaFactory } from './service.ts';
import { OutboxSmsProvider, WebhookSmsProvider, type SmsProvider } from './sms.ts';
import { TokenService } from './tokens.ts';

export { authRoutes, interviewAuthRoutes } from './routes.ts';
export { accountRoutes } from './account-routes.ts';
export { AccountService, type TAccountDeps } from './account-service.ts';
export { AuthService, LIMITS, toPublicUser, type TAuthenticated, type TCaptchaFactory } from './service.ts';
export type { TTokenKind } from './tokens.ts';
export type { SmsProvider, TSmsMessage } from './sms.ts';

/** The personal center's account operations (profile, avatar, security, deletion). */
export function createAccountService(db: TDatabase['db'], deps: TAccountDeps): AccountService {
  return new AccountService(db, deps);
}

const CLEANUP_INTERVAL_MS = 10 * 60_000;

export interface TAuthModule {
  service: AuthService;
  sms: SmsProvider;
  /** The outbox file when the offline SMS provider is in use. */
  outboxFile: string | undefined;
  /** Stops the periodic clean-up of expired rows and waits for SMS sends still running. */
  stop(): Promise<void>;
}

/** Builds the auth module: signing key (from config or kept in the database), SMS provider, service. */
export async function createAuthModule(
  database: TDatabase,
  config: TConfig,
  log: FastifyBaseLogger,
  captchaFactory?: TCaptchaFactory,
): Promise<TAuthModule> {
  const repo = new AuthRepository(database.db);
  const secret =
    config.auth.jwtSecret ?? (await repo.getOrCreateMeta('jwt_secret', () => randomBytes(48).toString('base64url')));
  const smsSecret = createHmac('sha256', secret).update('sms-code-hash').digest('hex');

  let sms: SmsProvider;
  let outboxFile: string | undefined;
  if (config.auth.sms.provider === 'webhook' && config.auth.sms.webhookUrl) {
    sms = new WebhookSmsProvider(config.auth.sms.webhookUrl, config.auth.sms.webhookToken);
  } else {
    const dir =
      config.dataDir === ':memory:'
        ? fs.mkdtempSync(path.join(os.tmpdir(), 'offerpilot-outbox-'))
        : path.join(config.dataDir, 'outbox');
    const outbox = new OutboxSmsProvider(dir, log);
    sms = outbox;
    outboxFile = outbox.file;
  }
  const knownDevices = new KnownDevices(createHmac('sha256', secret).update('known-device').digest());
  const service = new AuthService(
    repo,
    new TokenService(secret),
    sms,
    config,
    smsSecret,
    knownDevices,
    log,
    captchaFactory,
  );
  const cleanUp = () => service.deleteExpired().catch((err: unknown) => log.warn({ err }, '清理过期登录数据失败'));
  const timer = setInterval(() => void cleanUp(), CLEANUP_INTERVAL_MS);
  timer.unref();
  return {
    service,
    sms,
    outboxFile,
    stop: async () => {
      clearInterval(timer);
      await service.settleSms();
    },
  };
}
