import { randomUUID } from 'node:crypto';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from './config.ts';
import { openDatabase, type TDatabase } from './db/client.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { aiRateLimit } from './http/ai-rate-limit.ts';
import { safeError } from './http/safe-log.ts';
import { plainChineseError } from './http/validation-messages.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { findUp } from './lib/find-up.ts';
import { connectRedis } from './lib/redis.ts';
import {
  accountRoutes,
  authRoutes,
  createAccountService,
  createAuthModule,
  interviewAuthRoutes,
  type TAuthModule,
  type TCaptchaFactory,
} from './modules/auth/index.ts';
import {
  CONVERSION_LIMITS,
  ConversionPool,
  downloadPublicFile,
  type TSafeFetchOptions,
} from './modules/conversion/index.ts';
import { createPositionsModule, positionRoutes } from './modules/positions/index.ts';
import { aiProxyRoutes, createOptimizationsModule, optimizationRoutes } from './modules/optimizations/index.ts';
import { createJobQueue } from './modules/jobs/index.ts';
import { createResumesModule, resumeProxyRoutes, resumeRoutes } from './modules/resumes/index.ts';
import { createInterviewModule, interviewRoutes } from './modules/interview/index.ts';
import { createPdfService, type TPdfExportOptions } from './modules/export/index.ts';
import { createInvitationsModule, invitationRoutes } from './modules/invitations/index.ts';
import { createAiEngine } from './ai/engine.ts';
import { createSttClient } from './ai/provider.ts';
import rateLimit from '@fastify/rate-limit';
import { systemRoutes } from './modules/system/routes.ts';
import { openFileStore, type TFileStore } from './storage/index.ts';

// Validation messages in plain Chinese for every zod schema the server checks.
z.config({ localeError: plainChineseError });

declare module 'fastify' {
  interface FastifyInstance {
    database: TDatabase;
    config: TConfig;
    auth: TAuthModule;
    files: TFileStore;
  }
}

const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

/** A request waits this long for its job: just under the web's limit for resume-service calls. */
const JOB_WAIT_MS = BUSINESS_CONSTANTS.timeouts.resumeServiceMs - 10_000;
/** How often voice audio of ended or expired sessions is removed (with STT_PROVIDER). */
const AUDIO_SWEEP_MS = 5 * 60_000;

/** The built web app: WEB_DIST_DIR, else apps/web/dist found from this file's location. */
function resolveWebDist(config: TConfig): string | undefined {
  if (config.webDistDir) return config.webDistDir;
  const root = findUp(import.meta.dirname, 'apps/web/package.json');
  return root ? path.join(root, 'apps/web/dist') : undefined;
}

export interface TBuildOptions {
  /** Runs after the server and database have closed (tests drop their temporary database here). */
  afterClose?: () => Promise<void>;
  /** Tests read captcha answers through this; the product draws real pictures. */
  captchaFactory?: TCaptchaFactory;
  /** Tests route upload-from-URL to local servers through an injected resolver and address policy. */
  safeFetch?: Pick<TSafeFetchOptions, 'lookup' | 'isBlockedAddress'>;
  /** Tests move the interview clock (session expiry) through this. */
  now?: () => Date;
  /** Tests read the log through this stream (to check that no personal data reaches it). */
  logStream?: NodeJS.WritableStream;
  /** Tests and the bench: the PDF pool's limits, a slower render, a render counter. */
  pdfExports?: TPdfExportOptions;
}

