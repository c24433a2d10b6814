import type { TResumeJson, TResumeWork } from '@offerpilot/shared';
import { EN_NUMBER_WORDS, parseChineseNumber, spanYears } from '../../text/index.ts';

/**
 * Years of experience as the resume itself tells them, for the analysis and the composed
 * self-evaluation. In order of trust:
 *
 * 1. a figure the resume states ("5年工作经验", "工作年限：3年", "6,5 years of experience" — a
 *    decimal comma is a decimal point, "4 years 6 months of experience");
 * 2. the work periods summed (merged where they overlap), leaving out entries that are schools,
 *    degrees or internships; "至今 / present" ends at the date the resume states for itself
 *    ("更新于 2023.05", "Date: 05/2023"), else at `now` (as the parser's own count does);
 * 3. the parser's `basics.years_of_experience`.
 */

export interface TResumeYears {
  years: number;
  source: 'stated' | 'summed' | 'parser';
}

// ── Stated figures ───────────────────────────────────────────────────────────────────────────

const NUM = String.raw`(\d{1,2}(?:[.,]\d{1,2})?|十[一二三四五六七八九]?|[一两二三四五六七八九]十?)`;
const ZH_STATED = [
  new RegExp(String.raw`(?:工作年限|工作经验|从业年限|从业经验|工作经历)\s*[:：]\s*${NUM}\s*\+?\s*年(半)?`),
  new RegExp(
    // Not the tail of a year: 2019年…经验 is a date, not 19 years.
    String.raw`(?<![\d.])${NUM}\s*\+?\s*年(半)?(?:以上|多)?(?:的)?[\u3400-\u9fffA-Za-z/+#.\s]{0,10}?(?:经验|工作经历|从业经历)`,
  ),
  new RegExp(String.raw`(?:从业|工作)\s*${NUM}\s*年(半)?`),
];
const EN_NUM = String.raw`(\d{1,2}(?:[.,]\d{1,2})?|${Object.keys(EN_NUMBER_WORDS)
  .filter((w) => EN_NUMBER_WORDS[w]! <= 30)
  .join('|')})`;
const EN_STATED = [
  new RegExp(
    String.raw`(?<![\d.,\w])${EN_NUM}\s*\+?\s*(?:years?|yrs?)(?:['’]s?)?(?:\s*(?:and\s+)?(\d{1,2})\s*months?)?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?experience`,
    'i',
  ),
  new RegExp(
    String.raw`(?:total\s+)?experience\s*(?:of|:|-)?\s*(?:over\s+|about\s+|around\s+|nearly\s+)?${EN_NUM}\s*\+?\s*(?:years?|yrs?)(?:\s*(?:and\s+)?(\d{1,2})\s*months?)?`,
    'i',
  ),
];

/** "6,5" and "6.5" → 6.5; "six" → 6; 十二 → 12. */
function readNumber(raw: string): number {
  const lower = raw.toLowerCase();
  if (lower in EN_NUMBER_WORDS) return EN_NUMBER_WORDS[lower]!;
  if (/^\d/.test(raw)) return Number(raw.replace(',', '.'));
  return parseChineseNumber(raw);
}

/** Every figure the text states as its years of experience (0 < n ≤ 50), as written (1.5 stays 1.5). */
export function statedYearFigures(text: string): number[] {
  const found: number[] = [];
  for (const line of text.split('\n')) {
    // A requirement copied into the resume ("要求3年以上") is not the person's own figure.
    if (/要求|岗位|职位|招聘|required|requirement/i.test(line)) continue;
    for (const re of ZH_STATED) {
      const m = re.exec(line);
      if (m) found.push(readNumber(m[1]!) + (m[2] ? 0.5 : 0));
    }
    for (const re of EN_STATED) {
      const m = re.exec(line);
      if (m) found.push(readNumber(m[1]!) + (m[2] ? Number(m[2]) / 12 : 0));
    }
  }
  return found.filter((n) => n > 0 && n <= 50).map((n) => Math.round(n * 10) / 10);
}

/** The largest figure the text states as its years of experience (0 < n ≤ 50), or null. */
export function statedYears(text: string): number | null {
  const valid = statedYearFigures(text);
  return valid.length ? Math.max(...valid) : null;
}

