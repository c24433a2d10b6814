import type { TResumeJson, TResumePeriod } from './schemas/resume.ts';

/**
 * The structured resume written out as plain text, section by section, in the resume's language.
 * Used for the optimised version's `content`, for scoring a rewrite and for the exports; parsing
 * the result again gives back the same sections.
 */

const HEADINGS = {
  zh: {
    education: '教育经历',
    work: '工作经历',
    projects: '项目经历',
    skills: '专业技能',
    certificates: '证书',
    awards: '获奖情况',
    self_evaluation: '自我评价',
    phone: '电话',
    email: '邮箱',
    city: '城市',
    target: '求职意向',
    expectedCity: '期望城市',
  },
  en: {
    education: 'Education',
    work: 'Work Experience',
    projects: 'Projects',
    skills: 'Skills',
    certificates: 'Certificates',
    awards: 'Awards',
    self_evaluation: 'Summary',
    phone: 'Phone',
    email: 'Email',
    city: 'City',
    target: 'Objective',
    expectedCity: 'Preferred location',
  },
} as const;

export interface TResumeTextBlock {
  heading: string | null;
  /** Title lines of each entry (company · title · period) and their bullets. */
  entries: { title: string | null; lines: string[] }[];
}

function periodText(period: TResumePeriod | null): string | null {
  return period?.text?.trim() || null;
}

/**
 * An entry's name with its note in brackets, as a resume writes it: "某某公司（兼职）", "Acme Ltd
 * (Remote)"; without a name the note alone ("（兼职）"). Parsing the text again gives back the same
 * name and note.
 */
function withNote(name: string | null, note: string | null | undefined): string | null {
  const text = note?.trim();
  if (!text) return name;
  const zh = /[\u3400-\u9fff]/.test(text);
  const bracketed = zh ? `（${text}）` : `(${text})`;
  if (!name?.trim()) return bracketed;
  return zh ? `${name.trim()}${bracketed}` : `${name.trim()} ${bracketed}`;
}

function joinParts(parts: (string | null | undefined)[], sep: string): string | null {
  const kept = parts.map((p) => p?.trim()).filter((p): p is string => Boolean(p));
  return kept.length > 0 ? kept.join(sep) : null;
}

/** The resume as headed blocks (for exports that style headings and bullets). */
export function resumeBlocks(resume: TResumeJson): TResumeTextBlock[] {
  const h = HEADINGS[resume.meta.language === 'en' ? 'en' : 'zh'];
  const sep = ' | ';
  const blocks: TResumeTextBlock[] = [];
  const b = resume.basics;
  const contact = joinParts(
    [
      b.phone ? `${h.phone}: ${b.phone}` : null,
      b.email ? `${h.email}: ${b.email}` : null,
      b.city ? `${h.city}: ${b.city}` : null,
      ...(b.links ?? []),
    ],
    sep,
  );
  const intent = joinParts(
    [
      b.target_role ? `${h.target}: ${b.target_role}` : null,
      b.expected_city ? `${h.expectedCity}: ${b.expected_city}` : null,
    ],
    sep,
  );
  const headLines = [contact, intent].filter((l): l is string => Boolean(l));
  // Text that stood under no heading (personal details, a profile at the top) goes back to the top:
  // written at the end it would read as part of the last section.
  for (const other of resume.other) if (!other.title.trim()) headLines.push(...other.lines);
  if (b.name || headLines.length > 0) blocks.push({ heading: null, entries: [{ title: b.name, lines: headLines }] });
  if (resume.self_evaluation?.trim()) {
    blocks.push({ heading: h.self_evaluation, entries: [{ title: null, lines: splitLines(resume.self_evaluation) }] });
  }
  if (resume.work.length > 0) {
    blocks.push({
      heading: h.work,
      entries: resume.work.map((w) => ({
        title: joinParts([withNote(w.company, w.note), w.department, w.title, periodText(w.period)], sep),
        lines: w.highlights,
      })),
    });
  }
  if (resume.projects.length > 0) {
    blocks.push({
      heading: h.projects,
      entries: resume.projects.map((p) => ({
        title: joinParts([withNote(p.name, p.note), p.role, periodText(p.period)], sep),
        lines: p.highlights,
      })),
    });
  }
  if (resume.education.length > 0) {
    blocks.push({
      heading: h.education,
      entries: resume.education.map((e) => ({
        title: joinParts([e.school, e.degree, e.major, periodText(e.period)], sep),
        lines: e.details,
      })),
    });
  }
  if (resume.skills.length > 0) {
    // Short names share a line; sentence-like items ("熟悉 JVM 调优…") keep a line each.
    const sentences = resume.skills.some((skill) => skill.length > 20);
    const joined = resume.skills.join(resume.meta.language === 'en' ? ', ' : '、');
    blocks.push({ heading: h.skills, entries: [{ title: null, lines: sentences ? resume.skills : [joined] }] });
  }
  if (resume.certificates.length > 0) {
    blocks.push({ heading: h.certificates, entries: [{ title: null, lines: resume.certificates }] });
  }
  if (resume.awards.length > 0) blocks.push({ heading: h.awards, entries: [{ title: null, lines: resume.awards }] });
  for (const other of resume.other) {
    if (other.title.trim() && other.lines.length > 0)
      blocks.push({ heading: other.title, entries: [{ title: null, lines: other.lines }] });
  }
  return blocks;
}

function splitLines(text: string): string[] {
  return text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The resume as plain text, headings and entry titles on their own lines. */
export function renderResumeText(resume: TResumeJson): string {
  const out: string[] = [];
  for (const block of resumeBlocks(resume)) {
    if (out.length > 0) out.push('');
    if (block.heading) out.push(block.heading);
    for (const entry of block.entries) {
      if (entry.title) out.push(entry.title);
      // Entry bullets get "- " so the parser reads them back as highlights; section text stays plain.
      for (const line of entry.lines) out.push(entry.title && block.heading ? `- ${line}` : line);
    }
  }
  return out.join('\n');
}
