import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useAuthStore } from '../../src/auth/auth-store.ts';

/** What GET /api/site-config answers in the screen tests (the footer reads it). */
export const SITE_CONFIG = {
  product_name: '面试领航',
  icp_record: null,
  icp_link: '',
  company_name: '面试领航',
  version: '1.0.0',
};

/** The signed-in user of the screen tests. */
export function signInTestUser(): void {
  useAuthStore.setState({
    status: 'authenticated',
    user: {
      id: 5,
      username: 'lilei',
      display_name: '李雷',
      email: null,
      phone: null,
      avatar_url: null,
      invite_code: 'K7M2QX9A',
      created_at: '2026-11-01T00:00:00.000Z',
    },
  });
}

/** Renders routes as the app does (query client without retries, antd's App, a memory router) at `entry`. */
export function renderRoutes(routes: { path: string; element: ReactElement }[], entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </QueryClientProvider>,
  );
  return router;
}
