import { useQuery } from '@tanstack/react-query';
import { getCaptcha } from '../../../api/auth.ts';

/** A fresh image captcha; `refetch()` draws a new one (each is single use). */
export function useCaptcha(enabled: boolean) {
  return useQuery({ queryKey: ['auth', 'captcha'], queryFn: getCaptcha, enabled, staleTime: 4 * 60_000, gcTime: 0 });
}
