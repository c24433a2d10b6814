import {
  CITIES,
  type TResumeBasics,
  type TResumeEducation,
  type TResumeJson,
  type TResumePeriod,
  type TResumeProject,
  type TResumeWork,
} from '@offerpilot/shared';
import { parseChineseNumber } from './numerals.ts';
import { rejoinWrappedLines } from './wrapped-lines.ts';
import {
  enHeadingKey,
  guessHeading,
  ICON_GLYPHS,
  lookupHeading,
  stripIcons,
  type THeadingKind,
} from './resume-headings.ts';

/**
 * The built-in resume reader: turns extracted resume text (Chinese or English) into
 * `resume_json_content`. It works line by line with lexicons and regular expressions, never
 * invents anything (every string it returns is a piece of the input, trimmed) and leaves a field
 * empty when it cannot find it. Dates are the one thing it derives: `period.start/end` are the
 * written dates read as 'YYYY-MM' or 'YYYY', and `years_of_experience` may be summed from them.
 */

export const RESUME_PARSER_ID = 'builtin-resume-parser@2';

export interface TParseResumeOptions {
  /** The date "至今 / present" means when experience is summed from work periods. */
  now?: Date;
  /** false: every line of a list is an item of its own, as before issue 35 (the bench's baseline). */
  rejoinWrapped?: boolean;
}

/** Set for the length of one synchronous `parseResume` call (see `TParseResumeOptions.rejoinWrapped`). */
let rejoinWrapped = true;
/** The text being parsed (line offsets point into it), for the same call. */
let parsing = '';

// ---------------------------------------------------------------------------------------------
// Lexicons

type TKind = THeadingKind;

/** Kinds whose heading may share a line with its content ("专业技能：Java、Go"). */
const INLINE_KINDS = new Set<TKind>(['skills', 'certificates', 'awards', 'honors', 'summary', 'other']);
const ENTRY_KINDS = new Set<TKind>(['education', 'work', 'internship', 'projects']);

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_G = /[\u3400-\u9fff\uf900-\ufaff]/g;
const countCjk = (s: string) => s.match(CJK_G)?.length ?? 0;

const SCHOOL =
  /(大学|学院|学校|中学|高中|党校|University|Universit[aeé]|College|Institute|Academy|School|Polytechnic|Educational Cent(?:er|re)|Training Cent(?:er|re))/i;
const DEGREE_ZH =
  /(博士研究生|博士后|博士|硕士研究生|硕士|研究生|本科|学士|大专|专科|高职|高中|中专|EMBA|MBA|MPA|MPAcc|MFA|MEng)/;
/**
 * Degrees written as capitals with no dots, as Indian resumes do ("BA   Mumbai University", "MA
 * Economics", "BE in Computer Engineering"): case-sensitive and only where a piece of an education
 * line starts, so "Boston, MA" and the words "be" and "me" stay what they are.
 */
