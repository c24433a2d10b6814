import type { TResumeBasics, TResumeJson } from '@offerpilot/shared';
import {
  EMAIL,
  findCity,
  findExpectedCity,
  findLinks,
  findName,
  findPhone,
  findTargetRole,
} from './resume-parser/basics.ts';
import type { TCollected } from './resume-parser/collected.ts';
import { placeHeaderText } from './resume-parser/header-text.ts';
import { labelValue, repairWrappedLabels } from './resume-parser/labels.ts';
import { countCjk } from './resume-parser/lexicon.ts';
import { setParsing, setRejoinWrapped, toLines } from './resume-parser/lines.ts';
import { readSection } from './resume-parser/read-section.ts';
import { HEADER_KINDS, toSections, type TKind } from './resume-parser/sections.ts';
import { spanYears, statedYears, summedYears } from './resume-parser/years.ts';

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

// The parser itself is in resume-parser/ (lexicons, dates, sections, basics, entries, section readers).
export { spanYears, summedYears };

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
  setRejoinWrapped(options.rejoinWrapped ?? true);
  try {
    return readResume(text, options);
  } finally {
    setRejoinWrapped(true);
    setParsing('');
  }
}

function readResume(text: string, options: TParseResumeOptions): TResumeJson {
  const now = options.now ?? new Date();
  const source = text.replace(/\r\n?/g, '\n');
  setParsing(source);
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
