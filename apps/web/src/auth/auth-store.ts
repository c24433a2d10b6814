import { BUSINESS_CONSTANTS, ERROR_TEXTS, type TLoginResponse, type TUser } from '@offerpilot/shared';
import { create } from 'zustand';
import { getProfile, logout as logoutCall, refreshTokens, validateToken } from '../api/auth.ts';
import { setTokenSource } from '../api/authorized.ts';
import { emitSessionChange } from './auth-events.ts';
import { TOKEN_MARGIN_MS, withTabLock } from './token-lock.ts';
import { HttpError } from '../api/http.ts';
import { sameJson } from '../lib/same-json.ts';
import { getInterviewUser, validateCasdoorToken } from '../api/interview-auth.ts';
import {
  clearStoredAuth,
  getCasdoorToken,
  loadStoredAuth,
  saveLogin,
  saveRefreshed,
  saveUser,
} from './token-storage.ts';

export type TAuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface TAuthState {
  status: TAuthStatus;
  user: TUser | null;
  error: string | null;
  /** True after the user signed out on purpose: sign-in then starts fresh, not on their old page. */
  signedOutByUser: boolean;
  /** Spec §4 startup: stored token + user info, then casdoor token + user-info call, else clear. */
  initialize: () => Promise<void>;
  completeLogin: (response: TLoginResponse, remember?: boolean) => void;
  /** Rotates the tokens; false (and signed out with the spec's message) when that fails. */
  refresh: () => Promise<boolean>;
  /** An access token good for at least a minute, refreshing first when needed. */
  getValidAccessToken: () => Promise<string | null>;
  /** Asks the auth service whether the session still holds (route guard). */
  verify: () => Promise<boolean>;
  logout: () => Promise<void>;
  /** A 401 from the auth service or the interview API. */
  signOutLocally: () => void;
  clearError: () => void;
}

const { expiringSoonMs, refreshCheckIntervalMs } = BUSINESS_CONSTANTS.token;
let refreshTimer: number | undefined;
let refreshing: Promise<boolean> | undefined;
/** Bumped by every sign-in and sign-out: work started before it must not touch the new state. */
let generation = 0;
/**
 * The auth service's confirmation of the stored sign-in at start-up, which the first screen's
 * route-guard check may use once instead of asking again: for the same token, the same sign-in
 * (generation), and within STARTUP_CHECK_HOLDS_MS. Once used (or after any sign-in or sign-out),
 * every check asks the auth service.
 */
let startupConfirmation: { token: string; at: number; generation: number } | null = null;
/** The sign-in whose start-up confirmation has been used (a second start-up run must not re-arm it). */
let startupConfirmationUsedBy = -1;
const STARTUP_CHECK_HOLDS_MS = 10_000;

const isUnauthorized = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

/**
 * Rotates the refresh token under a lock shared by all tabs. When another tab rotated while this
 * one waited, its fresh tokens are simply used: spending the old one again would look like a
 * stolen token to the server and end the session everywhere.
 */
async function rotate(refreshToken: string | undefined): Promise<'ok' | 'failed' | 'unreachable'> {
  if (!refreshToken) return 'failed';
  return withTabLock(async () => {
    const now = loadStoredAuth();
    if (now.refreshToken && now.refreshToken !== refreshToken) return 'ok';
    try {
      saveRefreshed(await refreshTokens(refreshToken));
      return 'ok';
    } catch (error) {
      return error instanceof HttpError ? 'failed' : 'unreachable';
    }
  });
}

