import type { TInterviewMode, TInterviewReport, TInterviewSettings, TSessionStatus } from '@offerpilot/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  interviewAudio,
  interviewQuestions,
  interviewSessions,
  interviewSettings,
  interviewTemplates,
  minutesLedger,
} from './schema.ts';

export type TTemplateRow = typeof interviewTemplates.$inferSelect;
export type TSessionRow = typeof interviewSessions.$inferSelect;
export type TNewSession = typeof interviewSessions.$inferInsert;
export type TQuestionRow = typeof interviewQuestions.$inferSelect;
export type TNewQuestion = typeof interviewQuestions.$inferInsert;
export type TLedgerRow = typeof minutesLedger.$inferSelect;
/** The handle a `db.transaction` callback receives. */
type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text the agents wrote (a clipped quote, a model's answer) made storable: a lone surrogate becomes
 * U+FFFD and NUL goes, so a cut emoji can never make a write fail.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd').replaceAll('\u0000', '') as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storable(v)])) as T;
  return value;
}

/** One advisory-lock namespace for a user's minutes: charges of one user happen one at a time. */
const MINUTES_LOCK = 73_010;
/** One user's voice audio: saves and the release of what is over the user's bound, one at a time. */
const AUDIO_LOCK = 73_020;

export interface TFinish {
  userId: number;
  sessionId: number;
  status: Extract<TSessionStatus, 'completed' | 'expired'>;
  endedAt: Date;
  report: TInterviewReport;
  /** Elapsed minutes to charge (mock), or null (formal sessions and sessions with no answer are not charged). */
  chargeMinutes: number | null;
  /** False when no question was answered: the session keeps no score (not averaged, not in the trend). */
  scored: boolean;
  /** The answers the report was built from: an answer recorded since makes the report stale. */
  answeredCount: number;
}

/** Every query of the interview module; each is filtered by its owner. */
export class InterviewRepository {
  constructor(private readonly db: TDb) {}

  // ── Templates and settings ──

  listTemplates(userId: number): Promise<TTemplateRow[]> {
    return this.db
      .select()
      .from(interviewTemplates)
      .where(eq(interviewTemplates.userId, userId))
      .orderBy(desc(interviewTemplates.id));
  }