const DEGREE_ABBR = /^(BA|MA|BE|ME|BCom|MCom|BTech|MTech|BPharm|MPharm|PGDM|BMS|BSW|MSW)(?=$|\s|,|\/|\()/;
const DEGREE_EN =
  /(?<![A-Za-z])(Ph\.?\s?D\.?|Doctorate|Doctor|MBA|M\.\s?Sc\.?|B\.\s?Sc\.?|MSc|BSc|M\.S\.|B\.S\.|B\.A\.|M\.A\.|B\.Eng\.?|M\.Eng\.?|B\.\s?Tech|M\.\s?Tech|B\.\s?Com|M\.\s?Com|B\.E\.|BCA|MCA|BBA|[BM]\.\s?C\.\s?A\.?|[BM]\.\s?B\.\s?A\.?|LL\.\s?B\.?|LL\.\s?M\.?|Master|Bachelor|Associate(?=['’]s\s+degree)|Diploma)(?:['’]s|s)?(?:\s+degree|\s+of\s+(?:Science|Arts|Engineering|Laws|Fine\s+Arts))?(?![A-Za-z])/i;
const COMPANY_STRONG =
  /(公司|集团|有限|银行|研究院|研究所|事务所|工作室|医院|证券|基金|控股|株式会社|有限会社|(?<![A-Za-z])(?:Inc|Ltd|LLC|LLP|Corp|Corporation|GmbH|Co)(?![A-Za-z]))/i;
const COMPANY_WEAK =
  /(科技|网络|传媒|(?<![A-Za-z])(?:Company|Group|Labs?|Technologies|Bank|Studios?|Agency|Solutions|Systems|Software)(?![A-Za-z]))/i;
const COMPANY = new RegExp(`${COMPANY_STRONG.source}|${COMPANY_WEAK.source}`, 'i');
function isCompanyText(t: string): boolean {
  return COMPANY_STRONG.test(t) || (COMPANY_WEAK.test(t) && !TITLE.test(t));
}
const TITLE =
  /(工程师|经理|专员|主管|设计师|分析师|运营|总监|顾问|助理|开发|架构师|研究员|实习生|实习|编辑|策划|会计|出纳|销售|代表|负责人|组长|主任|总裁|讲师|教师|律师|测试|产品|店长|文员|(?<![A-Za-z])(?:CEO|CTO|COO|QA|leader|lead|engineer|developer|manager|designer|analyst|scientist|specialist|consultant|architect|intern|programmer|administrator|coordinator|interviewer|associate|director|officer|tester|freelancer?|representative|executive|head|owner|founder|assistant|accountant|editor|writer|teacher|researcher|technician|supervisor|marketer|recruiter)(?![A-Za-z]))/i;
const PROJECT_ROLE =
  /(工程师|负责人|经理|组长|成员|架构师|开发|设计师|主程|队长|(?<![A-Za-z])(?:leader|lead|developer|engineer|owner|manager|designer|architect|member|analyst)(?![A-Za-z]))/i;
const COUNTRIES = new Set([
  'israel',
  'russia',
  'ukraine',
  'belarus',
  'kazakhstan',
  'germany',
  'poland',
  'usa',
  'us',
  'united states',
  'uk',
  'united kingdom',
  'china',
  'india',
  'france',
  'canada',
  'moldova',
  'georgia',
  'latvia',
  'lithuania',
  'estonia',
  'uzbekistan',
  'armenia',
  'azerbaijan',
  'italy',
  'spain',
  'netherlands',
  'japan',
  'singapore',
  'australia',
  '中国',
]);
const ZH_CITIES: readonly string[] = [
  ...CITIES.filter((c) => c !== '远程'),
  '常州',
  '温州',
  '绍兴',
  '嘉兴',
  '泉州',
  '烟台',
  '潍坊',
  '徐州',
  '南通',
  '扬州',
  '惠州',
  '中山',
  '呼和浩特',
  '乌鲁木齐',
  '拉萨',
  '银川',
  '西宁',
  '洛阳',
  '三亚',
]
  // Longest first so 哈尔滨 wins over a shorter prefix.
  .sort((a, b) => b.length - a.length);

const BULLET = /^(?:[•·\-*●▪◦○◆◇■□►▸✓✔➢➤→–—](?!-)|\d{1,2}\s*[.、．)）](?![\d.])|[（(]\d{1,2}[)）]|[①-⑳])\s*/;
const stripBullet = (text: string): { text: string; isBullet: boolean } => {
  const m = BULLET.exec(text);
  return m ? { text: text.slice(m[0].length).trim(), isBullet: true } : { text, isBullet: false };
};

// ---------------------------------------------------------------------------------------------
// Dates

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
const RANGE_RE = new RegExp(`(?<![\\dA-Za-z])(${DATE})${SEP}(${DATE}|${CURRENT})(?!\\d)`, 'i');
const SINGLE_RE = new RegExp(`(?<![\\dA-Za-z.])(${DATE})(?![\\d.])`, 'i');
const CURRENT_RE = new RegExp(`^(?:${CURRENT})$`, 'i');
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

interface TFoundPeriod {
  period: TResumePeriod;
  index: number;
  isRange: boolean;
}

function findPeriod(text: string): TFoundPeriod | null {
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

// ---------------------------------------------------------------------------------------------
// Lines and sections

interface TLine {
  text: string;
  /** Offsets of the trimmed text in the input. */
  start: number;
  end: number;
}

interface TSection {
  kind: TKind | 'header';
  title: string | null;
  lines: TLine[];
  /** A heading sharing its line with content inside the header ("Languages: English  Residence: …"). */
  headerLine?: TLine;
}

function toLines(text: string): TLine[] {
  const out: TLine[] = [];
  let offset = 0;
  for (const raw of text.split('\n')) {
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) out.push({ text: trimmed, start: offset + lead, end: offset + lead + trimmed.length });
    offset += raw.length + 1;
  }
  return out;
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

const ICON_OR_SPACE = new RegExp(`^(?:${ICON_GLYPHS.source}|\\s)$`, 'u');

/** The line without the icon glyphs at its ends ("\uf0b1 Experience" → "Experience"). */
function trimIcons(line: TLine): TLine {
  const chars = Array.from(line.text);
  let lead = 0;
  let trail = chars.length;
  while (lead < trail && ICON_OR_SPACE.test(chars[lead]!)) lead++;
  while (trail > lead && ICON_OR_SPACE.test(chars[trail - 1]!)) trail--;
  if (lead === 0 && trail === chars.length) return line;
  const start = chars.slice(0, lead).join('').length;
  const text = chars.slice(lead, trail).join('');
  return { text, start: line.start + start, end: line.start + start + text.length };
}

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

const HEADER_KINDS = new Set<TKind | 'header'>(['header', 'basics', 'intent']);

function toSections(lines: TLine[]): TSection[] {
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

// ---------------------------------------------------------------------------------------------
// Basics

const LABELS = {
  name: ['姓名', 'Name', 'Full Name'],
  phone: [
    '电话',
    '手机',
    '手机号',
    '手机号码',
    '联系电话',
    '电话号码',
    'Phone',
    'Mobile',
    'Mobile phone',
    'Tel',
    'Cell',
    'Telephone',
  ],
  email: ['邮箱', '电子邮箱', '邮件', 'E-mail', 'Email', 'Mail'],
  city: [
    '现居',
    '现居地',
    '现居住地',
    '现住址',
    '所在地',
    '所在城市',
    '居住地',
    '居住城市',
    '现居城市',
    '城市',
    '地址',
    '现居住城市',
    'Residence',
    'City of Residence',
    'Location',
    'City',
    'Address',
    'Based in',
    '⌂',
    '📍',
    '🏠',
  ],
  expectCity: ['期望城市', '意向城市', '期望地点', '工作地点', '期望工作地点'],
  role: [
    '求职意向',
    '意向岗位',
    '意向职位',
    '应聘岗位',
    '应聘职位',
    '目标职位',
    '目标岗位',
    '期望职位',
    '期望岗位',
    '求职岗位',
    '求职目标',
    '职位意向',
    '求职期望',
    '期望',
    '应聘',
    'Objective',
    'Target Role',
    'Desired Position',
    'Target Position',
  ],
  years: ['工作年限', '工作经验', '从业年限', '从业经验', 'Experience', 'Years of Experience'],
  other: [
    '性别',
    '年龄',
    '出生年月',
    '出生日期',
    '生日',
    '民族',
    '籍贯',
    '政治面貌',
    '婚姻状况',
    '微信',
    'QQ',
    '期望薪资',
    '期望月薪',
    '薪资要求',
    '到岗时间',
    '学历',
    '最高学历',
    '毕业院校',
    '专业',
    '身高',
    '健康状况',
    'GitHub',
    '个人主页',
    '博客',
    'LinkedIn',
    'Birthdate',
    'Date of birth',
    'Languages',
    'Nationality',
    'Website',
    'Gender',
    'Age',
    'Marital status',
  ],
} as const;
type TLabel = keyof typeof LABELS;

const labelSource = (word: string) =>
  CJK.test(word) ? word.split('').join('\\s*') : word.replace(/[-\s]/g, (c) => (c === '-' ? '-?' : '\\s*'));
const ALL_LABEL_WORDS = (Object.values(LABELS) as readonly (readonly string[])[])
  .flat()
  .sort((a, b) => b.length - a.length);
const ANY_LABEL = new RegExp(`(?:^|[\\s|｜,，;；/])(?:${ALL_LABEL_WORDS.map(labelSource).join('|')})\\s*[:：]`, 'i');

function labelRegex(kind: TLabel): RegExp {
  const sorted = [...LABELS[kind]].sort((a, b) => b.length - a.length);
  const words = sorted.filter((w) => /\p{L}/u.test(w)).map(labelSource);
  // "📍 Portland": an icon is a label without a colon.
  const icons = sorted.filter((w) => !/\p{L}/u.test(w));
  const iconPart = icons.length ? `|(?:${icons.join('|')})\\s*[:：]?\\s*` : '';
  // "姓名：张三", and "姓名<tab>张三" from a table.
  return new RegExp(
    `(?:^|(?<=[\\s|｜,，;；/()（）]))(?:(?:${words.join('|')})(?:\\s*[:：]\\s*|\\t+)${iconPart})`,
    'giu',
  );
}
const LABEL_RE = Object.fromEntries((Object.keys(LABELS) as TLabel[]).map((k) => [k, labelRegex(k)])) as Record<
  TLabel,
  RegExp
>;

const VALUE_END = /\s*(?:[|｜丨\t]|\s{2,}|\s[·•]\s|[,，;；。]|$)/;
const hasContent = (s: string) => /[\p{L}\p{N}]/u.test(s);

/** The value after a label, up to the next separator or label; null when there is none. */
function labelValue(lines: string[], kind: TLabel): string | null {
  for (const line of lines) {
    const re = LABEL_RE[kind];
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line))) {
      let rest = line.slice(m.index + m[0].length);
      const next = ANY_LABEL.exec(rest);
      if (next) rest = rest.slice(0, next.index);
      const end = VALUE_END.exec(rest);
      const value = (end ? rest.slice(0, end.index) : rest).trim();
      if (value && hasContent(value)) return value;
    }
  }
  return null;
}

/** Joins a label broken over two lines ("求职意" / "向:前端开发工程师") so it can be read. */
function repairWrappedLabels(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    while (i + 1 < lines.length) {
      const tail = /[\u3400-\u9fff]{1,5}$/.exec(line)?.[0];
      const head = /^([\u3400-\u9fff]{1,5})\s*[:：]/.exec(lines[i + 1]!)?.[1];
      if (!tail || !head) break;
      let joined = false;
      for (let k = 1; k <= tail.length; k++) {
        if (ALL_LABEL_WORDS.includes(tail.slice(-k) + head)) {
          joined = true;
          break;
        }
      }
      if (!joined) break;
      line += lines[++i]!;
    }
    out.push(line);
  }
  return out;
}

const PHONE_CN = /(?<![\d+])(?:\+?86[\s-]?)?1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)/;
const PHONE_INTL = /(?<![\w+])\+\d{1,3}(?:[\s-]?\(?\d{1,4}\)?){2,5}(?!\d)/;
// Bounded, and starting only where a run of address characters starts: linear on any input.
const EMAIL = /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z])/;

