import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';
import {
  captchas,
  loginThrottles,
  oauthStates,
  rateCounters,
  refreshTokens,
  sessions,
  smsCodes,
  users,
} from './schema.ts';

export type TUserRow = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;
export type TSessionRow = typeof sessions.$inferSelect;
export type TSmsCodeRow = typeof smsCodes.$inferSelect;
export type TOauthOwner = { purpose: 'login' } | { purpose: 'link'; userId: number };
export type TLinkedIdentity =
  | { provider: 'wechat'; openid: string; unionid: string | null }
  | { provider: 'oidc'; issuer: string; subject: string };
export type TSessionWithUser = Pick<TSessionRow, 'userId' | 'revokedAt' | 'expiresAt'> & { user: TUserRow };

/** Every query of the auth module; nothing else in the module touches the ORM. */
export class AuthRepository {
  constructor(private readonly db: TDb) {}

  transaction<T>(run: (repo: AuthRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => run(new AuthRepository(tx as unknown as TDb)));
  }

  // --- settings -------------------------------------------------------------------------------
  /** Reads a setting, creating it with `create()` the first time (first writer wins). */
  async getOrCreateMeta(key: string, create: () => string): Promise<string> {
    await this.db.insert(appMeta).values({ key, value: create() }).onConflictDoNothing();
    const [row] = await this.db.select().from(appMeta).where(eq(appMeta.key, key));
    if (!row) throw new Error(`app_meta ${key} missing`);
    return row.value;
  }