  async findTemplate(userId: number, id: number): Promise<TTemplateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(interviewTemplates)
      .where(and(eq(interviewTemplates.id, id), eq(interviewTemplates.userId, userId)));
    return row;
  }

  /** The latest answered main questions of the user's ended sessions (the practice plan reads them). */
  async answeredMainQuestions(userId: number, limit: number) {
    const rows = await this.db
      .select({
        sessionId: interviewQuestions.sessionId,
        questionId: interviewQuestions.id,
        text: interviewQuestions.text,
        kind: interviewQuestions.kind,
        source: interviewQuestions.source,
        rubric: interviewQuestions.rubric,
        answeredAt: interviewQuestions.answeredAt,
        feedback: interviewQuestions.feedback,
      })
      .from(interviewQuestions)
      .innerJoin(interviewSessions, eq(interviewSessions.id, interviewQuestions.sessionId))
      .where(
        and(
          eq(interviewSessions.userId, userId),
          ne(interviewSessions.status, 'in_progress'),
          isNull(interviewQuestions.parentId),
          isNotNull(interviewQuestions.answeredAt),
          isNotNull(interviewQuestions.feedback),
        ),
      )
      .orderBy(desc(interviewQuestions.answeredAt))
      .limit(limit);
    return rows.flatMap((r) =>
      r.answeredAt && r.feedback ? [{ ...r, answeredAt: r.answeredAt, feedback: r.feedback }] : [],
    );
  }

  async insertTemplate(values: typeof interviewTemplates.$inferInsert): Promise<TTemplateRow> {
    const [row] = await this.db.insert(interviewTemplates).values(values).returning();
    return row!;
  }

  async updateTemplate(
    userId: number,
    id: number,
    values: Partial<typeof interviewTemplates.$inferInsert>,
  ): Promise<TTemplateRow | undefined> {
    const [row] = await this.db
      .update(interviewTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(interviewTemplates.id, id), eq(interviewTemplates.userId, userId)))
      .returning();
    return row;
  }

  async deleteTemplate(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(interviewTemplates)
      .where(and(eq(interviewTemplates.id, id), eq(interviewTemplates.userId, userId)))
      .returning({ id: interviewTemplates.id });
    return rows.length > 0;
  }

  async getSettings(userId: number): Promise<TInterviewSettings | undefined> {
    const [row] = await this.db.select().from(interviewSettings).where(eq(interviewSettings.userId, userId));
    return row?.settings;
  }

  async saveSettings(userId: number, settings: TInterviewSettings): Promise<void> {
    await this.db
      .insert(interviewSettings)
      .values({ userId, settings })
      .onConflictDoUpdate({ target: interviewSettings.userId, set: { settings, updatedAt: new Date() } });
  }

  // ── Sessions and questions ──

  /**
   * Inserts a session with its questions. A mock session is inserted under the user's minutes lock:
   * refused while another mock session is open (its id is returned) or when no minutes are left, and
   * its expiry is cut to the minutes left as read under that lock (a session that ends meanwhile has
   * charged them).
   */
  insertSession(
    session: TNewSession,
    questions: Omit<TNewQuestion, 'sessionId'>[],
  ): Promise<{ row: TSessionRow } | { openSessionId: number } | { noMinutes: true }> {
    return this.db.transaction(async (tx) => {
      let values = session;
      if (session.mode === 'mock') {
        await tx.execute(sql`select pg_advisory_xact_lock(${MINUTES_LOCK}, ${session.userId})`);
        const [open] = await tx
          .select({ id: interviewSessions.id })
          .from(interviewSessions)
          .where(
            and(
              eq(interviewSessions.userId, session.userId),
              eq(interviewSessions.mode, 'mock'),
              eq(interviewSessions.status, 'in_progress'),
            ),
          )
          .limit(1);
        if (open) return { openSessionId: open.id };
        const left = await this.minutesLeft(tx, session.userId);
        if (left <= 0) return { noMinutes: true as const };
        const cap = new Date((session.createdAt ?? new Date()).getTime() + left * 60_000);
        if (cap < session.expiresAt) values = { ...session, expiresAt: cap };
      }
      const [row] = await tx.insert(interviewSessions).values(storable(values)).returning();
      await tx.insert(interviewQuestions).values(questions.map((q) => storable({ ...q, sessionId: row!.id })));
      return { row: row! };
    });
  }

  async findSession(userId: number, id: number): Promise<TSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(interviewSessions)
      .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)));
    return row;
  }

  async listSessions(
    userId: number,
    page: number,
    pageSize: number,
    filter: { mode?: TInterviewMode | undefined; status?: TSessionStatus | undefined },
  ): Promise<{ rows: TSessionRow[]; total: number }> {
    const where = and(
      eq(interviewSessions.userId, userId),
      filter.mode ? eq(interviewSessions.mode, filter.mode) : undefined,
      filter.status ? eq(interviewSessions.status, filter.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(interviewSessions)
        .where(where)
        .orderBy(desc(interviewSessions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(interviewSessions).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /**
   * Per session, its main questions answered and skipped, as the report counts them: follow-ups
   * are not counted, a skip is not an answer, and a spoken answer that was not transcribed is
   * neither. Sessions with no answer are absent. (`answeredCount` on the row counts every answer,
   * follow-ups and skips included: it is the report's staleness check, not a figure to show.)
   */
  async mainQuestionCounts(sessionIds: number[]): Promise<Map<number, { answered: number; skipped: number }>> {
    if (sessionIds.length === 0) return new Map();
    const q = interviewQuestions;
    const skipped = sql`coalesce((${q.feedback} ->> 'skipped')::boolean, false)`;
    const untranscribed = sql`coalesce((${q.feedback} ->> 'untranscribed')::boolean, false)`;
    const rows = await this.db
      .select({
        sessionId: q.sessionId,
        answered: sql<number>`(count(*) filter (where ${q.answeredAt} is not null and not ${skipped} and not ${untranscribed}))::int`,
        skipped: sql<number>`(count(*) filter (where ${q.answeredAt} is not null and ${skipped}))::int`,
      })
      .from(q)
      .where(and(inArray(q.sessionId, sessionIds), isNull(q.parentId), isNotNull(q.answeredAt)))
      .groupBy(q.sessionId);
    return new Map(rows.map((r) => [r.sessionId, { answered: Number(r.answered), skipped: Number(r.skipped) }]));
  }

  /** Open sessions whose time is up. */
  dueSessions(userId: number, now: Date): Promise<TSessionRow[]> {
    return this.db
      .select()
      .from(interviewSessions)
      .where(
        and(
          eq(interviewSessions.userId, userId),
          eq(interviewSessions.status, 'in_progress'),
          lt(interviewSessions.expiresAt, now),
        ),
      );
  }

  questions(sessionId: number): Promise<TQuestionRow[]> {
    return this.db
      .select()
      .from(interviewQuestions)
      .where(eq(interviewQuestions.sessionId, sessionId))
      .orderBy(asc(interviewQuestions.ord), asc(interviewQuestions.followIndex));
  }

  /**
   * Records an answer with its feedback and, when one is due, its follow-up, in one transaction
   * under the session's row lock (the same lock `finish` takes): the session must still be open
   * and the question the current one, so an answer is never lost to a concurrent end and never
   * overtakes a follow-up. An answer that arrives after the session's end is refused ('expired').
   * A follow-up extends the session's time by its own limit, but a mock session never past the
   * minutes its owner can pay for: read under their minutes lock (taken first, as `finish` does).
   */
  recordAnswer(a: {
    sessionId: number;
    questionId: number;
    values: Pick<TNewQuestion, 'answerText' | 'durationMs' | 'speech' | 'feedback'>;
    followUp: Omit<TNewQuestion, 'sessionId'> | null;
    /** When the answer arrived: one after the session's end is refused. */
    receivedAt: Date;
    /** A mock session's owner, whose minutes cap its end; null for a formal session. */
    minutesOf: number | null;
  }): Promise<{ outcome: 'ok' | 'closed' | 'expired' | 'answered' | 'not_current'; followUp?: TQuestionRow }> {
    const now = new Date();
    return this.db.transaction(async (tx) => {
      if (a.minutesOf !== null) await tx.execute(sql`select pg_advisory_xact_lock(${MINUTES_LOCK}, ${a.minutesOf})`);
      const [session] = await tx
        .select({
          status: interviewSessions.status,
          createdAt: interviewSessions.createdAt,
          expiresAt: interviewSessions.expiresAt,
        })
        .from(interviewSessions)
        .where(eq(interviewSessions.id, a.sessionId))
        .for('update');
      if (!session || session.status !== 'in_progress') return { outcome: 'closed' as const };
      if (session.expiresAt < a.receivedAt) return { outcome: 'expired' as const };
      const questions = await tx
        .select({ id: interviewQuestions.id, answeredAt: interviewQuestions.answeredAt })
        .from(interviewQuestions)
        .where(eq(interviewQuestions.sessionId, a.sessionId))
        .orderBy(asc(interviewQuestions.ord), asc(interviewQuestions.followIndex));
      if (questions.find((q) => q.id === a.questionId)?.answeredAt) return { outcome: 'answered' as const };
      if (questions.find((q) => !q.answeredAt)?.id !== a.questionId) return { outcome: 'not_current' as const };
      await tx
        .update(interviewQuestions)
        .set(storable({ ...a.values, answeredAt: now }))
        .where(eq(interviewQuestions.id, a.questionId));
      let followUp: TQuestionRow | undefined;
      if (a.followUp) {
        [followUp] = await tx
          .insert(interviewQuestions)
          .values(storable({ ...a.followUp, sessionId: a.sessionId }))
          .onConflictDoNothing()
          .returning();
      }
      let expiresAt = session.expiresAt.getTime() + (followUp ? followUp.timeLimitS * 1000 : 0);
      if (followUp && a.minutesOf !== null) {
        const paidUntil = session.createdAt.getTime() + Math.max(0, await this.minutesLeft(tx, a.minutesOf)) * 60_000;
        expiresAt = Math.min(expiresAt, Math.max(session.expiresAt.getTime(), paidUntil));
      }
      await tx
        .update(interviewSessions)
        .set({
          answeredCount: sql`${interviewSessions.answeredCount} + 1`,
          lastActivityAt: now,
          expiresAt: new Date(expiresAt),
        })
        .where(eq(interviewSessions.id, a.sessionId));
      return { outcome: 'ok' as const, ...(followUp ? { followUp } : {}) };
    });
  }

  /**
   * Ends a session once: the status moves from in_progress in one conditional update, and a mock
   * session's minutes are charged in the same transaction, under the user's minutes lock, never
   * below a zero balance and never twice (a unique index per session). False when another call
   * ended it first.
   */
  finish(f: TFinish): Promise<{ won: boolean; stale?: boolean; charged: number | null }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MINUTES_LOCK}, ${f.userId})`);
      const [current] = await tx
        .select({ status: interviewSessions.status, answeredCount: interviewSessions.answeredCount })
        .from(interviewSessions)
        .where(eq(interviewSessions.id, f.sessionId))
        .for('update');
      if (current?.status === 'in_progress' && current.answeredCount !== f.answeredCount)
        return { won: false, stale: true, charged: null };
      const [claimed] = await tx
        .update(interviewSessions)
        .set({ status: f.status, endedAt: f.endedAt })
        .where(
          and(
            eq(interviewSessions.id, f.sessionId),
            eq(interviewSessions.userId, f.userId),
            eq(interviewSessions.status, 'in_progress'),
          ),
        )
        .returning({ id: interviewSessions.id });
      if (!claimed) return { won: false, charged: null };
      let charged: number | null = null;
      if (f.chargeMinutes !== null) {
        charged = Math.min(f.chargeMinutes, Math.max(0, await this.minutesLeft(tx, f.userId)));
        await tx
          .insert(minutesLedger)
          .values({
            userId: f.userId,
            kind: 'mock_session',
            minutes: -charged,
            sessionId: f.sessionId,
            note: `模拟面试 #${f.sessionId}：用时 ${f.chargeMinutes} 分钟`,
          })
          .onConflictDoNothing();
      }
      const report = storable({ ...f.report, minutes_charged: charged });
      await tx
        .update(interviewSessions)
        .set({ report, overallScore: f.scored ? report.overall_score : null, minutesCharged: charged })
        .where(eq(interviewSessions.id, f.sessionId));
      return { won: true, charged };
    });
  }

  // ── Minutes and stats ──

  /** The user's minutes balance (grants minus charges), read inside a transaction holding the minutes lock. */
  private async minutesLeft(tx: TTx, userId: number): Promise<number> {
    const [balance] = await tx
      .select({ n: sql<number>`coalesce(sum(${minutesLedger.minutes}), 0)::int` })
      .from(minutesLedger)
      .where(eq(minutesLedger.userId, userId));
    return Number(balance?.n ?? 0);
  }

  async ensureGrant(userId: number, minutes: number): Promise<void> {
    await this.db
      .insert(minutesLedger)
      .values({ userId, kind: 'signup_grant', minutes, note: `新用户赠送模拟面试时长 ${minutes} 分钟` })
      .onConflictDoNothing();
  }

  async minutes(userId: number): Promise<{ granted: number; used: number }> {
    const [row] = await this.db
      .select({
        granted: sql<number>`coalesce(sum(${minutesLedger.minutes}) filter (where ${minutesLedger.minutes} > 0), 0)::int`,
        used: sql<number>`coalesce(-sum(${minutesLedger.minutes}) filter (where ${minutesLedger.minutes} < 0), 0)::int`,
      })
      .from(minutesLedger)
      .where(eq(minutesLedger.userId, userId));
    return { granted: Number(row?.granted ?? 0), used: Number(row?.used ?? 0) };
  }

  ledger(userId: number, limit: number): Promise<TLedgerRow[]> {
    return this.db
      .select()
      .from(minutesLedger)
      .where(eq(minutesLedger.userId, userId))
      .orderBy(desc(minutesLedger.id))
      .limit(limit);
  }

  async sessionCounts(userId: number): Promise<{ mock: number; formal: number }> {
    const rows = await this.db
      .select({ mode: interviewSessions.mode, n: count() })
      .from(interviewSessions)
      .where(eq(interviewSessions.userId, userId))
      .groupBy(interviewSessions.mode);
    const of = (mode: string) => Number(rows.find((r) => r.mode === mode)?.n ?? 0);
    return { mock: of('mock'), formal: of('formal') };
  }

  /**
   * The main questions of the user's latest sessions (up to `sessions` of them, opening and closing
   * left out), as their texts and their quotes (`quote:…`): the planner asks other questions
   * first, so a second and third session with the same inputs vary.
   */
  async recentQuestionTexts(userId: number, sessions: number): Promise<string[]> {
    const recent = await this.db
      .select({ id: interviewSessions.id })
      .from(interviewSessions)
      .where(eq(interviewSessions.userId, userId))
      .orderBy(desc(interviewSessions.id))
      .limit(sessions);
    if (!recent.length) return [];
    const rows = await this.db
      .select({ text: interviewQuestions.text, source: interviewQuestions.source })
      .from(interviewQuestions)
      .where(
        and(
          inArray(
            interviewQuestions.sessionId,
            recent.map((r) => r.id),
          ),
          eq(interviewQuestions.followIndex, 0),
          sql`${interviewQuestions.kind} not in ('opening', 'closing')`,
        ),
      );
    // The quote too: a model may have reworded a resume or requirement question's text.
    return rows.flatMap((r) => [r.text, ...(r.source.quote ? [`quote:${r.source.quote}`] : [])]);
  }

  /**
   * The latest ended sessions with a report, newest first; `scoredOnly` leaves out the sessions in
   * which nothing was answered (no score: not in the trend), which the report check still lists.
   */
  endedWithReport(userId: number, limit: number, scoredOnly = true): Promise<TSessionRow[]> {
    const ended = scoredOnly ? isNotNull(interviewSessions.overallScore) : isNotNull(interviewSessions.report);
    return this.db
      .select()
      .from(interviewSessions)
      .where(and(eq(interviewSessions.userId, userId), ended))
      .orderBy(desc(interviewSessions.id))
      .limit(limit);
  }

  async averageScore(userId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ avg: sql<number | null>`avg(${interviewSessions.overallScore})` })
      .from(interviewSessions)
      .where(and(eq(interviewSessions.userId, userId), isNotNull(interviewSessions.overallScore)));
    return row?.avg === null || row?.avg === undefined ? null : Math.round(Number(row.avg) * 10) / 10;
  }

  // ── Voice answers' audio (kept only while the session runs; the bytes are files) ──

  /**
   * Records a voice answer's stored file, under the user's audio lock and the session's row lock
   * (the lock `finish` and `recordAnswer` take): only while the session is open and the question
   * unanswered, so an end or an answer that gets there first can never leave audio behind. Then
   * the user's oldest audio beyond `keep` (files, bytes) is let go. Resolves to whether it was
   * recorded and the file keys no row holds any more (a replaced take, the released ones): the
   * caller removes those files.
   */
  saveAudio(
    a: { userId: number; sessionId: number; questionId: number; mime: string; bytes: number; fileKey: string },
    keep: { files: number; bytes: number },
  ): Promise<{ saved: boolean; released: string[] }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${AUDIO_LOCK}, ${a.userId})`);
      const [open] = await tx
        .select({ id: interviewSessions.id })
        .from(interviewSessions)
        .where(and(eq(interviewSessions.id, a.sessionId), eq(interviewSessions.status, 'in_progress')))
        .for('update');
      if (!open) return { saved: false, released: [] };
      const [question] = await tx
        .select({ answeredAt: interviewQuestions.answeredAt })
        .from(interviewQuestions)
        .where(and(eq(interviewQuestions.id, a.questionId), eq(interviewQuestions.sessionId, a.sessionId)));
      if (!question || question.answeredAt) return { saved: false, released: [] };
      const replaced = await tx
        .delete(interviewAudio)
        .where(eq(interviewAudio.questionId, a.questionId))
        .returning({ fileKey: interviewAudio.fileKey });
      await tx.insert(interviewAudio).values(a);
      const kept = await tx
        .select({ id: interviewAudio.id, bytes: interviewAudio.bytes })
        .from(interviewAudio)
        .where(eq(interviewAudio.userId, a.userId))
        .orderBy(desc(interviewAudio.createdAt), desc(interviewAudio.id));
      let files = 0;
      let bytes = 0;
      const over: number[] = [];
      for (const row of kept) {
        files += 1;
        bytes += row.bytes;
        // The newest (this one) always stays; older ones go once the user holds too much.
        if (files > 1 && (files > keep.files || bytes > keep.bytes)) over.push(row.id);
      }
      const released =
        over.length === 0
          ? []
          : await tx
              .delete(interviewAudio)
              .where(inArray(interviewAudio.id, over))
              .returning({ fileKey: interviewAudio.fileKey });
      return { saved: true, released: [...replaced, ...released].map((r) => r.fileKey) };
    });
  }

  /** Audio whose session ended or whose time ran out (its owner never came back): the rows go, keys returned. */
  async sweepAudio(now: Date): Promise<string[]> {
    const rows = await this.db
      .delete(interviewAudio)
      .where(
        inArray(
          interviewAudio.sessionId,
          this.db
            .select({ id: interviewSessions.id })
            .from(interviewSessions)
            .where(sql`${interviewSessions.status} <> 'in_progress' or ${interviewSessions.expiresAt} < ${now}`),
        ),
      )
      .returning({ fileKey: interviewAudio.fileKey });
    return rows.map((r) => r.fileKey);
  }

  /** Audio of one answer (once it is recorded) or of a whole session (once it ended): rows go, keys returned. */
  async deleteAudio(where: { sessionId: number; questionId?: number }): Promise<string[]> {
    const rows = await this.db
      .delete(interviewAudio)
      .where(
        and(
          eq(interviewAudio.sessionId, where.sessionId),
          where.questionId === undefined ? undefined : eq(interviewAudio.questionId, where.questionId),
        ),
      )
      .returning({ fileKey: interviewAudio.fileKey });
    return rows.map((r) => r.fileKey);
  }

  /** What one user keeps: files and bytes of audio. */
  async audioKept(userId: number): Promise<{ files: number; bytes: number }> {
    const [row] = await this.db
      .select({ files: sql<number>`count(*)::int`, bytes: sql<number | null>`sum(${interviewAudio.bytes})` })
      .from(interviewAudio)
      .where(eq(interviewAudio.userId, userId));
    return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  /**
   * Deletes a session with its questions, answers and audio (cascade); null when not the owner's,
   * else the audio files its rows held (the caller removes them).
   */
  deleteSession(userId: number, id: number): Promise<{ audioKeys: string[] } | null> {
    return this.db.transaction(async (tx) => {
      const audio = await tx
        .select({ fileKey: interviewAudio.fileKey })
        .from(interviewAudio)
        .innerJoin(interviewSessions, eq(interviewSessions.id, interviewAudio.sessionId))
        .where(and(eq(interviewAudio.sessionId, id), eq(interviewSessions.userId, userId)));
      const rows = await tx
        .delete(interviewSessions)
        .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)))
        .returning({ id: interviewSessions.id });
      return rows.length > 0 ? { audioKeys: audio.map((r) => r.fileKey) } : null;
    });
  }
}
