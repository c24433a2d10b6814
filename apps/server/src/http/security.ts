import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for the API and the SPA. antd injects <style> elements at run time, so
 * style-src allows inline styles; scripts only from this origin, plus WebAssembly compilation
 * for the browser ML runtime served from /models/.
 */
export const SECURITY_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'media-src': ["'self'", 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    },
  },
  // COEP would block cross-origin avatars and is not needed: ORT runs single-threaded.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with these options. They depend on the options only (no nonces), so
 * helmet runs once, at start-up, on a response that records them; @fastify/helmet built helmet's
 * whole configuration, CSP parsing included, again on every request (docs/decisions.md).
 */
export function securityHeaders(options: Readonly<HelmetOptions> = SECURITY_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
