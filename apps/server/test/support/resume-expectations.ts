import fs from 'node:fs';
import path from 'node:path';
import type { TResumeJson, TResumePeriod } from '@offerpilot/shared';
import { convertFile, normaliseText } from '../../src/modules/conversion/index.ts';
import { CORPUS_DIR } from './corpus.ts';

/**
 * Hand-written expectations for the built-in resume parser (`test/fixtures/parser/*.expected.json`),
 * shared by the fixture test and `bench/src/resume-parser.ts`.
 *
 * An expectation lists only what a careful reader finds in the resume. A field left out is not
 * checked; `null` means "not in the resume". A value may be a list of equally good readings
 * (["Tel-Aviv Area", "Tel-Aviv"]). A period is `start`/`end` as 'YYYY-MM' or 'YYYY', with
 * `end: "present"` for 至今; a single year is written as start = end. `years_of_experience` is
 * the stated figure, or the sum of full-time work periods up to {@link FIXED_NOW}.
 */

type TMaybe = string | string[] | null;

export interface TResumeExpectation {
  /** The fixture, relative to the fixtures folder, or "corpus:<n>" for shared/corpus/vacancy-resume/CV/<n>.docx. */
  source: string;
  /** Why this resume is here, or what is special about it. */
  note?: string;
  basics?: {
    name?: TMaybe;
    phone?: TMaybe;
    email?: TMaybe;
    city?: TMaybe;
    target_role?: TMaybe;
    years_of_experience?: number | null;
  };
  education?: { school: TMaybe; degree: TMaybe; major: TMaybe; start: string | null; end: string | null }[];
  work?: {
    company: TMaybe;
    department?: TMaybe;
    title: TMaybe;
    /** The entry's note ("兼职"), left out when the entry has none to check. */
    note?: TMaybe;
    start: string | null;
    end: string | null;
  }[];
  projects?: { name: TMaybe; role: TMaybe; note?: TMaybe; start: string | null; end: string | null }[];
  skills?: string[];
  certificates?: string[];
  awards?: string[];
  /** Whether the resume has a self-evaluation / summary section. */
  self_evaluation?: boolean;
  /** Titles of the sections that land in `other`, as written. */
  other?: string[];
}

export interface TExpectationFile {
  name: string;
  expectation: TResumeExpectation;
}

/** "至今" in the expectations means this day (local time), so summed years do not drift. */
export const FIXED_NOW = new Date(2026, 10, 1);

export const PARSER_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/parser');
const CORPUS_CV = path.join(CORPUS_DIR, 'vacancy-resume/CV');

export function listExpectations(): TExpectationFile[] {
  return fs
    .readdirSync(PARSER_FIXTURES)
    .filter((f) => f.endsWith('.expected.json'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.expected\.json$/, ''),
      expectation: JSON.parse(fs.readFileSync(path.join(PARSER_FIXTURES, f), 'utf8')) as TResumeExpectation,
    }));
}

export const isCorpus = (e: TResumeExpectation) => e.source.startsWith('corpus:');

/** The resume text as the product would see it: files through conversion, text normalised. */
export async function loadResumeText(e: TResumeExpectation): Promise<string> {
  const file = isCorpus(e)
    ? path.join(CORPUS_CV, `${e.source.slice('corpus:'.length)}.docx`)
    : path.resolve(PARSER_FIXTURES, e.source);
  if (file.endsWith('.txt')) return normaliseText(fs.readFileSync(file, 'utf8'));
  return (await convertFile(fs.readFileSync(file))).text;
}

/** NFKC, trimmed, lower case, whitespace collapsed. */
export const normaliseValue = (s: string) => s.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

const alternatives = (v: TMaybe | undefined): string[] =>
  v === null || v === undefined ? [] : (Array.isArray(v) ? v : [v]).map(normaliseValue);

const periodValue = (p: TResumePeriod | null) =>
  p ? `${p.start ?? ''}~${p.current ? 'present' : (p.end ?? '')}` : null;
