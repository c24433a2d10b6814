import { BUSINESS_CONSTANTS, ZErrorEnvelope, ZHealthResponse, ZSiteConfig, dataEnvelope } from '@offerpilot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TRedisHandle } from '../../lib/redis.ts';
import { ok } from '../../http/envelope.ts';

export interface TSystemDeps {
  database: TDatabase;
  config: TConfig;
  /** Set with REDIS_URL: health reports whether the shared rate-limit store answers. */
  redis?: TRedisHandle;
}

/** Liveness/readiness and the public site settings the web app reads at start. */
export const systemRoutes: FastifyPluginAsyncZod<TSystemDeps> = async (app, { database, config, redis }) => {
  const startedAt = Date.now();

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: '健康检查：服务与数据库是否可用（配置 REDIS_URL 时另报 Redis）',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
      // Health is polled often: log it at warn, unless the server is configured quieter still.
      logLevel: ['error', 'fatal', 'silent'].includes(config.logLevel) ? config.logLevel : 'warn',
    },
    async (request, reply) => {
      let latency: number | null = null;
      try {
        latency = await database.ping();
      } catch (err) {
        request.log.error({ err }, 'health: database unreachable');
      }
      const reachable = latency !== null;
      let redisLatency: number | null = null;
      if (redis) {
        try {
          redisLatency = await redis.ping();
        } catch (err) {
          request.log.warn({ err }, 'health: redis unreachable');
        }
      }
      return reply.status(reachable ? 200 : 503).send({
        success: reachable,
        status: reachable ? 'ok' : 'degraded',
        version: BUSINESS_CONSTANTS.appVersion,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        database: { driver: database.driver, reachable, latency_ms: latency },
        ...(redis ? { redis: { reachable: redisLatency !== null, latency_ms: redisLatency } } : {}),
        time: new Date().toISOString(),
      });
    },
  );

  app.get(
    '/api/site-config',
    {
      schema: {
        tags: ['system'],
        summary: '站点公开配置（产品名、版权、备案号、联系方式）',
        response: { 200: dataEnvelope(ZSiteConfig), 500: ZErrorEnvelope },
      },
    },
    async () =>
      ok({
        product_name: '面试领航',
        icp_record: config.site.icpRecord,
        icp_link: config.site.icpLink,
        company_name: config.site.companyName,
        contact_email: config.site.contactEmail,
        version: BUSINESS_CONSTANTS.appVersion,
      }),
  );
};
