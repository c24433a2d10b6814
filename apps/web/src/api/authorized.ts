import { emitUnauthorized } from '../auth/auth-events.ts';
import { displayMessage, HttpError, request, requestFile, type TRequestOptions } from './http.ts';

type TTokenSource = () => Promise<string | null>;
let tokenSource: TTokenSource = async () => null;

/** The auth store tells the API layer how to get a valid access token (refreshing if needed). */
export function setTokenSource(source: TTokenSource): void {
  tokenSource = source;
}

/** A call with the signed-in user's bearer token; a 401 signs the user out (spec §2). */
export async function authorizedRequest<T>(path: string, options: TRequestOptions): Promise<T> {
  const token = await tokenSource();
  try {
    return await request<T>(path, {
      ...options,
      headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) emitUnauthorized('auth');
    throw error;
  }
}

/** A named file download with the bearer token: the body and its Content-Disposition name. */
export async function authorizedFile(
  path: string,
  timeoutMs: number,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = await tokenSource();
  try {
    return await requestFile(path, { timeoutMs, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) emitUnauthorized('auth');
    throw error;
  }
}

/** A file download with the bearer token (the answer is a Blob, not an envelope). */
export const authorizedBlob = async (path: string, timeoutMs: number): Promise<Blob> =>
  (await authorizedFile(path, timeoutMs)).blob;

/**
 * Unwraps a `{ success, data, error }` / `{ success, data, message, error }` envelope. A failure
 * becomes an Error with the server's text, else the call's default Chinese text (spec §8).
 */
export async function envelope<T>(
  call: Promise<{ success: boolean; data?: T; error?: string | null }>,
  fallback: string,
): Promise<T> {
  let res;
  try {
    res = await call;
  } catch (error) {
    if (error instanceof HttpError) throw new Error(error.serverError ?? fallback, { cause: error });
    if (error instanceof Error) throw new Error(displayMessage(error.message), { cause: error });
    throw error;
  }
  if (!res.success || res.data === undefined) throw new Error(res.error || fallback);
  return res.data;
}
