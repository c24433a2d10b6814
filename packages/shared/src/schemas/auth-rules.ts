// The plain constants of auth.ts (limits, Chinese messages) without zod, so that a screen needing
// only them does not load the schema library (packages/shared is sideEffects-free).

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