const expectedPeriod = (e: { start: string | null; end: string | null }) =>
  e.start || e.end ? `${e.start ?? ''}~${e.end ?? ''}` : null;

export const FAMILIES = [
  'basics.name',
  'basics.phone',
  'basics.email',
  'basics.city',
  'basics.target_role',
  'basics.years_of_experience',
  'education.school',
  'education.degree',
  'education.major',
  'education.period',
  'work.company',
  'work.title',
  'work.period',
  'projects.name',
  'projects.role',
  'projects.period',
  'skills',
  'certificates',
  'awards',
  'self_evaluation',
] as const;
export type TFamily = (typeof FAMILIES)[number];

export interface TCount {
  tp: number;
  fp: number;
  fn: number;
}

/** Matches predicted values to expected ones (each with its alternatives), one to one. */
function scoreList(predicted: (string | null)[], expected: TMaybe[]): TCount {
  const left = predicted.filter((p): p is string => p !== null && p.trim() !== '').map(normaliseValue);
  const wanted = expected.map(alternatives).filter((a) => a.length > 0);
  let tp = 0;
  for (const options of wanted) {
    const at = left.findIndex((p) => options.includes(p));
    if (at >= 0) {
      left.splice(at, 1);
      tp++;
    }
  }
  return { tp, fp: left.length, fn: wanted.length - tp };
}

function scoreScalar(predicted: string | null, expected: TMaybe | undefined): TCount | null {
  if (expected === undefined) return null;
  return scoreList([predicted], [expected]);
}

/** Field-level true/false positives and false negatives of one parse against its expectation. */
export function scoreResume(actual: TResumeJson, e: TResumeExpectation): Partial<Record<TFamily, TCount>> {
  const out: Partial<Record<TFamily, TCount>> = {};
  const put = (family: TFamily, count: TCount | null) => {
    if (count) out[family] = count;
  };
  const b = e.basics;
  if (b) {
    put('basics.name', scoreScalar(actual.basics.name, b.name));
    put('basics.phone', scoreScalar(actual.basics.phone, b.phone));
    put('basics.email', scoreScalar(actual.basics.email, b.email));
    put('basics.city', scoreScalar(actual.basics.city, b.city));
    put('basics.target_role', scoreScalar(actual.basics.target_role, b.target_role));
    if (b.years_of_experience !== undefined) {
      const p = actual.basics.years_of_experience;
      const x = b.years_of_experience;
      const same = p !== null && x !== null && Math.abs(p - x) < 0.05;
      put('basics.years_of_experience', {
        tp: same ? 1 : 0,
        fp: p !== null && !same ? 1 : 0,
        fn: x !== null && !same ? 1 : 0,
      });
    }
  }
  if (e.education) {
    put(
      'education.school',
      scoreList(
        actual.education.map((x) => x.school),
        e.education.map((x) => x.school),
      ),
    );
    put(
      'education.degree',
      scoreList(
        actual.education.map((x) => x.degree),
        e.education.map((x) => x.degree),
      ),
    );
    put(
      'education.major',
      scoreList(
        actual.education.map((x) => x.major),
        e.education.map((x) => x.major),
      ),
    );
    put(
      'education.period',
      scoreList(
        actual.education.map((x) => periodValue(x.period)),
        e.education.map(expectedPeriod),
      ),
    );
  }
  if (e.work) {
    put(
      'work.company',
      scoreList(
        actual.work.map((x) => x.company),
        e.work.map((x) => x.company),
      ),
    );
    put(
      'work.title',
      scoreList(
        actual.work.map((x) => x.title),
        e.work.map((x) => x.title),
      ),
    );
    put(
      'work.period',
      scoreList(
        actual.work.map((x) => periodValue(x.period)),
        e.work.map(expectedPeriod),
      ),
    );
  }
  if (e.projects) {
    put(
      'projects.name',
      scoreList(
        actual.projects.map((x) => x.name),
        e.projects.map((x) => x.name),
      ),
    );
    put(
      'projects.role',
      scoreList(
        actual.projects.map((x) => x.role),
        e.projects.map((x) => x.role),
      ),
    );
    put(
      'projects.period',
      scoreList(
        actual.projects.map((x) => periodValue(x.period)),
        e.projects.map(expectedPeriod),
      ),
    );
  }
  if (e.skills) put('skills', scoreList(actual.skills, e.skills));
  if (e.certificates) put('certificates', scoreList(actual.certificates, e.certificates));
  if (e.awards) put('awards', scoreList(actual.awards, e.awards));
  if (e.self_evaluation !== undefined) {
    const has = actual.self_evaluation !== null;
    put('self_evaluation', {
      tp: has && e.self_evaluation ? 1 : 0,
      fp: has && !e.self_evaluation ? 1 : 0,
      fn: !has && e.self_evaluation ? 1 : 0,
    });
  }
  return out;
}