// ── Dates ────────────────────────────────────────────────────────────────────────────────────

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Month index (year × 12 + month − 1) of every date written in the text, with its offset. */
function datesIn(text: string): { month: number; index: number; end: number }[] {
  const out: { month: number; index: number; end: number }[] = [];
  const push = (y: number, m: number, index: number, length: number) => {
    if (y >= 1950 && y <= 2100 && m >= 1 && m <= 12) out.push({ month: y * 12 + m - 1, index, end: index + length });
  };
  for (const m of text.matchAll(/((?:19|20)\d{2})\s*(?:年\s*|[./-]\s*)(\d{1,2})(?!\d)/g))
    push(Number(m[1]), Number(m[2]), m.index, m[0].length);
  for (const m of text.matchAll(/(?<![\d./-])(\d{1,2})\s*[/-]\s*((?:19|20)\d{2})(?!\d)/g))
    push(Number(m[2]), Number(m[1]), m.index, m[0].length);
  for (const m of text.matchAll(/\b([A-Za-z]{3})[a-z]*\.?\s*['’]?\s*,?\s*((?:19|20)\d{2}|'\d{2})\b/g)) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase()) + 1;
    const year = m[2]!.startsWith("'") ? 2000 + Number(m[2]!.slice(1)) : Number(m[2]);
    if (month > 0) push(year, month, m.index, m[0].length);
  }
  return out;
}

/** The resume's own date; never a date of something in it (出生日期, 入职日期, 毕业日期, date of birth). */
const STATED_DATE =
  /(?:更新(?:时间|日期|于)?|(?<!出生|入职|毕业|到岗|入学|离职|生效|开始|结束)日期|填表日期|last\s+updated|updated(?:\s+on)?|(?<!of\s+birth\s*|birth\s*)\bdate(?!\s+of\s+birth)|as\s+of)\s*[:：]?\s*([^\n]{4,20})/i;

/**
 * The date the resume states for itself ("更新日期：2021.07", "Last updated: 05/2023") as a month
 * index, or null. Only a stated date closes "至今": the latest date a resume mentions is a lower
 * bound of when it was written, not that date — a project that ended in 2022.12 inside a job held
 * since 2020.07 says nothing about whether the job still runs, and closing the job there told a
 * six-year engineer 2.4 years while the structured view (the parser, counting to today) said 6.3.
 */
export function resumeMonth(text: string): number | null {
  for (const line of text.split('\n')) {
    const m = STATED_DATE.exec(line);
    const date = m ? datesIn(m[1]!)[0] : undefined;
    if (date) return date.month;
  }
  return null;
}

function monthOf(date: string, atEnd: boolean): number | null {
  const m = /^(\d{4})(?:-(\d{1,2}))?/.exec(date);
  if (!m) return null;
  // A month counts whole ("2020.07-2021.06" is a year); a bare year counts from its start.
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 + (atEnd ? 1 : 0) : 0);
}

// ── Summed periods ───────────────────────────────────────────────────────────────────────────

const SCHOOL = /大学|学院|学校|中学|高中|university|college|school|institute of technology|academy/i;
const DEGREE =
  /本科|硕士|博士|大专|专科|学士|研究生|bachelor|master'?s?\b|\bph\.?d|\bb\.?tech|\bm\.?tech|\bb\.?e\b|\bmba\b|\bdiploma/i;
const INTERN = /实习|intern(?:ship)?\b|trainee/i;

/** A work entry that is really schooling or an internship (not counted as years of work). */
export function isSchoolOrInternship(w: TResumeWork): boolean {
  const head = [w.company, w.title].filter(Boolean).join(' ');
  return SCHOOL.test(w.company ?? '') || DEGREE.test(head) || INTERN.test(head);
}

/** Years of the work entries' merged periods up to `endMonth` for open ones; null without any. */
export function summedWorkYears(
  json: TResumeJson,
  endMonth: number,
  skip: (w: TResumeWork) => boolean = () => false,
): number | null {
  const education = new Set(json.education.map((e) => e.period?.text).filter(Boolean));
  const spans: [number, number][] = [];
  for (const w of json.work) {
    if (!w.period?.start || isSchoolOrInternship(w) || education.has(w.period.text) || skip(w)) continue;
    const start = monthOf(w.period.start, false);
    const end = w.period.current ? endMonth : w.period.end ? monthOf(w.period.end, true) : null;
    const until = end === null ? null : Math.min(end, Math.max(endMonth, start ?? endMonth));
    if (start !== null && until !== null && until > start) spans.push([start, until]);
  }
  return spanYears(spans);
}

/** The resume's years of experience and where they come from (see the file comment); null when unknown. */
export function resumeYears(resume: { text: string; json: TResumeJson }, now: Date = new Date()): TResumeYears | null {
  const stated = statedYears(resume.text);
  if (stated !== null) return { years: stated, source: 'stated' };
  // A stated date before a job that is still held is not the resume's date (a misread one).
  const openStarts = resume.json.work
    .filter((w) => w.period?.current && w.period.start)
    .map((w) => monthOf(w.period!.start!, false) ?? 0);
  const dated = resumeMonth(resume.text);
  const own = dated !== null && openStarts.every((start) => dated > start) ? dated : null;
  const summed = summedWorkYears(resume.json, own ?? now.getFullYear() * 12 + now.getMonth());
  if (summed !== null) return { years: summed, source: 'summed' };
  const parsed = resume.json.basics.years_of_experience;
  return parsed !== null ? { years: parsed, source: 'parser' } : null;
}

