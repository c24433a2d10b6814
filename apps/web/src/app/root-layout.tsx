import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../auth/auth-events.ts';
import { startAuth, useAuthStore } from '../auth/auth-store.ts';
import { preloadOrtWhenIdle } from '../lib/ort-preload.ts';
import { isPublicPath, ROUTES } from '../lib/routes.ts';
import { LazyTaskPanel } from '../tasks/index.ts';

/** Auth screens where a 401 does not send the user anywhere (spec §2: /login and /register). */
const AUTH_SCREENS: string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.mobileLogin,
  ROUTES.mobileRegister,
  ROUTES.forgotPassword,
];

/** The root view: starts the auth state and applies the 401 rule; routed screens render inside. */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    void startAuth();
  }, []);

  // Spec §7 "Other": warm the browser ML runtime (2.7 MB of WebAssembly) once the screen has settled
  // (5 s, then an idle moment), only inside the signed-in app: the public website, legal and sign-in pages never pay for it.
  // Failure never blocks the app; the voice screens load it themselves when it is not there yet.
  const isPublic = isPublicPath(location.pathname);
  useEffect(() => (isPublic ? undefined : preloadOrtWhenIdle()), [isPublic]);

  useEffect(
    () =>
      onUnauthorized(() => {
        useAuthStore.getState().signOutLocally();
        const here = window.location.pathname;
        if (AUTH_SCREENS.includes(here)) return;
        const full = `${here}${window.location.search}${window.location.hash}`;
        navigate(`${ROUTES.login}?redirect=${encodeURIComponent(full)}`, { replace: true });
      }),
    [navigate],
  );

  // Keyboard and screen-reader users start each screen at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <Outlet />
      <LazyTaskPanel />
    </>
  );
}
