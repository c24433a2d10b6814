import type { TLinkProvider } from '@offerpilot/shared';

/**
 * Linking WeChat / OIDC from the personal center leaves the page: the provider sends the browser
 * back to /login?code=&state= (its one registered address). The security tab remembers which
 * round trip it started, the login page hands a matching return on to /profile?tab=security
 * (router state, so the code never lands in the address bar) and the security tab finishes it.
 */
const KEY = 'offerpilot-oauth-link';

/** What the login page passes to the profile page in the router state. */
export interface TLinkReturn {
  provider: TLinkProvider;
  code: string;
  state: string;
}

/** Remembers the round trip the authorization URL starts (its state is in the URL). */
export function rememberLinkStart(provider: TLinkProvider, authUrl: string): void {
  try {
    const state = new URL(authUrl).searchParams.get('state');
    if (state) window.sessionStorage.setItem(KEY, JSON.stringify({ provider, state }));
  } catch {
    // Storage blocked: the return then fails like an unknown sign-in and the user can retry.
  }
}

/** The provider of a link round trip this tab started with `state`; spent by the call. */
export function takeLinkStart(state: string): TLinkProvider | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { provider?: unknown; state?: unknown };
    if (saved.state !== state) return null;
    window.sessionStorage.removeItem(KEY);
    return saved.provider === 'wechat' || saved.provider === 'oidc' ? saved.provider : null;
  } catch {
    return null;
  }
}

/** The link return in a location's router state, if that is what it carries. */
export function readLinkReturn(locationState: unknown): TLinkReturn | null {
  const value = (locationState as { oauthLink?: Partial<TLinkReturn> } | null)?.oauthLink;
  if (!value || (value.provider !== 'wechat' && value.provider !== 'oidc')) return null;
  if (typeof value.code !== 'string' || typeof value.state !== 'string') return null;
  return { provider: value.provider, code: value.code, state: value.state };
}
