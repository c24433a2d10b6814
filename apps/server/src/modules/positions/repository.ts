import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { totalOver, withTotal } from '../../db/page.ts';
import { positions, positionTemplates } from './schema.ts';

export type TPositionRow = typeof positions.$inferSelect;
export type TNewPosition = typeof positions.$inferInsert;
export type TTemplateRow = typeof positionTemplates.$inferSelect;

export interface TSearchFilter {
  words: string[];
  keyword: string | undefined;
  industry: string | undefined;
  experienceLevel: string | undefined;
  workLocation: string | undefined;
}

/** Every query of the positions module. Each user query is filtered by its owner. */
export class PositionsRepository {
  constructor(private readonly db: TDb) {}

  /** The positions list is the hottest query: one prepared round trip for the page and its total. */
  private listPage?: ReturnType<PositionsRepository['prepareListPage']>;

  private prepareListPage() {
    return this.db
      .select({ row: positions, total: totalOver() })
      .from(positions)
      .where(eq(positions.userId, sql.placeholder('userId')))
      .orderBy(desc(positions.updatedAt), desc(positions.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('positions_list_page');
  }

  async list(userId: number, page: number, pageSize: number): Promise<{ rows: TPositionRow[]; total: number }> {
    this.listPage ??= this.prepareListPage();
    const found = await this.listPage.execute({ userId, limit: pageSize, offset: (page - 1) * pageSize });
    return withTotal(found, page, () => this.count(eq(positions.userId, userId)));
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(positions).where(where);
    return Number(row?.n ?? 0);
  }

  async find(userId: number, id: number): Promise<TPositionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(positions)
      .where(and(eq(positions.id, id), eq(positions.userId, userId)));
    return row;
  }

  async insert(values: TNewPosition): Promise<TPositionRow> {
    const [row] = await this.db.insert(positions).values(values).returning();
    return row!;
  }

  async update(userId: number, id: number, values: Partial<TNewPosition>): Promise<TPositionRow | undefined> {
    const [row] = await this.db
      .update(positions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(positions.id, id), eq(positions.userId, userId)))
      .returning();
    return row;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(positions)
      .where(and(eq(positions.id, id), eq(positions.userId, userId)))
      .returning({ id: positions.id });
    return rows.length === 1;
  }

  /**
   * Owner's positions matching every segmented word (full-text over the pre-segmented tokens),
   * or containing the raw keyword in name or company; filters narrow; best matches first.
   */
  async search(
    userId: number,
    filter: TSearchFilter,
    page: number,
    pageSize: number,
  ): Promise<{ rows: TPositionRow[]; total: number }> {
    const conditions: SQL[] = [eq(positions.userId, userId)];
    let rank: SQL | undefined;
    if (filter.keyword) {
      const like = `%${escapeLike(filter.keyword)}%`;
      const textMatch: SQL[] = [ilike(positions.name, like), ilike(positions.companyName, like)];
      if (filter.words.length > 0) {
        const query = sql`plainto_tsquery('simple', ${filter.words.join(' ')})`;
        textMatch.push(sql`to_tsvector('simple', ${positions.searchTokens}) @@ ${query}`);
        rank = sql`ts_rank(to_tsvector('simple', ${positions.searchTokens}), ${query}) + case when ${positions.name} ilike ${like} then 1 else 0 end`;
      }
      conditions.push(or(...textMatch)!);
    }
    if (filter.industry) conditions.push(eq(positions.industry, filter.industry));
    if (filter.experienceLevel) conditions.push(eq(positions.experienceLevel, filter.experienceLevel));
    if (filter.workLocation) conditions.push(ilike(positions.workLocation, `%${escapeLike(filter.workLocation)}%`));
    const where = and(...conditions);
    const found = await this.db
      .select({ row: positions, total: totalOver() })
      .from(positions)
      .where(where)
      .orderBy(...(rank ? [desc(rank)] : []), desc(positions.updatedAt), desc(positions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return withTotal(found, page, () => this.count(where));
  }

  async listTemplates(
    category: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ rows: TTemplateRow[]; total: number }> {
    const where = category ? eq(positionTemplates.category, category) : undefined;
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(positionTemplates)
        .where(where)
        .orderBy(asc(positionTemplates.category), asc(positionTemplates.sortOrder), asc(positionTemplates.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(positionTemplates).where(where),
    ]);
    return { rows, total: Number(totalRow?.n ?? 0) };
  }

  async templateCategories(): Promise<{ category: string; count: number }[]> {
    const rows = await this.db
      .select({
        category: positionTemplates.category,
        count: count(),
        first: sql<number>`min(${positionTemplates.sortOrder})`,
      })
      .from(positionTemplates)
      .groupBy(positionTemplates.category)
      .orderBy(sql`min(${positionTemplates.sortOrder})`);
    return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
  }

  async findTemplate(id: number): Promise<TTemplateRow | undefined> {
    const [row] = await this.db.select().from(positionTemplates).where(eq(positionTemplates.id, id));
    return row;
  }
}
