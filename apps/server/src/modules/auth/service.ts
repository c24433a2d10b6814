import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AppError,
  AUTH_MESSAGES,
  isValidEmail,
  isValidPhone,
  isValidUsername,
  LINK_PROVIDER_NAMES,
  type TCaptchaResponse,
  type TLinkProvider,
  type TLoginResponse,
  type TPasswordLoginRequest,
  type TPasswordRegisterRequest,
  type TSmsRegisterRequest,
  type TUser,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import { CAPTCHA_TTL_MS, createCaptchaImage, hashCaptchaAnswer } from './captcha.ts';
import { OidcClient, type TOidcClaims } from './oidc.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { AuthRepository, TLinkedIdentity, TOauthOwner, TUserRow } from './repository.ts';
import { buildSmsText, type SmsProvider, type TSmsPurpose } from './sms.ts';
import { createRefreshToken, hashToken, type TokenService, type TTokenClaims, type TTokenKind } from './tokens.ts';
import { WechatClient, type TWechatProfile } from './wechat.ts';

import { addressKey } from '../../http/address-key.ts';
import type { KnownDevices } from './known-devices.ts';
import { accountGuessKeys, lockedError, releaseAccountGuess, reserveAccountGuess } from './account-guesses.ts';
import { LIMITS } from './limits.ts';
import { SmsOutbox } from './sms-outbox.ts';

export { LIMITS } from './limits.ts';

/** A sign-in method this deployment has not configured: 503, logged at info (no stack at error). */
function notConfigured(message: string): AppError {
  return Object.assign(new AppError('SERVICE_UNAVAILABLE', message), { logLevel: 'info' as const });
}

export type TCaptchaFactory = () => { id: string; answer: string; dataUrl: string };

/** The invitation a first sign-in through OIDC or WeChat creates its account with. */
export interface TInvitationInput {
  invitation_code?: string | undefined;
  channel?: string | undefined;
}

export interface TRequestContext {
  ip: string;
  userAgent: string | undefined;
  /** The known-device cookie the request carried (`known-devices.ts`). */
  deviceCookie?: string | undefined;
  now?: Date;
}

export interface TAuthenticated {
  user: TUserRow;
  claims: TTokenClaims;
}

/** What the OAuth cookie holds: a hash of the state, so the cookie alone is no use to anyone. */
export function oauthStateBinding(state: string): string {
  return createHash('sha256').update(`oauth-state:${state}`).digest('base64url');
}

/** Whether the account holds an identity of this provider. */
function isLinked(user: TUserRow, provider: TLinkProvider): boolean {
  return Boolean(provider === 'wechat' ? user.wechatOpenid : user.oidcSubject);
}

function maskPhone(phone: string | null): string | null {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : null;
}

