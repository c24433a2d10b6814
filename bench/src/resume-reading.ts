// node --import tsx bench/src/resume-reading.ts — reading resumes as written (issue 35): wrapped
// bullets rejoined on Chinese resume PDFs typeset here (one and two columns, ragged as a browser
// sets them and justified as LaTeX does) and on the corpus DOCX, and employers read right on the
// reading fixtures in every format. Writes bench/results/resume-reading.json. Needs no built server.
//
// Baselines computed in the same run: for the PDFs, a reader that takes every drawn line as an
// item (line per bullet, what a layout-less extraction such as `pdftotext` gives); for the DOCX,
// the parser with `rejoinWrapped: false` (every line an item, as before issue 35); for employers,
// the first part of each entry's dated header line (a reader without the department, city and
// heading rules).
import fs from 'node:fs';
import path from 'node:path';
import { convertFile, normaliseText } from '../../apps/server/src/modules/conversion/index.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
import {
  EMPLOYER_CASES,
  READING_RESUMES,
  oneColumn,
  plainText,
  twoColumns,
  type TReadingResume,
} from '../../apps/server/test/fixtures/reading/resumes.ts';
import { docxOf } from '../../apps/server/test/support/resume-docx.ts';
import { typesetResume, type TTypesetPage } from '../../apps/server/test/support/resume-pdf.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const cvDir = path.resolve(repoRoot, '../shared/corpus/vacancy-resume/CV');
const resultsFile = path.join(repoRoot, 'bench/results/resume-reading.json');
const NOW = new Date('2026-12-01');

const squash = (text: string) => normaliseText(text).replace(/\s/g, '');
const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);

// ---------------------------------------------------------------------------------------------
// Wrapped bullets on typeset PDFs

const layouts: { name: string; page: (r: TReadingResume) => TTypesetPage; justify: boolean }[] = [
  { name: 'one column, ragged', page: (r) => oneColumn(r), justify: false },
  { name: 'one column, justified', page: (r) => oneColumn(r), justify: true },
  { name: 'one column, narrow, justified', page: (r) => oneColumn(r, 120, 300), justify: true },
  { name: 'two columns, ragged', page: twoColumns, justify: false },
  { name: 'two columns, justified', page: twoColumns, justify: true },
];

const pdfRows: {
  resume: string;
  layout: string;
  items: number;
  wrapped: number;
  whole: number;
  baseline_whole: number;
  broken: string[];
}[] = [];
for (const r of READING_RESUMES) {
  for (const layout of layouts) {
    const typeset = typesetResume([layout.page(r)], { justify: layout.justify });
    const { text } = await convertFile(typeset.pdf);
    const lines = new Set(text.split('\n').map((line) => squash(line.replace(/^•/, ''))));
    const broken = typeset.items.filter((item) => !lines.has(squash(item)));
    pdfRows.push({
      resume: r.name,
      layout: layout.name,
      items: typeset.items.length,
      wrapped: typeset.wrapped,
      whole: typeset.items.length - broken.length,
      // Line per bullet: an item set on one line is whole, a wrapped one is not.
      baseline_whole: typeset.items.length - typeset.wrapped,
      broken: broken.map((b) => b.slice(0, 30)),
    });
  }
}
const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((s, row) => s + (row[key] as number), 0);
const pdfSummary = {
  files: pdfRows.length,
  items: sum(pdfRows, 'items'),
  wrapped: sum(pdfRows, 'wrapped'),
  whole: sum(pdfRows, 'whole'),
  baseline_whole: sum(pdfRows, 'baseline_whole'),
  wrapped_rejoined: sum(pdfRows, 'whole') - sum(pdfRows, 'baseline_whole'),
};

// ---------------------------------------------------------------------------------------------
// Wrapped lines in the corpus DOCX (real English resumes)

const docxRows: { file: string; before: number; after: number; joined: string[] }[] = [];
if (fs.existsSync(cvDir)) {
  const files = fs
    .readdirSync(cvDir)
    .filter((f) => f.endsWith('.docx'))
    .sort((a, b) => parseInt(a) - parseInt(b));
  for (const file of files) {
    const { text } = await convertFile(fs.readFileSync(path.join(cvDir, file)));
    const items = (rejoinWrapped: boolean) => {
      const json = parseResume(text, { now: NOW, rejoinWrapped });
      return [...json.work.flatMap((w) => w.highlights), ...json.projects.flatMap((p) => p.highlights)];
    };
    const before = items(false);
    const after = items(true);
    const single = new Set(before);
    docxRows.push({ file, before: before.length, after: after.length, joined: after.filter((h) => !single.has(h)) });
  }
}
const docxSummary = {
  files: docxRows.length,
  items_before: sum(docxRows, 'before'),
  items_after: sum(docxRows, 'after'),
  lines_joined: sum(docxRows, 'before') - sum(docxRows, 'after'),
  items_with_joined_lines: docxRows.reduce((s, r) => s + r.joined.length, 0),
  files_changed: docxRows.filter((r) => r.before !== r.after).length,
};

// ---------------------------------------------------------------------------------------------
// Employers, departments and the basics on the reading fixtures, in every format

