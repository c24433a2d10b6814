import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** A phone proven by an SMS code; an unproven one never blocks its real owner (decisions.md). */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    /** This user's own code to invite friends with. */
    inviteCode: text('invite_code').notNull(),
    /** The code (and channel) this user registered with, if any. */
    invitedByCode: text('invited_by_code'),
    channel: text('channel'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    wechatOpenid: text('wechat_openid'),
    wechatUnionid: text('wechat_unionid'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    index('users_invited_by_code_idx')
      .on(t.invitedByCode)
      .where(sql`${t.invitedByCode} is not null`),
    uniqueIndex('users_oidc_uq').on(t.oidcIssuer, t.oidcSubject),
    uniqueIndex('users_wechat_uq').on(t.wechatOpenid),
  ],
);

/** One sign-in: the family every rotated refresh token belongs to. Access tokens carry its id. */
export const sessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    createdAt: createdAt(),
    /** Absolute expiry: rotation never extends a session past this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId)],
);

/** Failed password logins per account (lower-cased), kept across restarts. */
export const loginThrottles = pgTable('auth_login_throttles', {
  account: text('account').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  /** Which request counted last: tells a reservation whether it was counted or refused. */
  lastAttemptId: text('last_attempt_id'),
});

export const smsCodes = pgTable(
  'auth_sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('auth_sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const captchas = pgTable('auth_captchas', {
  id: uuid('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** OAuth/OIDC round trips in flight: state, PKCE verifier, nonce, where to land afterwards. */
export const oauthStates = pgTable('auth_oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier'),
  nonce: text('nonce'),
  redirectUrl: text('redirect_url'),
  /** 'login' (sign in or create an account) or 'link' (add the identity to `userId`'s account). */
  purpose: text('purpose').notNull().default('login'),
  /** For a 'link' round trip: the signed-in user who started it (no one else may finish it). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Rate-limit counters in the database, so every instance and every restart sees them. */
export const rateCounters = pgTable('auth_rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
