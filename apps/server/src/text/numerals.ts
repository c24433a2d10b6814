/** Numerals written as words, read once for the whole engine (parser, analysis, fact check). */

export const CN_DIGIT: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

export const CN_MAGNITUDE: Record<string, number> = { 十: 10, 百: 100, 千: 1e3, 万: 1e4, 亿: 1e8 };

/** 三 → 3, 十二 → 12, 二十 → 20, 两百万 → 2 000 000, 二〇二四 → 2024; Arabic digits as they are. */
export function parseChineseNumber(s: string): number {
  if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
  if (/^[零〇一二两三四五六七八九]+$/.test(s) && s.length > 1) return Number([...s].map((c) => CN_DIGIT[c]).join(''));
  let total = 0;
  let section = 0;
  let num = 0;
  for (const c of s) {
    if (c in CN_DIGIT) num = CN_DIGIT[c]!;
    else if (c === '十' || c === '百' || c === '千') {
      section += (num || 1) * CN_MAGNITUDE[c]!;
      num = 0;
    } else if (c in CN_MAGNITUDE) {
      section += num;
      total += (section || 1) * CN_MAGNITUDE[c]!;
      section = 0;
      num = 0;
    }
  }
  return total + section + num;
}

/** English number words (one … billion). */
export const EN_NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
  hundred: 100,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
};
