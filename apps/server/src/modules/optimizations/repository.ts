import type { TOptimizationType } from '@offerpilot/shared';
import { and, count, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { positions } from '../positions/schema.ts';
import { resumes } from '../resumes/schema.ts';
import { resumeConversations, resumeOptimizations } from './schema.ts';

export type TOptimizationRow = typeof resumeOptimizations.$inferSelect;
export type TNewOptimization = typeof resumeOptimizations.$inferInsert;
export type TConversationRow = typeof resumeConversations.$inferSelect;

export interface TOptimizationKey {
  resumeId: number;
  type: TOptimizationType;
  positionId: number | null;
}

function keyWhere(key: TOptimizationKey): SQL {
  return and(
    eq(resumeOptimizations.resumeId, key.resumeId),
    eq(resumeOptimizations.optimizationType, key.type),
    key.positionId === null
      ? isNull(resumeOptimizations.positionId)
      : eq(resumeOptimizations.positionId, key.positionId),
  )!;
}

function errorCode(error: unknown): string | undefined {
  return (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
}

/** Every query of the optimisation module; user queries are filtered by their owner. */
/** One line of a resume's conversation list. */
export interface TConversationSummaryRow {
  id: string;
  resumeId: number;
  positionId: number | null;
  createdAt: Date;
  updatedAt: Date;
  messageCount: number;
  firstQuestion: string | null;
  positionName: string | null;
  positionCompany: string | null;
}

export class OptimizationsRepository {
  constructor(private readonly db: TDb) {}

  /** Marks processing rows older than `before` as failed (a run that died with its process). */
  async failStale(key: TOptimizationKey, before: Date): Promise<void> {
    await this.db
      .update(resumeOptimizations)
      .set({ status: 'failed', summary: '上次生成中断，请重新生成', updatedAt: new Date() })
      .where(
        and(keyWhere(key), eq(resumeOptimizations.status, 'processing'), lt(resumeOptimizations.updatedAt, before)),
      );
  }

  /** The current record: the newest one that is completed or still processing. */
  async current(key: TOptimizationKey): Promise<TOptimizationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(resumeOptimizations)
      .where(and(keyWhere(key), inArray(resumeOptimizations.status, ['completed', 'processing'])))
      .orderBy(desc(resumeOptimizations.id))
      .limit(1);
    return row;
  }

  /** The record a job run made, if it got that far (a run taken over after its process died). */
  async findByRunKey(runKey: string): Promise<TOptimizationRow | undefined> {
    const [row] = await this.db.select().from(resumeOptimizations).where(eq(resumeOptimizations.runKey, runKey));
    return row;
  }

  /** Inserts a processing row, or answers undefined when a run for the same key is in progress. */
  async insertProcessing(values: TNewOptimization): Promise<TOptimizationRow | undefined> {
    try {
      const [row] = await this.db
        .insert(resumeOptimizations)
        .values({ ...values, status: 'processing' })
        .returning();
      return row;
    } catch (error) {
      if (errorCode(error) === '23505') return undefined;
      throw error;
    }
  }

  /**
   * Stores the result and supersedes the key's earlier completed records, in one transaction.
   * Only a row still processing is completed: one meanwhile marked failed (it ran past the stale
   * limit) or deleted with its resume stays as it is, and undefined is answered.
   */
  async complete(
    id: number,
    key: TOptimizationKey,
    values: Partial<TNewOptimization>,
  ): Promise<TOptimizationRow | undefined> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(resumeOptimizations)
        .set({ ...values, status: 'completed', updatedAt: now })
        .where(and(eq(resumeOptimizations.id, id), eq(resumeOptimizations.status, 'processing')))
        .returning();
      if (!row) return undefined;
      await tx
        .update(resumeOptimizations)
        .set({ status: 'superseded', updatedAt: now })
        .where(and(keyWhere(key), eq(resumeOptimizations.status, 'completed'), ne(resumeOptimizations.id, id)));
      return row;
    });
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(resumeOptimizations).where(eq(resumeOptimizations.id, id));
  }

  async find(userId: number, id: number): Promise<(TOptimizationRow & { resumeFileName: string }) | undefined> {
    const [row] = await this.db
      .select({ o: resumeOptimizations, resumeFileName: resumes.fileName })
      .from(resumeOptimizations)
      .innerJoin(resumes, eq(resumes.id, resumeOptimizations.resumeId))
      .where(and(eq(resumeOptimizations.id, id), eq(resumeOptimizations.userId, userId)));
    return row ? { ...row.o, resumeFileName: row.resumeFileName } : undefined;
  }

  /** Newest first; optionally one resume's records only, or only current ones (not superseded or failed). */
  async list(userId: number, page: number, pageSize: number, resumeId?: number, currentOnly = false) {
    const where = and(
      eq(resumeOptimizations.userId, userId),
      resumeId === undefined ? undefined : eq(resumeOptimizations.resumeId, resumeId),
      currentOnly ? inArray(resumeOptimizations.status, ['completed', 'processing']) : undefined,
    );
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ o: resumeOptimizations, resumeFileName: resumes.fileName })
        .from(resumeOptimizations)
        .innerJoin(resumes, eq(resumes.id, resumeOptimizations.resumeId))
        .where(where)
        .orderBy(desc(resumeOptimizations.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(resumeOptimizations).where(where),
    ]);
    return {
      rows: rows.map((r) => ({ ...r.o, resumeFileName: r.resumeFileName })),
      total: Number(totalRow?.n ?? 0),
    };
  }

  async forPosition(userId: number, positionId: number) {
    const where = and(
      eq(resumeOptimizations.userId, userId),
      eq(resumeOptimizations.positionId, positionId),
      eq(resumeOptimizations.status, 'completed'),
    );
    const [latest, [totalRow]] = await Promise.all([
      this.db
        .select({
          id: resumeOptimizations.id,
          focus: resumeOptimizations.optimizationFocus,
          createdAt: resumeOptimizations.createdAt,
        })
        .from(resumeOptimizations)
        .where(where)
        .orderBy(desc(resumeOptimizations.id))
        .limit(5),
      this.db.select({ n: count() }).from(resumeOptimizations).where(where),
    ]);
    return { count: Number(totalRow?.n ?? 0), latest };
  }

  // ── conversations ──────────────────────────────────────────────────────────────────────────

  async insertConversation(values: typeof resumeConversations.$inferInsert): Promise<TConversationRow> {
    const [row] = await this.db.insert(resumeConversations).values(values).returning();
    return row!;
  }

  async findConversation(userId: number, id: string): Promise<TConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(resumeConversations)
      .where(and(eq(resumeConversations.id, id), eq(resumeConversations.userId, userId)));
    return row;
  }

  /**
   * A resume's conversations of one user, most recently active first, each with the name and
   * company of its position (null when none or deleted). Newest `limit` only.
   */
  /**
   * A resume's conversations for the list, without their messages: the count and the first user
   * message (its first 200 characters) come from SQL, so 50 long conversations cost 50 small rows.
   */
  async listConversations(userId: number, resumeId: number, limit: number): Promise<TConversationSummaryRow[]> {
    return this.db
      .select({
        id: resumeConversations.id,
        resumeId: resumeConversations.resumeId,
        positionId: resumeConversations.positionId,
        createdAt: resumeConversations.createdAt,
        updatedAt: resumeConversations.updatedAt,
        messageCount: sql<number>`jsonb_array_length(${resumeConversations.messages})::int`,
        firstQuestion: sql<
          string | null
        >`(select left(e.m->>'content', 200) from jsonb_array_elements(${resumeConversations.messages}) with ordinality as e(m, i) where e.m->>'role' = 'user' order by e.i limit 1)`,
        positionName: positions.name,
        positionCompany: positions.companyName,
      })
      .from(resumeConversations)
      .leftJoin(positions, eq(positions.id, resumeConversations.positionId))
      .where(and(eq(resumeConversations.userId, userId), eq(resumeConversations.resumeId, resumeId)))
      .orderBy(desc(resumeConversations.updatedAt), desc(resumeConversations.createdAt))
      .limit(limit);
  }

  /** Compare-and-set on updated_at: two messages sent at once cannot overwrite each other's turn. */
  async updateConversationIf(
    id: string,
    expectedUpdatedAt: Date,
    values: Pick<TConversationRow, 'messages' | 'context'>,
  ): Promise<TConversationRow | undefined> {
    const [row] = await this.db
      .update(resumeConversations)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(resumeConversations.id, id), eq(resumeConversations.updatedAt, expectedUpdatedAt)))
      .returning();
    return row;
  }
}
