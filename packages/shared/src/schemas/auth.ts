import { z } from 'zod';
import { getPasswordErrors, isValidEmail, isValidPhone, isValidSmsCode, isValidUsername } from '../validation.ts';

/** Texts of the auth service (server answers and form messages share them). */
export const AUTH_MESSAGES = {
  usernameInvalid: '用户名需为3-20位字母、数字或下划线',
  phoneInvalid: '请输入正确的11位手机号',
  emailInvalid: '邮箱格式不正确',
  smsCodeInvalid: '验证码为6位数字',
  accountRequired: '请输入用户名、邮箱或手机号',
  passwordRequired: '请输入密码',
  usernameTaken: '该用户名已被注册',
  emailTaken: '该邮箱已被注册',
  phoneTaken: '该手机号已被注册',
  badCredentials: '账号或密码错误',
  locked: (wait: string) => `登录失败次数过多，请${wait}后再试`,
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码错误或已过期，请刷新后重试',
  smsWrong: '短信验证码错误',
  smsExpired: '短信验证码已失效，请重新获取',
  smsTooSoon: (seconds: number) => `发送过于频繁，请${seconds}秒后再试`,
  smsPhoneCap: '该手机号发送次数过多，请一小时后再试',
  smsIpCap: '当前网络发送验证码过于频繁，请稍后再试',
  smsSent: '验证码已发送',
  phoneNotRegistered: '该手机号尚未注册',
  tooManyRequests: '操作过于频繁，请稍后再试',
  refreshInvalid: '登录已过期，请重新登录',
  unauthorized: '未登录或登录已过期，请重新登录',
  oidcNotConfigured: '未配置统一身份认证登录',
  wechatNotConfigured: '未配置微信登录',
  oauthStateInvalid: '登录请求已过期或无效，请重新发起登录',
  oauthFailed: '第三方登录失败，请重试',
  passwordReset: '密码已重置，请使用新密码登录',
  loggedOut: '已退出登录',
  // Linking a WeChat / OIDC identity to the signed-in account (personal center, security tab).
  identityTaken: (name: string) => `该${name}账号已关联其他用户，请先在那个账号中解除关联`,
  alreadyLinked: (name: string) => `当前账号已关联${name}，如需更换请先解除关联`,
  notLinked: (name: string) => `当前账号未关联${name}`,
  unlinkLastMethod: (name: string) =>
    `解除关联后将无法登录此账号：请先设置密码、绑定手机号或关联其他登录方式，再解除${name}`,
  linkDone: (name: string) => `已关联${name}`,
  unlinkDone: (name: string) => `已解除关联${name}`,
} as const;

/** Sign-in identities a user can link to or unlink from an existing account. */
export const LINK_PROVIDERS = ['wechat', 'oidc'] as const;
export type TLinkProvider = (typeof LINK_PROVIDERS)[number];
export const LINK_PROVIDER_NAMES: Record<TLinkProvider, string> = { wechat: '微信', oidc: '统一身份认证' };

const phone = z.string().trim().refine(isValidPhone, AUTH_MESSAGES.phoneInvalid);
const smsCode = z.string().trim().refine(isValidSmsCode, AUTH_MESSAGES.smsCodeInvalid);
const username = z.string().trim().refine(isValidUsername, AUTH_MESSAGES.usernameInvalid);
const email = z.string().trim().max(254, AUTH_MESSAGES.emailInvalid).refine(isValidEmail, AUTH_MESSAGES.emailInvalid);
/** No trimming and no truncation: every character counts (argon2 takes any length we allow). */
const password = z
  .string()
  .max(128, '密码不能超过128位')
  .superRefine((value, ctx) => {
    const [first] = getPasswordErrors(value);
    if (first) ctx.addIssue({ code: 'custom', message: first });
  });
const optionalText = (max: number) => z.string().trim().max(max).optional();
const captcha = { captcha_id: optionalText(64), captcha_code: optionalText(16) };
const invitation = { invitation_code: optionalText(32), channel: optionalText(32) };

