import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../auth/auth-store.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { isPublicPath, ROUTES } from '../lib/routes.ts';

const loginFor = (fullPath: string) => `${ROUTES.login}?redirect=${encodeURIComponent(fullPath)}`;

/**
 * Spec §2 route guard: public paths pass; any other route needs a signed-in user, checked first
 * locally, then with the auth service. Failing either sends the user to /login?redirect=<full path>.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const status = useAuthStore((s) => s.status);
  const signedOutByUser = useAuthStore((s) => s.signedOutByUser);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const isPublic = isPublicPath(location.pathname);

  // Asked once per screen (path), not on every query change such as ?positionId=.
  const pathname = location.pathname;
  useEffect(() => {
    if (isPublic || status !== 'authenticated') return;
    let cancelled = false;
    void useAuthStore
      .getState()
      .verify()
      .then((ok) => {
        // A sign-out while the check was on its way has already decided where to go.
        if (!ok && !cancelled && useAuthStore.getState().status === 'authenticated') {
          useAuthStore.getState().signOutLocally();
          const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
          navigate(loginFor(here), { replace: true });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [isPublic, status, pathname, navigate]);

  if (isPublic) return children;
  if (status === 'loading') return <PageLoading />;
  if (status !== 'authenticated') return <Navigate to={signedOutByUser ? ROUTES.login : loginFor(fullPath)} replace />;
  return children;
}
