import { and, count, desc, eq, ilike, isNull, ne, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { totalOver, withTotal } from '../../db/page.ts';
import { jobs } from '../jobs/schema.ts';
import { resumes } from './schema.ts';

export type TResumeRow = typeof resumes.$inferSelect;
export type TNewResume = typeof resumes.$inferInsert;

/** Every query of the resumes module; each user query is filtered by its owner. */
export class ResumesRepository {
  constructor(private readonly db: TDb) {}

  /** The page and its total in one round trip (a window count). */
  private async page(where: SQL | undefined, page: number, pageSize: number) {
    const found = await this.db
      .select({ row: resumes, total: totalOver() })
      .from(resumes)
      .where(where)
      .orderBy(desc(resumes.updatedAt), desc(resumes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return withTotal(found, page, async () => {
      const [row] = await this.db.select({ n: count() }).from(resumes).where(where);
      return Number(row?.n ?? 0);
    });
  }

  list(userId: number, page: number, pageSize: number) {
    return this.page(eq(resumes.userId, userId), page, pageSize);
  }

  /** Other users' public resumes, optionally those whose position contains the given text. */
  listPublic(userId: number, position: string | undefined, page: number, pageSize: number) {
    const where = and(
      eq(resumes.isPublic, true),
      ne(resumes.userId, userId),
      position ? ilike(resumes.position, `%${escapeLike(position)}%`) : undefined,
    );
    return this.page(where, page, pageSize);
  }

  async find(userId: number, id: number): Promise<TResumeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
    return row;
  }

  /** The user's resumes made from a file with this content hash, newest first. */
  findByHash(userId: number, hash: string): Promise<TResumeRow[]> {
    return this.db
      .select()
      .from(resumes)
      .where(and(eq(resumes.userId, userId), eq(resumes.contentHash, hash)))
      .orderBy(desc(resumes.updatedAt), desc(resumes.id))
      .limit(5);
  }

  async insert(values: TNewResume): Promise<TResumeRow> {
    const [row] = await this.db.insert(resumes).values(values).returning();
    return row!;
  }

  async update(userId: number, id: number, values: Partial<TNewResume>): Promise<TResumeRow | undefined> {
    const [row] = await this.db
      .update(resumes)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
      .returning();
    return row;
  }

  /** Updates only while the stored file is still `fileKey` (compare-and-set). */
  async updateIfFile(
    userId: number,
    id: number,
    fileKey: string | null,
    values: Partial<TNewResume>,
  ): Promise<TResumeRow | undefined> {
    const [row] = await this.db
      .update(resumes)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(resumes.id, id),
          eq(resumes.userId, userId),
          fileKey === null ? isNull(resumes.fileKey) : eq(resumes.fileKey, fileKey),
        ),
      )
      .returning();
    return row;
  }

  /** Deletes the resume with the AI jobs that worked on it (their payloads and results hold it). */
  async delete(userId: number, id: number): Promise<TResumeRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .returning();
      if (row) await tx.delete(jobs).where(and(eq(jobs.userId, userId), eq(jobs.resumeId, id)));
      return row;
    });
  }

  /** For a position's "related" panel: how many of the user's resumes target it, and the latest. */
  async forPosition(userId: number, positionId: number) {
    const where = and(eq(resumes.userId, userId), eq(resumes.positionId, positionId));
    const [latest, [totalRow]] = await Promise.all([
      this.db
        .select({ id: resumes.id, name: resumes.fileName, updatedAt: resumes.updatedAt })
        .from(resumes)
        .where(where)
        .orderBy(desc(resumes.updatedAt))
        .limit(5),
      this.db.select({ n: count() }).from(resumes).where(where),
    ]);
    return { count: Number(totalRow?.n ?? 0), latest };
  }
}
