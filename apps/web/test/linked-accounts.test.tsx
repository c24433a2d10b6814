import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../src/auth/auth-store.ts';
import { LoginPage } from '../src/features/auth/login-page.tsx';
import { getSecurity } from '../src/api/account.ts';
import { LinkedAccounts } from '../src/features/profile/components/linked-accounts.tsx';
import { useFinishLink } from '../src/features/profile/use-finish-link.ts';
import { rememberLinkStart } from '../src/lib/oauth-link.ts';
import { stubResizeObserver } from './support/jsdom-textarea.ts';

/** The server at the network edge: what the security tab and the login page ask of it. */
const RIGHT_PASSWORD = 'Offer#2026pilot';
const WECHAT_URL = 'https://open.weixin.qq.com/connect/qrconnect?appid=wx&state=S-9#wechat_redirect';

function fakeServer(initial: { wechat: boolean; oidc: boolean }, { hasPassword = false } = {}) {
  const linked = { ...initial };
  const calls: { method: string; path: string; body: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/v1/auth/providers')
      return json(200, { success: true, captcha: 'none', oidc: false, wechat: true });
    if (path === '/api/v1/auth/security')
      return json(200, {
        success: true,
        data: { has_password: hasPassword, phone: null, phone_verified: false, email: null, linked, sessions: [] },
      });
    if (path === '/api/v1/auth/link/wechat/auth-url' && method === 'POST') {
      // The server's step-up: a password account must send its current password.
      const password = (calls.at(-1)!.body as { password?: string } | undefined)?.password;
      if (hasPassword && !password) return json(400, { success: false, error: '请输入当前密码' });
      if (hasPassword && password !== RIGHT_PASSWORD) return json(400, { success: false, error: '当前密码不正确' });
      return json(200, { success: true, auth_url: WECHAT_URL });
    }
    if (path === '/api/v1/auth/link/wechat' && method === 'POST') {
      linked.wechat = true;
      return json(200, { success: true, message: '已关联微信' });
    }
    if (path === '/api/v1/auth/link/wechat' && method === 'DELETE')
      return json(409, {
        success: false,
        error: '解除关联后将无法登录此账号：请先设置密码、绑定手机号或关联其他登录方式，再解除微信',
      });
    return json(404, { success: false, error: '未找到' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** jsdom cannot leave the page: record where the app sends the browser instead. */
function stubNavigation() {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
  return assign;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * The security tab's linked-accounts card as SecurityTab wires it (the whole tab also holds the
 * sessions list, whose antd List logs a deprecation warning this setup counts as a failure).
 */
function LinkedCard() {
  const client = useQueryClient();
  const security = useQuery({ queryKey: ['account', 'security'], queryFn: getSecurity });
  const refresh = () => void client.invalidateQueries({ queryKey: ['account', 'security'] });
  const linking = useFinishLink(refresh);
  return security.data ? (
    <LinkedAccounts
      linked={security.data.linked}
      hasPassword={security.data.has_password}
      linking={linking}
      onChanged={refresh}
    />
  ) : null;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/profile',
        element: (
          <>
            <Where />
            <LinkedCard />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  stubResizeObserver();
  window.localStorage.setItem('access_token', 'token-1');
  window.localStorage.setItem('token_expires_at', String(Date.now() + 10 * 60_000));
  useAuthStore.setState({
    status: 'authenticated',
    user: {
      id: 1,
      username: 'lilei',
      display_name: null,
      email: null,
      phone: null,
      avatar_url: null,
      invite_code: 'ABCD2345',
      created_at: '2026-11-01T00:00:00.000Z',
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('linking WeChat from the security tab', () => {
  it('back from WeChat, the login page hands the code to the security tab, which links and says so', async () => {
    const server = fakeServer({ wechat: false, oidc: false });
    rememberLinkStart('wechat', 'https://open.weixin.qq.com/connect/qrconnect?appid=wx&state=S-1#wechat_redirect');
    renderAt('/login?code=C-1&state=S-1');

    expect(await screen.findByText('已关联微信')).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/profile?tab=security');
    expect(server.calls).toContainEqual({
      method: 'POST',
      path: '/api/v1/auth/link/wechat',
      body: { code: 'C-1', state: 'S-1' },
    });
    // Not treated as a sign-in.
    expect(server.calls.some((c) => c.path.startsWith('/api/v1/auth/login'))).toBe(false);
    const row = await screen.findByTestId('linked-wechat');
    expect(await within(row).findByRole('button', { name: /解除关联/ })).toBeInTheDocument();
    expect(within(row).getByText('已关联')).toBeInTheDocument();
    // The OIDC row: not configured on this server, so its button is off and says why.
    const oidc = screen.getByTestId('linked-oidc');
    expect(within(oidc).getByText('本站未开启统一身份认证登录，暂不能关联')).toBeInTheDocument();
    expect(within(oidc).getByRole('button', { name: /关\s?联/ })).toBeDisabled();
  });

  it('a return whose state this tab did not start is a sign-in, not a link', async () => {
    const server = fakeServer({ wechat: false, oidc: false });
    rememberLinkStart('wechat', 'https://open.weixin.qq.com/connect/qrconnect?state=OTHER');
    renderAt('/login?code=C-2&state=S-2');
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === '/api/v1/auth/login')).toBe(true));
    expect(server.calls.some((c) => c.path.startsWith('/api/v1/auth/link'))).toBe(false);
  });

  it('shows the server’s Chinese reason when unlinking would lock the user out', async () => {
    const server = fakeServer({ wechat: true, oidc: false });
    renderAt('/profile?tab=security');
    const row = await screen.findByTestId('linked-wechat');
    fireEvent.click(await within(row).findByRole('button', { name: /解除关联/ }));
    const confirm = await screen.findByText('解除后将不能再用微信登录此账号。确定解除关联吗？');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: /解除关联/ }));
    expect(
      await screen.findByText('解除关联后将无法登录此账号：请先设置密码、绑定手机号或关联其他登录方式，再解除微信'),
    ).toBeInTheDocument();
    expect(server.calls).toContainEqual({ method: 'DELETE', path: '/api/v1/auth/link/wechat', body: undefined });
    expect(within(row).getByText('已关联')).toBeInTheDocument();
  });

  it('asks an account with a password for it before leaving for WeChat, and shows a refusal on the field', async () => {
    const server = fakeServer({ wechat: false, oidc: false }, { hasPassword: true });
    const assign = stubNavigation();
    renderAt('/profile?tab=security');
    const row = await screen.findByTestId('linked-wechat');
    fireEvent.click(await within(row).findByRole('button', { name: /关\s?联/ }));

    const dialog = await screen.findByRole('dialog', { name: '关联微信' });
    expect(within(dialog).getByText('为保护账号安全，关联微信前请输入当前登录密码。')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('当前密码');
    fireEvent.change(field, { target: { value: 'wrong-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '验证并前往授权' }));
    expect(await within(dialog).findByText('当前密码不正确')).toBeInTheDocument();
    expect(field).toHaveValue('wrong-password');
    expect(assign).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: RIGHT_PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: '验证并前往授权' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(WECHAT_URL));
    expect(server.calls.filter((c) => c.path === '/api/v1/auth/link/wechat/auth-url').map((c) => c.body)).toEqual([
      { password: 'wrong-password' },
      { password: RIGHT_PASSWORD },
    ]);
    expect(JSON.parse(window.sessionStorage.getItem('offerpilot-oauth-link')!)).toEqual({
      provider: 'wechat',
      state: 'S-9',
    });
  });

  it('an account without a password leaves for WeChat at once, with no dialog', async () => {
    const server = fakeServer({ wechat: false, oidc: false });
    const assign = stubNavigation();
    renderAt('/profile?tab=security');
    const row = await screen.findByTestId('linked-wechat');
    fireEvent.click(await within(row).findByRole('button', { name: /关\s?联/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(WECHAT_URL));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls).toContainEqual({ method: 'POST', path: '/api/v1/auth/link/wechat/auth-url', body: undefined });
  });
});
