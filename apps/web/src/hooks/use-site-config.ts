import { useQuery } from '@tanstack/react-query';
import { getSiteConfig } from '../api/system.ts';

export function useSiteConfig() {
  return useQuery({ queryKey: ['site-config'], queryFn: getSiteConfig, staleTime: Infinity, retry: 1 });
}
