import { z } from 'zod';
import { getPasswordErrors, isValidEmail, isValidPhone, isValidSmsCode, isValidUsername } from '../validation.ts';
export * from './auth-rules.ts';
import { AUTH_MESSAGES, LINK_PROVIDERS } from './auth-rules.ts';

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
/** Answered only with a valid image captcha (issue 34, item 8): numbers cannot be enumerated. */
export const ZCheckPhoneRequest = z.object({ phone, ...captcha });
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
