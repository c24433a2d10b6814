import { BUSINESS_CONSTANTS, type TLoginResponse, type TUser } from '@offerpilot/shared';

const KEYS = BUSINESS_CONSTANTS.storageKeys;
const AUTH_KEYS = [KEYS.accessToken, KEYS.refreshToken, KEYS.casdoorToken, KEYS.userInfo, KEYS.tokenExpiresAt] as const;

/** Spec §3 "User (local auth info)" as the client holds it. */
export interface TStoredAuth {
  accessToken: string;
  refreshToken: string;
  casdoorToken: string | null;
  user: TUser;
  tokenExpiresAt: number;
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * Spec §6: tokens are read from local storage first, otherwise session storage. "Remember me"
 * keeps them in local storage; without it they live for this browser session only.
 */
function read(key: string): string | null {
  return safe(() => window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key), null);
}

export function getAccessToken(): string | null {
  return read(KEYS.accessToken);
}

export function getCasdoorToken(): string | null {
  return read(KEYS.casdoorToken);
}

export function loadStoredAuth(): Partial<TStoredAuth> {
  const userRaw = read(KEYS.userInfo);
  let user: TUser | undefined;
  if (userRaw) user = safe(() => JSON.parse(userRaw) as TUser, undefined);
  const expires = Number(read(KEYS.tokenExpiresAt));
  return {
    accessToken: read(KEYS.accessToken) ?? undefined,
    refreshToken: read(KEYS.refreshToken) ?? undefined,
    casdoorToken: read(KEYS.casdoorToken),
    user,
    tokenExpiresAt: Number.isFinite(expires) && expires > 0 ? expires : undefined,
  };
}

function currentArea(): Storage {
  return safe(
    () =>
      window.localStorage.getItem(KEYS.refreshToken) === null &&
      window.sessionStorage.getItem(KEYS.refreshToken) !== null
        ? window.sessionStorage
        : window.localStorage,
    window.localStorage,
  );
}

export function saveLogin(response: TLoginResponse, remember = true): TStoredAuth {
  clearStoredAuth();
  const area = remember ? window.localStorage : window.sessionStorage;
  return writeLogin(response, area);
}

/** After a refresh: same storage area as before. */
export function saveRefreshed(response: TLoginResponse): TStoredAuth {
  return writeLogin(response, currentArea());
}

function writeLogin(response: TLoginResponse, area: Storage): TStoredAuth {
  const stored: TStoredAuth = {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    casdoorToken: response.casdoor_token,
    user: response.user,
    tokenExpiresAt: Date.parse(response.expires_at),
  };
  safe(() => {
    area.setItem(KEYS.accessToken, stored.accessToken);
    area.setItem(KEYS.refreshToken, stored.refreshToken);
    if (stored.casdoorToken) area.setItem(KEYS.casdoorToken, stored.casdoorToken);
    area.setItem(KEYS.userInfo, JSON.stringify(stored.user));
    area.setItem(KEYS.tokenExpiresAt, String(stored.tokenExpiresAt));
  }, undefined);
  return stored;
}

export function saveUser(user: TUser): void {
  safe(() => currentArea().setItem(KEYS.userInfo, JSON.stringify(user)), undefined);
}

export function clearStoredAuth(): void {
  for (const area of [safe(() => window.localStorage, null), safe(() => window.sessionStorage, null)]) {
    for (const key of AUTH_KEYS) safe(() => area?.removeItem(key), undefined);
  }
}
