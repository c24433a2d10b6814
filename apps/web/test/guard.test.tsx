import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../src/app/require-auth.tsx';
import { useAuthStore } from '../src/auth/auth-store.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      {
        path: '/official-website',
        element: (
          <RequireAuth>
            <p>官网</p>
          </RequireAuth>
        ),
      },
      {
        path: '/positions',
        element: (
          <RequireAuth>
            <p>我的岗位</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('route guard (spec §2)', () => {
  beforeEach(() =>
    useAuthStore.setState({ status: 'unauthenticated', user: null, error: null, signedOutByUser: false }),
  );

  it('sends a visitor to /login with the full target path', () => {
    renderAt('/positions?positionId=7#top');
    expect(screen.getByTestId('where').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/positions?positionId=7#top')}`,
    );
  });

  it('sends someone who just signed out to a plain /login, not back to their old page', () => {
    useAuthStore.setState({ status: 'unauthenticated', signedOutByUser: true });
    renderAt('/positions?positionId=7');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('lets public paths through without sign-in', () => {
    renderAt('/official-website');
    expect(screen.getByText('官网')).toBeInTheDocument();
  });

  it('waits while the auth state is loading', () => {
    useAuthStore.setState({ status: 'loading' });
    renderAt('/positions');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('我的岗位')).toBeNull();
  });
});
