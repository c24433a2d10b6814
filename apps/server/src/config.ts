import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  ICP_RECORD: z.string().max(100).optional(),
  ICP_LINK: z.url().default('https://beian.miit.gov.cn/'),
  COMPANY_NAME: z.string().min(1).max(100).default('面试领航 OfferPilot'),
});

export interface TConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path, or ':memory:' for an in-memory PGlite (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string | undefined;
  trustProxy: boolean;
  site: { icpRecord: string | null; icpLink: string; companyName: string };
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
        return `${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === ':memory:' ? ':memory:' : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    trustProxy: e.TRUST_PROXY,
    site: { icpRecord: e.ICP_RECORD ?? null, icpLink: e.ICP_LINK, companyName: e.COMPANY_NAME },
  };
}

/** Config for tests: in-memory database, silent logs, overrides on top. */
export function buildTestConfig(overrides: Partial<TConfig> = {}): TConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:' }), ...overrides };
}
