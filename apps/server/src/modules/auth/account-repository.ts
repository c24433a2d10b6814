import { and, desc, eq, gt, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { interviewAudio, interviewSessions } from '../interview/schema.ts';
import { jobs } from '../jobs/schema.ts';
import { positions } from '../positions/schema.ts';
import { resumes } from '../resumes/schema.ts';
import { loginThrottles, rateCounters, sessions, smsCodes, users } from './schema.ts';

const count = sql<number>`count(*)::int`;

/** The personal center's queries: live sessions, and what deleting an account removes. */
export class AccountRepository {
  constructor(private readonly db: TDb) {}

  listLiveSessions(userId: number, now: Date) {
    return this.db
      .select({
        id: sessions.id,
        method: sessions.method,
        createdAt: sessions.createdAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.createdAt))
      .limit(50);
  }

  /** Revokes one of the user's own sessions; false when it is not theirs or already ended. */
  async revokeOwnSession(userId: number, sessionId: string, reason: string): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length === 1;
  }

  async revokeOtherSessions(userId: number, keepSessionId: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  }

  /** Binds a proven phone: spends the code, takes the number from any unverified holder. */
  bindPhone(userId: number, phone: string, codeId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const spent = await tx
        .update(smsCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      if (spent.length !== 1) return false;
      await tx
        .update(users)
        .set({ phone: null, updatedAt: new Date() })
        .where(and(eq(users.phone, phone), eq(users.phoneVerified, false), ne(users.id, userId)));
      await tx.update(users).set({ phone, phoneVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
      return true;
    });
  }

  async ownedCounts(userId: number): Promise<{ resumes: number; positions: number; interviewSessions: number }> {
    const [[r], [p], [s]] = await Promise.all([
      this.db.select({ n: count }).from(resumes).where(eq(resumes.userId, userId)),
      this.db.select({ n: count }).from(positions).where(eq(positions.userId, userId)),
      this.db.select({ n: count }).from(interviewSessions).where(eq(interviewSessions.userId, userId)),
    ]);
    return { resumes: Number(r?.n ?? 0), positions: Number(p?.n ?? 0), interviewSessions: Number(s?.n ?? 0) };
  }

  /** The user's stored files: resume originals and the audio of running voice answers. */
  async resumeFileKeys(userId: number): Promise<string[]> {
    const [rows, audio] = await Promise.all([
      this.db.select({ key: resumes.fileKey }).from(resumes).where(eq(resumes.userId, userId)),
      this.db.select({ key: interviewAudio.fileKey }).from(interviewAudio).where(eq(interviewAudio.userId, userId)),
    ]);
    return [...rows, ...audio].flatMap((r) => (r.key ? [r.key] : []));
  }

  /**
   * Deletes the user (every owned row goes with it by ON DELETE CASCADE) and the traces kept
   * outside foreign keys: its AI jobs (payloads and results hold its resumes), the login throttle
   * rows and the SMS codes and counters of its phone.
   */
  deleteUser(user: { id: number; phone: string | null }): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.delete(jobs).where(eq(jobs.userId, user.id));
      await tx.delete(loginThrottles).where(like(loginThrottles.account, `user:${user.id}@%`));
      if (user.phone) {
        await tx.delete(smsCodes).where(eq(smsCodes.phone, user.phone));
        await tx
          .delete(rateCounters)
          .where(or(eq(rateCounters.key, `sms-resend:${user.phone}`), eq(rateCounters.key, `sms-phone:${user.phone}`)));
      }
      await tx.delete(users).where(eq(users.id, user.id));
    });
  }
}
