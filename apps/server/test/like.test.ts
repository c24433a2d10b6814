import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeLike } from '../src/db/like.ts';
import { createTestApp } from './support/test-app.ts';

describe('escapeLike', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const contains = async (text: string, part: string): Promise<boolean> => {
    const result = await app.database.db.execute(sql`select ${text}::text ilike ${`%${escapeLike(part)}%`} as hit`);
    return (result as unknown as { rows: { hit: boolean }[] }).rows[0]!.hit;
  };

  it('makes %, _ and backslash match only themselves', async () => {
    expect(await contains('转化率提升100%', '100%')).toBe(true);
    expect(await contains('转化率提升100元', '100%')).toBe(false);
    expect(await contains('a_b', 'a_b')).toBe(true);
    expect(await contains('axb', 'a_b')).toBe(false);
    expect(await contains('C:\\简历', ':\\简')).toBe(true);
    expect(await contains('C:简历', ':\\简')).toBe(false);
  });
});
