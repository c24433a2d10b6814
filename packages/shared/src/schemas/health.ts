import { z } from 'zod';

export const ZHealthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latency_ms: z.number().nullable(),
  }),
  /** Only when REDIS_URL is set. An outage does not make the server unhealthy: rate limits are skipped meanwhile. */
  redis: z.object({ reachable: z.boolean(), latency_ms: z.number().nullable() }).optional(),
  time: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** Public site settings the web app reads at start (footer ICP line, product name). */
export const ZSiteConfig = z.object({
  product_name: z.string(),
  icp_record: z.string().nullable(),
  icp_link: z.string(),
  company_name: z.string(),
  /** Where users write to (CONTACT_EMAIL). */
  contact_email: z.string(),
  version: z.string(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
