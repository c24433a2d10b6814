import type { TResumePeriod } from '@offerpilot/shared';
import { parseChineseNumber } from '../numerals.ts';

/** Years of experience: as stated ("5年工作经验", "7+ years of experience"), or summed from work periods. */

export const YEARS_ZH =
  /(\d{1,2}(?:\.\d)?|十[一二三四五六七八九]?|[一两二三四五六七八九]十?)\s*\+?\s*年(?:以上|多)?(?:的)?[\u3400-\u9fffA-Za-z/+#.]{0,8}?经验/;
const YEARS_ZH_LABEL =
  /(?:工作年限|工作经验|从业年限|从业经验)\s*[:：]\s*(\d{1,2}(?:\.\d)?|十[一二三四五六七八九]?|[一两二三四五六七八九]十?)\s*\+?\s*年/;
const YEARS_EN = /(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)(?:['’]s?)?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?experience/i;

export function statedYears(lines: string[]): number | null {
  for (const line of lines) {
    const m = YEARS_ZH_LABEL.exec(line) ?? YEARS_ZH.exec(line);
    if (m) return parseChineseNumber(m[1]!);
    const en = YEARS_EN.exec(line);
    if (en) return Number(en[1]);
  }
  return null;
}

const monthIndex = (date: string, isEnd: boolean): number => {
  const [y, m] = date.split('-');
  // A month counts whole ("2020.07-2021.06" is a year); a bare year counts from its start.
  return Number(y) * 12 + (m ? Number(m) - 1 + (isEnd ? 1 : 0) : 0);
};

/** Years of work summed over merged periods (internships left out); null without a dated entry. */
export function summedYears(
  work: { period: TResumePeriod | null; isInternship?: boolean }[],
  now: Date,
): number | null {
  const spans: [number, number][] = [];
  for (const w of work) {
    if (w.isInternship || !w.period?.start) continue;
    const start = monthIndex(w.period.start, false);
    const end = w.period.current
      ? now.getFullYear() * 12 + now.getMonth()
      : w.period.end
        ? monthIndex(w.period.end, true)
        : null;
    if (end !== null && end > start) spans.push([start, end]);
  }
  return spanYears(spans);
}

/** Years (one decimal) covered by month spans [start, end), overlaps counted once; null without any. */
export function spanYears(spans: readonly (readonly [number, number])[]): number | null {
  if (!spans.length) return null;
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [curStart, curEnd] = sorted[0]!;
  for (const [s, e] of sorted.slice(1)) {
    if (s <= curEnd) curEnd = Math.max(curEnd, e);
    else {
      total += curEnd - curStart;
      [curStart, curEnd] = [s, e];
    }
  }
  total += curEnd - curStart;
  return Math.round((total / 12) * 10) / 10;
}
