import { createHash } from 'node:crypto';
import { AppError } from '@offerpilot/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TJobKey } from '../modules/jobs/index.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Printable ASCII, as Stripe and the IETF draft use it (a UUID fits). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The job key of an AI request: the user with the client's `Idempotency-Key` header (a retry,
 * on any server process, gets the same job and, once finished, its result), else the user with
 * a hash of the request (an identical request while the first still runs waits for it).
 */
export function jobKeyOf(req: FastifyRequest, userId: number): TJobKey {
  const fingerprint = sha256(
    JSON.stringify([req.method, req.routeOptions.url, req.params, req.query, req.body ?? null]),
  );
  const header = req.headers['idempotency-key'];
  if (header === undefined) return { id: `${userId}:r:${fingerprint}`, fingerprint, reuseResult: false };
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new AppError('BAD_REQUEST', 'Idempotency-Key 请求头无效：应为 1–255 个可见 ASCII 字符（例如一个 UUID）');
  }
  return { id: `${userId}:k:${sha256(header)}`, fingerprint, reuseResult: true };
}

/**
 * Aborts when the client goes away before its answer, so a request waiting for a job another
 * process runs stops polling (the job itself goes on). Taken from the response: Fastify's
 * `req.signal` listens to the request's 'close', which Node emits as soon as a body has been read.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
