import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useAuthStore } from '../../src/auth/auth-store.ts';

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
export function renderRoutes(routes: { path: string; element: ReactElement }[], entry: string): void {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </QueryClientProvider>,
  );
}