export function toPublicUser(row: TUserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    display_name: row.displayName,
    email: row.email,
    phone: maskPhone(row.phone),
    avatar_url: row.avatarUrl,
    invite_code: row.inviteCode,
    created_at: row.createdAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Control characters and backslashes never belong in a redirect target. */
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const UNSAFE_URL_CHARS = /[\u0000-\u001f\u007f\\]/;

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomInviteCode = () =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

export class AuthService {
  readonly oidc: OidcClient | undefined;
  readonly wechat: WechatClient | undefined;
  private readonly outbox: SmsOutbox;

  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly sms: SmsProvider,
    private readonly config: TConfig,
    private readonly smsSecret: string,
    private readonly knownDevices: KnownDevices,
    private readonly log: FastifyBaseLogger,
    private readonly makeCaptcha: TCaptchaFactory = createCaptchaImage,
  ) {
    this.outbox = new SmsOutbox(sms, repo, log);
    this.oidc = config.auth.oidc ? new OidcClient(config.auth.oidc) : undefined;
    this.wechat = config.auth.wechat ? new WechatClient(config.auth.wechat) : undefined;
  }

  get captchaMode(): 'image' | 'none' {
    return this.config.auth.captchaMode === 'image' ? 'image' : 'none';
  }

  // --- sessions -------------------------------------------------------------------------------
  private async issueSession(user: TUserRow, method: string, ctx: TRequestContext): Promise<TLoginResponse> {
    const now = ctx.now ?? new Date();
    const sessionId = randomUUID();
    const refresh = createRefreshToken();
    await this.repo.transaction(async (repo) => {
      await repo.insertSession({
        id: sessionId,
        userId: user.id,
        method,
        expiresAt: new Date(now.getTime() + this.config.auth.refreshTokenDays * 86_400_000),
        userAgent: ctx.userAgent?.slice(0, 300) ?? null,
        ip: ctx.ip,
      });
      await repo.insertRefreshToken(refresh.hash, sessionId);
    });
    return this.loginResponse(user, sessionId, refresh.token);
  }

  private async loginResponse(user: TUserRow, sessionId: string, refreshToken: string): Promise<TLoginResponse> {
    const [access, api] = await Promise.all([
      this.tokens.sign('access', user.id, sessionId),
      this.tokens.sign('api', user.id, sessionId),
    ]);
    return {
      success: true,
      access_token: access.token,
      refresh_token: refreshToken,
      expires_at: access.expiresAt.toISOString(),
      user: toPublicUser(user),
      casdoor_token: api.token,
    };
  }

  /** A bearer token of an accepted kind, whose session is live and whose user exists. */
  async authenticate(token: string | undefined, accept: TTokenKind[]): Promise<TAuthenticated | undefined> {
    if (!token) return undefined;
    const claims = await this.tokens.verify(token, accept);
    if (!claims) return undefined;
    const session = await this.repo.findSessionWithUser(claims.sessionId);
    if (!session || session.revokedAt || session.expiresAt <= new Date() || session.userId !== claims.userId) {
      return undefined;
    }
    return { user: session.user, claims };
  }

  /**
   * Rotation: each refresh token works once; a second use revokes the whole session — except a
   * repeat within `refreshReuseGraceMs` of the first use while its successor is still unused (two
   * tabs refreshing together), which gets the very same successor: one chain per session, so a
   * later reuse of any spent token is still caught. The successor is derived from the token
   * (TokenService.successorOf), so the repeat can be given it although only hashes are stored.
   */
  async refresh(refreshToken: string): Promise<TLoginResponse> {
    const tokenHash = hashToken(refreshToken);
    const row = await this.repo.findRefreshToken(tokenHash);
    if (!row) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.refreshInvalid);
    const session = await this.repo.findSession(row.sessionId);
    if (!session || session.revokedAt || session.expiresAt <= new Date()) {
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.refreshInvalid);
    }
    const user = await this.repo.findUserById(session.userId);
    if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.refreshInvalid);
    const next = this.tokens.successorOf(refreshToken);
    // Spend the old token and store the new one together: a failure leaves the old one usable.
    const rotated =
      !row.usedAt &&
      (await this.repo.transaction(async (repo) => {
        if (!(await repo.useRefreshToken(tokenHash))) return false;
        await repo.insertRefreshToken(next.hash, session.id);
        return true;
      }));
    if (!rotated) {
      const usedAt = row.usedAt ?? (await this.repo.findRefreshToken(tokenHash))?.usedAt;
      const successor = await this.repo.findRefreshToken(next.hash);
      const isRepeat =
        usedAt &&
        Date.now() - usedAt.getTime() <= LIMITS.refreshReuseGraceMs &&
        successor?.sessionId === session.id &&
        !successor.usedAt;
      if (isRepeat) {
        this.log.info({ sessionId: session.id }, '刷新令牌在宽限期内重复使用（多个标签页同时刷新），返回同一个新令牌');
        return this.loginResponse(user, session.id, next.token);
      }
      await this.repo.revokeSession(session.id, 'refresh_token_reuse');
      this.log.warn({ sessionId: session.id, userId: session.userId }, '刷新令牌被重复使用，已吊销整个会话');
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.refreshInvalid);
    }
    return this.loginResponse(user, session.id, next.token);
  }

  /** Revokes the session of the access token and/or of the refresh token given. */
  async logout(sessionId: string | undefined, refreshToken: string | undefined): Promise<void> {
    if (sessionId) await this.repo.revokeSession(sessionId, 'logout');
    if (refreshToken) {
      const row = await this.repo.findRefreshToken(hashToken(refreshToken));
      if (row) await this.repo.revokeSession(row.sessionId, 'logout');
    }
  }

  // --- captcha --------------------------------------------------------------------------------
  async createCaptcha(ip: string, now = new Date()): Promise<TCaptchaResponse> {
    if (this.captchaMode === 'none') return { success: true, captcha_id: '', image: '', type: 'none' };
    await this.limit(`captcha:${addressKey(ip)}`, LIMITS.captchasPerIpPerMinute, 60_000);
    const captcha = this.makeCaptcha();
    await this.repo.insertCaptcha({
      id: captcha.id,
      answerHash: hashCaptchaAnswer(captcha.id, captcha.answer),
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
    return { success: true, captcha_id: captcha.id, image: captcha.dataUrl, type: 'image' };
  }

  /** Single use: a captcha is spent by any check, right or wrong. */
  private async checkCaptcha(
    id: string | undefined,
    code: string | undefined,
    details?: Record<string, unknown>,
  ): Promise<void> {
    if (this.captchaMode === 'none') return;
    if (!id || !code)
      throw new AppError('BAD_REQUEST', AUTH_MESSAGES.captchaRequired, { captcha_required: true, ...details });
    if (!UUID.test(id))
      throw new AppError('BAD_REQUEST', AUTH_MESSAGES.captchaWrong, { captcha_required: true, ...details });
    const row = await this.repo.consumeCaptcha(id, new Date());
    if (!row || row.answerHash !== hashCaptchaAnswer(id, code)) {
      throw new AppError('BAD_REQUEST', AUTH_MESSAGES.captchaWrong, { captcha_required: true, ...details });
    }
  }

  // --- rate limits ----------------------------------------------------------------------------
  private async limit(key: string, max: number, windowMs: number): Promise<void> {
    const { count } = await this.repo.hitCounter(key, windowMs, new Date());
    if (count > max) throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyRequests);
  }

  /**
   * A phone is checked only behind a valid captcha (spent by the check): answered freely, the
   * route would list which numbers have accounts (issue 34, item 8). Counted before the captcha.
   */
  async checkPhoneAvailability(
    body: { phone: string; captcha_id?: string | undefined; captcha_code?: string | undefined },
    ip: string,
  ): Promise<boolean> {
    await this.limit(`check:${addressKey(ip)}`, LIMITS.checksPerIpPerMinute, 60_000);
    await this.checkCaptcha(body.captcha_id, body.captcha_code);
    return !(await this.repo.findUserByPhone(body.phone));
  }

  async checkAvailability(kind: 'username' | 'email', value: string, ip: string): Promise<boolean> {
    await this.limit(`check:${addressKey(ip)}`, LIMITS.checksPerIpPerMinute, 60_000);
    const existing =
      kind === 'username' ? await this.repo.findUserByUsername(value) : await this.repo.findUserByEmail(value);
    return !existing;
  }

  // --- registration ---------------------------------------------------------------------------
  private async resolveInvitation(code: string | undefined, phone?: string | null): Promise<string | null> {
    if (!code) return null;
    const row = await this.repo.findUserByInviteCode(code.toUpperCase());
    // The code's owner holds this phone: the same person's second account, which earns nothing.
    if (!row || (phone && row.phone === phone)) return null;
    return row.inviteCode;
  }

  /** Spent and expired rows go, so the tables do not grow without end. */
  deleteExpired(): Promise<void> {
    return this.repo.deleteExpired(new Date());
  }

  private async newInviteCode(): Promise<string> {
    for (;;) {
      const code = randomInviteCode();
      if (!(await this.repo.findUserByInviteCode(code))) return code;
    }
  }

  async registerWithPassword(body: TPasswordRegisterRequest, ctx: TRequestContext): Promise<TLoginResponse> {
    await this.limit(`register:${addressKey(ctx.ip)}`, this.config.auth.registrationsPerIpPerHour, 3_600_000);
    // Through an invitation a registration passes a captcha (an SMS registration passed one with
    // its code): accounts for invitation rewards cannot be made by a script (issue 34, item 3).
    // So does one that gives a phone: its 409 says the number has an account, which only
    // /check/phone behind a captcha may say (issue 34, item 8).
    if (body.invitation_code?.trim() || body.phone) await this.checkCaptcha(body.captcha_id, body.captcha_code);
    if (await this.repo.findUserByUsername(body.username)) throw new AppError('CONFLICT', AUTH_MESSAGES.usernameTaken);
    if (body.email && (await this.repo.findUserByEmail(body.email)))
      throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
    if (body.phone && (await this.repo.findUserByPhone(body.phone)))
      throw new AppError('CONFLICT', AUTH_MESSAGES.phoneTaken);
    const passwordHash = await hashPassword(body.password);
    const user = await this.insertUserOrConflict({
      username: body.username,
      email: body.email ?? null,
      phone: body.phone ?? null,
      phoneVerified: false,
      passwordHash,
      inviteCode: await this.newInviteCode(),
      invitedByCode: await this.resolveInvitation(body.invitation_code, body.phone),
      channel: body.channel ?? null,
    });
    return this.issueSession(user, 'register_password', ctx);
  }

  /** Two registrations racing for one name: the unique index decides, the loser gets a 409. */
  private async insertUserOrConflict(
    values: Parameters<AuthRepository['insertUser']>[0],
    repo = this.repo,
  ): Promise<TUserRow> {
    try {
      return await repo.insertUser(values);
    } catch (error) {
      const text = String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
      if (/users_username_lower_uq/.test(text)) throw new AppError('CONFLICT', AUTH_MESSAGES.usernameTaken);
      if (/users_email_lower_uq/.test(text)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
      if (/users_phone_uq/.test(text)) throw new AppError('CONFLICT', AUTH_MESSAGES.phoneTaken);
      const code =
        (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
      if (code === '23505') throw new AppError('CONFLICT', '数据冲突，请重试');
      throw error;
    }
  }

  private async generateUsername(seed: string): Promise<string> {
    const base = seed.replace(/\W/g, '').slice(0, 12) || 'user';
    for (let i = 0; i < 20; i += 1) {
      const candidate = `${base}_${randomInt(1000, 10_000)}`.slice(0, 20);
      if (isValidUsername(candidate) && !(await this.repo.findUserByUsername(candidate))) return candidate;
    }
    return `user_${randomBytes(6).toString('hex')}`.slice(0, 20);
  }

  async registerWithSms(body: TSmsRegisterRequest, ctx: TRequestContext): Promise<TLoginResponse> {
    await this.limit(`register:${addressKey(ctx.ip)}`, this.config.auth.registrationsPerIpPerHour, 3_600_000);
    if (body.username && (await this.repo.findUserByUsername(body.username))) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.usernameTaken);
    }
    // The code first: a taken number never got one, so nothing here tells which numbers have accounts.
    const codeId = await this.checkSmsCode(body.phone, 'register', body.code);
    const existing = await this.repo.findUserByPhone(body.phone);
    if (existing?.phoneVerified) throw new AppError('CONFLICT', AUTH_MESSAGES.phoneTaken);
    const username = body.username ?? (await this.generateUsername(`u${body.phone.slice(-4)}`));
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const inviteCode = await this.newInviteCode();
    const invitedByCode = await this.resolveInvitation(body.invitation_code, body.phone);
    // One transaction: if the account cannot be created, the code is not spent.
    const user = await this.repo.transaction(async (repo) => {
      await this.spendSmsCode(repo, codeId);
      await repo.releaseUnverifiedPhone(body.phone);
      return this.insertUserOrConflict(
        {
          username,
          phone: body.phone,
          phoneVerified: true,
          passwordHash,
          inviteCode,
          invitedByCode,
          channel: body.channel ?? null,
        },
        repo,
      );
    });
    return this.issueSession(user, 'register_sms', ctx);
  }

  // --- password login with throttling ---------------------------------------------------------
  async loginWithPassword(body: TPasswordLoginRequest, ctx: TRequestContext): Promise<TLoginResponse> {
    const now = ctx.now ?? new Date();
    // Spraying many accounts from one address is stopped before any password is checked.
    await this.limit(`login-ip:${addressKey(ctx.ip)}`, LIMITS.passwordLoginsPerIpPerMinute, 60_000);
    const account = body.account.trim().toLowerCase();
    const user = isValidPhone(account)
      ? await this.repo.findUserByVerifiedPhone(account)
      : isValidEmail(account)
        ? await this.repo.findUserByEmail(account)
        : await this.repo.findUserByUsername(account);
    // Counted per account (whichever name reached it; unknown names as typed) and per client
    // address: guesses from one address lock that address out of the account, never its owner.
    const key = `${user ? `user:${user.id}` : `account:${account}`}@${addressKey(ctx.ip)}`;
    const seen = await this.repo.peekThrottle(key);
    if (seen?.lockedUntil && seen.lockedUntil > now) throw lockedError(seen.lockedUntil, now);
    // Guesses at one account from many addresses are limited for browsers that never signed in
    // to it; its owner's known browsers, and SMS sign-in, are not (issue 34 item 9).
    const isKnown = Boolean(user && this.knownDevices.isKnown(ctx.deviceCookie, user.id, now));
    const guessKeys = isKnown ? [] : accountGuessKeys(user ? `user:${user.id}` : `account:${account}`);
    const accountFailures = guessKeys.length ? await this.repo.peekCounter(guessKeys[0]!, now) : 0;
    // The captcha is checked before the attempt is counted: a failed captcha costs nothing.
    if ((seen?.failures ?? 0) >= LIMITS.captchaAfterFailures || accountFailures >= LIMITS.accountCaptchaAfterFailures)
      await this.checkCaptcha(body.captcha_id, body.captcha_code);
    const guessCount = await reserveAccountGuess(this.repo, guessKeys, now);
    const reservation = await this.repo.reserveAttempt(key, now, {
      lockAfter: LIMITS.lockAfterFailures,
      firstLockS: LIMITS.firstLockMs / 1000,
      maxLockS: LIMITS.maxLockMs / 1000,
    });
    if (!reservation.counted && reservation.lockedUntil) {
      await releaseAccountGuess(this.repo, guessKeys, now);
      throw lockedError(reservation.lockedUntil, now);
    }

    // Unknown account and wrong password: same work, same answer.
    const ok = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !ok) {
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.badCredentials, {
        captcha_required:
          this.captchaMode === 'image' &&
          (reservation.attempt >= LIMITS.captchaAfterFailures || guessCount >= LIMITS.accountCaptchaAfterFailures),
      });
    }
    // A right password takes back only its own guess: it says nothing about the others' guesses.
    await releaseAccountGuess(this.repo, guessKeys, now);
    await this.repo.clearThrottle(key);
    return this.issueSession(user, 'password', ctx);
  }

  // --- SMS codes ------------------------------------------------------------------------------
  private hashSmsCode(phone: string, purpose: TSmsPurpose, code: string): string {
    return createHmac('sha256', this.smsSecret).update(`${phone}:${purpose}:${code}`).digest('hex');
  }

  async sendSmsCode(
    purpose: TSmsPurpose,
    phone: string,
    captcha: { captcha_id?: string | undefined; captcha_code?: string | undefined },
    ctx: TRequestContext,
  ): Promise<{ resend_after_s: number }> {
    const now = ctx.now ?? new Date();
    await this.checkCaptcha(captcha.captcha_id, captcha.captcha_code);
    // Counters first, then the lookup, and the same answer whether or not the phone has an
    // account: these calls cannot be used to find out which numbers are registered. Counters are
    // updated atomically, so parallel sends cannot slip past the limits.
    const resend = await this.repo.hitCounter(`sms-resend:${phone}`, this.config.auth.smsResendSeconds * 1000, now);
    if (resend.count > 1) {
      const seconds = Math.max(1, Math.ceil((resend.windowEndsAt.getTime() - now.getTime()) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.smsTooSoon(seconds), { retry_after_s: seconds });
    }
    if ((await this.repo.hitCounter(`sms-phone:${phone}`, 3_600_000, now)).count > LIMITS.smsPerPhonePerHour) {
      throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.smsPhoneCap);
    }
    if ((await this.repo.hitCounter(`sms-ip:${addressKey(ctx.ip)}`, 3_600_000, now)).count > LIMITS.smsPerIpPerHour) {
      throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.smsIpCap);
    }

    const user = await this.repo.findUserByVerifiedPhone(phone);
    // A code for registering a taken number, or for signing in to a number with no account, is
    // never sent (the user finds out at the next step, which needs the code).
    if ((purpose === 'register' || purpose === 'bind') === Boolean(user))
      return { resend_after_s: this.config.auth.smsResendSeconds };

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Stored and sent after answering (issue 34, item 8): a gateway takes ~170 ms and the insert is
    // one write more, and awaiting either only for numbers that get a code would tell by the
    // response time which numbers are registered.
    this.outbox.send({ phone, code, purpose, text: buildSmsText(purpose, code) }, () =>
      this.repo.insertSmsCode({
        phone,
        purpose,
        codeHash: this.hashSmsCode(phone, purpose, code),
        ip: ctx.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LIMITS.smsTtlMs),
      }),
    );
    return { resend_after_s: this.config.auth.smsResendSeconds };
  }

  /** Resolves when every SMS accepted so far has been handed to the gateway (or failed). */
  settleSms(): Promise<void> {
    return this.outbox.settle();
  }

  /**
   * Checks a code against the newest live one for this phone and purpose. A try is taken (and
   * committed) before comparing, so parallel guesses share the 5 tries. Returns the code's id;
   * the caller spends it with `spendSmsCode`, inside its own transaction when it has one.
   */
  async checkSmsCode(phone: string, purpose: TSmsPurpose, code: string): Promise<number> {
    const row = await this.repo.latestLiveSmsCode(phone, purpose);
    if (!row) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.smsExpired);
    const attempts = await this.repo.reserveSmsAttempt(row.id, LIMITS.smsMaxAttempts, new Date());
    if (attempts === undefined) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.smsExpired);
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(this.hashSmsCode(phone, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      throw new AppError(
        'BAD_REQUEST',
        attempts >= LIMITS.smsMaxAttempts ? AUTH_MESSAGES.smsExpired : AUTH_MESSAGES.smsWrong,
      );
    }
    return row.id;
  }

  /** A right code works once: whoever spends it first wins. */
  private async spendSmsCode(repo: AuthRepository, id: number): Promise<void> {
    if (!(await repo.consumeSmsCode(id))) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.smsExpired);
  }

  async loginWithSms(phone: string, code: string, ctx: TRequestContext): Promise<TLoginResponse> {
    // The code first: a number without an account never got one, so it fails like a wrong code.
    const codeId = await this.checkSmsCode(phone, 'login', code);
    const user = await this.repo.findUserByVerifiedPhone(phone);
    if (!user) throw new AppError('NOT_FOUND', AUTH_MESSAGES.phoneNotRegistered);
    await this.spendSmsCode(this.repo, codeId);
    return this.issueSession(user, 'sms', ctx);
  }

  async resetPassword(phone: string, code: string, newPassword: string): Promise<void> {
    const codeId = await this.checkSmsCode(phone, 'reset', code);
    const user = await this.repo.findUserByVerifiedPhone(phone);
    if (!user) throw new AppError('NOT_FOUND', AUTH_MESSAGES.phoneNotRegistered);
    const passwordHash = await hashPassword(newPassword);
    await this.repo.transaction(async (repo) => {
      await this.spendSmsCode(repo, codeId);
      await repo.updateUser(user.id, { passwordHash });
      await repo.revokeAllSessions(user.id, 'password_reset');
    });
    // The guesses counted were at the old password: the new one starts clean, from every address.
    await this.repo.clearUserThrottles(user.id);
    await this.repo.deleteCounters(accountGuessKeys(`user:${user.id}`));
  }

  /** The known-device cookie after a sign-in to `userId` from the browser that sent `cookie`. */
  rememberDevice(cookie: string | undefined, userId: number): string {
    return this.knownDevices.remember(cookie, userId);
  }

  // --- OAuth / OIDC ---------------------------------------------------------------------------
  /** Only same-site paths: anything resolving to another origin would be an open redirect. */
  private safeRedirect(value: string | undefined): string | null {
    if (!value || UNSAFE_URL_CHARS.test(value)) return null;
    try {
      const base = new URL(this.config.publicUrl);
      const url = new URL(value, base);
      if (url.origin !== base.origin || url.pathname.startsWith('//')) return null;
      return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }

  /** The browser that started the sign-in must be the one finishing it (no login CSRF). */
  private checkStateBinding(state: string, binding: string | undefined): void {
    if (!binding || binding !== oauthStateBinding(state))
      throw new AppError('BAD_REQUEST', AUTH_MESSAGES.oauthStateInvalid);
  }

  private randomToken(): string {
    return randomBytes(32).toString('base64url');
  }

  async getOidcAuthUrl(redirectUrl: string | undefined): Promise<{ authUrl: string; state: string }> {
    return this.startOidc(this.safeRedirect(redirectUrl), { purpose: 'login' });
  }

  private async startOidc(redirectUrl: string | null, owner: TOauthOwner): Promise<{ authUrl: string; state: string }> {
    if (!this.oidc) throw notConfigured(AUTH_MESSAGES.oidcNotConfigured);
    const state = this.randomToken();
    const codeVerifier = this.randomToken();
    const nonce = this.randomToken();
    await this.repo.insertOauthState({
      state,
      provider: 'oidc',
      codeVerifier,
      nonce,
      redirectUrl,
      ...this.stateOwner(owner),
      expiresAt: new Date(Date.now() + LIMITS.oauthStateTtlMs),
    });
    const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
    try {
      return { authUrl: await this.oidc.buildAuthUrl({ state, nonce, codeChallenge: challenge }), state };
    } catch (error) {
      this.log.warn({ err: error }, 'OIDC discovery failed');
      throw new AppError('SERVICE_UNAVAILABLE', '统一身份认证服务暂不可用，请稍后重试');
    }
  }

  private stateOwner(owner: TOauthOwner): { purpose: string; userId: number | null } {
    return owner.purpose === 'link' ? { purpose: 'link', userId: owner.userId } : { purpose: 'login', userId: null };
  }

  /** Checks the browser binding, spends the state and exchanges the code for the provider's claims. */
  private async finishOidc(
    code: string,
    state: string,
    binding: string | undefined,
    owner: TOauthOwner,
  ): Promise<{ issuer: string; claims: TOidcClaims; redirectUrl: string | null }> {
    if (!this.oidc) throw notConfigured(AUTH_MESSAGES.oidcNotConfigured);
    this.checkStateBinding(state, binding);
    const saved = await this.repo.takeOauthState(state, 'oidc', new Date(), owner);
    if (!saved?.codeVerifier || !saved.nonce) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.oauthStateInvalid);
    try {
      const claims = await this.oidc.exchangeCode({ code, codeVerifier: saved.codeVerifier, nonce: saved.nonce });
      return { issuer: this.oidc.issuer, claims, redirectUrl: saved.redirectUrl };
    } catch (error) {
      this.log.warn({ err: error }, 'OIDC code exchange failed');
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.oauthFailed);
    }
  }

  async loginWithOidc(
    code: string,
    state: string,
    binding: string | undefined,
    ctx: TRequestContext,
    invitation: TInvitationInput = {},
  ): Promise<TLoginResponse & { redirect_url: string | null }> {
    const { issuer, claims, redirectUrl } = await this.finishOidc(code, state, binding, { purpose: 'login' });
    let user = await this.repo.findUserByOidc(issuer, claims.sub);
    if (!user) {
      const preferred = claims.preferred_username;
      const username =
        preferred && isValidUsername(preferred) && !(await this.repo.findUserByUsername(preferred))
          ? preferred
          : await this.generateUsername(preferred ?? 'oidc');
      const email =
        claims.email && claims.email_verified !== false && !(await this.repo.findUserByEmail(claims.email))
          ? claims.email
          : null;
      user = await this.insertUserOrConflict({
        username,
        email,
        displayName: claims.name ?? null,
        avatarUrl: claims.picture ?? null,
        inviteCode: await this.newInviteCode(),
        invitedByCode: await this.resolveInvitation(invitation.invitation_code),
        channel: invitation.channel ?? null,
        oidcIssuer: issuer,
        oidcSubject: claims.sub,
      });
    }
    return { ...(await this.issueSession(user, 'oidc', ctx)), redirect_url: redirectUrl };
  }

  async getWechatAuthUrl(redirectUrl: string | undefined): Promise<{ authUrl: string; state: string }> {
    return this.startWechat(this.safeRedirect(redirectUrl), { purpose: 'login' });
  }

  private async startWechat(
    redirectUrl: string | null,
    owner: TOauthOwner,
  ): Promise<{ authUrl: string; state: string }> {
    if (!this.wechat) throw notConfigured(AUTH_MESSAGES.wechatNotConfigured);
    const state = this.randomToken();
    await this.repo.insertOauthState({
      state,
      provider: 'wechat',
      redirectUrl,
      ...this.stateOwner(owner),
      expiresAt: new Date(Date.now() + LIMITS.oauthStateTtlMs),
    });
    return { authUrl: this.wechat.buildAuthUrl(state), state };
  }

  /** Checks the browser binding, spends the state and exchanges the code for the WeChat profile. */
  private async finishWechat(
    code: string,
    state: string,
    binding: string | undefined,
    owner: TOauthOwner,
  ): Promise<{ profile: TWechatProfile; redirectUrl: string | null }> {
    if (!this.wechat) throw notConfigured(AUTH_MESSAGES.wechatNotConfigured);
    this.checkStateBinding(state, binding);
    const saved = await this.repo.takeOauthState(state, 'wechat', new Date(), owner);
    if (!saved) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.oauthStateInvalid);
    try {
      return { profile: await this.wechat.exchangeCode(code), redirectUrl: saved.redirectUrl };
    } catch (error) {
      this.log.warn({ err: error }, 'WeChat code exchange failed');
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.oauthFailed);
    }
  }

  async loginWithWechat(
    code: string,
    state: string,
    binding: string | undefined,
    ctx: TRequestContext,
    invitation: TInvitationInput = {},
  ): Promise<TLoginResponse & { redirect_url: string | null }> {
    const { profile, redirectUrl } = await this.finishWechat(code, state, binding, { purpose: 'login' });
    let user = await this.repo.findUserByWechat(profile.openid);
    if (!user) {
      user = await this.insertUserOrConflict({
        username: await this.generateUsername('wx'),
        displayName: profile.nickname ?? null,
        avatarUrl: profile.headimgurl ?? null,
        inviteCode: await this.newInviteCode(),
        invitedByCode: await this.resolveInvitation(invitation.invitation_code),
        channel: invitation.channel ?? null,
        wechatOpenid: profile.openid,
        wechatUnionid: profile.unionid ?? null,
      });
    }
    return { ...(await this.issueSession(user, 'wechat', ctx)), redirect_url: redirectUrl };
  }

  // --- linking an identity to a signed-in account (decisions.md 2026-11-24) -------------------
  private isConfigured(provider: TLinkProvider): boolean {
    return Boolean(provider === 'wechat' ? this.wechat : this.oidc);
  }

  /**
   * Starts a round trip whose state only `user` can finish, and only to add the identity.
   * Step-up: an account with a password must send it (a stolen token alone cannot add a way in);
   * an account without one was opened by SMS / WeChat / OIDC, and that sign-in is the proof.
   * Refused with the change-password texts (400) before any state row is written.
   */
  async getLinkAuthUrl(
    provider: TLinkProvider,
    user: TUserRow,
    proof: { password?: string | undefined },
  ): Promise<{ authUrl: string; state: string }> {
    if (!this.isConfigured(provider))
      throw notConfigured(provider === 'wechat' ? AUTH_MESSAGES.wechatNotConfigured : AUTH_MESSAGES.oidcNotConfigured);
    if (isLinked(user, provider))
      throw new AppError('CONFLICT', AUTH_MESSAGES.alreadyLinked(LINK_PROVIDER_NAMES[provider]));
    if (user.passwordHash) {
      if (!proof.password) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.oldPasswordRequired);
      if (!(await verifyPassword(user.passwordHash, proof.password)))
        throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.oldPasswordWrong);
    }
    const owner: TOauthOwner = { purpose: 'link', userId: user.id };
    return provider === 'wechat' ? this.startWechat(null, owner) : this.startOidc(null, owner);
  }

  /**
   * Adds the identity the provider vouches for to the account: refused (409, nothing changes)
   * when another account holds it or this account already has one of the kind.
   */
  async linkIdentity(
    provider: TLinkProvider,
    userId: number,
    request: { code: string; state: string; binding: string | undefined },
  ): Promise<void> {
    const name = LINK_PROVIDER_NAMES[provider];
    const owner: TOauthOwner = { purpose: 'link', userId };
    let identity: TLinkedIdentity;
    let holder: TUserRow | undefined;
    if (provider === 'wechat') {
      const { profile } = await this.finishWechat(request.code, request.state, request.binding, owner);
      identity = { provider, openid: profile.openid, unionid: profile.unionid ?? null };
      holder = await this.repo.findUserByWechat(profile.openid);
    } else {
      const { issuer, claims } = await this.finishOidc(request.code, request.state, request.binding, owner);
      identity = { provider, issuer, subject: claims.sub };
      holder = await this.repo.findUserByOidc(issuer, claims.sub);
    }
    if (holder && holder.id !== userId) throw new AppError('CONFLICT', AUTH_MESSAGES.identityTaken(name));
    let linked: boolean;
    try {
      linked = await this.repo.linkIdentity(userId, identity);
    } catch (error) {
      // Another account took the identity between the lookup and the update: the unique index decides.
      const text = String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
      if (/users_wechat_uq|users_oidc_uq/.test(text)) throw new AppError('CONFLICT', AUTH_MESSAGES.identityTaken(name));
      throw error;
    }
    if (!linked) throw new AppError('CONFLICT', AUTH_MESSAGES.alreadyLinked(name));
  }

  /**
   * Removes the identity unless the account would be left with no way in: it keeps a password,
   * a verified phone, or the other identity (counted only while that provider is configured here).
   */
  async unlinkIdentity(provider: TLinkProvider, userId: number): Promise<void> {
    const name = LINK_PROVIDER_NAMES[provider];
    const user = await this.repo.findUserById(userId);
    if (!user || !isLinked(user, provider)) throw new AppError('CONFLICT', AUTH_MESSAGES.notLinked(name));
    const other: TLinkProvider = provider === 'wechat' ? 'oidc' : 'wechat';
    if (await this.repo.unlinkIdentity(userId, provider, this.isConfigured(other))) return;
    const now = await this.repo.findUserById(userId);
    if (!now || !isLinked(now, provider)) throw new AppError('CONFLICT', AUTH_MESSAGES.notLinked(name));
    throw new AppError('CONFLICT', AUTH_MESSAGES.unlinkLastMethod(name));
  }
}
