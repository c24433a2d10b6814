/** Spec §5 validation rules, shared by the web forms and the server. */

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const USERNAME_PATTERN = /^\w{3,20}$/;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_MESSAGES = {
  tooShort: '密码长度至少8位',
  noLowercase: '密码必须包含小写字母',
  noUppercase: '密码必须包含大写字母',
  noDigit: '密码必须包含数字',
  noSpecial: '密码必须包含特殊字符',
} as const;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isValidSmsCode(value: string): boolean {
  return SMS_CODE_PATTERN.test(value);
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidUsername(value: string): boolean {
  // \w in JS without the u flag is exactly [A-Za-z0-9_].
  return USERNAME_PATTERN.test(value);
}

/**
 * Checks a password against the five rules of spec §5, in the spec's order.
 * Returns every broken rule's message (first one is what a form shows).
 */
export function getPasswordErrors(password: string): string[] {
  const errors: string[] = [];
  if ([...password].length < 8) errors.push(PASSWORD_MESSAGES.tooShort);
  if (!/[a-z]/.test(password)) errors.push(PASSWORD_MESSAGES.noLowercase);
  if (!/[A-Z]/.test(password)) errors.push(PASSWORD_MESSAGES.noUppercase);
  if (!/\d/.test(password)) errors.push(PASSWORD_MESSAGES.noDigit);
  if (![...password].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch))) {
    errors.push(PASSWORD_MESSAGES.noSpecial);
  }
  return errors;
}

export function isValidPassword(password: string): boolean {
  return getPasswordErrors(password).length === 0;
}
