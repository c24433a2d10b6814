import type { TResumePeriod } from '@offerpilot/shared';
import { CURRENT_RE, findPeriod } from './dates.ts';
import {
  CJK,
  COMPANY,
  COMPANY_STRONG,
  DEGREE_ABBR,
  DEGREE_EN,
  DEGREE_ZH,
  isCompanyText,
  PROJECT_ROLE,
  SCHOOL,
  stripBullet,
  TITLE,
} from './lexicon.ts';
import type { TLine } from './lines.ts';
import { cleanName, cleanToken, isEntryNote, isLocation, STRONG_SEPARATOR, tokenize, trailingNotes } from './tokens.ts';

/**
 * Entries (education, work, projects): the fields an entry's header names — its labels ("公司名称：…",
 * "Designation: …") and its parts (company, department, title; school, degree, major; name, role).
 */

/** 'skip': a label whose value is read elsewhere (a date); 'text': a label of free text, kept. */
export type TEntryField =
  'company' | 'department' | 'title' | 'school' | 'major' | 'degree' | 'name' | 'role' | 'skip' | 'text';
export const ENTRY_LABELS: Record<string, TEntryField> = {
  公司: 'company',
  公司名称: 'company',
  单位: 'company',
  工作单位: 'company',
  任职公司: 'company',
  职位: 'title',
  职务: 'title',
  岗位: 'title',
  担任职位: 'title',
  职位名称: 'title',
  部门: 'department',
  所在部门: 'department',
  学校: 'school',
  学校名称: 'school',
  毕业院校: 'school',
  院校: 'school',
  专业: 'major',
  学历: 'degree',
  学位: 'degree',
  项目: 'name',
  项目名称: 'name',
  角色: 'role',
  担任角色: 'role',
  项目角色: 'role',
  项目职务: 'role',
  时间: 'skip',
  在职时间: 'skip',
  工作时间: 'skip',
  项目时间: 'skip',
  就读时间: 'skip',
  起止时间: 'skip',
  在校时间: 'skip',
};
const ENTRY_LABEL = /^([\u3400-\u9fff\s]{2,8})\s*[:：]\s*(.*)$/;
/** "company - Acme Ltd", "Designation: Developer", "Project name: Billing". */
const EN_ENTRY_LABEL =
  /^(company(?:\s+name)?|employer|organi[sz]ation|designation|job\s+title|position|role|project(?:\s+(?:name|title))?|client|description)\s*(?:[:：]|\s[-–]\s?|-\s)\s*(.*)$/i;
const EN_ENTRY_LABELS: Record<string, TEntryField> = {
  company: 'company',
  companyname: 'company',
  employer: 'company',
  organisation: 'company',
  organization: 'company',
  designation: 'title',
  jobtitle: 'title',
  position: 'title',
  role: 'role',
  project: 'name',
  projectname: 'name',
  projecttitle: 'name',
  client: 'skip',
  description: 'text',
};

/** A labelled entry field ("公司名称：…", "company - …"): the field and the value after the label. */
export function readEntryLabel(text: string): { label: string; field: TEntryField; value: string } | null {
  const zh = ENTRY_LABEL.exec(text);
  const zhKey = zh?.[1]!.replace(/\s+/g, '');
  if (zh && zhKey && ENTRY_LABELS[zhKey]) return { label: zhKey, field: ENTRY_LABELS[zhKey], value: zh[2]! };
  const en = EN_ENTRY_LABEL.exec(text);
  const enKey = en?.[1]!.toLowerCase().replace(/\s+/g, '');
  return en && enKey && EN_ENTRY_LABELS[enKey] ? { label: enKey, field: EN_ENTRY_LABELS[enKey], value: en[2]! } : null;
}

export type TEntryKind = 'education' | 'work' | 'projects';

export interface TEntryFields {
  company: string | null;
  department: string | null;
  title: string | null;
  school: string | null;
  degree: string | null;
  major: string | null;
  name: string | null;
  role: string | null;
  /** "（兼职）", "（课程设计）", a bare "兼职": notes on a work or project entry, as written. */
  notes: string[];
  /**
   * Header text no field holds, kept by the caller: in education `details` (a place, a board, a
   * note); in work and project highlights (a description written on the header line).
   */
  leftovers: string[];
}

