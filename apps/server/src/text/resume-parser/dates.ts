import type { TResumePeriod } from '@offerpilot/shared';

/**
 * Dates of the resume parser: the written periods of entries ("2019.09 - 至今", "Jan 2020 – Present")
 * read as 'YYYY-MM' or 'YYYY'.
 */

const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const MONTH = '(?:1[0-2]|0?[1-9])';
const MONTH_EN =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATE = [
  `${YEAR}\\s*年\\s*${MONTH}\\s*月(?:份)?`,
  `${YEAR}[./\\-]${MONTH}(?!\\d)`,
  `${MONTH}/${YEAR}`,
  `(?<![A-Za-z])(?:${MONTH_EN})\\.?,?\\s*${YEAR}`,
  `${YEAR}(?:\\s*年)?`,
].join('|');
const CURRENT = '至今|现在|現在|目前|今|(?:present|now|current|today|date)(?![A-Za-z])';
const SEP = '\\s*(?:-{1,2}|–|—|~|～|至|到|－|−|→|(?<![A-Za-z])(?:to|until|till)(?![A-Za-z]))\\s*';
export const RANGE_RE = new RegExp(`(?<![\\dA-Za-z])(${DATE})${SEP}(${DATE}|${CURRENT})(?!\\d)`, 'i');
const SINGLE_RE = new RegExp(`(?<![\\dA-Za-z.])(${DATE})(?![\\d.])`, 'i');
export const CURRENT_RE = new RegExp(`^(?:${CURRENT})$`, 'i');
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (m: number) => String(m).padStart(2, '0');

/** A written date as 'YYYY-MM' or 'YYYY'. */
function readDate(s: string): string | null {
  let m = /(\d{4})\s*年\s*(\d{1,2})/.exec(s) ?? /(\d{4})[./-](\d{1,2})/.exec(s);
  if (m) return `${m[1]}-${pad(Number(m[2]))}`;
  m = /(\d{1,2})\/(\d{4})/.exec(s);
  if (m) return `${m[2]}-${pad(Number(m[1]))}`;
  m = /([A-Za-z]{3})[A-Za-z]*\.?,?\s*(\d{4})/.exec(s);
  if (m) {
    const month = MONTH_NAMES.indexOf(m[1]!.toLowerCase()) + 1;
    if (month > 0) return `${m[2]}-${pad(month)}`;
  }
  m = /(\d{4})/.exec(s);
  return m ? m[1]! : null;
}

export interface TFoundPeriod {
  period: TResumePeriod;
  index: number;
  isRange: boolean;
}

export function findPeriod(text: string): TFoundPeriod | null {
  const r = RANGE_RE.exec(text);
  if (r) {
    const current = CURRENT_RE.test(r[2]!.trim());
    return {
      period: { start: readDate(r[1]!), end: current ? null : readDate(r[2]!), current, text: r[0].trim() },
      index: r.index,
      isRange: true,
    };
  }
  const s = SINGLE_RE.exec(text);
  if (!s) return null;
  const d = readDate(s[1]!);
  return { period: { start: d, end: d, current: false, text: s[0].trim() }, index: s.index, isRange: false };
}
