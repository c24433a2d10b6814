import { enHeadingKey, guessHeading, lookupHeading, stripIcons, type THeadingKind } from '../resume-headings.ts';
import { RANGE_RE } from './dates.ts';
import { CJK, COMPANY, DEGREE_EN, SCHOOL, TITLE } from './lexicon.ts';
import { trimIcons, type TLine } from './lines.ts';

/** Lines and sections: the text split at its headings, each section with its kind and lines. */

export type TKind = THeadingKind;

/** Kinds whose heading may share a line with its content ("专业技能：Java、Go"). */
const INLINE_KINDS = new Set<TKind>(['skills', 'certificates', 'awards', 'honors', 'summary', 'other']);
const ENTRY_KINDS = new Set<TKind>(['education', 'work', 'internship', 'projects']);

export interface TSection {
  kind: TKind | 'header';
  title: string | null;
  lines: TLine[];
  /** A heading sharing its line with content inside the header ("Languages: English  Residence: …"). */
  headerLine?: TLine;
}

/** Labels that head a part of an entry ("技术栈：Spring Boot、MySQL" under a project), not a section. */
const ENTRY_LEVEL_LABELS = {
  entry: new Set([
    '技术栈',
    '技术',
    '开发环境',
    '使用技术',
    '技术选型',
    'technologies',
    'technologiesused',
    'technology',
    'techstack',
    'tools',
    'toolsused',
    'environment',
    'skillsused',
    // "Highlights:", "Overview:" inside a job or a project.
    'highlights',
    'keyhighlights',
    'overview',
    'introduction',
  ]),
  // "主修课程：数据结构、操作系统" under education.
  education: new Set([
    '主修课程',
    '相关课程',
    '核心课程',
    '专业课程',
    'relevantcourses',
    'coursework',
    'relevantcoursework',
  ]),
};
const isEntryLevelLabel = (label: string, current: TKind | 'header') => {
  const set =
    current === 'work' || current === 'internship' || current === 'projects'
      ? ENTRY_LEVEL_LABELS.entry
      : current === 'education'
        ? ENTRY_LEVEL_LABELS.education
        : null;
  const t = stripIcons(label).replace(/[:：\s]+$/, '');
  return !!set && set.has(CJK.test(t) ? t.replace(/\s+/g, '') : enHeadingKey(t));
};

/**
 * A heading missing from the vocabulary. Inside an entry section only an ALL CAPS one counts
 * ("Responsibilities:" and "Major project:" there head parts of an entry).
 */
function guessUnlistedHeading(text: string, current: TKind | 'header'): TKind | null {
  const kind = guessHeading(text);
  if (!kind || /responsibilit|duties|description|roles?\b/i.test(text)) return null;
  const inEntry = current === 'work' || current === 'internship' || current === 'projects' || current === 'education';
  if (inEntry && !CJK.test(text) && text !== text.toUpperCase()) return null;
  // "FRONTEND DEVELOPER", "INETEX LTD" are entry lines, not headings.
  return TITLE.test(text) || COMPANY.test(text) || SCHOOL.test(text) ? null : kind;
}

interface THeadingLine {
  kind: TKind;
  title: string;
  /** Content written on the heading's own line ("Skills: Java, SQL"). */
  rest: TLine | null;
}