  // --- users ----------------------------------------------------------------------------------
  async findUserById(id: number): Promise<TUserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findUserByUsername(username: string): Promise<TUserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    return row;
  }

  async findUserByEmail(email: string): Promise<TUserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return row;
  }

  async findUserByPhone(phone: string): Promise<TUserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone));
    return row;
  }

  /** A phone is a sign-in identity only once its owner proved it with an SMS code. */
  async findUserByVerifiedPhone(phone: string): Promise<TUserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.phoneVerified, true)));
    return row;
  }

  async findUserByInviteCode(code: string): Promise<TUserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.inviteCode, code));
    return row;
  }

  async findUserByOidc(issuer: string, subject: string): Promise<TUserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
    return row;
  }

  async findUserByWechat(openid: string): Promise<TUserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.wechatOpenid, openid));
    return row;
  }

  async insertUser(values: TNewUser): Promise<TUserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row!;
  }

  async updateUser(id: number, values: Partial<TNewUser>): Promise<void> {
    await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  /** Removes an unverified phone from whoever holds it (its real owner just proved it by SMS). */
  async releaseUnverifiedPhone(phone: string): Promise<void> {
    await this.db
      .update(users)
      .set({ phone: null, updatedAt: new Date() })
      .where(and(eq(users.phone, phone), eq(users.phoneVerified, false)));
  }

  // --- sessions and refresh tokens ------------------------------------------------------------
  async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  async findSession(id: string): Promise<TSessionRow | undefined> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, id));
    return row;
  }

  /**
   * Every signed-in request asks this: the session's state and its user in one round trip, as a
   * prepared statement (built once per repository, not per request). Never cached: a revoked
   * session is refused by the very next request, on every instance.
   */
  async findSessionWithUser(id: string): Promise<TSessionWithUser | undefined> {
    this.sessionWithUser ??= this.db
      .select({ userId: sessions.userId, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare('auth_find_session_with_user');
    const [row] = await this.sessionWithUser.execute({ id });
    return row;
  }

  private sessionWithUser?: { execute(values: { id: string }): Promise<TSessionWithUser[]> };

  async revokeSession(id: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  async revokeAllSessions(userId: number, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  async insertRefreshToken(tokenHash: string, sessionId: string): Promise<void> {
    await this.db.insert(refreshTokens).values({ tokenHash, sessionId });
  }

  async findRefreshToken(tokenHash: string) {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks a refresh token used; false when it already was (a concurrent or replayed use). */
  async useRefreshToken(tokenHash: string): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    return rows.length === 1;
  }

  // --- login throttling -----------------------------------------------------------------------
  async getThrottle(account: string) {
    const [row] = await this.db.select().from(loginThrottles).where(eq(loginThrottles.account, account));
    return row;
  }

  /**
   * Reserves one sign-in attempt atomically, before the password is checked. While a lock is in
   * force nothing is counted. The attempt that reaches `lockAfter` sets the lock at once, so
   * parallel guesses behind it are refused; a right password then clears it. Returns whether this
   * request was counted, its number, and the lock in force.
   */
  async reserveAttempt(
    account: string,
    now: Date,
    policy: { lockAfter: number; firstLockS: number; maxLockS: number },
  ): Promise<{ counted: boolean; attempt: number; lockedUntil: Date | null }> {
    const at = now.toISOString();
    const attemptId = randomUUID();
    const t = loginThrottles;
    const lockedNow = sql`${t.lockedUntil} > ${at}::timestamptz`;
    const [row] = await this.db
      .insert(t)
      .values({ account, failures: 1, lastFailureAt: now, lastAttemptId: attemptId })
      .onConflictDoUpdate({
        target: t.account,
        set: {
          failures: sql`case when ${lockedNow} then ${t.failures} else ${t.failures} + 1 end`,
          lastFailureAt: sql`case when ${lockedNow} then ${t.lastFailureAt} else ${at}::timestamptz end`,
          lastAttemptId: sql`case when ${lockedNow} then ${t.lastAttemptId} else ${attemptId} end`,
          lockedUntil: sql`case when ${lockedNow} then ${t.lockedUntil}
            when ${t.failures} + 1 >= ${policy.lockAfter}
              then ${at}::timestamptz + make_interval(secs => least(${policy.maxLockS}, ${policy.firstLockS} * power(2, ${t.failures} + 1 - ${policy.lockAfter})))
            else ${t.lockedUntil} end`,
        },
      })
      .returning({ failures: t.failures, lockedUntil: t.lockedUntil, lastAttemptId: t.lastAttemptId });
    return { counted: row!.lastAttemptId === attemptId, attempt: row!.failures, lockedUntil: row!.lockedUntil };
  }

  async peekThrottle(account: string): Promise<{ failures: number; lockedUntil: Date | null } | undefined> {
    const [row] = await this.db
      .select({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil })
      .from(loginThrottles)
      .where(eq(loginThrottles.account, account));
    return row;
  }

  async clearThrottle(account: string): Promise<void> {
    await this.db.delete(loginThrottles).where(eq(loginThrottles.account, account));
  }

  /** Every address's lock on one account (its keys are `user:<id>@<address>`). */
  async clearUserThrottles(userId: number): Promise<void> {
    await this.db.delete(loginThrottles).where(like(loginThrottles.account, `user:${userId}@%`));
  }

  // --- rate counters --------------------------------------------------------------------------
  /** Adds one hit to a fixed window counter atomically; returns the count and the window end. */
  async hitCounter(key: string, windowMs: number, now: Date): Promise<{ count: number; windowEndsAt: Date }> {
    const ends = new Date(now.getTime() + windowMs);
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, count: 1, windowEndsAt: ends })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateCounters.count} + 1 end`,
          windowEndsAt: sql`case when ${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${ends.toISOString()}::timestamptz else ${rateCounters.windowEndsAt} end`,
        },
      })
      .returning({ count: rateCounters.count, windowEndsAt: rateCounters.windowEndsAt });
    return row!;
  }

  /** A counter's count in its live window (0 when there is none or it has ended); counts nothing. */
  async peekCounter(key: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: rateCounters.count })
      .from(rateCounters)
      .where(and(eq(rateCounters.key, key), gt(rateCounters.windowEndsAt, now)));
    return row?.count ?? 0;
  }

  /** Takes back one hit of a live window (a request that, once decided, should not count). */
  async unhitCounter(key: string, now: Date): Promise<void> {
    await this.db
      .update(rateCounters)
      .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
      .where(and(eq(rateCounters.key, key), gt(rateCounters.windowEndsAt, now)));
  }

  async deleteCounters(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(rateCounters).where(inArray(rateCounters.key, keys));
  }

  // --- SMS codes ------------------------------------------------------------------------------
  async insertSmsCode(values: typeof smsCodes.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
    return row!.id;
  }

  async latestLiveSmsCode(phone: string, purpose: string): Promise<TSmsCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    return row;
  }

  /** Takes one of a code's tries atomically (before comparing); undefined when none is left. */
  async reserveSmsAttempt(id: number, maxAttempts: number, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(
        and(
          eq(smsCodes.id, id),
          lt(smsCodes.attempts, maxAttempts),
          isNull(smsCodes.consumedAt),
          gt(smsCodes.expiresAt, now),
        ),
      )
      .returning({ attempts: smsCodes.attempts });
    return row?.attempts;
  }

  async deleteSmsCode(id: number): Promise<void> {
    await this.db.delete(smsCodes).where(eq(smsCodes.id, id));
  }

  /** Consumes a code once; false when another request consumed it first. */
  async consumeSmsCode(id: number): Promise<boolean> {
    const rows = await this.db
      .update(smsCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  }

  // --- captchas -------------------------------------------------------------------------------
  async insertCaptcha(values: typeof captchas.$inferInsert): Promise<void> {
    await this.db.insert(captchas).values(values);
  }

  /** Consumes a captcha (single use, right or wrong) and returns its row if it was live. */
  async consumeCaptcha(id: string, now: Date) {
    const [row] = await this.db
      .update(captchas)
      .set({ consumedAt: now })
      .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, now)))
      .returning();
    return row;
  }

  /** Removes spent and expired rows (captchas, SMS codes, OAuth states, counters, stale throttles). */
  async deleteExpired(now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    await this.db.delete(captchas).where(lt(captchas.expiresAt, now));
    await this.db.delete(smsCodes).where(lt(smsCodes.createdAt, dayAgo));
    await this.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    await this.db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, now));
    await this.db
      .delete(loginThrottles)
      .where(
        and(
          lt(loginThrottles.lastFailureAt, dayAgo),
          sql`(${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} < ${now.toISOString()}::timestamptz)`,
        ),
      );
  }

  // --- OAuth states ---------------------------------------------------------------------------
  async insertOauthState(values: typeof oauthStates.$inferInsert): Promise<void> {
    await this.db.insert(oauthStates).values(values);
  }

  /**
   * Takes a state out (single use) if it is live, for this provider and for this purpose: a
   * sign-in takes only 'login' states, a link only the 'link' states its own user started.
   */
  async takeOauthState(state: string, provider: string, now: Date, owner: TOauthOwner = { purpose: 'login' }) {
    const [row] = await this.db
      .delete(oauthStates)
      .where(
        and(
          eq(oauthStates.state, state),
          eq(oauthStates.provider, provider),
          gt(oauthStates.expiresAt, now),
          eq(oauthStates.purpose, owner.purpose),
          owner.purpose === 'link' ? eq(oauthStates.userId, owner.userId) : isNull(oauthStates.userId),
        ),
      )
      .returning();
    return row;
  }

  // --- linked identities ----------------------------------------------------------------------
  /** Sets the identity only while the account has none of this kind; false when it already has one. */
  async linkIdentity(userId: number, identity: TLinkedIdentity): Promise<boolean> {
    const values =
      identity.provider === 'wechat'
        ? { wechatOpenid: identity.openid, wechatUnionid: identity.unionid }
        : { oidcIssuer: identity.issuer, oidcSubject: identity.subject };
    const empty = identity.provider === 'wechat' ? isNull(users.wechatOpenid) : isNull(users.oidcSubject);
    const rows = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(users.id, userId), empty))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /**
   * Clears the identity only if the account keeps a way to sign in afterwards (a password, a
   * verified phone, or the other identity when `otherCounts`): one statement, so two unlinks
   * racing cannot both pass the check. False when nothing was cleared.
   */
  async unlinkIdentity(userId: number, provider: 'wechat' | 'oidc', otherCounts: boolean): Promise<boolean> {
    const linked = provider === 'wechat' ? isNotNull(users.wechatOpenid) : isNotNull(users.oidcSubject);
    const other = provider === 'wechat' ? isNotNull(users.oidcSubject) : isNotNull(users.wechatOpenid);
    const values =
      provider === 'wechat' ? { wechatOpenid: null, wechatUnionid: null } : { oidcIssuer: null, oidcSubject: null };
    const rows = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, userId),
          linked,
          or(isNotNull(users.passwordHash), eq(users.phoneVerified, true), otherCounts ? other : sql`false`),
        ),
      )
      .returning({ id: users.id });
    return rows.length === 1;
  }
}
