import { sql } from 'drizzle-orm';

/**
 * Selected beside a page's rows, the number of rows the query matches before LIMIT/OFFSET: the
 * page and its total come back in one round trip instead of two.
 */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Unwraps `{ row, total }` results. Past the last page no row carries the total, so only then is
 * it counted on its own (`countAll`); on the first page an empty result means a total of 0.
 */
export async function withTotal<T>(
  found: { row: T; total: number }[],
  page: number,
  countAll: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  if (found.length > 0) return { rows: found.map((f) => f.row), total: found[0]!.total };
  return { rows: [], total: page > 1 ? await countAll() : 0 };
}
