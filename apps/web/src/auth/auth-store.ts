import { BUSINESS_CONSTANTS, ERROR_TEXTS, type TLoginResponse, type TUser } from '@offerpilot/shared';
import { create } from 'zustand';
import { getProfile, logout as logoutCall, refreshTokens, validateToken } from '../api/auth.ts';
import { setTokenSource } from '../api/authorized.ts';
import { HttpError } from '../api/http.ts';
import { getInterviewUser, validateCasdoorToken } from '../api/interview-auth.ts';
import { clearStoredAuth, loadStoredAuth, saveLogin, saveRefreshed, saveUser } from './token-storage.ts';

export type TAuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface TAuthState {
  status: TAuthStatus;
  user: TUser | null;
  error: string | null;
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

const isUnauthorized = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

export const useAuthStore = create<TAuthState>((set, get) => {
  const becomeAuthenticated = (user: TUser) => {
    set({ status: 'authenticated', user, error: null });
    startRefreshCheck();
  };
  const becomeUnauthenticated = (error: string | null = null) => {
    stopRefreshCheck();
    clearStoredAuth();
    set({ status: 'unauthenticated', user: null, error });
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

    async initialize() {
      set({ status: 'loading' });
      let stored = loadStoredAuth();
      let unreachable = false;
      const note = (error: unknown) => {
        if (!(error instanceof HttpError)) unreachable = true;
      };
      // An access token lives 15 minutes: rotate first when it has run out (decisions.md).
      if (stored.refreshToken && (stored.tokenExpiresAt ?? 0) - Date.now() < 60_000) {
        try {
          saveRefreshed(await refreshTokens(stored.refreshToken));
          stored = loadStoredAuth();
        } catch (error) {
          note(error);
        }
      }
      if (stored.accessToken && stored.user) {
        try {
          if ((await validateToken(stored.accessToken, { silent: true })).success) {
            becomeAuthenticated(stored.user);
            // Freshen the cached user info in the background.
            void getProfile(stored.accessToken, { silent: true })
              .then((res) => {
                saveUser(res.data);
                if (get().status === 'authenticated') set({ user: res.data });
              })
              .catch(() => undefined);
            return;
          }
        } catch (error) {
          note(error);
        }
      }
      if (stored.casdoorToken) {
        try {
          if ((await validateCasdoorToken(stored.casdoorToken, true)).success) {
            const res = await getInterviewUser(stored.casdoorToken, true);
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
      if (unreachable) {
        // The server could not be asked: keep the stored sign-in for the next try.
        stopRefreshCheck();
        set({ status: 'unauthenticated', user: null, error: ERROR_TEXTS.auth.init });
        return;
      }
      becomeUnauthenticated();
    },

    completeLogin(response, remember = true) {
      saveLogin(response, remember);
      becomeAuthenticated(response.user);
    },

    refresh() {
      refreshing ??= (async () => {
        const { refreshToken } = loadStoredAuth();
        try {
          if (!refreshToken) throw new Error('no refresh token');
          const stored = saveRefreshed(await refreshTokens(refreshToken));
          set({ user: stored.user });
          return true;
        } catch {
          becomeUnauthenticated(ERROR_TEXTS.auth.tokenRefresh);
          return false;
        } finally {
          refreshing = undefined;
        }
      })();
      return refreshing;
    },

    async getValidAccessToken() {
      const { accessToken, tokenExpiresAt } = loadStoredAuth();
      if (!accessToken) return null;
      if ((tokenExpiresAt ?? 0) - Date.now() > 60_000) return accessToken;
      return (await get().refresh()) ? (loadStoredAuth().accessToken ?? null) : null;
    },

    async verify() {
      const token = await get().getValidAccessToken();
      if (!token) return false;
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
        becomeUnauthenticated();
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
