import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export interface TRedisConfig {
  /** redis:// or rediss:// URL; may carry a password, so it is never logged (see `describeRedisUrl`). */
  url: string;
  /** Prefix of every rate-limit key, so deployments (or test runs) sharing one Redis stay apart. */
  nameSpace: string;
  /** How long start-up waits for a first connection before it fails. */
  connectWaitMs: number;
}

export interface TRedisHandle {
  client: Redis;
  /** Round-trips a PING; resolves to its latency in ms or rejects (fast when disconnected). */
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** host:port/db of a Redis URL, without user or password: the only form that reaches a log or error. */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    const db = u.pathname.replace(/^\//, '');
    return `${u.protocol}//${u.hostname}:${u.port || '6379'}${db ? `/${db}` : ''}`;
  } catch {
    return '(无效地址)';
  }
}

/**
 * Connects to Redis for the shared rate-limit counters. Start-up waits at most `connectWaitMs` for
 * a first connection, then fails with a clear message (a server that silently counted per process
 * would let N processes allow N times the limit). Afterwards the client reconnects by itself; while
 * it is down commands fail at once (no offline queue, short command timeout), so a request never
 * waits on Redis, and one warning is logged per outage.
 */
export async function connectRedis(config: TRedisConfig, log: FastifyBaseLogger): Promise<TRedisHandle> {
  const where = describeRedisUrl(config.url);
  // Loaded only with REDIS_URL: a server without Redis does not pay for the client (about 5 MiB).
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(config.url, {
    lazyConnect: true,
    connectTimeout: Math.min(config.connectWaitMs, 2_000),
    commandTimeout: 1_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastError: Error | undefined;
  let isUp = false;
  let wasDown = false;
  let isClosing = false;
  // Without an 'error' listener ioredis prints every failed reconnect to the console.
  client.on('error', (error: Error) => {
    lastError = error;
  });
  client.on('close', () => {
    if (!isUp || isClosing) return;
    isUp = false;
    wasDown = true;
    const reason = lastError?.message ?? '连接已关闭';
    log.warn({ redis: where, reason }, 'Redis 连接中断：限流暂不计数，恢复后自动继续');
  });
  client.on('ready', () => {
    if (wasDown) log.warn({ redis: where }, 'Redis 已恢复：限流重新按所有进程共同计数');
    isUp = true;
  });

  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), config.connectWaitMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  // A failed first attempt rejects here; the retry strategy keeps trying until the wait is over.
  client.connect().catch(() => undefined);
  if (!(await ready)) {
    client.disconnect();
    const reason = lastError?.message ?? '连接超时';
    throw new Error(`无法连接 Redis（${where}，已等待 ${config.connectWaitMs} 毫秒）：${reason}`);
  }

  return {
    client,
    async ping() {
      const started = performance.now();
      await client.ping();
      return Math.round((performance.now() - started) * 10) / 10;
    },
    async close() {
      isClosing = true;
      // quit() lets queued replies arrive; a client that is down just drops its socket.
      await client.quit().catch(() => client.disconnect());
    },
  };
}
