import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  AppError,
  AUTH_MESSAGES,
  DELETE_ACCOUNT_CONFIRMATION,
  type TAccountSecurity,
  type TChangePasswordRequest,
  type TDeleteAccountRequest,
  type TDeleteAccountResult,
  type TUpdateProfileRequest,
  type TUser,
} from '@offerpilot/shared';
import type { TDb } from '../../db/client.ts';
import type { TFileStore } from '../../storage/index.ts';
import { AccountRepository } from './account-repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { AuthRepository, type TUserRow } from './repository.ts';
import { toPublicUser, type AuthService } from './service.ts';

export const AVATAR_PATH = '/api/v1/auth/avatars/';
const AVATAR_KEY = /^[0-9a-f-]{36}$/;
const DATA_URL = /^data:image\/(?:jpeg|png|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The picture's real type from its first bytes (the data URL's label is not trusted). */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** '203.0.113.7' → '203.0.113.*'; an IPv6 address keeps its first four groups. */
function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  if (ip.includes('.')) return ip.replace(/\.\d+$/, '.*');
  return `${ip.split(':').slice(0, 4).join(':')}:*`;
}

const avatarKeyOf = (url: string | null) => {
  const key = url?.startsWith(AVATAR_PATH) ? url.slice(AVATAR_PATH.length) : null;
  return key && AVATAR_KEY.test(key) ? key : null;
};

export interface TAccountDeps {
  auth: AuthService;
  files: TFileStore;
}

/** The personal center's account operations on top of the auth module's users and sessions. */
export class AccountService {
  private readonly users: AuthRepository;
  private readonly repo: AccountRepository;

  constructor(
    db: TDb,
    private readonly deps: TAccountDeps,
  ) {
    this.users = new AuthRepository(db);
    this.repo = new AccountRepository(db);
  }

