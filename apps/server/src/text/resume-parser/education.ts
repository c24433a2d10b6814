import { CERT_WORD, type TCollected } from './collected.ts';
import { splitEntries } from './entries.ts';
import { cleanSchool, readEntryHeader } from './entry-header.ts';
import { BULLET, CJK, DEGREE_EN, DEGREE_ZH, SCHOOL, stripBullet } from './lexicon.ts';
import { bodyLines, type TLine } from './lines.ts';
import type { TSection } from './sections.ts';
import { tokenize } from './tokens.ts';

/** The education section: its entries (school, degree, major, period, details). */

function schoolFromBody(body: TLine[]): string | null {
  for (const line of body.slice(0, 3)) {
    const text = stripBullet(line.text).text;
    if (text.length > 80 || /[。;；]/.test(text)) continue;
    const token = tokenize(text).find((t) => SCHOOL.test(t) && t.length <= 80);
    if (token) return cleanSchool(token);
  }
  return null;
}

export function readEducationSection(section: TSection, out: TCollected): void {
  // "Certificate “Red Hat System Administration” in November 2016" under 教育/Education.
  const isCertificate = (l: TLine) =>
    CERT_WORD.test(l.text) && !SCHOOL.test(l.text) && !DEGREE_EN.test(l.text) && !DEGREE_ZH.test(l.text);
  out.certificates.push(...section.lines.filter((l) => isCertificate(l) && !BULLET.test(l.text)).map((l) => l.text));
  const lines = section.lines.filter((l) => !isCertificate(l) || BULLET.test(l.text));
  const entries = splitEntries(lines, 'education');
  for (const e of entries) {
    const f = readEntryHeader(e.header, 'education', e.periodLine, e.employerLines, e.period);
    // "2000 - 2005: Master's degree in …" with the university a few lines below.
    f.school ??= schoolFromBody(e.body);
    // An entry that names no school, degree or major ("GPA 3.8/4.0 排名前 5%", "2021.05 国家奖学金",
    // a course list with a date) is a detail of the entry above it, not an education of its own.
    const previous = out.education.at(-1);
    // Only Chinese ones: an English entry without a school is often a school the reader missed.
    const header = e.header.map((l) => stripBullet(l.text).text).filter((t) => /[\p{L}\p{N}]/u.test(t));
    if (previous && !f.school && !f.degree && !f.major && header.some((t) => CJK.test(t))) {
      previous.details.push(
        ...header,
        ...f.leftovers.filter((t) => !header.some((h) => h.includes(t))),
        ...bodyLines(e.body),
      );
      continue;
    }
    out.education.push({
      school: f.school,
      degree: f.degree,
      major: f.major,
      period: e.period,
      details: [...f.leftovers, ...bodyLines(e.body)],
    });
  }
  // No school, degree or date to start an entry at: the lines are still the education.
  const details = entries.length ? [] : bodyLines(lines);
  if (details.length) out.education.push({ school: null, degree: null, major: null, period: null, details });
}
