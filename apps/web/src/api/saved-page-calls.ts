// The calls of the resume library's saved page (saved-pages/resume-list.ts), which runs before the
// app's code has loaded and must stay small: plain fetch, none of the app's request layer. A
// failure only means the app shows the page itself, so errors are thrown without Chinese texts.
import { BUSINESS_CONSTANTS, type TLoginResponse } from '@offerpilot/shared';

const API = BUSINESS_CONSTANTS.apiVersionPrefix;
/** A call that has not answered by then is given up: the app makes it itself. */
const CALL_TIMEOUT_MS = 10_000;

/** POST /auth/refresh (spec §7): the new sign-in, or null when the refresh token was refused. */
export async function refreshForSavedPage(refreshToken: string): Promise<TLoginResponse | null> {
  const res = await fetch(`${API}/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  return res.ok ? ((await res.json()) as TLoginResponse) : null;
}

/** A resume-service call's `data` ({ success, data, error }); throws on anything else. */
export async function getForSavedPage<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const body = (await res.json()) as { success?: boolean; data?: T };
  if (!res.ok || !body.success || body.data === undefined) throw new Error(`HTTP ${res.status}`);
  return body.data;
}
