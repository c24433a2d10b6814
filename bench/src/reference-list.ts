// The reference handler of bench/src/list-call.ts: a minimal Fastify route running the same SQL as
// the product's GET /api/v1/positions (the page, then the total) on node-postgres or PGlite, with
// no authentication, validation or envelope schema. It answers the same summary fields, so the two
// send the same bytes' worth of JSON. REF_DRIVER=pg|pglite, DATABASE_URL or REF_PGDATA, REF_USER_ID.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const PAGE_SQL =
  'select * from "positions" where "positions"."user_id" = $1 ' +
  'order by "positions"."updated_at" desc, "positions"."id" desc limit $2 offset $3';
const COUNT_SQL = 'select count(*) as n from "positions" where "positions"."user_id" = $1';

type TQuery = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function openQuery(): Promise<TQuery> {
  if (process.env.REF_DRIVER === 'pglite') {
    const db = new PGlite(process.env.REF_PGDATA);
    await db.waitReady;
    return (text, params) => db.query<Record<string, unknown>>(text, params);
  }
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  return (text, params) => pool.query(text, params);
}

const query = await openQuery();
const userId = Number(process.env.REF_USER_ID);
const app = Fastify({ logger: false });
app.get('/positions', async () => {
  const [page, count] = await Promise.all([query(PAGE_SQL, [userId, 20, 0]), query(COUNT_SQL, [userId])]);
  return {
    success: true,
    data: {
      positions: page.rows.map((r) => ({
        id: r.id,
        name: r.name,
        company_name: r.company_name,
        industry: r.industry,
        experience_level: r.experience_level,
        work_location: r.work_location,
        salary_range: r.salary_range,
        is_public: r.is_public,
        updated_at: new Date(r.updated_at as string).toISOString(),
      })),
      total: Number(count.rows[0]?.n ?? 0),
      page: 1,
      page_size: 20,
    },
    message: '获取成功',
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
