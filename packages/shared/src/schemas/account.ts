import { z } from 'zod';
import { isValidEmail } from '../validation.ts';
import { AUTH_MESSAGES, ZPasswordResetRequest, ZSmsLoginRequest, ZSmsSendRequest, ZUser } from './auth.ts';

/** The personal center's account calls (/api/v1/auth/...): profile, avatar, security, deletion. */
export const ACCOUNT_LIMITS = {
  displayNameMax: 30,
  /** The picture the user picks, before cropping in the browser. */
  avatarSourceBytes: 5 * 1024 * 1024,
  /** The cropped square the server stores. */
  avatarBytes: 512 * 1024,
  avatarSize: 256,
} as const;

/** What the user types to confirm deleting the account. */
export const DELETE_ACCOUNT_CONFIRMATION = '注销账号';

export const ACCOUNT_MESSAGES = {
  profileSaved: '资料已保存',
  avatarSaved: '头像已更新',
  avatarInvalid: '头像须为 JPG、PNG 或 WebP 图片',
  avatarTooLarge: `头像不能超过 ${ACCOUNT_LIMITS.avatarBytes / 1024} KB`,
  displayNameTooLong: `昵称不能超过 ${ACCOUNT_LIMITS.displayNameMax} 个字`,
  oldPasswordRequired: '请输入当前密码',
  oldPasswordWrong: '当前密码不正确',
  passwordChanged: '密码已修改，其他设备已退出登录',
  phoneBound: '手机号已绑定',
  phoneSame: '这已是你绑定的手机号',
  sessionRevoked: '该设备已退出登录',
  signedOutEverywhere: '已在所有设备上退出登录',
  confirmWrong: `请输入“${DELETE_ACCOUNT_CONFIRMATION}”以确认`,
  passwordWrongForDelete: '密码不正确，账号未注销',
  accountDeleted: '账号及其全部数据已删除',
} as const;

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