/**
 * Every difference between a parse and its expectation, entry by entry and in order, as
 * readable lines ("work[1].title: expected 销售代表, got null"); empty when the parse meets it.
 */
export function listMismatches(actual: TResumeJson, e: TResumeExpectation): string[] {
  const out: string[] = [];
  const check = (where: string, got: string | null | undefined, want: TMaybe | undefined) => {
    if (want === undefined) return;
    const options = alternatives(want);
    const ok =
      options.length === 0 ? got === null || got === undefined : !!got && options.includes(normaliseValue(got));
    if (!ok) out.push(`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got ?? null)}`);
  };
  const b = e.basics ?? {};
  for (const key of ['name', 'phone', 'email', 'city', 'target_role'] as const) {
    check(`basics.${key}`, actual.basics[key], b[key]);
  }
  if (b.years_of_experience !== undefined) {
    const p = actual.basics.years_of_experience;
    const x = b.years_of_experience;
    if (!(p === x || (p !== null && x !== null && Math.abs(p - x) < 0.05)))
      out.push(`basics.years_of_experience: expected ${x}, got ${p}`);
  }
  const entries = <A, X extends { start: string | null; end: string | null }>(
    family: string,
    got: (A & { period: TResumePeriod | null })[],
    want: X[] | undefined,
    fields: (keyof A & keyof X & string)[],
  ) => {
    if (!want) return;
    if (got.length !== want.length) out.push(`${family}: expected ${want.length} entries, got ${got.length}`);
    want.forEach((w, i) => {
      const g = got[i];
      for (const field of fields) check(`${family}[${i}].${field}`, g?.[field] as string | null, w[field] as TMaybe);
      check(`${family}[${i}].period`, g ? periodValue(g.period) : null, expectedPeriod(w));
    });
  };
  entries('education', actual.education, e.education, ['school', 'degree', 'major']);
  entries('work', actual.work, e.work, ['company', 'department', 'title', 'note']);
  entries('projects', actual.projects, e.projects, ['name', 'role', 'note']);
  for (const key of ['skills', 'certificates', 'awards'] as const) {
    const want = e[key];
    if (want && JSON.stringify(actual[key].map(normaliseValue)) !== JSON.stringify(want.map(normaliseValue)))
      out.push(`${key}: expected ${JSON.stringify(want)}, got ${JSON.stringify(actual[key])}`);
  }
  if (e.self_evaluation !== undefined && (actual.self_evaluation !== null) !== e.self_evaluation)
    out.push(
      `self_evaluation: expected ${e.self_evaluation ? 'some' : 'none'}, got ${JSON.stringify(actual.self_evaluation)}`,
    );
  if (e.other) {
    const titles = actual.other.map((o) => o.title);
    if (JSON.stringify(titles) !== JSON.stringify(e.other))
      out.push(`other: expected ${JSON.stringify(e.other)}, got ${JSON.stringify(titles)}`);
  }
  return out;
}
