import { ERROR_TEXTS, formatHttpError } from '@offerpilot/shared';

/** A non-OK answer: message is 'HTTP {status}: {body}' (spec §8); `error` is the server's text. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  /** The envelope's `error` field when the body was one. */
  readonly serverError: string | undefined;
  /** The envelope's `details` object when the body was one (e.g. `session_id`, `retry_after_s`). */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(status: number, body: string) {
    super(formatHttpError(status, body));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    const envelope = readEnvelope(body);
    this.serverError = typeof envelope?.error === 'string' && envelope.error !== '' ? envelope.error : undefined;
    const details = envelope?.details;
    this.details =
      details && typeof details === 'object' && !Array.isArray(details)
        ? (details as Record<string, unknown>)
        : undefined;
  }
}

function readEnvelope(body: string): { error?: unknown; details?: unknown } | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as { error?: unknown; details?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/** The HttpError behind a failed call: the error itself, or the cause an envelope wrapped it in. */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && error.cause instanceof HttpError) return error.cause;
  return undefined;
}

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Upload progress of a FormData body, 0..1 (the call then goes through XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void;
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
  if (options.onUploadProgress && options.body instanceof FormData) return upload<T>(path, options);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onOuterAbort = () => controller.abort();
  // A signal aborted before the call (while the token was being read) cancels it at once.
  if (options.signal?.aborted) controller.abort();
  else options.signal?.addEventListener('abort', onOuterAbort, { once: true });

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

/** A GET whose answer is a named file: the body and the name from Content-Disposition (if any). */
export async function requestFile(
  path: string,
  options: TRequestOptions,
): Promise<{ blob: Blob; fileName: string | null }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await fetch(path, { headers: options.headers ?? {}, signal: controller.signal });
    if (!response.ok) throw new HttpError(response.status, await response.text());
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (controller.signal.aborted) throw new TimeoutError();
    throw new Error(ERROR_TEXTS.http.network, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, else `filename=`. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1]!).trim() : '';
  return name || null;
}

/** fetch cannot report upload progress; XMLHttpRequest can. Same errors as request(). */
function upload<T>(path: string, options: TRequestOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      xhr.abort();
    }, options.timeoutMs);
    const onOuterAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    };
    xhr.open(options.method ?? 'POST', buildUrl(path, options.query));
    for (const [key, value] of Object.entries({ Accept: 'application/json', ...options.headers })) {
      xhr.setRequestHeader(key, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) return reject(new HttpError(xhr.status, text));
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch (error) {
        reject(new Error(UNREADABLE_ANSWER, { cause: error }));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new Error(ERROR_TEXTS.http.network));
    };
    xhr.onabort = () => {
      done();
      reject(timedOut ? new TimeoutError() : new Error(ERROR_TEXTS.http.aborted));
    };
    if (options.signal?.aborted) return xhr.abort();
    xhr.send(options.body as FormData);
  });
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
