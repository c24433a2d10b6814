import path from 'node:path';
import { z } from 'zod';
import { aiEnvProblems, ZAiEnv } from './ai/openai-client.ts';
import type { TRedisConfig } from './lib/redis.ts';
import { parseStorageUrl } from './storage/storage-url.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** redis:// or rediss:// with a host, an optional port and an optional database number. */
function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['redis:', 'rediss:'].includes(url.protocol) && url.hostname !== '' && /^\/?\d*$/.test(url.pathname);
  } catch {
    return false;
  }
}

/**
 * A URL's credentials never reach an error message or a log: everything from "//" to the last "@"
 * goes, so a password holding "/" or "@" (common in generated ones) is hidden whole.
 */
const hidePassword = (value: string): string => value.replace(/\/\/.*@/, '//***@');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** S3-compatible object storage for files; checked by parseStorageUrl, which never echoes the secret. */
  STORAGE_URL: z.string().optional(),
  REDIS_URL: z
    .string()
    .refine(isRedisUrl, 'must be redis://[user:password@]host[:port][/db] or rediss://… (TLS)')
    .optional(),
  /** Where this deployment's rate-limit keys live in a Redis shared with others (or with tests). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . - _ only, at most 64')
    .default('offerpilot:rate-limit:'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[\d.:/a-fA-F, ]+)$/, 'must be true, false, a hop count, or proxy addresses')
    .default('false'),
  ICP_RECORD: z.string().max(100).optional(),
  ICP_LINK: z.url().default('https://beian.miit.gov.cn/'),
  COMPANY_NAME: z.string().min(1).max(100).default('面试领航 OfferPilot'),
  CONTACT_EMAIL: z.string().max(100).default('support@offerpilot.cn'),
  INVITATION_REWARD_MINUTES: z.coerce.number().int().min(0).max(600).default(30),
  INVITATION_MONTHLY_CAP: z.coerce.number().int().min(0).max(1000).default(10),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CAPTCHA_MODE: z.enum(['image', 'off']).default('image'),
  /** Accounts one address may create per hour (campuses and offices share one address behind NAT). */
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Seconds before another SMS code may be sent to the same number (the per-number and per-address hourly caps hold whatever it is). */
  SMS_RESEND_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  SMS_PROVIDER: z.enum(['outbox', 'webhook']).default('outbox'),
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_REDIRECT_URI: z.url().optional(),
  OIDC_SCOPES: z.string().default('openid profile email phone'),
  WECHAT_APP_ID: z.string().min(1).optional(),
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  WECHAT_REDIRECT_URI: z.url().optional(),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
  CONVERT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  URL_DOWNLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  ...ZAiEnv.shape,
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** PostgreSQL job queue: a process silent this long is taken as dead and its AI runs are taken over. */
  JOB_LEASE_SECONDS: z.coerce.number().min(0.5).max(300).default(15),
  /** Speech-to-text for voice answers: none (browser recognition or typing) or an OpenAI-compatible endpoint. */
  STT_PROVIDER: z.enum(['none', 'openai']).default('none'),
  STT_BASE_URL: z.url().optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  // At most 110 s: the browser waits 130 s for a transcription (upload included).
  STT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(110_000).default(60_000),
});

