import { useQuery } from '@tanstack/react-query';
import { getAuthProviders } from '../../../api/auth.ts';

/** Which sign-in options the server has configured (captcha mode, OIDC, WeChat). */
export function useAuthProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders, staleTime: 5 * 60_000 });
}