const formats: { name: string; read: (r: TReadingResume) => Promise<string> }[] = [
  { name: 'text', read: async (r) => plainText(r) },
  { name: 'docx', read: async (r) => (await convertFile(docxOf(plainText(r).split('\n')))).text },
  ...layouts.map((layout) => ({
    name: `pdf, ${layout.name}`,
    read: async (r: TReadingResume) =>
      (await convertFile(typesetResume([layout.page(r)], { justify: layout.justify }).pdf)).text,
  })),
];

/** The first part of each dated header line: a reader without the heading, department and city rules. */
function naiveEmployers(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /(?:19|20)\d{2}[./]\d{1,2}\s*[-–~至]\s*(?:(?:19|20)\d{2}|至今)/.test(line))
    .map((line) => line.replace(/(?:19|20)\d{2}[./]\d{1,2}\s*[-–~至]\s*(?:(?:19|20)\d{2}[./]\d{1,2}|至今)/, '').trim())
    .map((rest) => rest.split(/\s*[|｜]\s*|\s+/)[0] ?? '')
    .filter((first) => first && !/大学|学院/.test(first));
}

const employerRows: {
  resume: string;
  format: string;
  employers_right: number;
  employers: number;
  baseline_right: number;
  departments_right: number;
  basics_right: number;
}[] = [];
for (const r of READING_RESUMES) {
  for (const format of formats) {
    const text = await format.read(r);
    const json = parseResume(text, { now: NOW });
    const found = json.work.map((w) => w.company);
    const right = r.expected.employers.filter((e) => found.includes(e)).length;
    const naive = naiveEmployers(text);
    const departments = json.work.map((w) => w.department ?? null);
    const basics = [
      json.basics.name === r.expected.name,
      json.basics.target_role === r.expected.targetRole,
      json.basics.expected_city === r.expected.expectCity,
      (json.basics.links ?? []).includes(r.expected.link),
      !json.other.some((o) => o.lines.some((l) => l.includes('期望城市'))),
    ];
    employerRows.push({
      resume: r.name,
      format: format.name,
      employers_right: right - Math.max(0, found.length - r.expected.employers.length),
      employers: r.expected.employers.length,
      baseline_right: r.expected.employers.filter((e) => naive.includes(e)).length,
      departments_right: r.expected.departments.filter((d, i) => departments[i] === d).length,
      basics_right: basics.filter(Boolean).length,
    });
  }
}
const employerSummary = {
  cases: employerRows.length,
  employers: sum(employerRows, 'employers'),
  employers_right: sum(employerRows, 'employers_right'),
  baseline_right: sum(employerRows, 'baseline_right'),
  departments_right: sum(employerRows, 'departments_right'),
  basics_right: sum(employerRows, 'basics_right'),
  basics_checked: employerRows.length * 5,
};

// The hard headers: a department, a team or a city beside the employer, on one to three lines.
const headerRows = EMPLOYER_CASES.map(({ header, company, department }) => {
  const text = `张三\n工作经历\n${header}\n• 负责核心模块开发`;
  const [work] = parseResume(text, { now: NOW }).work;
  const naive = naiveEmployers(text)[0] ?? null;
  return {
    header,
    expected: company,
    found: work?.company ?? null,
    right: (work?.company ?? null) === company && (work?.department ?? null) === department,
    baseline_right: naive === company,
  };
});
const headerSummary = {
  cases: headerRows.length,
  right: headerRows.filter((r) => r.right).length,
  baseline_right: headerRows.filter((r) => r.baseline_right).length,
};

const report = {
  generated_at: new Date().toISOString(),
  pdf_wrapped_bullets: { ...pdfSummary, share_whole: ratio(pdfSummary.whole, pdfSummary.items), per_file: pdfRows },
  corpus_docx: { ...docxSummary, per_file: docxRows.filter((r) => r.before !== r.after) },
  employers: {
    ...employerSummary,
    accuracy: ratio(employerSummary.employers_right, employerSummary.employers),
    baseline_accuracy: ratio(employerSummary.baseline_right, employerSummary.employers),
    per_case: employerRows,
  },
  employer_headers: { ...headerSummary, per_case: headerRows },
};
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

console.log(
  `typeset PDFs (${pdfSummary.files}): ${pdfSummary.whole}/${pdfSummary.items} bullets whole` +
    ` (${pdfSummary.wrapped} wrapped); line per bullet: ${pdfSummary.baseline_whole}/${pdfSummary.items}`,
);
for (const row of pdfRows.filter((r) => r.broken.length))
  console.log(`  broken in ${row.resume}, ${row.layout}: ${row.broken.join(' / ')}`);
console.log(
  `corpus DOCX (${docxSummary.files}): ${docxSummary.items_before} → ${docxSummary.items_after} work and project items` +
    ` (${docxSummary.lines_joined} wrapped lines joined into ${docxSummary.items_with_joined_lines} items, ${docxSummary.files_changed} files)`,
);
console.log(
  `employers on the reading fixtures (${employerSummary.cases} resume × format): ${employerSummary.employers_right}/${employerSummary.employers}` +
    ` (first part of the dated line: ${employerSummary.baseline_right}/${employerSummary.employers});` +
    ` departments ${employerSummary.departments_right}/${employerSummary.employers};` +
    ` basics ${employerSummary.basics_right}/${employerSummary.basics_checked}`,
);
console.log(
  `entry headers with a department, team or city (${headerSummary.cases}): employer and department right` +
    ` ${headerSummary.right}/${headerSummary.cases} (first part of the dated line: ${headerSummary.baseline_right}/${headerSummary.cases})`,
);