function findPhone(header: string[], all: string): string | null {
  for (const source of [...header, all]) {
    const m = PHONE_CN.exec(source);
    if (m) return m[0].trim();
  }
  const labelled = labelValue(header, 'phone');
  if (labelled) {
    const m = /\+?\d[\d\s\-().]{5,20}\d/.exec(labelled);
    if (m && m[0].replace(/\D/g, '').length >= 7) return m[0];
  }
  for (const source of header) {
    const m = PHONE_INTL.exec(source);
    if (m && m[0].replace(/\D/g, '').length >= 8) return m[0].trim();
  }
  return null;
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝';
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '令狐',
  '夏侯',
  '长孙',
  '宇文',
  '司徒',
  '端木',
];
const NOT_NAMES = /(简历|求职|个人|信息|意向|应聘|电话|邮箱|联系|工程师|经理|设计|开发|运营|销售|产品)/;

function looksLikeZhName(token: string): boolean {
  if (/^[\u3400-\u9fff]{1,6}·[\u3400-\u9fff]{1,8}$/.test(token)) return true;
  if (!/^[\u3400-\u9fff]{2,4}$/.test(token) || NOT_NAMES.test(token)) return false;
  if (COMPOUND_SURNAMES.some((s) => token.startsWith(s))) return true;
  return SURNAMES.includes(token[0]!) && token.length <= 3;
}

const EN_NAME =
  /^(?:[A-Z][a-z'’-]+|[A-Z]\.)(?:\s+(?:[A-Z][a-z'’-]+|[A-Z]\.)){1,3}$|^[A-Z'’-]{2,}(?:\s+[A-Z'’-]{2,}){1,3}$/;
const NOT_EN_NAME = /\b(resume|curriculum|vitae|cv|profile|summary|contact|page)\b/i;

function findName(headerLines: TLine[], labelled: string | null): string | null {
  if (labelled && labelled.length <= 30) return labelled;
  for (const line of headerLines.slice(0, 6)) {
    const text = line.text;
    if (/^(个人简历|求职简历|简历|resume|curriculum vitae|cv)$/i.test(text.replace(/\s+/g, ''))) continue;
    const first = text.split(/\s*[|｜丨/,，\t]\s*|\s+/)[0]!;
    if (looksLikeZhName(first)) return first;
    const cut = text.split(/\s*[|｜\t]\s*|\s{2,}/)[0]!.trim();
    if (EN_NAME.test(cut) && !TITLE.test(cut) && !NOT_EN_NAME.test(cut) && !lookupHeading(cut)) return cut;
  }
  return null;
}

function cityIn(value: string): string | null {
  const trimmed = value.trim();
  for (const c of ZH_CITIES) if (trimmed.startsWith(c)) return c;
  return null;
}

const EXPECTED_CITY_LABEL = /^(?:期望城市|意向城市|期望地点|工作地点|期望工作地点)\s*[:：]/u;

/** 期望城市 as written: the intention's place, held by the basics (never copied into other). */
function findExpectedCity(header: string[]): string | null {
  const value = labelValue(header, 'expectCity');
  return value && value.length <= 20 ? value : null;
}

/** A web address: with a scheme or www., or a bare GitHub / GitLab / Gitee / LinkedIn one. */
const LINK =
  /(?:https?:\/\/|www\.)[^\s|｜，,；;]+|(?<![\w.@/])(?:github\.com|gitlab\.com|gitee\.com|(?:[a-z]{2,3}\.)?linkedin\.com)\/[^\s|｜，,；;]+/giu;

/**
 * The person's links (GitHub, a personal site, LinkedIn) in the header, as written, each once; an
 * e-mail address's domain is not one.
 */
function findLinks(header: string[]): string[] {
  const links: string[] = [];
  for (const line of header) {
    for (const m of line.matchAll(LINK)) {
      const link = m[0].replace(/[)）.。、]+$/u, '');
      if (!links.includes(link)) links.push(link);
    }
  }
  return links;
}

