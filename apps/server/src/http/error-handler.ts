import { AppError, ERROR_CODES, type TErrorCode, type TErrorEnvelope } from '@offerpilot/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { safeMessage } from './safe-log.ts';
import { describeValidation } from './validation-messages.ts';

function codeForStatus(status: number): TErrorCode {
  const entry = Object.entries(ERROR_CODES).find(([, v]) => v.status === status);
  if (entry) return entry[0] as TErrorCode;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) in Chinese. */
const FASTIFY_ERROR_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空，需要 JSON 内容',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的内容类型（Content-Type）',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与 Content-Length 不符',
};

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  error: string,
  details?: unknown,
): FastifyReply {
  const body: TErrorEnvelope = {
    success: false,
    error,
    message: error,
    code,
    request_id: request.id,
    ...(details === undefined ? {} : { details }),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * An outage is a dependency down rather than the request wrong: the database unreachable (a
 * PostgreSQL restart or outage, the embedded database closed) answers 503 SERVICE_UNAVAILABLE, a
 * full disk 507 INSUFFICIENT_STORAGE. Neither is remembered: the next request tries again, so
 * both end without a restart.
 */
type TOutage = 'unavailable' | 'storage';

/** Node's codes of a connection that cannot be made or was cut (the database, Redis, storage). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of an unavailable server: class 08 (connection exception: 08001 cannot
 * connect, 08006 connection failure…), 57P01–57P03 (shut down by an administrator, crashed,
 * starting up) and 53300 (too many connections).
 */
const isUnavailableSqlState = (code: string) => code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';

/** Drivers' own words for a connection that is gone or silent (node-postgres, PGlite), which carry no code. */
const CONNECTION_MESSAGES =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

/**
 * Whether an error (or what caused it: Drizzle wraps the driver's error, a failed connection to
 * several addresses is an AggregateError) is an outage: 'storage' for a full disk (ENOSPC,
 * EDQUOT, PostgreSQL's 53100 disk_full), 'unavailable' for a database or service out of reach.
 */
export function outageOf(error: unknown, depth = 0): TOutage | null {
  if (!(error instanceof Error) || depth > 5) return null;
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return 'storage';
  if (
    typeof code === 'string' &&
    (CONNECTION_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
  )
    return 'unavailable';
  if (CONNECTION_MESSAGES.test(error.message)) return 'unavailable';
  const inner = error instanceof AggregateError ? [...(error.errors as unknown[]), error.cause] : [error.cause];
  for (const cause of inner) {
    const found = outageOf(cause, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Errors Fastify raises before any route runs (a URL that is not valid UTF-8 once decoded). */
export const FRAMEWORK_ERROR_TEXTS: Record<string, string> = {
  FST_ERR_BAD_URL: '网址中含有无法识别的字符（不是有效的 UTF-8 编码），请检查链接后重试',
  FST_ERR_ASYNC_CONSTRAINT: '请求无法处理，请稍后重试',
};

/** Fastify's `frameworkErrors` option: the same Chinese envelope as every other 400. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const text = FRAMEWORK_ERROR_TEXTS[error.code] ?? FASTIFY_ERROR_TEXTS[error.code] ?? '请求格式有误';
  // A failing async route constraint is the server's fault, not the request's.
  if (error.code === 'FST_ERR_ASYNC_CONSTRAINT') {
    request.log.error({ err: error }, 'route constraint failed');
    void sendError(reply, request, 500, 'INTERNAL', text);
    return;
  }
  void sendError(reply, request, 400, 'BAD_REQUEST', text);
}

/** The one error handler: every failure leaves as `{ success: false, error, ... }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request, reply) => {
    if (err instanceof AppError) {
      // A module marks an expected refusal (a sign-in method this deployment has not set up) with
      // a lower level: logged as such, without a stack. Everything else 5xx is an error.
      const expected = (err as { logLevel?: 'info' | 'warn' }).logLevel;
      if (err.status >= 500 && expected) request.log[expected]({ code: err.code }, err.message);
      else if (err.status >= 500) request.log.error({ err }, err.message);
      return sendError(reply, request, err.status, err.code, err.message, err.details);
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const { text, fields } = describeValidation(err.validation, err.validationContext, request.routeOptions.schema);
      return sendError(reply, request, 400, 'BAD_REQUEST', text, { fields });
    }

    const fastifyError = err as FastifyError;
    const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      const text = FASTIFY_ERROR_TEXTS[fastifyError.code] ?? ERROR_CODES[code].message;
      return sendError(reply, request, status, code, text);
    }

    // An outage: 503 (with when to try again) or 507, said plainly; logged as a warning without
    // the stack, since every request fails the same way until it is over.
    const outage = outageOf(err);
    if (outage) {
      const cause = err instanceof Error ? (err.cause instanceof Error ? err.cause : err) : undefined;
      // The message without the statement's parameters (a wrapped driver error carries them).
      request.log.warn(
        { outage, code: (cause as { code?: unknown } | undefined)?.code },
        cause ? safeMessage(cause.message) : outage,
      );
      if (outage === 'unavailable') {
        reply.header('retry-after', '5');
        return sendError(reply, request, 503, 'SERVICE_UNAVAILABLE', ERROR_CODES.SERVICE_UNAVAILABLE.message);
      }
      return sendError(reply, request, 507, 'INSUFFICIENT_STORAGE', ERROR_CODES.INSUFFICIENT_STORAGE.message);
    }

    // 5xx: log the error's kind and place (the err serializer drops its values), tell the client nothing internal.
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, request, 500, 'INTERNAL', ERROR_CODES.INTERNAL.message);
  });
}
