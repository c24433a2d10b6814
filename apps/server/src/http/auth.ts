import { AppError, AUTH_MESSAGES } from '@offerpilot/shared';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthService, TAuthenticated } from '../modules/auth/index.ts';
import type { TTokenKind } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: TAuthenticated;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** A preHandler that lets the request through only with a valid token of an accepted kind. */
export function requireAuth(auth: AuthService, accept: TTokenKind[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const result = await auth.authenticate(bearerToken(request), accept);
    if (!result) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.unauthorized);
    request.auth = result;
  };
}
