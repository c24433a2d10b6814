import { AppError, OPTIMIZATION_MESSAGES } from '@offerpilot/shared';
// The plugin's types add `app.rateLimit` to Fastify: wherever this file is compiled (the bench too).
import type {} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** The signed-in user's id (routes behind requireAuth). */
export const userId = (req: { auth?: { user: { id: number } } }): number => req.auth!.user.id;

/**
 * The per-user limit on AI calls: 429 in Chinese. Made once (app.ts) and handed to every route
 * plugin with AI calls, so the resume AI, its proxy and the interviews share one budget — in
 * memory as in Redis, where the key alone would join them.
 */
export function aiRateLimit(app: FastifyInstance, perMinute: number) {
  return app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => `ai:${userId(req as { auth?: { user: { id: number } } })}`,
    errorResponseBuilder: (_req, context) =>
      new AppError('TOO_MANY_REQUESTS', OPTIMIZATION_MESSAGES.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
}

/** The preHandler `aiRateLimit` makes. */
export type TAiLimit = ReturnType<typeof aiRateLimit>;