export const useAuthStore = create<TAuthState>((set, get) => {
  const becomeAuthenticated = (user: TUser) => {
    set({ status: 'authenticated', user, error: null, signedOutByUser: false });
    startRefreshCheck();
  };
  /** One state change, so no screen ever renders "signed out" without knowing whether the user chose it. */
  const becomeUnauthenticated = (error: string | null = null, signedOutByUser = false) => {
    generation += 1;
    startupConfirmation = null;
    stopRefreshCheck();
    clearStoredAuth();
    set({ status: 'unauthenticated', user: null, error, signedOutByUser });
    emitSessionChange();
  };

  /** Spec §4/§9: while authenticated, hourly, refresh a token that expires within 100 minutes. */
  function startRefreshCheck() {
    stopRefreshCheck();
    refreshTimer = window.setInterval(() => {
      const { tokenExpiresAt } = loadStoredAuth();
      if (tokenExpiresAt !== undefined && tokenExpiresAt - Date.now() <= expiringSoonMs) void get().refresh();
    }, refreshCheckIntervalMs);
  }
  function stopRefreshCheck() {
    window.clearInterval(refreshTimer);
    refreshTimer = undefined;
  }

  return {
    status: 'loading',
    user: null,
    error: null,
    signedOutByUser: false,

    async initialize() {
      const started = generation;
      const current = () => started === generation;
      set({ status: 'loading' });
      let stored = loadStoredAuth();
      let unreachable = false;
      const note = (error: unknown) => {
        if (!(error instanceof HttpError)) unreachable = true;
      };
      // An access token lives 15 minutes: rotate first when it has run out (decisions.md).
      if (stored.refreshToken && (stored.tokenExpiresAt ?? 0) - Date.now() < TOKEN_MARGIN_MS) {
        const rotated = await rotate(stored.refreshToken);
        if (!current()) return;
        if (rotated === 'unreachable') unreachable = true;
        stored = loadStoredAuth();
      }
      if (stored.accessToken && stored.user) {
        try {
          const valid = (await validateToken(stored.accessToken, { silent: true })).success;
          if (!current()) return;
          if (valid) {
            if (startupConfirmationUsedBy !== generation)
              startupConfirmation = { token: stored.accessToken, at: performance.now(), generation };
            becomeAuthenticated(stored.user);
            // Freshen the cached user info in the background. An unchanged profile leaves the state
            // alone: a new object would re-render every screen showing the user, and the answer
            // usually lands while the first screen is rendering.
            void getProfile(stored.accessToken, { silent: true })
              .then((res) => {
                // Signed out or another sign-in meanwhile: this answer is about nobody now.
                if (!current()) return;
                saveUser(res.data);
                const { status, user } = get();
                if (status === 'authenticated' && !sameJson(user, res.data)) set({ user: res.data });
              })
              .catch(() => undefined);
            return;
          }
        } catch (error) {
          note(error);
        }
      }
      if (!current()) return;
      if (stored.casdoorToken) {
        try {
          if ((await validateCasdoorToken(stored.casdoorToken, true)).success) {
            const res = await getInterviewUser(stored.casdoorToken, true);
            if (!current()) return;
            if (res.success) {
              saveUser(res.data);
              becomeAuthenticated(res.data);
              return;
            }
          }
        } catch (error) {
          note(error);
        }
      }
      if (!current()) return;
      if (unreachable) {
        // The server could not be asked: keep the stored sign-in for the next try.
        stopRefreshCheck();
        set({ status: 'unauthenticated', user: null, error: ERROR_TEXTS.auth.init });
        return;
      }
      becomeUnauthenticated();
    },

    completeLogin(response, remember = true) {
      generation += 1;
      saveLogin(response, remember);
      becomeAuthenticated(response.user);
      emitSessionChange();
    },

    refresh() {
      if (refreshing) return refreshing;
      const started = generation;
      const task = (async () => {
        const result = await rotate(loadStoredAuth().refreshToken);
        if (started !== generation) return false; // signed out or in again meanwhile
        if (result === 'ok') {
          set({ user: loadStoredAuth().user ?? get().user });
          return true;
        }
        becomeUnauthenticated(ERROR_TEXTS.auth.tokenRefresh);
        return false;
      })();
      refreshing = task;
      void task.finally(() => {
        if (refreshing === task) refreshing = undefined;
      });
      return task;
    },

    async getValidAccessToken() {
      const { accessToken, tokenExpiresAt } = loadStoredAuth();
      if (!accessToken) return null;
      if ((tokenExpiresAt ?? 0) - Date.now() > TOKEN_MARGIN_MS) return accessToken;
      return (await get().refresh()) ? (loadStoredAuth().accessToken ?? null) : null;
    },

    async verify() {
      // Start-up has just asked the auth service about this very sign-in: the first guarded check
      // (the screen opened, or one reached within 10 s from a public page) need not ask again.
      const confirmation = startupConfirmation;
      startupConfirmation = null;
      if (
        confirmation &&
        confirmation.generation === generation &&
        performance.now() - confirmation.at < STARTUP_CHECK_HOLDS_MS &&
        loadStoredAuth().accessToken === confirmation.token
      ) {
        startupConfirmationUsedBy = generation;
        return true;
      }
      const hasRefresh = Boolean(loadStoredAuth().refreshToken);
      const token = hasRefresh ? await get().getValidAccessToken() : (loadStoredAuth().accessToken ?? null);
      if (!token) {
        // Signed in through the casdoor token alone (spec §4): that token vouches for the session.
        const casdoor = getCasdoorToken();
        if (!casdoor) return false;
        try {
          return (await validateCasdoorToken(casdoor)).success;
        } catch (error) {
          return !isUnauthorized(error);
        }
      }
      try {
        return (await validateToken(token)).success;
      } catch (error) {
        // Offline or a server hiccup: trust the local check rather than sign the user out.
        return !isUnauthorized(error);
      }
    },

    async logout() {
      const { accessToken, refreshToken } = loadStoredAuth();
      try {
        await logoutCall(accessToken ?? null, refreshToken ?? null);
      } catch {
        // Spec §4: logout always clears local auth, even when the call fails.
      } finally {
        becomeUnauthenticated(null, true);
      }
    },

    signOutLocally() {
      becomeUnauthenticated();
    },

    clearError() {
      set({ error: null });
    },
  };
});

// Every authorized API call gets its token here, refreshed first when about to expire.
setTokenSource(() => useAuthStore.getState().getValidAccessToken());

let startup: Promise<void> | null = null;
/**
 * Start-up's sign-in check, run once per page load: main.tsx starts it before rendering over a saved
 * signed-in page, and the root view asks for the same run. A server that could not be reached is
 * asked again on the next load (the stored sign-in is kept for it).
 */
export function startAuth(): Promise<void> {
  return (startup ??= useAuthStore.getState().initialize());
}
