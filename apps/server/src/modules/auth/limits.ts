/** The sign-in and SMS limits of the auth module (docs/operations.md, issue 34). */

/**
 * The answer while an account's guessing limit holds (the same for accounts that do not exist).
 * It names SMS sign-in for every account, so it tells nothing about whether one has a phone.
 */
export const accountGuessLimitedMessage = (wait: string) =>
  `该账号密码错误次数过多，为保护账号安全，请${wait}后再试，或使用短信验证码登录`;

export const LIMITS = {
  captchaAfterFailures: 3,
  /**
   * Failed passwords at one account, from browsers that never signed in to it, within the first
   * of `accountGuessWindows`, after which such browsers must pass the captcha for it.
   */
  accountCaptchaAfterFailures: 10,
  /**
   * Password checks at one account from browsers that never signed in to it (`known-devices.ts`),
   * from any addresses, that may fail within each window (fixed, from the first failure); past one
   * such browsers are answered 429 until that window ends. Known browsers and SMS sign-in are
   * never held back by them (issue 34 item 9).
   */
  accountGuessWindows: [
    { maxFailures: 20, windowMs: 15 * 60_000 },
    { maxFailures: 50, windowMs: 24 * 3_600_000 },
  ],
  lockAfterFailures: 5,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  smsTtlMs: 10 * 60_000,
  smsMaxAttempts: 5,
  smsPerPhonePerHour: 5,
  smsPerIpPerHour: 20,
  checksPerIpPerMinute: 30,
  captchasPerIpPerMinute: 60,
  /** Password checks from one address per minute, counted before the (slow) argon2 check. */
  passwordLoginsPerIpPerMinute: 60,
  oauthStateTtlMs: 10 * 60_000,
  /**
   * Two tabs refreshing at once send the same refresh token: a repeat this soon after its use,
   * while the token it was exchanged for is still unused, gets that same token again (with new
   * access tokens) instead of a revocation — never a token of its own.
   */
  refreshReuseGraceMs: 30_000,
} as const;

/** '3 分钟' / '45 秒' for the lock and limit messages. */
export function formatWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds >= 60 ? `${Math.ceil(seconds / 60)} 分钟` : `${seconds} 秒`;
}
