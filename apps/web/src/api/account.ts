import {
  BUSINESS_CONSTANTS,
  type TAccountSecurity,
  type TChangePasswordRequest,
  type TDeleteAccountRequest,
  type TDeleteAccountResult,
  type TLinkProvider,
  type TUpdateProfileRequest,
  type TUser,
} from '@offerpilot/shared';
import { authorizedRequest, envelope } from './authorized.ts';

const BASE = `${BUSINESS_CONSTANTS.apiVersionPrefix}/auth`;
const timeoutMs = BUSINESS_CONSTANTS.timeouts.authServiceMs;

/** The personal center's account calls (auth service); failures carry the server's Chinese text. */
export const ACCOUNT_ERRORS = {
  profile: '资料保存失败，请重试',
  avatar: '头像上传失败，请重试',
  security: '账号安全信息加载失败',
  password: '密码修改失败，请重试',
  sms: '验证码发送失败，请稍后重试',
  phone: '手机号绑定失败，请重试',
  session: '操作失败，请重试',
  deletion: '注销失败，请重试',
  link: '关联失败，请重试',
  unlink: '解除关联失败，请重试',
} as const;

type TOk = { success: true; message?: string };
type TWithUser = { success: true; data: TUser; message?: string };

const call = <T>(path: string, options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}) =>
  authorizedRequest<T>(`${BASE}${path}`, { ...options, timeoutMs });

/** An envelope without data (`{ success, message }`): failures still become the server's text. */
const done = async (request: Promise<TOk>, fallback: string): Promise<string | undefined> =>
  (await envelope(
    request.then((r) => ({ ...r, data: r.message ?? '' })),
    fallback,
  )) || undefined;

export const updateProfile = (body: TUpdateProfileRequest) =>
  envelope(call<TWithUser>('/profile', { method: 'PUT', body }), ACCOUNT_ERRORS.profile);
export const uploadAvatar = (image: string) =>
  envelope(call<TWithUser>('/avatar', { method: 'POST', body: { image } }), ACCOUNT_ERRORS.avatar);
export const getSecurity = () =>
  envelope(call<{ success: true; data: TAccountSecurity }>('/security'), ACCOUNT_ERRORS.security);
export const changePassword = (body: TChangePasswordRequest) =>
  done(call<TOk>('/password/change', { method: 'POST', body }), ACCOUNT_ERRORS.password);
export const sendBindSms = (body: { phone: string; captcha_id?: string; captcha_code?: string }) =>
  envelope(
    call<{ success: true; message: string; resend_after_s: number }>('/phone/send', { method: 'POST', body }).then(
      (r) => ({ ...r, data: r }),
    ),
    ACCOUNT_ERRORS.sms,
  );
export const bindPhone = (body: { phone: string; code: string }) =>
  envelope(call<TWithUser>('/phone/bind', { method: 'POST', body }), ACCOUNT_ERRORS.phone);
export const revokeSession = (id: string) =>
  done(call<TOk>(`/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }), ACCOUNT_ERRORS.session);
export const logoutEverywhere = () => done(call<TOk>('/logout-all', { method: 'POST' }), ACCOUNT_ERRORS.session);
export const deleteAccount = (body: TDeleteAccountRequest) =>
  envelope(
    call<{ success: true; data: TDeleteAccountResult }>('/account', { method: 'DELETE', body }),
    ACCOUNT_ERRORS.deletion,
  );

/**
 * Linking WeChat / OIDC: the provider's authorization URL (an account with a password sends its
 * current password: step-up), then the code and state it returns.
 */
export const getLinkUrl = (provider: TLinkProvider, body?: { password: string }) =>
  envelope(
    call<{ success: true; auth_url: string }>(`/link/${provider}/auth-url`, {
      method: 'POST',
      ...(body ? { body } : {}),
    }).then((r) => ({
      ...r,
      data: r.auth_url,
    })),
    ACCOUNT_ERRORS.link,
  );
export const linkIdentity = (provider: TLinkProvider, body: { code: string; state: string }) =>
  done(call<TOk>(`/link/${provider}`, { method: 'POST', body }), ACCOUNT_ERRORS.link);
export const unlinkIdentity = (provider: TLinkProvider) =>
  done(call<TOk>(`/link/${provider}`, { method: 'DELETE' }), ACCOUNT_ERRORS.unlink);