export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  invite_code: z.string(),
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginResponse = z.object({
  success: z.literal(true),
  access_token: z.string(),
  refresh_token: z.string(),
  /** ISO 8601 time the access token expires. */
  expires_at: z.string(),
  user: ZUser,
  casdoor_token: z.string(),
  /** After an OAuth/OIDC sign-in: the same-site path the user started from, if any. */
  redirect_url: z.string().nullable().optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZPasswordRegisterRequest = z.object({
  username,
  password,
  email: email.optional().or(z.literal('').transform(() => undefined)),
  phone: phone.optional().or(z.literal('').transform(() => undefined)),
  ...invitation,
  ...captcha,
});
export type TPasswordRegisterRequest = z.infer<typeof ZPasswordRegisterRequest>;

export const ZSmsSendRequest = z.object({ phone, ...captcha });
export type TSmsSendRequest = z.infer<typeof ZSmsSendRequest>;

export const ZSmsRegisterRequest = z.object({
  phone,
  code: smsCode,
  username: username.optional().or(z.literal('').transform(() => undefined)),
  password: password.optional().or(z.literal('').transform(() => undefined)),
  ...invitation,
});
export type TSmsRegisterRequest = z.infer<typeof ZSmsRegisterRequest>;

export const ZCheckUsernameRequest = z.object({ username });
export const ZCheckEmailRequest = z.object({ email });
export const ZCheckPhoneRequest = z.object({ phone });
export const ZAvailabilityResponse = z.object({ success: z.literal(true), available: z.boolean() });

export const ZPasswordLoginRequest = z.object({
  account: z.string().trim().min(1, AUTH_MESSAGES.accountRequired).max(254),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(128),
  ...captcha,
});
export type TPasswordLoginRequest = z.infer<typeof ZPasswordLoginRequest>;

export const ZSmsLoginRequest = z.object({ phone, code: smsCode });
export const ZRefreshRequest = z.object({ refresh_token: z.string().min(1).max(200) });
export const ZLogoutRequest = z.object({ refresh_token: z.string().max(200).optional() }).optional();
export const ZOAuthLoginRequest = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(200),
  /** Used only when this sign-in creates the account (an invitation link kept through the round trip). */
  ...invitation,
});
export const ZAuthUrlQuery = z.object({ redirect_url: z.string().max(2048).optional() });
export const ZLinkProviderParams = z.object({ provider: z.enum(LINK_PROVIDERS) });
/** Finishing a link: the code and state the provider sent back (no invitation: no account is created). */
export const ZLinkRequest = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(200) });
/**
 * Starting a link: the current password when the account has one (step-up, decisions.md
 * 2026-11-24). An account without a password sends no body.
 */
export const ZStartLinkRequest = z.object({ password: z.string().max(128).optional() }).nullish();
export type TStartLinkRequest = z.infer<typeof ZStartLinkRequest>;
export const ZAuthUrlResponse = z.object({ success: z.literal(true), auth_url: z.string() });

export const ZCaptchaResponse = z.object({
  success: z.literal(true),
  captcha_id: z.string(),
  /** data: URL of the picture; empty when captchas are off */
  image: z.string(),
  type: z.enum(['image', 'none']),
});
export type TCaptchaResponse = z.infer<typeof ZCaptchaResponse>;

export const ZPasswordResetSendRequest = z.object({ phone, ...captcha });
export const ZPasswordResetRequest = z.object({ phone, code: smsCode, new_password: password });

export const ZAuthProviders = z.object({
  success: z.literal(true),
  captcha: z.enum(['image', 'none']),
  oidc: z.boolean(),
  wechat: z.boolean(),
});
export type TAuthProviders = z.infer<typeof ZAuthProviders>;

export const ZSmsSendResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  resend_after_s: z.number().int(),
});
export const ZOkResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export const ZValidateResponse = z.object({ success: z.boolean() });
export const ZStatusResponse = z.object({ success: z.literal(true), logged_in: z.boolean() });
export const ZProfileResponse = z.object({ success: z.literal(true), data: ZUser });