export interface TConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path, or ':memory:' for an in-memory PGlite (tests). */
  dataDir: string;
  /**
   * Tests only: a PGlite data directory dump (`dumpDataDir`, migrated) an in-memory database starts
   * from instead of running initdb and every migration (apps/server/test/support/pglite-template.ts).
   */
  memoryTemplate?: string;
  databaseUrl: string | undefined;
  /** s3://… (see storage/storage-url.ts): files in an S3-compatible bucket instead of DATA_DIR/files. Holds a secret: never log it. */
  storageUrl: string | undefined;
  /** REDIS_URL: rate-limit counters shared by every server process; unset = in memory per process. */
  redis: TRedisConfig | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string | undefined;
  /** false, a number of proxy hops, or a comma list of proxy addresses/CIDRs (Fastify trustProxy). */
  trustProxy: boolean | number | string;
  site: { icpRecord: string | null; icpLink: string; companyName: string; contactEmail: string };
  /** Minutes an inviter earns per friend who used the product, and at most how many friends a month. */
  invitations: { rewardMinutes: number; monthlyCap: number };
  publicUrl: string;
  auth: {
    /** Signing key for access tokens; generated once and kept in the database when unset. */
    jwtSecret: string | undefined;
    refreshTokenDays: number;
    captchaMode: 'image' | 'off';
    registrationsPerIpPerHour: number;
    smsResendSeconds: number;
    sms: { provider: 'outbox' | 'webhook'; webhookUrl: string | undefined; webhookToken: string | undefined };
    oidc: { issuer: string; clientId: string; clientSecret: string; redirectUri: string; scopes: string } | undefined;
    wechat: { appId: string; appSecret: string; redirectUri: string; apiBase: string; openBase: string } | undefined;
  };
  resumes: {
    /** Longest one file's text extraction may take (in a worker thread). */
    convertTimeoutMs: number;
    /** Total time limit for upload-from-URL, redirects included. */
    downloadTimeoutMs: number;
  };
  /** AI_PROVIDER=builtin (default, offline) or openai (any OpenAI-compatible endpoint). */
  ai: {
    provider: 'builtin' | 'openai';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
    /** AI calls (analysis, optimisation, conversation, proxy) one user may make per minute. */
    ratePerMinute: number;
  };
  /** Jobs that outlive a request (modules/jobs), on PostgreSQL only: the lease a process holds on a job. */
  jobs: { leaseMs: number };
  /** STT_PROVIDER=openai: voice answers are transcribed by an OpenAI-compatible /audio/transcriptions. */
  stt:
    { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`配置错误，服务未启动：\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads the environment once; a bad value throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  // Empty strings mean "not set" so `.env` files with `KEY=` behave like absent keys.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(env)';
        return `${key}=${JSON.stringify(hidePassword(env[key] ?? ''))}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const oidcKeys = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcKeys.some(Boolean) && !oidcKeys.every(Boolean)) {
    problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  if (Boolean(e.WECHAT_APP_ID) !== Boolean(e.WECHAT_APP_SECRET)) {
    problems.push('WECHAT_APP_ID and WECHAT_APP_SECRET must be set together');
  }
  if (e.SMS_PROVIDER === 'webhook' && !e.SMS_WEBHOOK_URL) problems.push('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  problems.push(...aiEnvProblems(e));
  if (e.STT_PROVIDER === 'openai' && !e.STT_BASE_URL) problems.push('STT_BASE_URL: required when STT_PROVIDER=openai');
  const storage = e.STORAGE_URL ? parseStorageUrl(e.STORAGE_URL) : undefined;
  if (storage && !storage.ok) problems.push(...storage.problems.map((p) => `STORAGE_URL: ${p}`));
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === ':memory:' ? ':memory:' : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    storageUrl: e.STORAGE_URL,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, nameSpace: e.REDIS_KEY_PREFIX, connectWaitMs: 10_000 } : undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    // "true" trusts the one proxy in front, not every hop a client could forge.
    trustProxy:
      e.TRUST_PROXY === 'false'
        ? false
        : e.TRUST_PROXY === 'true'
          ? 1
          : /^\d+$/.test(e.TRUST_PROXY)
            ? Number(e.TRUST_PROXY)
            : e.TRUST_PROXY,
    site: {
      icpRecord: e.ICP_RECORD ?? null,
      icpLink: e.ICP_LINK,
      companyName: e.COMPANY_NAME,
      contactEmail: e.CONTACT_EMAIL,
    },
    invitations: { rewardMinutes: e.INVITATION_REWARD_MINUTES, monthlyCap: e.INVITATION_MONTHLY_CAP },
    publicUrl,
    auth: {
      jwtSecret: e.JWT_SECRET,
      refreshTokenDays: e.REFRESH_TOKEN_DAYS,
      captchaMode: e.CAPTCHA_MODE,
      registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
      smsResendSeconds: e.SMS_RESEND_SECONDS,
      sms: { provider: e.SMS_PROVIDER, webhookUrl: e.SMS_WEBHOOK_URL, webhookToken: e.SMS_WEBHOOK_TOKEN },
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? {
              issuer: e.OIDC_ISSUER.replace(/\/+$/, ''),
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              redirectUri: e.OIDC_REDIRECT_URI ?? `${publicUrl}/login`,
              scopes: e.OIDC_SCOPES,
            }
          : undefined,
      wechat:
        e.WECHAT_APP_ID && e.WECHAT_APP_SECRET
          ? {
              appId: e.WECHAT_APP_ID,
              appSecret: e.WECHAT_APP_SECRET,
              redirectUri: e.WECHAT_REDIRECT_URI ?? `${publicUrl}/login`,
              apiBase: e.WECHAT_API_BASE.replace(/\/+$/, ''),
              openBase: e.WECHAT_OPEN_BASE.replace(/\/+$/, ''),
            }
          : undefined,
    },
    resumes: { convertTimeoutMs: e.CONVERT_TIMEOUT_MS, downloadTimeoutMs: e.URL_DOWNLOAD_TIMEOUT_MS },
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      ratePerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    },
    jobs: { leaseMs: Math.round(e.JOB_LEASE_SECONDS * 1000) },
    stt:
      e.STT_PROVIDER === 'openai' && e.STT_BASE_URL
        ? {
            provider: 'openai',
            baseUrl: e.STT_BASE_URL,
            apiKey: e.STT_API_KEY,
            model: e.STT_MODEL,
            timeoutMs: e.STT_TIMEOUT_MS,
          }
        : undefined,
  };
}

/** Config for tests: in-memory database, silent logs, overrides on top. */
export function buildTestConfig(overrides: Partial<TConfig> = {}): TConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:' }), ...overrides };
}
