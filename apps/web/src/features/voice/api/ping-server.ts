import { request } from '../../../api/http.ts';

/** One round trip to the server (`GET /api/health`), in ms. Throws when the server cannot be reached. */
export async function pingServer(): Promise<number> {
  const started = performance.now();
  await request<unknown>('/api/health', { timeoutMs: 8000, query: { t: Date.now() } });
  return Math.round(performance.now() - started);
}