export async function buildApp(config: TConfig, options: TBuildOptions = {}): Promise<FastifyInstance> {
  const database = await openDatabase(config);

  // Through a typed variable: a union-typed literal confuses Fastify's http/http2 overloads.
  const hops = config.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Errors are logged without the values they carry (SQL parameters, keys): no personal data.
      serializers: { err: (e: unknown) => safeError(e), error: (e: unknown) => safeError(e) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy,
    bodyLimit: 1024 * 1024,
    // A malformed URL (e.g. '%E4%B8') answers in Chinese like every other 400.
    frameworkErrors,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('database', database);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    await database.close();
    await options.afterClose?.();
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);

  try {
    registerSecurityHeaders(app);
    await app.register(swagger, {
      openapi: {
        info: {
          title: '面试领航 OfferPilot API',
          description: '岗位、简历、AI 分析优化与 AI 面试的服务接口。失败时统一返回 { success: false, error }。',
          version: BUSINESS_CONSTANTS.appVersion,
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles; scripts stay hash-locked.
      transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    });

    // REDIS_URL: every server process counts against the same rate limits (docs/decisions.md).
    const redis = config.redis ? await connectRedis(config.redis, app.log) : undefined;
    if (redis) app.addHook('onClose', async () => redis.close());
    await app.register(systemRoutes, { database, config, redis });
    const auth = await createAuthModule(database, config, app.log, options.captchaFactory);
    app.decorate('auth', auth);
    app.addHook('onClose', async () => auth.stop());
    await app.register(authRoutes, {
      prefix: '/api/v1/auth',
      auth: auth.service,
      secureCookies: config.publicUrl.startsWith('https:'),
    });
    await app.register(interviewAuthRoutes, { prefix: '/api/auth', auth: auth.service });
    const positions = createPositionsModule(database.db);
    await app.register(positionRoutes, { prefix: '/api/v1', positions, auth: auth.service });
    const files = await openFileStore(config);
    app.decorate('files', files);
    const conversion = new ConversionPool({ timeoutMs: config.resumes.convertTimeoutMs });
    app.addHook('onClose', async () => {
      await conversion.close();
      await files.close();
    });
    // Limits are per route (AI calls, PDF renders); nothing is limited globally by this plugin. With
    // Redis an outage skips the count instead of failing the request (skipOnError; logged by connectRedis).
    await app.register(rateLimit, {
      global: false,
      ...(redis && config.redis ? { redis: redis.client, nameSpace: config.redis.nameSpace, skipOnError: true } : {}),
    });
    // PDF exports render in worker processes, cached per document version, limited per user.
    const pdf = createPdfService(app, options.pdfExports);
    const resumes = createResumesModule(database.db, { files, conversion, positions });
    await app.register(resumeRoutes, {
      prefix: '/api/v1',
      resumes,
      auth: auth.service,
      download: (url) =>
        downloadPublicFile(url, {
          maxBytes: CONVERSION_LIMITS.maxFileBytes,
          timeoutMs: config.resumes.downloadTimeoutMs,
          ...options.safeFetch,
        }),
      pdf,
    });
    const ai = createAiEngine(config.ai, app.log);
    // One per-user AI limit for the resume AI, its proxy and the interviews, as with Redis.
    const aiLimit = aiRateLimit(app, config.ai.ratePerMinute);
    // DATABASE_URL: accepted AI runs are jobs that another process finishes if this one dies.
    const jobs = createJobQueue(database, { leaseMs: config.jobs.leaseMs, waitMs: JOB_WAIT_MS }, app.log);
    app.addHook('preClose', async () => jobs.stop());
    const optimizations = createOptimizationsModule(database.db, { resumes, positions, ai, jobs });
    jobs.start();
    await app.register(optimizationRoutes, {
      prefix: '/api/v1',
      optimizations,
      auth: auth.service,
      aiLimit,
      pdf,
    });
    await app.register(aiProxyRoutes, {
      prefix: '/proxy/resume',
      optimizations,
      auth: auth.service,
      aiLimit,
    });
    await app.register(resumeProxyRoutes, { prefix: '/proxy/resume', resumes, auth: auth.service });
    const invitations = await createInvitationsModule(database.db, {
      publicUrl: config.publicUrl,
      ...config.invitations,
      now: options.now,
      log: app.log,
    });
    const interviews = createInterviewModule(database.db, {
      resumes,
      positions,
      ai,
      now: options.now,
      log: app.log,
      stt: config.stt ? createSttClient(config.stt) : undefined,
      files,
      // A friend who finishes an interview earns the inviter's reward right away.
      onProductUsed: (userId) => invitations.settleFriend(userId),
    });
    if (config.stt) {
      // Audio of sessions that expired while nobody came back goes without waiting for an upload.
      const sweep = setInterval(() => void interviews.sweepAudio().catch(() => undefined), AUDIO_SWEEP_MS);
      sweep.unref();
      app.addHook('preClose', async () => clearInterval(sweep));
    }
    await app.register(interviewRoutes, {
      prefix: '/api/interview',
      interviews,
      auth: auth.service,
      aiLimit,
      pdf,
    });
    await app.register(invitationRoutes, { prefix: '/api/v1', invitations, auth: auth.service });
    await app.register(accountRoutes, {
      prefix: '/api/v1/auth',
      account: createAccountService(database.db, { auth: auth.service, files }),
      auth: auth.service,
    });
    await registerSpa(app, resolveWebDist(config));
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