  private async reload(userId: number): Promise<TUserRow> {
    const user = await this.users.findUserById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.unauthorized);
    return user;
  }

  async updateProfile(userId: number, body: TUpdateProfileRequest): Promise<TUser> {
    const values: { displayName?: string | null; email?: string | null } = {};
    if (body.display_name !== undefined) values.displayName = body.display_name || null;
    if (body.email !== undefined) {
      const email = body.email ? body.email.toLowerCase() : null;
      const holder = email ? await this.users.findUserByEmail(email) : undefined;
      if (holder && holder.id !== userId) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
      values.email = email;
    }
    try {
      await this.users.updateUser(userId, values);
    } catch (error) {
      if (/users_email_lower_uq/.test(String((error as { cause?: { message?: string } }).cause?.message ?? error)))
        throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
      throw error;
    }
    return toPublicUser(await this.reload(userId));
  }

  /** Stores the cropped square (JPEG / PNG / WebP, at most avatarBytes) and drops the previous one. */
  async setAvatar(userId: number, image: string): Promise<TUser> {
    const match = DATA_URL.exec(image);
    if (!match) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.avatarInvalid);
    const bytes = Buffer.from(match[1]!, 'base64');
    if (bytes.length > ACCOUNT_LIMITS.avatarBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.avatarTooLarge);
    if (!sniffImage(bytes)) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.avatarInvalid);
    const before = await this.reload(userId);
    const key = await this.deps.files.save(bytes);
    try {
      await this.users.updateUser(userId, { avatarUrl: `${AVATAR_PATH}${key}` });
    } catch (error) {
      await this.deps.files.remove(key);
      throw error;
    }
    await this.deps.files.remove(avatarKeyOf(before.avatarUrl)).catch(() => undefined);
    return toPublicUser(await this.reload(userId));
  }

  /** An avatar's bytes and type, or null (unknown key, or not a picture). */
  async readAvatar(key: string): Promise<{ bytes: Buffer; type: string } | null> {
    if (!AVATAR_KEY.test(key)) return null;
    const opened = await this.deps.files.open(key);
    if (!opened || opened.size > ACCOUNT_LIMITS.avatarBytes) {
      opened?.stream.destroy();
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const type = sniffImage(bytes);
    return type ? { bytes, type } : null;
  }

  async security(userId: number, currentSessionId: string): Promise<TAccountSecurity> {
    const user = await this.reload(userId);
    const live = await this.repo.listLiveSessions(userId, new Date());
    return {
      has_password: Boolean(user.passwordHash),
      phone: toPublicUser(user).phone,
      phone_verified: user.phoneVerified,
      email: user.email,
      linked: { wechat: Boolean(user.wechatOpenid), oidc: Boolean(user.oidcSubject) },
      sessions: live.map((s) => ({
        id: s.id,
        method: s.method,
        created_at: s.createdAt.toISOString(),
        user_agent: s.userAgent,
        ip: maskIp(s.ip),
        current: s.id === currentSessionId,
      })),
    };
  }

  /** A new password ends every other sign-in; an account without one may set it without the old. */
  async changePassword(userId: number, sessionId: string, body: TChangePasswordRequest): Promise<void> {
    const user = await this.reload(userId);
    if (user.passwordHash) {
      if (!body.old_password) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.oldPasswordRequired);
      if (!(await verifyPassword(user.passwordHash, body.old_password)))
        throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.oldPasswordWrong);
    }
    await this.users.updateUser(userId, { passwordHash: await hashPassword(body.new_password) });
    await this.repo.revokeOtherSessions(userId, sessionId, 'password_changed');
  }

  async bindPhone(userId: number, phone: string, code: string): Promise<TUser> {
    const user = await this.reload(userId);
    if (user.phone === phone && user.phoneVerified) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.phoneSame);
    // A number with a verified account never got a 'bind' code, so it fails here like a wrong code.
    const codeId = await this.deps.auth.checkSmsCode(phone, 'bind', code);
    const holder = await this.users.findUserByVerifiedPhone(phone);
    if (holder && holder.id !== userId) throw new AppError('CONFLICT', AUTH_MESSAGES.phoneTaken);
    try {
      if (!(await this.repo.bindPhone(userId, phone, codeId)))
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.smsExpired);
    } catch (error) {
      if (/users_phone_uq/.test(String((error as { cause?: { message?: string } }).cause?.message ?? error)))
        throw new AppError('CONFLICT', AUTH_MESSAGES.phoneTaken);
      throw error;
    }
    return toPublicUser(await this.reload(userId));
  }

  async revokeSession(userId: number, sessionId: string): Promise<void> {
    if (!(await this.repo.revokeOwnSession(userId, sessionId, 'revoked_by_user')))
      throw new AppError('NOT_FOUND', '该登录设备不存在或已退出');
  }

  async signOutEverywhere(userId: number): Promise<void> {
    await this.users.revokeAllSessions(userId, 'signed_out_everywhere');
  }

  /**
   * Deletes the account and everything it owns: rows by cascade from users (resumes, positions,
   * analyses, interviews with their audio, minutes, sign-ins), then its stored files.
   */
  async deleteAccount(userId: number, body: TDeleteAccountRequest): Promise<TDeleteAccountResult> {
    if (body.confirm_text.trim() !== DELETE_ACCOUNT_CONFIRMATION)
      throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.confirmWrong);
    const user = await this.reload(userId);
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.password ?? '')))
      throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.passwordWrongForDelete);
    const counts = await this.repo.ownedCounts(userId);
    const keys = [...(await this.repo.resumeFileKeys(userId)), avatarKeyOf(user.avatarUrl)].filter((k): k is string =>
      Boolean(k),
    );
    await this.repo.deleteUser(user);
    // After the commit: a file whose row is gone is unreachable, a row whose file is gone is not.
    await Promise.all(keys.map((k) => this.deps.files.remove(k)));
    return {
      resumes: counts.resumes,
      positions: counts.positions,
      interview_sessions: counts.interviewSessions,
      files: keys.length,
    };
  }
}
