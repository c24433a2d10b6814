import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';
import { users } from '../auth/schema.ts';
import { interviewQuestions, interviewSessions, minutesLedger } from '../interview/schema.ts';
import { resumeOptimizations } from '../optimizations/schema.ts';
import { resumes } from '../resumes/schema.ts';
import { REAL_USE } from './real-use.ts';
import { invitationPhoneMarks } from './schema.ts';

/**
 * The interview module's lock namespace for one user's minutes (interview/repository.ts): ledger
 * writes of one user, charges and rewards alike, happen one at a time.
 */
const MINUTES_LOCK = 73_010;
export const REWARD_KIND = 'invitation_reward';
const inviter = alias(users, 'inviter');

export interface TFriendRow {
  id: number;
  username: string;
  displayName: string | null;
  phone: string | null;
  createdAt: Date;
}

export interface TRewardRow {
  reference: string;
  minutes: number;
  createdAt: Date;
}

/** An answer in an ended interview, or the resume of a finished optimisation. */
export interface TUseEvidence {
  userId: number;
  kind: 'answer' | 'resume';
  text: string;
  /** Whether the interview judged the answer off topic (answers only). */
  offTopic?: boolean | null;
  /** The answer's score, 0–100 (answers only; null when it was not scored). */
  score?: number | null;
  /** The question it answers (answers only). */
  question?: string | null;
}

export type TCreditOutcome = 'rewarded' | 'already' | 'capped' | 'same_phone';

export interface TCredit {
  inviterId: number;
  friendId: number;
  friendName: string;
  /** Keyed digest of the friend's phone, when it has one. */
  phoneDigest: string | null;
  minutes: number;
  monthlyCap: number;
  monthStart: Date;
}

/** Invitation queries: the inviter's friends (users who registered with its code) and its rewards. */
export class InvitationsRepository {
  constructor(private readonly db: TDb) {}

  async findUser(id: number): Promise<{ id: number; inviteCode: string; phone: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: users.id, inviteCode: users.inviteCode, phone: users.phone })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /** The id of the user whose code this user registered with, if any. */
  async findInviterOf(userId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: inviter.id })
      .from(users)
      .innerJoin(inviter, eq(inviter.inviteCode, users.invitedByCode))
      .where(eq(users.id, userId));
    return row?.id;
  }

  listFriends(inviteCode: string): Promise<TFriendRow[]> {
    return this.db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        phone: users.phone,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.invitedByCode, inviteCode))
      .orderBy(desc(users.id))
      .limit(500);
  }

  listRewards(inviterId: number): Promise<TRewardRow[]> {
    return this.db
      .select({
        reference: sql<string>`${minutesLedger.reference}`,
        minutes: minutesLedger.minutes,
        createdAt: minutesLedger.createdAt,
      })
      .from(minutesLedger)
      .where(
        and(
          eq(minutesLedger.userId, inviterId),
          eq(minutesLedger.kind, REWARD_KIND),
          isNotNull(minutesLedger.reference),
        ),
      );
  }

  /**
   * What these users did that may count as using the product (judged in real-use.ts): the answers
   * they gave in ended interviews and the resumes behind their finished optimisations. Texts too
   * short to count are left out here; a resume is read only as far as the judgement needs.
   */
  async listUseEvidence(userIds: number[]): Promise<TUseEvidence[]> {
    if (userIds.length === 0) return [];
    const [answers, resumesUsed] = await Promise.all([
      this.db
        .select({
          userId: interviewSessions.userId,
          text: sql<string>`left(${interviewQuestions.answerText}, 2000)`,
          offTopic: sql<boolean | null>`(${interviewQuestions.feedback}->>'off_topic')::boolean`,
          score: sql<number | null>`(${interviewQuestions.feedback}->>'score')::int`,
          question: sql<string>`left(${interviewQuestions.text}, 1000)`,
        })
        .from(interviewQuestions)
        .innerJoin(interviewSessions, eq(interviewSessions.id, interviewQuestions.sessionId))
        .where(
          and(
            inArray(interviewSessions.userId, userIds),
            isNotNull(interviewSessions.endedAt),
            isNotNull(interviewQuestions.answeredAt),
            sql`char_length(${interviewQuestions.answerText}) >= ${REAL_USE.answerChars}`,
          ),
        )
        .limit(5_000),
      this.db
        .selectDistinct({ userId: resumeOptimizations.userId, text: sql<string>`left(${resumes.content}, 4000)` })
        .from(resumeOptimizations)
        .innerJoin(resumes, eq(resumes.id, resumeOptimizations.resumeId))
        .where(
          and(
            inArray(resumeOptimizations.userId, userIds),
            inArray(resumeOptimizations.status, ['completed', 'superseded']),
            sql`char_length(${resumes.content}) >= ${REAL_USE.resumeChars}`,
          ),
        )
        .limit(5_000),
    ]);
    return [
      ...answers.map((r) => ({ ...r, kind: 'answer' as const })),
      ...resumesUsed.map((r) => ({ ...r, kind: 'resume' as const })),
    ];
  }

  /**
   * Credits one friend's reward at most once: under the inviter's minutes lock, the ledger's unique
   * (user, kind, reference) index and the phone marks decide, so parallel or retried calls give one
   * entry; beyond the monthly cap nothing is written (the friend stays pending for a later month).
   */
  credit(c: TCredit): Promise<TCreditOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MINUTES_LOCK}, ${c.inviterId})`);
      const reference = String(c.friendId);
      const [existing] = await tx
        .select({ id: minutesLedger.id })
        .from(minutesLedger)
        .where(
          and(
            eq(minutesLedger.userId, c.inviterId),
            eq(minutesLedger.kind, REWARD_KIND),
            eq(minutesLedger.reference, reference),
          ),
        );
      if (existing) return 'already';
      if (c.phoneDigest) {
        const [mark] = await tx
          .select({ d: invitationPhoneMarks.phoneDigest })
          .from(invitationPhoneMarks)
          .where(
            and(eq(invitationPhoneMarks.inviterId, c.inviterId), eq(invitationPhoneMarks.phoneDigest, c.phoneDigest)),
          );
        if (mark) return 'same_phone';
      }
      const [month] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(minutesLedger)
        .where(
          and(
            eq(minutesLedger.userId, c.inviterId),
            eq(minutesLedger.kind, REWARD_KIND),
            gte(minutesLedger.createdAt, c.monthStart),
          ),
        );
      if (Number(month?.n ?? 0) >= c.monthlyCap) return 'capped';
      const inserted = await tx
        .insert(minutesLedger)
        .values({
          userId: c.inviterId,
          kind: REWARD_KIND,
          minutes: c.minutes,
          reference,
          note: `邀请好友「${c.friendName}」注册并使用，奖励模拟面试时长 ${c.minutes} 分钟`,
        })
        .onConflictDoNothing()
        .returning({ id: minutesLedger.id });
      if (inserted.length === 0) return 'already';
      if (c.phoneDigest)
        await tx
          .insert(invitationPhoneMarks)
          .values({ inviterId: c.inviterId, phoneDigest: c.phoneDigest })
          .onConflictDoNothing();
      return 'rewarded';
    });
  }

  async getOrCreateSecret(create: () => string): Promise<string> {
    const key = 'invitation_phone_secret';
    await this.db.insert(appMeta).values({ key, value: create() }).onConflictDoNothing();
    const [row] = await this.db.select().from(appMeta).where(eq(appMeta.key, key));
    if (!row) throw new Error(`app_meta ${key} missing`);
    return row.value;
  }
}
