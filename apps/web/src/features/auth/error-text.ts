import { HttpError } from '../../api/http.ts';

/** Spec §8: the server's error field, else the exception message, else the fallback. */
export function getErrorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverError ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** True when the server says a captcha is now needed (after 3 failed sign-ins, or to send SMS). */
export function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  try {
    const body = JSON.parse(error.body) as { details?: { captcha_required?: boolean } };
    return body.details?.captcha_required === true;
  } catch {
    return false;
  }
}

/** Only same-site paths may be a post-sign-in target (no open redirect). */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return fallback;
}