/** A department or a team ("技术部", "数据平台组", "商业化技术团队", "无线网络产品线"), never the employer. */
export const DEPARTMENT = /(?:部|中心|事业群|事业部|团队|小组|组|产品线|业务线|部门|实验室)$/u;
/** A line that is nothing but a department: "数据中台部", "商业化技术团队" (no sentence, no figure). */
export const DEPARTMENT_LINE =
  /^(?!负责|参与|带领|主导|组建|管理|协助|搭建|建立|加入|支持|服务)[\u3400-\u9fff]{2,12}(?:部|事业群|事业部|团队|小组|组|产品线|业务线|部门|实验室)$/u;
/** ...except a 中心 that is an organisation of its own ("国家电网客户服务中心"). */
export const OWN_CENTRE = /^[\u3400-\u9fff（）()]{5,}中心$/u;

export function readEntryHeader(
  header: TLine[],
  kind: TEntryKind,
  periodLine: number,
  employerLines: Set<number>,
  period: TResumePeriod | null,
): TEntryFields {
  const f: TEntryFields = {
    company: null,
    department: null,
    title: null,
    school: null,
    degree: null,
    major: null,
    name: null,
    role: null,
    notes: [],
    leftovers: [],
  };
  // A work or project field holds the name cleaned of its notes; the notes go to the entry's note.
  const named = (text: string) => {
    if (kind !== 'education') f.notes.push(...trailingNotes(text));
    return cleanName(text);
  };
  const tokens = headerTokens(header, periodLine, employerLines, period);
  joinLatinTitles(tokens, header, kind);
  const free = readHeaderTokens(tokens, kind, f, named);
  placeFreeParts(free, kind, f, named);
  return f;
}

/** A part of an entry's header line. */
interface THeaderToken {
  text: string;
  employer: boolean;
  first?: boolean;
}

/** A part of the header no field took, placed by `placeFreeParts`. */
type TFreePart = { text: string; employer: boolean };

/** `named` of `readEntryHeader`: a name cleaned of its notes, the notes kept on the entry. */
type TNamed = (text: string) => string;

/** The parts of the header lines: the period cut out, a label read first, the rest tokenized. */
function headerTokens(
  header: TLine[],
  periodLine: number,
  employerLines: Set<number>,
  period: TResumePeriod | null,
): THeaderToken[] {
  // `first`: the token opens its line (a degree written as bare capitals counts only there).
  const tokens: THeaderToken[] = [];
  header.forEach((line, i) => {
    let text = stripBullet(line.text).text;
    let splitSpaces: boolean | undefined;
    if (i === periodLine && period) {
      const at = text.indexOf(period.text);
      const without = at < 0 ? text : `${text.slice(0, at)}${text.slice(at + period.text.length)}`;
      // The spaces that set the period apart ("浙江大学 软件工程 本科  2018.09 - 2022.06") separate
      // only the period: the rest of the line is split as if it stood alone.
      splitSpaces = !STRONG_SEPARATOR.test(without.replace(/[(（]\s*[)）]/, '').trim());
      // "新媒体运营主管（2020.10-至今）": the parentheses go with the period.
      text =
        at < 0
          ? text
          : `${text.slice(0, at)}\t${text.slice(at + period.text.length)}`.replace(/[(（]\s*\t\s*[)）]/, '\t');
    }
    // A header line that runs on into sentences: only its first sentence names things.
    const sentence = /(?<=[a-z]{2})\.\s+(?=[A-Z])|。/.exec(text);
    if (sentence) text = text.slice(0, sentence.index);
    // "职    位：财务经理": a label spread out with spaces is read before the line is split.
    const kv = readEntryLabel(text);
    if (kv) {
      tokens.push({ text: `${kv.label}:`, employer: false });
      text = kv.value;
    }
    tokenize(text, splitSpaces ?? !STRONG_SEPARATOR.test(text)).forEach((t, k) =>
      tokens.push({ text: t, employer: employerLines.has(i), first: k === 0 && !kv }),
    );
  });
  return tokens;
}