function findCity(header: string[]): string | null {
  const labelled = labelValue(header, 'city');
  if (labelled) return cityIn(labelled) ?? labelled;
  for (const line of header) {
    const m = /现居(?:住)?(?:于|在)?\s*([\u3400-\u9fff]{2,4})/.exec(line);
    const c = m && cityIn(m[1]!);
    if (c) return c;
    // English label without a colon: "location Bat Yam     email".
    const en = /^(?:location|residence)\s+([A-Z][\w .'-]*?)(?:\s{2,}|\t|$)/i.exec(line);
    if (en) return en[1]!.trim();
  }
  for (const line of header) {
    // "意向城市：北京/上海" is read below, as a whole (its first city), not token by token.
    if (EXPECTED_CITY_LABEL.test(line.trim())) continue;
    for (const token of line.split(/\s*[|｜丨/,，;；\t]\s*|\s+/)) {
      const c = cityIn(token);
      if (c && (token === c || token === `${c}市` || /^[\u3400-\u9fff]{2,4}[·-]/.test(token))) return c;
    }
  }
  const expected = labelValue(header, 'expectCity');
  return expected ? (cityIn(expected) ?? expected) : null;
}

const YEARS_ZH =
  /(\d{1,2}(?:\.\d)?|十[一二三四五六七八九]?|[一两二三四五六七八九]十?)\s*\+?\s*年(?:以上|多)?(?:的)?[\u3400-\u9fffA-Za-z/+#.]{0,8}?经验/;
const YEARS_ZH_LABEL =
  /(?:工作年限|工作经验|从业年限|从业经验)\s*[:：]\s*(\d{1,2}(?:\.\d)?|十[一二三四五六七八九]?|[一两二三四五六七八九]十?)\s*\+?\s*年/;
const YEARS_EN = /(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)(?:['’]s?)?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?experience/i;

function statedYears(lines: string[]): number | null {
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
  if (!spans.length) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [curStart, curEnd] = spans[0]!;
  for (const [s, e] of spans.slice(1)) {
    if (s <= curEnd) curEnd = Math.max(curEnd, e);
    else {
      total += curEnd - curStart;
      [curStart, curEnd] = [s, e];
    }
  }
  total += curEnd - curStart;
  return Math.round((total / 12) * 10) / 10;
}

const ROLE_TOKEN = /^[\u3400-\u9fffA-Za-z0-9+#/&.\s-]{2,20}$/;
const EN_HEADLINE_CUT = /(?<!\s)\s+(?:with|-|–|—)\s+|(?<!\s)\s*[(:]/i;

function findTargetRole(header: string[], intentLines: string[], isZh: boolean): string | null {
  const labelled = labelValue(header, 'role');
  if (labelled && !/^\d/.test(labelled) && labelled.length <= 40) return cleanName(labelled);
  const first = intentLines[0];
  if (first) {
    const token = stripBullet(first)
      .text.split(/\s*[|｜丨,，;；、\t]\s*|\s{2,}/)[0]!
      .trim();
    if (token && token.length <= 30 && !/[:：]/.test(token)) return token;
  }
  if (isZh) {
    for (const line of header.slice(0, 8)) {
      for (const token of line.split(/\s*[|｜丨·•,，;；\t]\s*|\s{2,}/)) {
        if (
          ROLE_TOKEN.test(token) &&
          TITLE.test(token) &&
          /(工程师|经理|设计师|专员|运营|总监|顾问|分析师|架构师|主管|销售|代表)$/.test(token)
        )
          return token;
      }
    }
    return null;
  }
  for (const line of header.slice(0, 6)) {
    if (/[:@]/.test(line) || /^\s*\d/.test(line)) continue;
    const head = line.split(EN_HEADLINE_CUT)[0]!.trim();
    if (!head || /\d/.test(head) || head.split(/\s+/).length > 6 || !TITLE.test(head)) continue;
    if (/^(?:looking|seeking|a |an |i )/i.test(head)) continue;
    return head;
  }
  for (const line of header) {
    const m = /(?:looking for|seeking)(?:\s+(?:a|an|the))?\s+(.{3,60}?)\s+(?:position|role|job)\b/i.exec(line);
    if (m) return m[1]!.trim();
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Header lines that are not basics

const DOCUMENT_TITLE = /^(?:个人简历|求职简历|简历|履歴書|職務経歴書|resume|résumé|curriculumvitae|cv|biodata)$/i;
const WEB_ADDRESS = /(?:https?:\/\/|www\.)\S+|(?<![\w.])(?:linkedin|github|gitlab)\.com\/\S*/i;
/** A labelled field anywhere in the line: "性别：女", "姓名<tab>林晓". */
const ANY_FIELD = new RegExp(
  `(?:^|(?<=[\\s|｜,，;；/()（）]))(?:${ALL_LABEL_WORDS.map(labelSource).join('|')})(?:\\s*[:：]|\\t)`,
  'i',
);
const CONTACT_WORD =
  /^(?:phone|mobile|tel|cell|e-?mail|mail|linked[il]n|github|gitlab|location|address|skype|telegram|whatsapp|website|web|site|portfolio)(?![a-z])/i;
const PERSONAL_DETAIL = /^(?:男|女)$|^\d{1,2}\s*岁$|^(?:中共|预备)?党员$|^共青团员$|^[已未]婚$/;
const fieldParts = (t: string) => t.split(/\s*[|｜丨·•\t,，]\s*|\s{2,}/).filter(Boolean);

/**
 * A header line the basics stand for: contact details, labelled fields ("性别：女"), the name, the
 * target role, the city, the document's title, or a short line of personal details or headline
 * parts ("男 | 32岁 | 8年工作经验", "UI/UX 设计师 · 5年经验").
 */
function isBasicsLine(text: string, basics: TResumeBasics): boolean {
  const t = text.trim();
  // A paragraph is never only contact details, whatever labels it mentions.
  if ((CJK.test(t) ? t.length > 80 : t.split(/\s+/).length > 20) || /[。]/.test(t)) return false;
  const bare = stripIcons(t);
  // "phone ****  linkedIn", "⌂: Rishon LeZion", "📍 Portland": an icon or a word for the label.
  if (CONTACT_WORD.test(bare) || /^[:：]/.test(bare)) return true;
  if (DOCUMENT_TITLE.test(t.replace(/[\s\-_.]+/g, ''))) return true;
  if (EMAIL.test(t) || PHONE_CN.test(t) || PHONE_INTL.test(t) || WEB_ADDRESS.test(t) || ANY_FIELD.test(t)) return true;
  const known = new Set([basics.name, basics.target_role, basics.city].filter((v): v is string => !!v));
  if (known.has(bare)) return true;
  const parts = fieldParts(bare);
  return (
    parts.length <= 6 &&
    parts.every(
      (p) =>
        known.has(p) ||
        (CJK.test(p) &&
          (PERSONAL_DETAIL.test(p) ||
            (YEARS_ZH.test(p) && p.length <= 12) ||
            (DEGREE_ZH.test(p) && p.length <= 6) ||
            (TITLE.test(p) && p.length <= 16) ||
            cityIn(p) === p.replace(/市$/, ''))),
    )
  );
}

// ---------------------------------------------------------------------------------------------
// Entries (education, work, projects)

/** 'skip': a label whose value is read elsewhere (a date); 'text': a label of free text, kept. */
type TEntryField =
  'company' | 'department' | 'title' | 'school' | 'major' | 'degree' | 'name' | 'role' | 'skip' | 'text';
const ENTRY_LABELS: Record<string, TEntryField> = {
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
function readEntryLabel(text: string): { label: string; field: TEntryField; value: string } | null {
  const zh = ENTRY_LABEL.exec(text);
  const zhKey = zh?.[1]!.replace(/\s+/g, '');
  if (zh && zhKey && ENTRY_LABELS[zhKey]) return { label: zhKey, field: ENTRY_LABELS[zhKey], value: zh[2]! };
  const en = EN_ENTRY_LABEL.exec(text);
  const enKey = en?.[1]!.toLowerCase().replace(/\s+/g, '');
  return en && enKey && EN_ENTRY_LABELS[enKey] ? { label: enKey, field: EN_ENTRY_LABELS[enKey], value: en[2]! } : null;
}
const LABEL_PREFIX = /^([^:：\d]{1,24})[:：](.*)$/;

function isHeaderLike(text: string): boolean {
  if (!text || (BULLET.test(text) && !/^[-–—]{2}/.test(text))) return false;
  if (/[。;；！!？?]$/.test(text) || /。/.test(text)) return false;
  if (/\.$/.test(text) && !/(?<![A-Za-z])(?:Inc|Ltd|Co|Corp|Jr|Sr|[A-Z])\.$/.test(text)) return false;
  if (countCjk(text) > 0 ? text.length > 40 : text.length > 80) return false;
  const label = LABEL_PREFIX.exec(text);
  if (label) {
    const key = label[1]!.replace(/\s+/g, '');
    const words = label[1]!.trim().split(/\s+/).length;
    if (!(key in ENTRY_LABELS) && (CJK.test(key) || words <= 4)) return false;
  }
  return true;
}

/** A short line that could only be part of an entry's header. */
function isContinuation(text: string, kind: TEntryKind): boolean {
  if (/^[-–—]{2}\s*\S/.test(text) || /^@\s*\S/.test(text)) return kind === 'work';
  if (stripBullet(text).isBullet) return false;
  if (kind === 'education')
    return (
      text.length <= 100 && !/。/.test(text) && (SCHOOL.test(text) || DEGREE_ZH.test(text) || DEGREE_EN.test(text))
    );
  if (!isHeaderLike(text) || text.length > 60) return false;
  if (CJK.test(text) && (text.length > 30 || (/[,，、]/.test(text) && !/[|｜]/.test(text)))) return false;
  if (kind === 'projects') return true;
  if (kind === 'work') {
    // "北京" on a line of its own between the dates and the employer.
    if (COMPANY.test(text) || (TITLE.test(text) && text.length <= 40) || isZhPlace(text)) return true;
    // "Trucknet - Rishon LeZion, Israel": a short Title Case line.
    const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
    return (
      words.length > 0 &&
      words.length <= 6 &&
      words.every((w) => /^[A-Z(]/.test(w) || /^(?:of|and|&|de|la|the)$/.test(w))
    );
  }
  return false;
}

function isAnchor(line: TLine, hasRanges: boolean, kind: TEntryKind): TFoundPeriod | null {
  const found = findPeriod(line.text);
  if (!found) return null;
  const { text, isBullet } = stripBullet(line.text);
  if (found.isRange) return isBullet && text.length > 80 ? null : found;
  const leads = found.index <= 2 && /^[\s:：|,，\-–—]/.test(line.text.slice(found.index + found.period.text.length));
  // "A master degree in computer science, Belarusian State University …, Minsk (2016)"
  const names = kind === 'education' && text.length <= 200 && (SCHOOL.test(text) || DEGREE_EN.test(text));
  if (isBullet || !(isHeaderLike(text) || names || (leads && !CJK.test(text)))) return null;
  // A single date opens an entry only when the section has no ranges, or when it leads the line;
  // and never when it runs into words ("2021年度优秀员工").
  if (hasRanges && found.index > 2) return null;
  const after = line.text.slice(found.index + found.period.text.length);
  if (after && !/^[\s:：|,，\-–—)）.]/.test(after)) return null;
  return found;
}

type TEntryKind = 'education' | 'work' | 'projects';

interface TRawEntry {
  header: TLine[];
  body: TLine[];
  period: TResumePeriod | null;
  /** The period's text inside header[periodLine]. */
  periodLine: number;
  /** Header lines opened by "--" or "@": they name the employer. */
  employerLines: Set<number>;
}

function splitEntries(lines: TLine[], kind: TEntryKind): TRawEntry[] {
  if (!lines.length) return [];
  const hasRanges = lines.some((l) => RANGE_RE.test(l.text));
  const anchors: { index: number; found: TFoundPeriod }[] = [];
  lines.forEach((l, index) => {
    const found = isAnchor(l, hasRanges, kind);
    if (found) anchors.push({ index, found });
  });
  if (!anchors.length) return splitWithoutDates(lines, kind);

  // How many header lines stand before each date line, read from the first entry.
  // Two, or up to four labelled ones ("公司名称：…", "部门：…", "职位：…" above "在职时间：…").
  let before = 0;
  const headerAbove = (k: number) => {
    const line = lines[anchors[0]!.index - k - 1];
    if (!line || !isHeaderLike(line.text)) return false;
    if (k < 2) return true;
    return (
      k < 4 &&
      lines.slice(anchors[0]!.index - k - 1, anchors[0]!.index).every((l) => !!readEntryLabel(l.text)?.value.trim())
    );
  };
  while (headerAbove(before)) before++;

  const entries: TRawEntry[] = [];
  const isAnchorIndex = new Set(anchors.map((a) => a.index));
  let cursor = 0;
  const leading: TLine[] = [];
  anchors.forEach((anchor, n) => {
    let first = anchor.index;
    for (let k = 1; k <= before; k++) {
      const i = anchor.index - k;
      if (i < cursor || isAnchorIndex.has(i) || !isHeaderLike(lines[i]!.text)) break;
      // Beyond two lines only label lines belong to the header (not the last line of the entry above).
      if (k > 2 && !readEntryLabel(lines[i]!.text)?.value.trim()) break;
      first = i;
    }
    // A layout that changes within the section: "Globex Corporation" above "2016 - 2019 | Engineer".
    const above = lines[anchor.index - 1];
    if (
      before === 0 &&
      above &&
      anchor.index - 1 >= cursor &&
      !isAnchorIndex.has(anchor.index - 1) &&
      isHeaderLike(above.text) &&
      (kind === 'work' ? isCompanyText(above.text) : kind === 'education' && SCHOOL.test(above.text)) &&
      needsMore([lines[anchor.index]!], kind, anchor.found.period)
    )
      first = anchor.index - 1;
    // Lines between the previous entry and this header belong to the previous entry.
    const between = lines.slice(cursor, first);
    if (entries.length) entries[entries.length - 1]!.body.push(...between);
    else leading.push(...between);
    const header = lines.slice(first, anchor.index + 1);
    let next = anchor.index + 1;
    const nextAnchor = anchors[n + 1]?.index ?? lines.length;
    const employerLines = new Set<number>();
    // "担任角色：技术负责人" under "项目时间：…".
    while (next < nextAnchor && isEntryLabelLine(lines[next]!.text, kind)) header.push(lines[next++]!);
    if (before === 0) {
      // "2019.09-至今" / "公司 | 职位" on the next line; at most two such lines.
      while (
        next < nextAnchor &&
        header.length < 3 &&
        needsMore(header, kind, anchor.found.period) &&
        isContinuation(lines[next]!.text, kind)
      ) {
        if (/^[-–—]{2}|^@/.test(lines[next]!.text)) employerLines.add(header.length);
        header.push(lines[next]!);
        next++;
      }
    }
    const runOn = splitRunOn(header);
    entries.push({
      header: runOn.header,
      body: runOn.body,
      period: anchor.found.period,
      periodLine: anchor.index - first,
      employerLines,
    });
    cursor = next;
  });
  entries[entries.length - 1]!.body.push(...lines.slice(cursor));
  if (leading.length) entries[0]!.body.unshift(...leading);
  return entries;
}

const KIND_FIELDS: Record<TEntryKind, TEntryField[]> = {
  education: ['school', 'major', 'degree'],
  work: ['company', 'department', 'title'],
  projects: ['name', 'role'],
};

/** A header line that runs on into sentences: the first sentence names things, the rest is body. */
const RUN_ON = /(?<=[a-z]{2})\.\s+(?=[A-Z])|。/;

function splitRunOn(header: TLine[]): { header: TLine[]; body: TLine[] } {
  const body: TLine[] = [];
  const kept = header.map((line) => {
    const m = RUN_ON.exec(line.text);
    if (!m) return line;
    const cut = m.index + 1;
    const after = line.text.slice(cut);
    const rest = after.trim();
    // "Acme Inc. London" keeps its place name; only sentences move.
    if (CJK.test(rest) ? countCjk(rest) < 6 : rest.split(/\s+/).length < 4) return line;
    const restStart = line.start + cut + (after.length - after.trimStart().length);
    body.push({ text: rest, start: restStart, end: restStart + rest.length });
    const head = line.text.slice(0, cut).trimEnd();
    return { text: head, start: line.start, end: line.start + head.length };
  });
  return { header: kept, body };
}

/** "担任角色：技术负责人" below a project's date: a field of that kind of entry, with a value. */
function isEntryLabelLine(text: string, kind: TEntryKind): boolean {
  const kv = readEntryLabel(text);
  return !!kv && KIND_FIELDS[kind].includes(kv.field) && !!kv.value.trim() && kv.value.length <= 60;
}

function needsMore(header: TLine[], kind: TEntryKind, period: TResumePeriod): boolean {
  const fields = readEntryHeader(header, kind, 0, new Set(), period);
  if (kind === 'education') return !fields.school || !fields.degree;
  if (kind === 'work') return !fields.company || !fields.title;
  return !fields.name;
}

function splitWithoutDates(lines: TLine[], kind: TEntryKind): TRawEntry[] {
  const starts: number[] = [];
  lines.forEach((l, i) => {
    const { text, isBullet } = stripBullet(l.text);
    if (kind === 'education') {
      if ((SCHOOL.test(text) || DEGREE_ZH.test(text)) && text.length <= 80 && !/[。;；]$/.test(text)) starts.push(i);
      return;
    }
    if (isBullet || !isHeaderLike(text) || (CJK.test(text) ? text.length > 30 : text.length > 60)) return;
    // "company - Acme Ltd", "项目名称：订单中心": a label that opens an entry.
    const opens = readEntryLabel(text)?.field;
    if (opens && opens === (kind === 'work' ? 'company' : 'name')) {
      starts.push(i);
      return;
    }
    const next = lines[i + 1];
    if (!next) return;
    const nextText = next.text;
    if (BULLET.test(nextText) || nextText.length > text.length || LABEL_PREFIX.test(nextText)) starts.push(i);
  });
  if (!starts.length) return [];
  const entries: TRawEntry[] = [];
  starts.forEach((start, n) => {
    const end = starts[n + 1] ?? lines.length;
    entries.push({
      header: [lines[start]!],
      body: lines.slice(start + 1, end),
      period: null,
      periodLine: -1,
      employerLines: new Set(),
    });
  });
  if (starts[0]! > 0) entries[0]!.body.unshift(...lines.slice(0, starts[0]));
  return entries;
}

/**
 * Splits a header line into its parts, keeping parentheses together unless they hold a school.
 * A single space next to Chinese separates parts only in a line without stronger separators
 * ("复旦大学 计算机 本科" but "积分商城 0-1 建设 | 产品负责人").
 */
function tokenize(text: string, splitSpaces = !STRONG_SEPARATOR.test(text)): string[] {
  const tokens: string[] = [];
  let depth = 0;
  let current = '';
  const push = () => {
    const t = cleanToken(current);
    if (t) tokens.push(t);
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '（') {
      const close = text.slice(i + 1).search(/[)）]/);
      const inner = close >= 0 ? text.slice(i + 1, i + 1 + close) : '';
      if (depth === 0 && SCHOOL.test(inner) && !SCHOOL.test(current)) {
        push();
        current = '';
        continue;
      }
      depth++;
    } else if ((c === ')' || c === '）') && depth === 0) {
      push();
      continue;
    } else if (c === ')' || c === '）') depth--;
    if (depth === 0) {
      if ('|｜丨\t,，、;；'.includes(c)) {
        push();
        continue;
      }
      if (/\s/.test(c)) {
        let j = i;
        while (j < text.length && /\s/.test(text[j]!)) j++;
        const run = text.slice(i, j);
        const prev = text[i - 1] ?? '';
        const nextChar = text[j] ?? '';
        const dash = /^[-–—]{1,2}(?=\s)/.exec(text.slice(j));
        if (dash && current.trim()) {
          push();
          i = j + dash[0].length - 1;
          continue;
        }
        // "某某公司（兼职）\u3000Java开发工程师": a full-width bracket counts as Chinese here.
        const nearCjk = CJK.test(prev) || CJK.test(nextChar) || prev === '）' || nextChar === '（';
        if (run.length >= 3 || run.includes('\t') || (splitSpaces && nearCjk) || (run.length >= 2 && CJK.test(text))) {
          push();
          i = j - 1;
          continue;
        }
      }
    }
    current += c;
  }
  push();
  return tokens;
}

const STRONG_SEPARATOR = /[|｜丨\t,，、;；]|\s{3,}|\s[-–—]{1,2}\s|[\u3400-\u9fff]\s{2}|\s{2}[\u3400-\u9fff]/;

const cleanToken = (t: string) =>
  t
    .replace(/^[\s\u200b-\u200d\ufeff:：,，;；|/\-–—•·.«»"“”]+/, '')
    .replace(/[\s:：,，;；|/\-–—•·]+$/, '')
    .replace(/(?<=[a-z]{3})\.$/, '')
    .trim();

/** Drops a web address, a trailing "(Israel, Rehovot)" or "（实习）", and surrounding quotes. */
function cleanName(token: string): string {
  let t = token
    .replace(/\s*(?:https?:\/\/|www\.)\S+/gi, '')
    .replace(/(?<=[)）])\.$/, '')
    .trim();
  for (;;) {
    const next = t.replace(/\s*[(（][^()（）]*[)）]$/, '').trim();
    if (next === t || !next) break;
    t = next;
  }
  const quoted = /^(?:company\s+)?["“«]([^"”»]+)["”»]$/i.exec(t);
  return cleanToken(quoted ? quoted[1]! : t);
}

/** An employment type written beside a company or title: a note on the entry, not a place. */
const EMPLOYMENT_NOTE =
  /^(?:remote|part[- ]?time|full[- ]?time|internship|contract|freelance|temporary|volunteer|全职|兼职|远程|实习|外包|驻场|派遣|志愿)$/i;

/** "北京", "杭州市", "浙江省", "北京/上海": the place of an entry, which has no field. */
function isZhPlace(text: string): boolean {
  return text.split(/\s*[/、,，·]\s*/).every((p) => {
    const city = cityIn(p);
    return (!!city && (p === city || p === `${city}市`)) || /^[\u3400-\u9fff]{2,6}[省市区县]$/.test(p);
  });
}

/**
 * "（兼职）", "（课程设计）", "(Part-time)", "(Remote, Contract)", a bare "兼职": a note on a work or
 * project entry (its `note`) when the name it follows is cleaned of it. A place ("（北京）",
 * "(Israel, Rehovot)") is not a note: it has no field, as before.
 */
function isEntryNote(token: string): boolean {
  const paren = /^[(（]([^()（）]+)[)）]$/.exec(token.trim());
  const inner = (paren ? paren[1]! : token).trim();
  // "Remote, Contract": how the exports write two Latin notes (`entryNote`).
  if (inner.split(/\s*[,，、/]\s*/).every((part) => EMPLOYMENT_NOTE.test(part))) return true;
  return !!paren && CJK.test(inner) && !isZhPlace(inner) && !COUNTRIES.has(inner);
}

/**
 * The `note` of an entry: its notes without their brackets, in order, each once, joined by "、"
 * ("兼职、远程"), or by ", " when all are Latin ("Remote, Contract"); null without notes.
 */
function entryNote(notes: string[]): string | null {
  const texts = [...new Set(notes.map((n) => n.trim().replace(/^[(（]\s*|\s*[)）]$/g, '')).filter(Boolean))];
  if (texts.length === 0) return null;
  return texts.join(texts.some((t) => CJK.test(t)) ? '、' : ', ');
}

/** The notes in parentheses at the end of a name ("某某公司（兼职）"), as written, in order. */
function trailingNotes(token: string): string[] {
  const notes: string[] = [];
  // The same text cleanName strips its parentheses from.
  let t = token
    .replace(/\s*(?:https?:\/\/|www\.)\S+/gi, '')
    .replace(/(?<=[)）])\.$/, '')
    .trim();
  for (;;) {
    const m = /\s*([(（][^()（）]*[)）])$/.exec(t);
    if (!m || m.index === 0) break;
    if (isEntryNote(m[1]!)) notes.unshift(m[1]!);
    t = t.slice(0, m.index).trim();
  }
  return notes;
}

function isLocation(token: string, nextToken: string | undefined): boolean {
  if (COMPANY.test(token)) return false;
  const t = token.replace(/[.]$/, '').trim().toLowerCase();
  if (COUNTRIES.has(t)) return true;
  if (/^[(（].*[)）]$/.test(token)) return true;
  const nextWord = nextToken?.split(/[.,]/)[0]!.trim().toLowerCase();
  if (nextWord && COUNTRIES.has(nextWord) && token.split(/\s+/).length <= 3) return true;
  if (/^(remote|part-time|full-time|全职|兼职|远程)$/i.test(t)) return true;
  const city = cityIn(token);
  return !!city && (token === city || token === `${city}市` || /^[\u3400-\u9fff]{2,4}[市区]$/.test(token));
}

interface TEntryFields {
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
const DEPARTMENT = /(?:部|中心|事业群|事业部|团队|小组|组|产品线|业务线|部门|实验室)$/u;
/** A line that is nothing but a department: "数据中台部", "商业化技术团队" (no sentence, no figure). */
const DEPARTMENT_LINE =
  /^(?!负责|参与|带领|主导|组建|管理|协助|搭建|建立|加入|支持|服务)[\u3400-\u9fff]{2,12}(?:部|事业群|事业部|团队|小组|组|产品线|业务线|部门|实验室)$/u;
/** ...except a 中心 that is an organisation of its own ("国家电网客户服务中心"). */
const OWN_CENTRE = /^[\u3400-\u9fff（）()]{5,}中心$/u;

function readEntryHeader(
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
  // `first`: the token opens its line (a degree written as bare capitals counts only there).
  const tokens: { text: string; employer: boolean; first?: boolean }[] = [];
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
  const free: { text: string; employer: boolean }[] = [];
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
      if (isLocation(text, tokens[i + 1]?.text) || text.length > 120) {
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
      return;
    }
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
    if (isLocation(text, tokens[i + 1]?.text)) {
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
  });
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
  return f;
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

function cleanSchool(token: string): string {
  const t = token
    .replace(/^(?:in|at)\s+/i, '')
    .replace(/(?<=[)）])\.$/, '')
    .trim();
  // Keep an abbreviation "(SPbPU)"; drop a place "(Almaty, Kazakhstan)", "(Rehovot)", "（北京）".
  const paren = /\s*[(（]([^()（）]*)[)）]$/.exec(t);
  const isAbbreviation = !!paren && /^[A-Za-z]{2,8}$/.test(paren[1]!) && /[A-Z].*[A-Z]/.test(paren[1]!);
  return cleanToken(paren && !isAbbreviation ? t.slice(0, paren.index) : t);
}

function schoolFromBody(body: TLine[]): string | null {
  for (const line of body.slice(0, 3)) {
    const text = stripBullet(line.text).text;
    if (text.length > 80 || /[。;；]/.test(text)) continue;
    const token = tokenize(text).find((t) => SCHOOL.test(t) && t.length <= 80);
    if (token) return cleanSchool(token);
  }
  return null;
}

const isLabelOnly = (text: string) => /^[^:：]{1,30}[:：]$/.test(text);

/** The source text between two lines (by their offsets): lines that were not next to each other never join. */
const betweenLines = (a: TLine, b: TLine) => (b.start >= a.end ? parsing.slice(a.end, b.start) : 'x');

/** Lines with those a writer or converter wrapped inside a sentence joined back (wrapped-lines.ts). */
const rejoined = (lines: TLine[]): TLine[] => (rejoinWrapped ? rejoinWrappedLines(lines, betweenLines) : lines);

function bodyLines(body: TLine[]): string[] {
  const out: string[] = [];
  for (const line of rejoined(body)) {
    const text = stripBullet(line.text).text;
    if (!text || isLabelOnly(text) || !/[\p{L}\p{N}]/u.test(text)) continue;
    out.push(text);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Lists

const CERT_WORD =
  /(证|资格|认证|执照|等级考试|(?<![A-Za-z])(?:CET|TEM|PMP|CPA|CFA|ACCA|FRM)(?![A-Za-z])|certif|licen)/i;

function listItems(lines: TLine[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = stripBullet(line.text).text;
    if (!text || isLabelOnly(text)) continue;
    const parts = (CJK.test(text) ? text.split(/\s*[、;；|｜,，]\s*/) : text.split(/\s*[、;；|｜]\s*/))
      .map((p) => p.trim())
      .filter((p) => p.length >= 2);
    if (parts.length >= 2 && parts.every((p) => p.length <= 30)) out.push(...parts);
    else out.push(text);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

/** What the sections hold, filled section by section. */
interface TCollected {
  education: TResumeEducation[];
  work: (TResumeWork & { isInternship: boolean })[];
  projects: TResumeProject[];
  skills: string[];
  certificates: string[];
  awards: string[];
  other: TResumeJson['other'];
  selfEvaluation: string | null;
}

function readEducationSection(section: TSection, out: TCollected): void {
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

function readWorkSection(section: TSection, out: TCollected): void {
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

function readProjectsSection(section: TSection, out: TCollected): void {
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

function readSection(section: TSection, out: TCollected, source: string): void {
  switch (section.kind) {
    case 'education':
      return readEducationSection(section, out);
    case 'work':
    case 'internship':
      return readWorkSection(section, out);
    case 'projects':
      return readProjectsSection(section, out);
    case 'skills':
      for (const line of section.lines) {
        const item = stripBullet(line.text).text;
        if (item && !isLabelOnly(item) && /[\p{L}\p{N}]/u.test(item)) out.skills.push(item);
      }
      return;
    case 'certificates':
      out.certificates.push(...listItems(section.lines));
      return;
    case 'awards':
      out.awards.push(...listItems(section.lines));
      return;
    case 'honors':
      for (const item of listItems(section.lines)) (CERT_WORD.test(item) ? out.certificates : out.awards).push(item);
      return;
    case 'summary': {
      const first = section.lines[0];
      const last = section.lines[section.lines.length - 1];
      if (!first || !last) return;
      // A second summary ("Career Highlights" after "Profile") is kept under its own heading.
      if (out.selfEvaluation === null) out.selfEvaluation = source.slice(first.start, last.end).trim();
      else out.other.push({ title: section.title ?? '', lines: rejoined(section.lines).map((l) => l.text) });
      return;
    }
    case 'other':
      // Wrapped sentences are rejoined here too: a two-column page read as one leaves its jobs here.
      out.other.push({ title: section.title ?? '', lines: rejoined(section.lines).map((l) => l.text) });
      return;
    default:
    // Header, basics and intent lines are read by placeHeaderText.
  }
}

/**
 * The header (lines before the first heading) and the 基本信息 / 求职意向 sections: lines the
 * basics stand for stay there. Under such a heading, the other lines go to `other` under it.
 * Before the first heading, the first run of such lines becomes the self-evaluation when the
 * resume has none (a profile written at the top without a heading); the rest goes to the first
 * `other` entry, titled '' (text that stood under no heading).
 */
function placeHeaderText(sections: TSection[], basics: TResumeBasics, out: TCollected, source: string): void {
  let summaryFree = out.selfEvaluation === null && !sections.some((s) => s.kind === 'summary' && s.lines.length);
  const untitled: string[] = [];
  const personal: string[] = [];
  // A line made only of basics values ("职務経歴", "张三 | 北京") stands for one copy of each: a
  // second copy (above a heading and again under 求职意向, "Meadow | Meadow") makes its line text
  // of its own, kept. Any other line the basics stand for (contact details, labels, 男 | 28岁)
  // stays with them, whatever values it repeats.
  const values = new Set([basics.name, basics.target_role, basics.city].filter((v): v is string => !!v));
  const claimed = new Set<string>();
  const standsForBasics = (text: string) => {
    const bare = stripIcons(text.trim());
    const parts = values.has(bare) ? [bare] : fieldParts(bare);
    if (!parts.length || !parts.every((p) => values.has(p))) return isBasicsLine(text, basics);
    if (parts.some((v) => claimed.has(v)) || new Set(parts).size < parts.length) return false;
    if (!isBasicsLine(text, basics)) return false;
    for (const v of parts) claimed.add(v);
    return true;
  };
  for (const section of sections) {
    if (!HEADER_KINDS.has(section.kind)) continue;
    const runs: TLine[][] = [[]];
    const details: string[] = [];
    for (const line of section.lines) {
      if (standsForBasics(line.text)) {
        runs.push([]);
        for (const detail of personalDetailsOf(line.text, basics)) details.push(detail);
      } else if (/\p{L}/u.test(line.text)) runs[runs.length - 1]!.push(line);
    }
    const kept = runs.filter((r) => r.length);
    if (section.title) {
      if (kept.length || details.length)
        out.other.push({
          title: section.title,
          lines: [...details, ...kept.flatMap((run) => rejoined(run).map((l) => l.text))],
        });
      continue;
    }
    for (const detail of details) personal.push(detail);
    if (!kept.length) continue;
    if (summaryFree) {
      const run = kept.shift()!;
      out.selfEvaluation = source.slice(run[0]!.start, run[run.length - 1]!.end).trim();
      summaryFree = false;
    }
    for (const run of kept) untitled.push(...rejoined(run).map((l) => l.text));
  }
  // Personal details the basics have no field for come first: they stood at the top.
  if (personal.length || untitled.length) out.other.unshift({ title: '', lines: [...personal, ...untitled] });
}

const LABEL_ONLY = new RegExp(`^(?:${ALL_LABEL_WORDS.map(labelSource).join('|')})$`, 'i');
const CITY_LABEL = new RegExp(`^(?:${LABELS.city.map(labelSource).join('|')})$`, 'i');
const SPACED_LABEL = new RegExp(
  `(?:${ALL_LABEL_WORDS.filter((w) => CJK.test(w))
    .map(labelSource)
    .join('|')})\\s*[:：]`,
  'g',
);
/** Where a header line splits into parts: the field separators, and a label after a space ("姓名：王芳 性别：女"). */
const PART_SEPARATOR = new RegExp(
  `\\s*[|｜丨·•\\t,，]\\s*|\\s{2,}|\\s+(?=(?:${ALL_LABEL_WORDS.map(labelSource).join('|')})\\s*[:：])`,
  'gi',
);

/** Labels of `LABELS.other` that name a way to reach the person, never copied into `other`. */
const CONTACT_HANDLES = new Set<string>(['微信', 'QQ', 'GitHub', '个人主页', '博客', 'LinkedIn', 'Website']);
/** Labels of personal details worth keeping (an allow list: anything else on a contact line goes). */
const PERSONAL_LABEL = new RegExp(
  `^(?:${[...LABELS.other.filter((l) => !CONTACT_HANDLES.has(l)), ...LABELS.city].map(labelSource).join('|')})$`,
  'i',
);
/** A place, not a street address: short, no house numbers. */
const isPlace = (value: string) => value.length <= 12 && !/\d/.test(value);
/** Six digits in a row that are not a date: an ID, a phone, a QQ number, a postcode. */
const LONG_NUMBER = /\d{6,}/;
/** A header line longer than this, or with more parts, is not a line of personal details. */
const MAX_DETAIL_LINE = 160;
const MAX_DETAIL_PARTS = 10;

/**
 * What a header line the basics stand for still says beyond them, by an allow list: labelled
 * details whose label is a personal one ("性别：女", "出生年月：1995.04", "所在地：上海市浦东新区",
 * "期望城市：深圳"), and bare ones ("女", "29岁", "党员", "本科", "10年财务工作经验"). Never contact
 * details, chat handles, ID or other long numbers, street addresses, or values the basics hold
 * (name, target role, the city itself, "工作年限：6年"). "5年经验" is kept: the basics hold only the
 * number, and an export writes what the resume said. Each part as written in the line.
 */
function personalDetailsOf(text: string, basics: TResumeBasics): string[] {
  if (text.length > MAX_DETAIL_LINE) return [];
  // "姓    名：赵敏": a label spaced out for alignment is one word, never split.
  const labels = [...text.matchAll(SPACED_LABEL)].map((m) => [m.index, m.index + m[0].length] as const);
  const inLabel = (at: number) => labels.some(([a, b]) => at > a && at < b);
  const separators = [...text.matchAll(PART_SEPARATOR)].filter((m) => !inLabel(m.index));
  if (separators.length >= MAX_DETAIL_PARTS) return [];
  // The line's parts with their places, so that what is kept is copied verbatim from the text.
  const parts: { text: string; start: number; end: number }[] = [];
  let from = 0;
  for (const sep of [...separators, { index: text.length, 0: '' }]) {
    const piece = trimIcons({ text: text.slice(from, sep.index), start: from, end: sep.index });
    if (/[\p{L}\p{N}]/u.test(piece.text)) parts.push({ text: piece.text.trim(), start: piece.start, end: piece.end });
    from = sep.index + sep[0].length;
  }
  const kept: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const first = parts[i]!;
    let part = first.text;
    // "性别<tab>女": a bare label takes the part after it as its value.
    if (LABEL_ONLY.test(part) && i + 1 < parts.length && !LABEL_ONLY.test(parts[i + 1]!.text))
      part = `${part}：${parts[++i]!.text}`;
    if (LONG_NUMBER.test(part.replace(/\s+/g, '')) || EMAIL.test(part) || WEB_ADDRESS.test(part)) continue;
    const labelled = /^([^:：]{1,16}?)\s*[:：]\s*(.*)$/.exec(part);
    let keep: boolean;
    if (labelled) {
      const label = labelled[1]!.trim();
      const value = labelled[2]!.trim();
      const isCity = CITY_LABEL.test(label);
      keep =
        value !== '' &&
        PERSONAL_LABEL.test(label) &&
        (!isCity || (isPlace(value) && value.replace(/市$/, '') !== basics.city));
    } else {
      keep =
        !known(basics, part) &&
        part.length <= 16 &&
        (PERSONAL_DETAIL.test(part) || (DEGREE_ZH.test(part) && part.length <= 6) || YEARS_ZH.test(part));
    }
    if (keep) kept.push(text.slice(first.start, parts[i]!.end).trim());
  }
  return kept;
}

const known = (basics: TResumeBasics, part: string) =>
  [basics.name, basics.target_role, basics.city].some((v) => !!v && (v === part || v === part.replace(/市$/, '')));

/**
 * What a resume is called in the lists: the person's name and target ("张三 · Java 后端开发"), the
 * name alone ("张三的简历", "Jane Doe"), or null when the resume names neither (the file name then).
 */
export function resumeTitle(json: TResumeJson): string | null {
  const name = json.basics.name?.trim();
  const role = json.basics.target_role?.trim();
  if (name && role) return `${name} · ${role}`;
  if (name) return json.meta.language === 'zh' ? `${name}的简历` : name;
  return null;
}

export function parseResume(text: string, options: TParseResumeOptions = {}): TResumeJson {
  rejoinWrapped = options.rejoinWrapped ?? true;
  try {
    return readResume(text, options);
  } finally {
    rejoinWrapped = true;
    parsing = '';
  }
}

function readResume(text: string, options: TParseResumeOptions): TResumeJson {
  const now = options.now ?? new Date();
  const source = text.replace(/\r\n?/g, '\n');
  parsing = source;
  const sections = toSections(toLines(source));
  const cjk = countCjk(source);
  const latin = source.match(/[A-Za-z]/g)?.length ?? 0;
  const isZh = cjk >= 10 && cjk >= 0.2 * (cjk + latin);

  const ofKind = (...kinds: (TKind | 'header')[]) => sections.filter((s) => kinds.includes(s.kind));
  // Lines before the first heading, and under 基本信息 / 求职意向, in document order.
  // A heading inside the header keeps its whole line there too, for the fields on it.
  const headerLines = sections.flatMap((s) =>
    HEADER_KINDS.has(s.kind) ? s.lines : s.headerLine ? [s.headerLine] : [],
  );
  const intentLines = ofKind('intent').flatMap((s) => s.lines.map((l) => l.text));
  const header = repairWrappedLabels(headerLines.map((l) => l.text));

  const out: TCollected = {
    education: [],
    work: [],
    projects: [],
    skills: [],
    certificates: [],
    awards: [],
    other: [],
    selfEvaluation: null,
  };
  for (const section of sections) readSection(section, out, source);

  const summaryLines = ofKind('summary').flatMap((s) => s.lines.map((l) => l.text));
  const basics: TResumeBasics = {
    name: findName(headerLines, labelValue(header, 'name')),
    phone: findPhone(header, source),
    email: (header.map((l) => EMAIL.exec(l)?.[0]).find(Boolean) ?? EMAIL.exec(source)?.[0]) || null,
    city: findCity(header),
    target_role: findTargetRole(header, intentLines, isZh),
    years_of_experience: statedYears([...header, ...summaryLines]) ?? summedYears(out.work, now),
  };
  const expectedCity = findExpectedCity(header);
  if (expectedCity) basics.expected_city = expectedCity;
  const links = findLinks(header);
  if (links.length) basics.links = links;
  placeHeaderText(sections, basics, out, source);

  return {
    basics,
    education: out.education,
    work: out.work.map(({ isInternship: _, ...w }) => w),
    projects: out.projects,
    skills: out.skills,
    certificates: out.certificates,
    awards: out.awards,
    self_evaluation: out.selfEvaluation,
    other: out.other,
    meta: {
      language: isZh ? 'zh' : 'en',
      parser: RESUME_PARSER_ID,
      sections: sections.flatMap((s) => (s.title ? [s.title] : [])),
    },
  };
}