const INLINE_LABEL = /^([^:：]{2,40}?)\s*[:：]\s*(\S.*)$/;
/** "SKILLS  Java, SQL", "TECHNICAL SKILLS • Java": a capitalised heading, a gap, then its content. */
const CAPS_INLINE = /^([A-Z][A-Z &/'’-]{2,40}?)(?:\s{2,}|\s+(?=[\d?•●▪◦■►➢*–-]))(\S.*)$/;

function restOf(line: TLine, restText: string): TLine {
  return { text: restText, start: line.end - restText.length, end: line.end };
}

/** Whether content after "<heading>:" belongs to that heading rather than being a field of the header. */
function takesInlineContent(kind: TKind, rest: string): boolean {
  if (INLINE_KINDS.has(kind)) return true;
  if (!ENTRY_KINDS.has(kind)) return false;
  // "工作经验：3年" and "Experience: 5 years" are fields; "教育背景：2016.09-2020.06 复旦大学" is an entry.
  return RANGE_RE.test(rest) || (kind === 'education' && (SCHOOL.test(rest) || DEGREE_EN.test(rest)));
}

/**
 * A heading line, or a line that starts with a heading followed by its content. Inside a work or
 * project entry, labels such as 技术栈 / Technologies stay with the entry.
 */
function readHeading(line: TLine, current: TKind | 'header'): THeadingLine | null {
  const heading = readHeadingText(line, current);
  // "Programming languages: Java, Go", "Languages: Python" inside a skills section are categories.
  if (heading?.rest && current === 'skills' && (heading.kind === 'skills' || heading.kind === 'other')) return null;
  return heading;
}

function readHeadingText(line: TLine, current: TKind | 'header'): THeadingLine | null {
  const trimmed = trimIcons(line);
  const text = trimmed.text;
  if (!text) return null;
  if (stripIcons(text).length <= (CJK.test(text) ? 20 : 60)) {
    const kind = lookupHeading(text) ?? guessUnlistedHeading(text, current);
    if (kind && !isEntryLevelLabel(text, current)) return { kind, title: text, rest: null };
  }
  // "专业技能：Java、Go", "Skills: Java, SQL", "教育背景：2016.09-2020.06 复旦大学"
  const labelled = INLINE_LABEL.exec(text);
  if (labelled && (CJK.test(labelled[1]!) || labelled[1]!.split(/\s+/).length <= 5)) {
    const kind = lookupHeading(labelled[1]!);
    const rest = labelled[2]!;
    if (kind && takesInlineContent(kind, rest) && !isEntryLevelLabel(labelled[1]!, current))
      return { kind, title: labelled[1]!.trim(), rest: restOf(trimmed, rest) };
  }
  // "EDUCATION 2017 – 2019 | Saint Petersburg ...", "SKILLS  ?  Knows English ..."
  const caps = /^([A-Z][A-Z &]{2,40}?)\s+(?=\d)(.+)$/.exec(text) ?? CAPS_INLINE.exec(text);
  if (caps) {
    const kind = lookupHeading(caps[1]!);
    if (kind && !isEntryLevelLabel(caps[1]!, current))
      return { kind, title: caps[1]!.trim(), rest: restOf(trimmed, caps[2]!) };
  }
  return null;
}

/** "E D U C A T I O N" → "EDUCATION", "W O R K  E X P E R I E N C E" → "WORK EXPERIENCE". */
function unspace(text: string): string {
  if (!/^(?:[A-Za-z&]\s{1,3})+[A-Za-z&](?:\s*\([^)]*\))?$/.test(text)) return text;
  return text
    .split(/\s{2,}|\t/)
    .map((w) => w.replace(/\s+/g, ''))
    .join(' ');
}

/** Headings a web form glued to the end of the line before ("… 6 monthsCompany Details"). */
const GLUED_DETAILS =
  /(?:Skills?|Education|Educational|Company|Projects?|Experience|Work|Employment|Personal|Contact|Academic|Internship|Certification)\s+Details$/;

/** Splits "<text>Education Details" into the text and the heading, offsets kept. */
function splitGluedHeadings(lines: TLine[]): TLine[] {
  const out: TLine[] = [];
  for (const line of lines) {
    const m = GLUED_DETAILS.exec(line.text);
    const before = m ? line.text.slice(0, m.index).trimEnd() : '';
    if (!m || !before) {
      out.push(line);
      continue;
    }
    out.push({ text: before, start: line.start, end: line.start + before.length });
    out.push({ text: m[0], start: line.start + m.index, end: line.end });
  }
  return out;
}

export const HEADER_KINDS = new Set<TKind | 'header'>(['header', 'basics', 'intent']);

export function toSections(lines: TLine[]): TSection[] {
  const sections: TSection[] = [{ kind: 'header', title: null, lines: [] }];
  for (const line of splitGluedHeadings(lines)) {
    const current = sections[sections.length - 1]!;
    const unspaced = unspace(line.text);
    const heading = readHeading(unspaced === line.text ? line : { ...line, text: unspaced }, current.kind);
    if (!heading) {
      current.lines.push(line);
      continue;
    }
    // A heading that was spread out keeps its written form as its title.
    const title = unspaced === line.text ? heading.title : line.text;
    const inHeader = !!heading.rest && HEADER_KINDS.has(current.kind) && !HEADER_KINDS.has(heading.kind);
    sections.push({
      kind: heading.kind,
      title,
      lines: heading.rest ? [heading.rest] : [],
      ...(inHeader ? { headerLine: line } : {}),
    });
    // "Languages: English" among the contact lines: the lines after it are the header again.
    if (inHeader) sections.push({ kind: current.kind, title: null, lines: [] });
  }
  return sections;
}
