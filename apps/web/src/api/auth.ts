import {
  BUSINESS_CONSTANTS,
  type TAuthProviders,
  type TCaptchaResponse,
  type TLoginResponse,
  type TPasswordLoginRequest,
  type TPasswordRegisterRequest,
  type TSmsRegisterRequest,
  type TUser,
} from '@offerpilot/shared';
import { emitUnauthorized } from '../auth/auth-events.ts';
import { HttpError, request, type TRequestOptions } from './http.ts';

const BASE = `${BUSINESS_CONSTANTS.apiVersionPrefix}/auth`;
const timeoutMs = BUSINESS_CONSTANTS.timeouts.authServiceMs;

/**
 * One call to the auth service (10 s timeout). A 401 on a call made with a token clears the
 * stored sign-in and sends the user to /login (spec §2); sign-in calls themselves carry no token.
 */
async function call<T>(
  path: string,
  options: Omit<TRequestOptions, 'timeoutMs'> & { token?: string | null; silent?: boolean } = {},
): Promise<T> {
  const { token, silent, ...rest } = options;
  try {
    return await request<T>(`${BASE}${path}`, {
      ...rest,
      timeoutMs,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    if (token && !silent && error instanceof HttpError && error.status === 401) emitUnauthorized('auth');
    throw error;
  }
}

export const getAuthProviders = () => call<TAuthProviders>('/providers');
export const getCaptcha = () => call<TCaptchaResponse>('/captcha');

export const loginWithPassword = (body: TPasswordLoginRequest) =>
  call<TLoginResponse>('/login/password', { method: 'POST', body });
export const sendLoginSms = (body: { phone: string; captcha_id?: string; captcha_code?: string }) =>
  call<{ success: true; message: string; resend_after_s: number }>('/sms/send', { method: 'POST', body });
export const loginWithSms = (body: { phone: string; code: string }) =>
  call<TLoginResponse>('/login/sms', { method: 'POST', body });

export const registerWithPassword = (body: TPasswordRegisterRequest) =>
  call<TLoginResponse>('/register/password', { method: 'POST', body });
export const sendRegisterSms = (body: { phone: string; captcha_id?: string; captcha_code?: string }) =>
  call<{ success: true; message: string; resend_after_s: number }>('/register/sms/send', { method: 'POST', body });
export const registerWithSms = (body: TSmsRegisterRequest) =>
  call<TLoginResponse>('/register/sms', { method: 'POST', body });

/** Username and email; a phone is answered only with a captcha (issue 34, item 8), so the web never asks. */
export const checkAvailability = (kind: 'username' | 'email', value: string) =>
  call<{ success: true; available: boolean }>(`/check/${kind}`, { method: 'POST', body: { [kind]: value } });

/** Startup and background checks pass `silent`: a 401 there only clears local auth (spec §4). */
export type TCallMode = { silent?: boolean };

export const refreshTokens = (refreshToken: string) =>
  call<TLoginResponse>('/refresh', { method: 'POST', body: { refresh_token: refreshToken } });
export const logout = (token: string | null, refreshToken: string | null) =>
  call<{ success: true }>('/logout', {
    method: 'POST',
    body: refreshToken ? { refresh_token: refreshToken } : {},
    token,
  });
export const getProfile = (token: string, mode: TCallMode = {}) =>
  call<{ success: true; data: TUser }>('/profile', { token, ...mode });
export const validateToken = (token: string, mode: TCallMode = {}) =>
  call<{ success: boolean }>('/validate', { method: 'POST', token, ...mode });
export const getAuthStatus = (token: string | null) =>
  call<{ success: true; logged_in: boolean }>('/status', { token });

export const getOidcUrl = (redirectUrl?: string) =>
  call<{ success: true; auth_url: string }>('/url', { query: { redirect_url: redirectUrl } });
export const loginWithOidc = (
  code: string,
  state: string,
  invitation: { invitation_code?: string; channel?: string } = {},
) => call<TLoginResponse>('/login', { method: 'POST', body: { code, state, ...invitation } });
export const getWechatUrl = (redirectUrl?: string) =>
  call<{ success: true; auth_url: string }>('/wechat/auth-url', { query: { redirect_url: redirectUrl } });
export const loginWithWechat = (
  code: string,
  state: string,
  invitation: { invitation_code?: string; channel?: string } = {},
) => call<TLoginResponse>('/login/wechat', { method: 'POST', body: { code, state, ...invitation } });

export const sendResetSms = (body: { phone: string; captcha_id?: string; captcha_code?: string }) =>
  call<{ success: true; message: string; resend_after_s: number }>('/password/reset/send', { method: 'POST', body });
export const resetPassword = (body: { phone: string; code: string; new_password: string }) =>
  call<{ success: true; message: string }>('/password/reset', { method: 'POST', body });