/** Joins a Latin word to the Chinese job title after it (in place). */
function joinLatinTitles(tokens: THeaderToken[], header: TLine[], kind: TEntryKind): void {
  // "Java 开发工程师": a Latin word in front of a Chinese job title belongs to the title.
  for (let i = 0; kind !== 'education' && i + 1 < tokens.length; i += 1) {
    const [a, b] = [tokens[i]!, tokens[i + 1]!];
    const merged = `${a.text} ${b.text}`;
    if (
      /^[A-Za-z][\w.+#/-]{0,15}$/.test(a.text) &&
      CJK.test(b.text) &&
      TITLE.test(b.text) &&
      !COMPANY.test(a.text) &&
      header.some((line) => line.text.includes(merged))
    )
      tokens.splice(i, 2, { text: merged, employer: a.employer && b.employer });
  }
}

/** Reads each part into its field; returns the parts no field took. */
function readHeaderTokens(tokens: THeaderToken[], kind: TEntryKind, f: TEntryFields, named: TNamed): TFreePart[] {
  const free: TFreePart[] = [];
  let pendingLabel: TEntryField | null = null;
  tokens.forEach((token, i) => {
    let text = token.text;
    if (!/[\p{L}]/u.test(text)) return;
    const kv = readEntryLabel(text);
    let field = pendingLabel;
    pendingLabel = null;
    if (kv) {
      field = kv.field;
      text = kv.value.trim();
      if (!text) {
        pendingLabel = field;
        return;
      }
    }
    if (field) {
      if (field === 'text') f.leftovers.push(text);
      else if (field !== 'skip' && f[field] === null) f[field] = field === 'degree' ? text : named(text);
      return;
    }
    if (kind === 'education') {
      readEducationToken(f, token, text, tokens[i + 1]?.text, free);
      return;
    }
    readJobToken(f, kind, token, text, tokens[i + 1]?.text, free, named);
  });
  return free;
}

/** A part of an education header: the school, the degree and the major, or kept aside. */
function readEducationToken(
  f: TEntryFields,
  token: THeaderToken,
  text: string,
  next: string | undefined,
  free: TFreePart[],
): void {
  const zh = DEGREE_ZH.exec(text);
  const abbr = DEGREE_ABBR.exec(text);
  // "MA Economics" anywhere, a bare "BA" only where its line starts ("Cambridge, MA" is a place).
  // …and "MA 02138" after a city is a state and its zip code.
  const en =
    DEGREE_EN.exec(text) ?? (abbr && (token.first || /^\s+\p{L}/u.test(text.slice(abbr[0].length))) ? abbr : null);
  // "Education course Java Basics at the Institute of IT", "Online courses «T-SQL» from Udemy"
  const at = /\b(?:at|from)\s+(?:the\s+)?([A-Z][^,;()]{2,80})/.exec(text);
  const provider =
    at && SCHOOL.test(at[1]!)
      ? at
      : /\b(?:courses?|program(?:me)?|training|bootcamp)\b.*?\b(?:from|at|by)\s+(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,4})\s*$/i.exec(
          text,
        );
  if (!f.school && provider && text.length > 30) {
    f.school = cleanToken(provider[1]!.replace(/\s+(?:in|on|at)$/, ''));
    return;
  }
  if (!f.school && SCHOOL.test(text) && !(zh && text.length <= 8) && text.length <= 80) {
    f.school = cleanSchool(text);
    return;
  }
  if (isLocation(text, next) || text.length > 120) {
    f.leftovers.push(text);
    return;
  }
  if (!f.degree && zh && text.length <= 10) {
    f.degree = zh[1]!;
    return;
  }
  if (!f.degree && en) {
    f.degree = en[1]!;
    const after = text.slice(en.index + en[0].length);
    const major = /^\s*(?:degree\s+)?(?:in|of)\s+(.+?)(?=\s*(?:[,.;(]|\s[-–—]\s|\s+GPA|$))/i.exec(after);
    if (major && !f.major) f.major = major[1]!.trim();
    // "B.Tech Electrical Engineering", "Master, GPA 3.8": what the degree and major leave is kept.
    const rest = [text.slice(0, en.index), major ? after.slice(major[0].length) : after].map(cleanToken);
    f.leftovers.push(...rest.filter((r) => /\p{L}/u.test(r)));
    return;
  }
  free.push(token);
}

/** A part of a work or project header: the company, the department and the title, or kept aside. */
function readJobToken(
  f: TEntryFields,
  kind: TEntryKind,
  token: THeaderToken,
  text: string,
  next: string | undefined,
  free: TFreePart[],
  named: TNamed,
): void {
  if (kind === 'work' && !f.company && text.length <= 60 && COMPANY_STRONG.test(text)) {
    // "成都星河信息技术有限公司产品助理": a wrapped line joined without its space; split after the
    // company's suffix when what follows is a job title.
    const glued =
      /^(.+?(?:有限公司|有限责任公司|公司|集团|银行|研究院|研究所|事务所|工作室|医院))([\u3400-\u9fff]{2,12})$/.exec(
        text,
      );
    if (glued && TITLE.test(glued[2]!) && !COMPANY_STRONG.test(glued[2]!)) {
      f.company = cleanName(glued[1]!);
      if (!f.title) f.title = cleanName(glued[2]!);
      return;
    }
    f.company = named(text);
    return;
  }
  // A place has no field; a note ("（兼职）") is the entry's note; a long part (a description) is kept.
  if (isLocation(text, next)) {
    if (isEntryNote(text)) f.notes.push(text);
    return;
  }
  if (text.length > 60) {
    f.leftovers.push(text);
    return;
  }
  if (kind === 'work') {
    if (!f.company && (isCompanyText(text) || (token.employer && !TITLE.test(text)))) {
      f.company = named(text);
      return;
    }
    if (DEPARTMENT.test(text) && CJK.test(text)) {
      // "到店事业群 · 前端技术部": a division and its department, one department line.
      f.department = f.department === null ? named(text) : `${f.department} · ${named(text)}`;
      return;
    }
    if (TITLE.test(text)) {
      if (!f.title) f.title = named(text);
      return;
    }
    free.push(token);
    return;
  }
  free.push(token);
}

/** The parts no field took: a major, a company and a title, a project name and a role, or leftovers. */
function placeFreeParts(free: TFreePart[], kind: TEntryKind, f: TEntryFields, named: TNamed): void {
  const freeTexts = free.map((t) => t.text).filter((t) => t.length <= (kind === 'projects' ? 70 : 50));
  if (kind === 'education') {
    const major =
      !f.major && (f.school || f.degree)
        ? freeTexts.find((t) => !/^[A-Z]{2,6}$/.test(t) && !/GPA|绩点|排名|统招|全日制|主修/i.test(t) && !/^\d/.test(t))
        : undefined;
    if (major) f.major = cleanName(major);
    f.leftovers.push(...free.map((t) => t.text).filter((t) => t !== major));
  } else if (kind === 'work') {
    const rest = freeTexts.filter((t) => t.split(/\s+/).length <= 6);
    const company = !f.company ? rest.shift() : undefined;
    const title = !f.title && rest[0] && rest[0].length <= 30 ? rest[0] : undefined;
    if (company) f.company = named(company);
    if (title) f.title = named(title);
    // A fourth part of the header ("Backend team, on call"): kept with the highlights.
    f.leftovers.push(
      ...withoutOnce(
        free.map((t) => t.text),
        [company, title],
      ).filter((t) => !isDateOnly(t)),
    );
  } else {
    const isRole = (t: string, i: number) => i > 0 && (PROJECT_ROLE.test(t) || TITLE.test(t)) && t.length <= 20;
    // "智能客服系统 后端开发", "Online Mall Platform  Backend Developer": the role ends the name's part.
    const joined = !f.role && !freeTexts.some(isRole) && freeTexts[0] ? splitNameRole(freeTexts[0]) : null;
    if (joined) freeTexts.splice(0, 1, ...joined);
    const roleAt = freeTexts.findIndex(isRole);
    const name = f.name
      ? undefined
      : freeTexts.find((t, i) => i !== roleAt && !(PROJECT_ROLE.test(t) && t.length <= 12));
    const role = !f.role && roleAt > 0 ? freeTexts[roleAt] : undefined;
    // "编译器前端（课程设计）", "Tutoring app (Volunteer)" are annotated; "Churn forecasting (machine
    // learning)" is a name.
    if (name)
      f.name =
        /[(（][^)）]*[\u3400-\u9fff][^)）]*[)）]$/.test(name) || trailingNotes(name).length > 0
          ? named(name)
          : cleanToken(name);
    if (role) f.role = role;
    // Parts too long to be a name, and parts beside the name and the role, stay with the highlights.
    const long = free.map((t) => t.text).filter((t) => t.length > 70);
    f.leftovers.push(...[...withoutOnce(freeTexts, [name, role]), ...long].filter((t) => !isDateOnly(t)));
  }
}

