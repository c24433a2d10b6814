import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getPasswordErrors,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidSmsCode,
  isValidUsername,
  PASSWORD_MESSAGES,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../src/index.ts';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('phone (spec §5: 11 digits, 1 then 3–9)', () => {
  it('accepts every 1[3-9]xxxxxxxxx number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'3456789'.split('')), digits(9, 9), (second, rest) => {
        expect(isValidPhone(`1${second}${rest}`)).toBe(true);
      }),
    );
  });
  it('refuses a wrong second digit, a wrong first digit and any other length', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '1', '2'), digits(9, 9), (second, rest) => {
        expect(isValidPhone(`1${second}${rest}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...'023456789'.split('')), digits(10, 10), (first, rest) => {
        expect(isValidPhone(`${first}${rest}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        digits(0, 20).filter((s) => s.length !== 11),
        (s) => {
          expect(isValidPhone(s)).toBe(false);
        },
      ),
    );
    expect(isValidPhone('1381234567a')).toBe(false);
    expect(isValidPhone(' 13812345678')).toBe(false);
  });
});

describe('SMS code (exactly 6 digits)', () => {
  it('accepts 6 digits and nothing else', () => {
    fc.assert(
      fc.property(digits(6, 6), (s) => {
        expect(isValidSmsCode(s)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        digits(0, 12).filter((s) => s.length !== 6),
        (s) => {
          expect(isValidSmsCode(s)).toBe(false);
        },
      ),
    );
    expect(isValidSmsCode('12345a')).toBe(false);
  });
});

describe('email', () => {
  it('needs non-space text, an @ and a domain with a dot', () => {
    expect(isValidEmail('li.lei@example.com')).toBe(true);
    expect(isValidEmail('a@b.cn')).toBe(true);
    expect(isValidEmail('no-at-sign.com')).toBe(false);
    expect(isValidEmail('user@nodot')).toBe(false);
    expect(isValidEmail('has space@example.com')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
  });
});

describe('username (3–20 letters, digits, underscores)', () => {
  const wordChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'.split(''));
  it('accepts every word string of length 3 to 20', () => {
    fc.assert(
      fc.property(fc.array(wordChar, { minLength: 3, maxLength: 20 }), (chars) => {
        expect(isValidUsername(chars.join(''))).toBe(true);
      }),
    );
  });
  it('refuses shorter, longer, and any other character', () => {
    fc.assert(
      fc.property(fc.array(wordChar, { minLength: 0, maxLength: 2 }), (c) => {
        expect(isValidUsername(c.join(''))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.array(wordChar, { minLength: 21, maxLength: 40 }), (c) => {
        expect(isValidUsername(c.join(''))).toBe(false);
      }),
    );
    for (const bad of ['abc-def', 'abc def', '张三丰', 'abc!', 'ab.c']) {
      expect(isValidUsername(bad)).toBe(false);
    }
  });
});

describe('password (five rules, spec order and messages)', () => {
  it('reports the five messages in the spec order for an empty password', () => {
    expect(getPasswordErrors('')).toEqual([
      '密码长度至少8位',
      '密码必须包含小写字母',
      '密码必须包含大写字母',
      '密码必须包含数字',
      '密码必须包含特殊字符',
    ]);
  });
  it('names exactly the rule that is broken', () => {
    expect(getPasswordErrors('Abcd12!')).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(getPasswordErrors('ABCD1234!')).toEqual([PASSWORD_MESSAGES.noLowercase]);
    expect(getPasswordErrors('abcd1234!')).toEqual([PASSWORD_MESSAGES.noUppercase]);
    expect(getPasswordErrors('Abcdefgh!')).toEqual([PASSWORD_MESSAGES.noDigit]);
    expect(getPasswordErrors('Abcd12345')).toEqual([PASSWORD_MESSAGES.noSpecial]);
    expect(isValidPassword('Abcd1234!')).toBe(true);
  });
  it('accepts every special character of the spec list and only those', () => {
    for (const ch of PASSWORD_SPECIAL_CHARACTERS) expect(isValidPassword(`Abcd1234${ch}`)).toBe(true);
    for (const ch of ['-', '_', '+', '=', '~', '/', ' ']) {
      expect(getPasswordErrors(`Abcd1234${ch}`)).toEqual([PASSWORD_MESSAGES.noSpecial]);
    }
  });
  it('holds as a property: a password with all four classes is valid iff length >= 8', () => {
    const pick = (s: string) => fc.constantFrom(...s.split(''));
    fc.assert(
      fc.property(
        pick('abcxyz'),
        pick('ABCXYZ'),
        pick('0123456789'),
        pick(PASSWORD_SPECIAL_CHARACTERS),
        fc.array(pick('abcdefXYZ0189!@'), { maxLength: 20 }),
        (lo, up, d, sp, rest) => {
          const pw = [lo, up, d, sp, ...rest].join('');
          expect(isValidPassword(pw)).toBe(pw.length >= 8);
        },
      ),
    );
  });
});
