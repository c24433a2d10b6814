// The plain constants of account.ts (limits, Chinese messages) without zod, so that a screen needing
// only them does not load the schema library (packages/shared is sideEffects-free).

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
