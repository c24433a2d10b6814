import { useSearchParams } from 'react-router';
import { ROUTES } from '../../../lib/routes.ts';
import { safeRedirect } from '../error-text.ts';

/** Where to land after signing in: the guarded page that sent the user here, else the home screen. */
export function useAuthTarget(): { redirect: string | null; target: string } {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return { redirect, target: safeRedirect(redirect, ROUTES.home) };
}
