import type { TCollected } from './collected.ts';
import { findPeriod } from './dates.ts';
import { splitEntries, type TRawEntry } from './entries.ts';
import { DEPARTMENT, DEPARTMENT_LINE, OWN_CENTRE, readEntryHeader, type TEntryFields } from './entry-header.ts';
import { CJK, isCompanyText, stripBullet, TITLE } from './lexicon.ts';
import { bodyLines, type TLine } from './lines.ts';
import type { TSection } from './sections.ts';
import { entryNote } from './tokens.ts';

/** The work, internship and project sections: their entries. */

/**
 * "技术部 | 后端开发工程师" over "杭州网易": the short line under a header that names a department but
 * no employer, when it is a name (no bullet, punctuation, date, job title or label).
 */
function employerLine(line: TLine | undefined): TLine | null {
  if (!line || line.text.length > 20 || stripBullet(line.text).isBullet || findPeriod(line.text)) return null;
  if (/[，。、；：:,;!?！？]/u.test(line.text) || TITLE.test(line.text) || DEPARTMENT.test(line.text)) return null;
  return CJK.test(line.text) || isCompanyText(line.text) ? line : null;
}

/** Under a heading of jobs and projects: an entry that names a project ("（课程项目）") and no employer. */
function isProjectEntry(e: TRawEntry, f: TEntryFields): boolean {
  if (f.company && isCompanyText(f.company)) return false;
  return e.header.some((l) => /项目|课程设计|毕业设计|竞赛|开源|project/i.test(l.text));
}

export function readWorkSection(section: TSection, out: TCollected): void {
  const entries = splitEntries(section.lines, 'work');
  // "实习/项目经历": entries of both kinds under one heading.
  const hasProjects = /项目|project/i.test(section.title ?? '');
  for (const e of entries) {
    const f = readEntryHeader(e.header, 'work', e.periodLine, e.employerLines, e.period);
    if (hasProjects && isProjectEntry(e, f)) {
      const p = readEntryHeader(e.header, 'projects', e.periodLine, e.employerLines, e.period);
      const note = entryNote(p.notes);
      const highlights = [...p.leftovers, ...bodyLines(e.body)];
      out.projects.push({ name: p.name, role: p.role, ...(note ? { note } : {}), period: e.period, highlights });
      continue;
    }
    // Internships and part-time jobs do not count towards years of experience.
    const isInternship =
      section.kind === 'internship' || e.header.some((l) => /实习|兼职|intern|part-time/i.test(l.text));
    // "国家电网客户服务中心 客服专员": a 中心 with no company beside it is the employer; a department
    // or a team ("技术部", "数据平台组") never is: the employer may be the short line under the header.
    const isOwnCentre = !f.company && !!f.department && OWN_CENTRE.test(f.department);
    const employerBelow = !f.company && f.department && !isOwnCentre ? employerLine(e.body[0]) : null;
    if (employerBelow) e.body.shift();
    const company = f.company ?? (isOwnCentre ? f.department : (employerBelow?.text ?? null));
    // A department on its own line under the header ("数据中台部") is the department, not a highlight.
    const departmentBelow =
      !isOwnCentre && f.department === null && e.body[0] && DEPARTMENT_LINE.test(e.body[0].text.trim())
        ? e.body.shift()!.text.trim()
        : null;
    const department = isOwnCentre ? null : (f.department ?? departmentBelow);
    const note = entryNote(f.notes);
    out.work.push({
      company,
      ...(department ? { department } : {}),
      title: f.title,
      ...(note ? { note } : {}),
      period: e.period,
      highlights: [...f.leftovers, ...bodyLines(e.body)],
      isInternship,
    });
  }
  const highlights = entries.length ? [] : bodyLines(section.lines);
  if (highlights.length)
    out.work.push({
      company: null,
      title: null,
      period: null,
      highlights,
      isInternship: section.kind === 'internship',
    });
}

export function readProjectsSection(section: TSection, out: TCollected): void {
  const entries = splitEntries(section.lines, 'projects');
  for (const e of entries) {
    const f = readEntryHeader(e.header, 'projects', e.periodLine, e.employerLines, e.period);
    const highlights = [...f.leftovers, ...bodyLines(e.body)];
    const note = entryNote(f.notes);
    out.projects.push({ name: f.name, role: f.role, ...(note ? { note } : {}), period: e.period, highlights });
  }
  if (entries.length) return;
  // Undated projects written one per line, "会员成长体系：梳理积分、等级与权益规则……".
  const unnamed: TLine[] = [];
  for (const line of section.lines) {
    const named = /^([^：:，。,；;]{2,24}?)\s*[：:]\s*(\S.*)$/.exec(stripBullet(line.text).text);
    if (named) out.projects.push({ name: named[1]!, role: null, period: null, highlights: [named[2]!] });
    else unnamed.push(line);
  }
  const highlights = bodyLines(unnamed);
  if (highlights.length) out.projects.push({ name: null, role: null, period: null, highlights });
}
