import { BUSINESS_CONSTANTS, type TSiteConfig } from '@offerpilot/shared';
import { request } from './http.ts';

/** Public site settings (footer ICP record line, company name). */
export async function getSiteConfig(): Promise<TSiteConfig> {
  const res = await request<{ success: boolean; data: TSiteConfig }>('/api/site-config', {
    timeoutMs: BUSINESS_CONSTANTS.timeouts.authServiceMs,
  });
  return res.data;
}
