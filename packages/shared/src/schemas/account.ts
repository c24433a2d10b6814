import { z } from 'zod';
import { isValidEmail } from '../validation.ts';
import { AUTH_MESSAGES, ZPasswordResetRequest, ZSmsLoginRequest, ZSmsSendRequest, ZUser } from './auth.ts';
export * from './account-rules.ts';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from './account-rules.ts';

export const ZUpdateProfileRequest = z.object({
  display_name: z
    .string()
    .trim()
    .max(ACCOUNT_LIMITS.displayNameMax, ACCOUNT_MESSAGES.displayNameTooLong)
    .nullable()
    .optional(),
  email: z
    .string()
    .trim()
    .max(254, AUTH_MESSAGES.emailInvalid)
    .refine((v) => v === '' || isValidEmail(v), AUTH_MESSAGES.emailInvalid)
    .nullable()
    .optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** A data: URL of the cropped picture (base64). */
export const ZAvatarRequest = z.object({
  image: z
    .string()
    .min(1)
    .max(Math.ceil(ACCOUNT_LIMITS.avatarBytes * 1.4) + 64),
});

export const ZChangePasswordRequest = z.object({
  old_password: z.string().max(128).optional(),
  new_password: ZPasswordResetRequest.shape.new_password,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZBindPhoneSendRequest = ZSmsSendRequest;
export const ZBindPhoneRequest = ZSmsLoginRequest;

export const ZAccountSession = z.object({
  id: z.string(),
  method: z.string(),
  created_at: z.string(),
  user_agent: z.string().nullable(),
  /** The address with its last part hidden. */
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZAccountSecurity = z.object({
  has_password: z.boolean(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  email: z.string().nullable(),
  linked: z.object({ wechat: z.boolean(), oidc: z.boolean() }),
  sessions: z.array(ZAccountSession),
});
export type TAccountSecurity = z.infer<typeof ZAccountSecurity>;

export const ZDeleteAccountRequest = z.object({
  confirm_text: z.string().max(20),
  password: z.string().max(128).optional(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const ZDeleteAccountResult = z.object({
  resumes: z.number().int(),
  positions: z.number().int(),
  interview_sessions: z.number().int(),
  files: z.number().int(),
});
export type TDeleteAccountResult = z.infer<typeof ZDeleteAccountResult>;

export const ZUserEnvelope = z.object({ success: z.literal(true), data: ZUser, message: z.string().optional() });