/** The list without one copy of each of the given items. */
function withoutOnce(list: string[], items: (string | undefined)[]): string[] {
  const out = [...list];
  for (const item of items) {
    const at = item === undefined ? -1 : out.indexOf(item);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}

/** "Present", "September 2015": a second date in a header is not a highlight. */
function isDateOnly(text: string): boolean {
  const t = cleanToken(text.replace(/[.()（）]/g, ' ')).trim();
  const found = findPeriod(t);
  return CURRENT_RE.test(t) || (!!found && found.period.text.length >= t.length - 1);
}

/** Words that may stand before a role noun in a project header ("Backend Developer"). */
const ROLE_MODIFIERS = new Set(
  (
    'senior junior lead chief principal head backend back-end frontend front-end fullstack full-stack full stack ' +
    'software web mobile ios android data ml ai qa test devops java python go ui ux product project team tech ' +
    'technical solution solutions system systems cloud game embedded database server client'
  ).split(' '),
);
const ZH_PROJECT_ROLE =
  /(?:工程师|负责人|经理|组长|成员|架构师|设计师|主程|队长|(?:前端|后端|全栈|客户端|服务端|移动端|算法|测试|数据|[A-Za-z+#.]{1,12}\s?)开发)$/;

/** A project name and the role written after it in one part, split where the role starts. */
function splitNameRole(text: string): [string, string] | null {
  const wide = /^(.+?)\s{2,}(\S(?:.*\S)?)$/.exec(text);
  if (
    wide &&
    wide[2]!.length <= 30 &&
    (PROJECT_ROLE.test(wide[2]!) || TITLE.test(wide[2]!)) &&
    !/\s{2,}/.test(wide[2]!)
  )
    return [wide[1]!.trim(), wide[2]!];
  if (CJK.test(text)) {
    const zh = /^(.+?)\s+(\S{2,12})$/.exec(text);
    return zh && ZH_PROJECT_ROLE.test(zh[2]!) ? [zh[1]!, zh[2]!] : null;
  }
  const words = text.split(' ');
  const last = words[words.length - 1]!;
  if (words.length < 2 || !PROJECT_ROLE.test(last)) return null;
  let start = words.length - 1;
  while (start > 1 && words.length - start < 3 && ROLE_MODIFIERS.has(words[start - 1]!.toLowerCase())) start--;
  return [words.slice(0, start).join(' '), words.slice(start).join(' ')];
}

export function cleanSchool(token: string): string {
  const t = token
    .replace(/^(?:in|at)\s+/i, '')
    .replace(/(?<=[)）])\.$/, '')
    .trim();
  // Keep an abbreviation "(SPbPU)"; drop a place "(Almaty, Kazakhstan)", "(Rehovot)", "（北京）".
  const paren = /\s*[(（]([^()（）]*)[)）]$/.exec(t);
  const isAbbreviation = !!paren && /^[A-Za-z]{2,8}$/.test(paren[1]!) && /[A-Z].*[A-Z]/.test(paren[1]!);
  return cleanToken(paren && !isAbbreviation ? t.slice(0, paren.index) : t);
}
