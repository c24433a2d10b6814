import { ERROR_TEXTS, formatHttpError } from '@offerpilot/shared';

/** A non-OK answer: message is 'HTTP {status}: {body}' (spec §8); `error` is the server's text. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  /** The envelope's `error` field when the body was one. */
  readonly serverError: string | undefined;

  constructor(status: number, body: string) {
    super(formatHttpError(status, body));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.serverError = readEnvelopeError(body);
  }
}

function readEnvelopeError(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' && parsed.error !== '' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export class TimeoutError extends Error {
  constructor() {
    super(ERROR_TEXTS.http.timeout);
    this.name = 'TimeoutError';
  }
}

function buildUrl(path: string, query: TRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The one place the browser talks to the server. Errors: HttpError for a non-OK answer,
 * 'Network Error', 'Request aborted' or the timeout message (spec §8).
 */
export async function request<T>(path: string, options: TRequestOptions): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (options.body instanceof FormData) payload = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: payload,
      signal: controller.signal,
    });
    // The body is read inside the time limit too: a stalled answer times out like a slow one.
    const text = await response.text();
    if (!response.ok) throw new HttpError(response.status, text);
    try {
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (error) {
      throw new Error(UNREADABLE_ANSWER, { cause: error });
    }
  } catch (error) {
    if (error instanceof HttpError || (error instanceof Error && error.message === UNREADABLE_ANSWER)) throw error;
    if (timedOut) throw new TimeoutError();
    if (controller.signal.aborted) throw new Error(ERROR_TEXTS.http.aborted, { cause: error });
    throw new Error(ERROR_TEXTS.http.network, { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

const UNREADABLE_ANSWER = '服务器返回了无法识别的内容，请稍后重试';

/** Spec §8 keeps 'Network Error' and 'Request aborted' as error values; people read Chinese. */
const DISPLAY_TEXTS: Record<string, string> = {
  [ERROR_TEXTS.http.network]: '网络连接失败，请检查网络后重试',
  [ERROR_TEXTS.http.aborted]: '请求已取消',
};

export function displayMessage(message: string): string {
  return DISPLAY_TEXTS[message] ?? message;
}
