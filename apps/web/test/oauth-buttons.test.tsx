import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthProviders } from '../src/features/auth/api/use-auth-providers.ts';
import { OAuthButtons } from '../src/features/auth/components/oauth-buttons.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Shows once the providers' answer is rendered: the buttons above render from the same answer. */
function ProvidersAnswered() {
  return useAuthProviders().data ? <p>服务端已答复</p> : null;
}

function renderWith(providers: { captcha: string; oidc: boolean; wechat: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, ...providers }))),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <OAuthButtons redirect={null} />
        <p>表单</p>
        <ProvidersAnswered />
      </AntdApp>
    </QueryClientProvider>,
  );
}

describe('OIDC and WeChat buttons', () => {
  it('appear only for what the server has configured', async () => {
    renderWith({ captcha: 'image', oidc: true, wechat: false });
    expect(await screen.findByRole('button', { name: /统一身份认证/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /微信登录/ })).toBeNull();
  });

  it('are absent when neither is configured', async () => {
    renderWith({ captcha: 'none', oidc: false, wechat: false });
    await screen.findByText('表单');
    await screen.findByText('服务端已答复');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
