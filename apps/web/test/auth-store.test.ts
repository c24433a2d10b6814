import type { TLoginResponse, TUser } from '@offerpilot/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user: TUser = {
  id: 7,
  username: 'lilei',
  display_name: '李雷',
  email: null,
  phone: null,
  avatar_url: null,
  invite_code: 'ABCD2345',
  created_at: '2026-11-01T00:00:00.000Z',
};
const login = (over: Partial<TLoginResponse> = {}): TLoginResponse => ({
  success: true,
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  casdoor_token: 'casdoor-1',
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  user,
  ...over,
});

type TReply = { status: number; body: unknown };
type TRoute = (init: RequestInit | undefined) => TReply | Promise<TReply>;
let routes: Record<string, TRoute>;
let calls: string[];

function json(status: number, body: unknown) {
  return { status, body };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  calls = [];
  routes = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const route = routes[`${init?.method ?? 'GET'} ${path}`];
      if (!route) return new Response(JSON.stringify({ success: false, error: 'no route' }), { status: 500 });
      const { status, body } = await route(init);
      return new Response(JSON.stringify(body), { status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function freshStore() {
  vi.resetModules();
  const mod = await import('../src/auth/auth-store.ts');
  const storage = await import('../src/auth/token-storage.ts');
  return { useAuthStore: mod.useAuthStore, storage };
}

describe('auth state (spec §4)', () => {
  it('starts loading, then is authenticated by a stored token and user info that validate', async () => {
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login());
    routes['POST /api/v1/auth/validate'] = () => json(200, { success: true });
    routes['GET /api/v1/auth/profile'] = () => json(200, { success: true, data: { ...user, display_name: '李雷雷' } });
    expect(useAuthStore.getState().status).toBe('loading');
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: { id: 7 } });
    expect(calls[0]).toBe('POST /api/v1/auth/validate');
  });

  it("start-up's background profile call changes the state only when the profile has changed", async () => {
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login());
    routes['POST /api/v1/auth/validate'] = () => json(200, { success: true });
    // The same user, its keys in another order.
    const same = Object.fromEntries(Object.entries(user).reverse());
    routes['GET /api/v1/auth/profile'] = () => json(200, { success: true, data: same });
    const states: unknown[] = [];
    useAuthStore.subscribe((s) => states.push(s));
    await useAuthStore.getState().initialize();
    const signedIn = useAuthStore.getState().user;
    const count = states.length;
    await vi.waitFor(() => expect(calls).toContain('GET /api/v1/auth/profile'));
    // The profile's answer has been handled once it is saved (its keys in their own order).
    await vi.waitFor(() =>
      expect(localStorage.getItem('user_info') ?? sessionStorage.getItem('user_info')).toBe(JSON.stringify(same)),
    );
    expect(useAuthStore.getState().user).toBe(signedIn);
    expect(states).toHaveLength(count);

    // A changed profile replaces the user.
    routes['GET /api/v1/auth/profile'] = () => json(200, { success: true, data: { ...user, display_name: '李雷雷' } });
    await useAuthStore.getState().initialize();
    await vi.waitFor(() => expect(useAuthStore.getState().user?.display_name).toBe('李雷雷'));
  });

  it('a profile answer that comes after another account has signed in is dropped', async () => {
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login());
    routes['POST /api/v1/auth/validate'] = () => json(200, { success: true });
    let answer = (_: TReply) => {};
    routes['GET /api/v1/auth/profile'] = () => new Promise<TReply>((resolve) => (answer = resolve));
    await useAuthStore.getState().initialize();
    await vi.waitFor(() => expect(calls).toContain('GET /api/v1/auth/profile'));
    const other: TUser = { ...user, id: 8, username: 'hanmeimei', display_name: '韩梅梅' };
    useAuthStore.getState().completeLogin(login({ access_token: 'access-2', user: other }));
    answer(json(200, { success: true, data: { ...user, display_name: '李雷雷' } }));
    // A fixed pause on purpose: a dropped answer changes nothing, so there is no sign to wait for;
    // the mocked answer is handled within a few microtasks.
    await new Promise((r) => setTimeout(r, 50));
    expect(useAuthStore.getState().user).toMatchObject({ id: 8, display_name: '韩梅梅' });
    expect(storage.loadStoredAuth().user).toMatchObject({ id: 8 });
  });

  it('falls back to the casdoor token and the user-info call when the access token does not validate', async () => {
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login());
    routes['POST /api/v1/auth/validate'] = () => json(401, { success: false, error: 'x' });
    routes['GET /api/auth/validate'] = () => json(200, { success: true });
    routes['GET /api/auth/user'] = () => json(200, { success: true, data: user });
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(calls).toEqual(['POST /api/v1/auth/validate', 'GET /api/auth/validate', 'GET /api/auth/user']);
  });

  it('clears local auth when neither validates', async () => {
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login());
    routes['POST /api/v1/auth/validate'] = () => json(401, { success: false });
    routes['GET /api/auth/validate'] = () => json(401, { success: false });
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: null });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user_info')).toBeNull();
  });

  it('keeps the stored sign-in and reports 认证初始化失败 when the server cannot be reached', async () => {
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', error: '认证初始化失败' });
    expect(localStorage.getItem('access_token')).toBe('access-1');
  });

  it('refreshes hourly when the token expires within 100 minutes, and a failed refresh signs out with the spec message', async () => {
    vi.useFakeTimers();
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login({ expires_at: new Date(Date.now() + 150 * 60_000).toISOString() }));
    routes['POST /api/v1/auth/validate'] = () => json(200, { success: true });
    routes['GET /api/v1/auth/profile'] = () => json(200, { success: true, data: user });
    let refreshes = 0;
    routes['POST /api/v1/auth/refresh'] = (init) => {
      refreshes += 1;
      expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: refreshes === 1 ? 'refresh-1' : 'refresh-2' });
      return refreshes === 1
        ? json(
            200,
            login({
              access_token: 'access-2',
              refresh_token: 'refresh-2',
              expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
            }),
          )
        : json(401, { success: false, error: '登录已过期，请重新登录' });
    };
    await useAuthStore.getState().initialize();

    // After one hour the token has 90 minutes left: within 100, so it is refreshed.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('access_token')).toBe('access-2');
    expect(useAuthStore.getState().status).toBe('authenticated');

    // The next hourly check refreshes again; this time it fails.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(refreshes).toBe(2);
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', error: 'Token刷新失败，请重新登录' });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('does not refresh while the token has more than 100 minutes left', async () => {
    vi.useFakeTimers();
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login({ expires_at: new Date(Date.now() + 200 * 60_000).toISOString() }));
    routes['POST /api/v1/auth/validate'] = () => json(200, { success: true });
    routes['GET /api/v1/auth/profile'] = () => json(200, { success: true, data: user });
    await useAuthStore.getState().initialize();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls.filter((c) => c.endsWith('/refresh'))).toEqual([]);
  });

  it('logout always clears local auth, even when the call fails', async () => {
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login());
    useAuthStore.getState().completeLogin(login());
    routes['POST /api/v1/auth/logout'] = () => json(500, { success: false, error: '服务器内部错误' });
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('keeps a sign-in without "remember me" in session storage only, and reads local storage first', async () => {
    const { storage } = await freshStore();
    storage.saveLogin(login(), false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBe('access-1');
    expect(storage.getAccessToken()).toBe('access-1');
    localStorage.setItem('access_token', 'from-local');
    expect(storage.getAccessToken()).toBe('from-local');
  });

  it('a refresh that fails for want of a token does not block later refreshes', async () => {
    const { useAuthStore, storage } = await freshStore();
    expect(await useAuthStore.getState().refresh()).toBe(false);
    storage.saveLogin(login());
    routes['POST /api/v1/auth/refresh'] = () =>
      json(200, login({ access_token: 'access-2', refresh_token: 'refresh-2' }));
    expect(await useAuthStore.getState().refresh()).toBe(true);
    expect(localStorage.getItem('access_token')).toBe('access-2');
  });

  it("uses another tab's fresh tokens instead of spending the old refresh token again", async () => {
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login());
    // Another tab holds the lock first and rotates; this tab gets the lock afterwards.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, task: () => Promise<unknown>) => {
          localStorage.setItem('refresh_token', 'refresh-other-tab');
          localStorage.setItem('access_token', 'access-other-tab');
          return task();
        },
      },
    });
    expect(await useAuthStore.getState().refresh()).toBe(true);
    expect(calls.filter((c) => c.endsWith('/refresh'))).toEqual([]);
    expect(localStorage.getItem('access_token')).toBe('access-other-tab');
  });

  it('a slow startup check does not undo a sign-in made meanwhile', async () => {
    const { useAuthStore, storage } = await freshStore();
    storage.saveLogin(login());
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const starting = useAuthStore.getState().initialize();
    useAuthStore.getState().completeLogin(login({ access_token: 'fresh-login' }));
    answer(new Response(JSON.stringify({ success: false }), { status: 401 }));
    await starting;
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(localStorage.getItem('access_token')).toBe('fresh-login');
  });

  describe("start-up's check stands for the first screen's, once", () => {
    const validates = () => calls.filter((c) => c === 'POST /api/v1/auth/validate').length;
    async function startedUp() {
      const { useAuthStore, storage } = await freshStore();
      storage.saveLogin(login());
      routes['POST /api/v1/auth/validate'] = () => json(200, { success: true });
      routes['GET /api/v1/auth/profile'] = () => json(200, { success: true, data: user });
      await useAuthStore.getState().initialize();
      expect(validates()).toBe(1);
      return { useAuthStore, storage };
    }

    it('the first route-guard check asks nothing more; the next one asks the auth service', async () => {
      const { useAuthStore } = await startedUp();
      expect(await useAuthStore.getState().verify()).toBe(true);
      expect(validates()).toBe(1);
      expect(await useAuthStore.getState().verify()).toBe(true);
      expect(validates()).toBe(2);
    });

    it('a second start-up run (React StrictMode) does not make it stand twice', async () => {
      const { useAuthStore } = await startedUp();
      await useAuthStore.getState().verify();
      await useAuthStore.getState().initialize();
      const before = validates();
      await useAuthStore.getState().verify();
      expect(validates()).toBe(before + 1);
    });

    it('asks again after 10 s', async () => {
      vi.useFakeTimers({ toFake: ['performance'] });
      const { useAuthStore } = await startedUp();
      vi.advanceTimersByTime(10_001);
      await useAuthStore.getState().verify();
      expect(validates()).toBe(2);
    });

    it('asks again when the stored token is no longer the one confirmed (another tab signed in)', async () => {
      const { useAuthStore, storage } = await startedUp();
      storage.saveLogin(login({ access_token: 'access-other-tab' }));
      await useAuthStore.getState().verify();
      expect(validates()).toBe(2);
    });

    it('asks again after a sign-out and a new sign-in', async () => {
      const { useAuthStore } = await startedUp();
      routes['POST /api/v1/auth/logout'] = () => json(200, { success: true });
      await useAuthStore.getState().logout();
      useAuthStore.getState().completeLogin(login({ access_token: 'access-2' }));
      await useAuthStore.getState().verify();
      expect(validates()).toBe(2);
    });
  });
});