const HEADING_LINE = /^\s*[#【[]?\s*[\u4e00-\u9fa5A-Za-z /&（）()·-]{2,24}\s*[】\]]?\s*[:：]?\s*$/;
const INTERN_HEADING = /实习|intern(?:ship)?s?\b/i;
const WORK_HEADING = /经历|经验|experience|employment|work history|career/i;

/** Whether the text lists this entry under an internship heading (实习经历, Internships). */
function underInternshipHeading(text: string, w: TResumeWork): boolean {
  const anchor = [w.company, w.title].find((v) => v && v.trim().length >= 2 && text.includes(v.trim()));
  if (!anchor) return false;
  const lines = text.slice(0, text.indexOf(anchor.trim())).split('\n');
  for (let i = lines.length - 2; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (line && HEADING_LINE.test(line) && WORK_HEADING.test(line)) return INTERN_HEADING.test(line);
  }
  return false;
}

/**
 * Years of experience a composed text may state (issue 35): a figure the resume states (the
 * largest, as written: "over 1.5 years" is 1.5), else the dated jobs summed — not internships
 * (by title, company or the heading they are listed under), not schooling, not a job held while
 * studying full time — with "至今 / present" ending at the resume's own date: the date it states
 * for itself, else `fileDate`. Without either, a sum that includes a job still held is unknown
 * (null): not today (a CV written in 2019 has not gained the years since), not the latest date the
 * resume mentions (a project dated 2022.10 inside a job held since 2021.07 said "1年" of a
 * five-year job). `now` (injectable for tests) only closes schooling still under way.
 */
export function documentYears(
  resume: { text: string; json: TResumeJson },
  options: { now?: Date; fileDate?: Date } = {},
): TResumeYears | null {
  const stated = statedYears(resume.text);
  if (stated !== null) return { years: stated, source: 'stated' };
  const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
  const today = monthIndex(options.now ?? new Date());
  // A stated date before a job that is still held is not the resume's date (a misread one).
  const openStarts = resume.json.work
    .filter((w) => w.period?.current && w.period.start)
    .map((w) => monthOf(w.period!.start!, false) ?? 0);
  const dated = resumeMonth(resume.text) ?? (options.fileDate ? monthIndex(options.fileDate) : null);
  const own = dated !== null && openStarts.every((start) => dated > start) ? dated : null;
  const now = own ?? today;
  const studies = resume.json.education
    .map((e) => {
      const start = e.period?.start ? monthOf(e.period.start, false) : null;
      const end = e.period?.current ? now : e.period?.end ? monthOf(e.period.end, true) : null;
      return start !== null && end !== null ? [start, end] : null;
    })
    .filter((x): x is number[] => x !== null);
  const whileStudying = (w: TResumeWork) => {
    const start = w.period?.start ? monthOf(w.period.start, false) : null;
    const end = w.period?.current ? now : w.period?.end ? monthOf(w.period.end, true) : null;
    return start !== null && end !== null && studies.some(([a, b]) => start >= a! && end <= b! + 1);
  };
  const skip = (w: TResumeWork) => underInternshipHeading(resume.text, w) || whileStudying(w);
  // Without a date of its own, a job still held has no known length: today overstates a resume
  // written years ago ("6 years" of a 2019 CV), the latest date it mentions understates a long-held
  // job ("1年" of a five-year one). No sum is stated then.
  if (own === null && resume.json.work.some((w) => w.period?.current && !isSchoolOrInternship(w) && !skip(w)))
    return null;
  const summed = summedWorkYears(resume.json, now, skip);
  return summed !== null && summed > 0 ? { years: summed, source: 'summed' } : null;
}

// ── What a position asks ─────────────────────────────────────────────────────────────────────

/**
 * The years a position's `experience_level` asks for ('1-3年' → 1, '3-5年' → 3, '10年以上' → 10,
 * '3+ years' → 3); 0 for 应届 / 1年以下 / 经验不限 / entry level (no years needed); null when it
 * says nothing readable.
 */
export function levelYears(level: string | null | undefined): number | null {
  const t = level?.trim() ?? '';
  if (!t) return null;
  if (/应届|在校|不限|无经验|1\s*年以下|一年以下|fresher|graduate|entry|no experience|any/i.test(t)) return 0;
  const m =
    /(\d{1,2}|[一两二三四五六七八九十]+)\s*(?:[-~～至到]\s*(?:\d{1,2}|[一两二三四五六七八九十]+)\s*)?\+?\s*(?:年|years?|yrs?)/i.exec(
      t,
    );
  if (!m) return null;
  const n = parseChineseNumber(m[1]!);
  return n >= 0 && n <= 30 ? n : null;
}
