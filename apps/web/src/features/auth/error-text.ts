import { displayMessage, HttpError } from '../../api/http.ts';

/** Spec §8: the server's error field, else the exception message, else the fallback. */
export function getErrorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverError ?? fallback;
  if (error instanceof Error && error.message) return displayMessage(error.message);
  return fallback;
}

/** Seconds the server asks to wait before trying again (429 answers carry it), if any. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 429) return undefined;
  const seconds = error.details?.retry_after_s;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** True when the server says a captcha is now needed (after 3 failed sign-ins, or to send SMS). */
export function needsCaptcha(error: unknown): boolean {
  return error instanceof HttpError && error.details?.captcha_required === true;
}

/** Only same-site paths may be a post-sign-in target (no open redirect). */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
