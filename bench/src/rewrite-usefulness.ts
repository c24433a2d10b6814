// node --import tsx bench/src/rewrite-usefulness.ts — the usefulness of the built-in rewrites as a
// rater who did not write the code scored them (issue 35): 20 real bullets from shared/corpus, each
// rewritten by the product and scored 0–2 against the rubric written down before any rewrite was
// seen (bench/data/rewrite-usefulness.jsonl, line 1). 0 = unchanged, only a gap, or worse; 1 =
// better wording a coach would still rewrite; 2 = a rewrite a coach would sign. Target: mean ≥ 1.2
// and none made worse. The scores are of the rewrites as they were when rated (the data file keeps
// them verbatim); this script summarises them and writes bench/results/rewrite-usefulness.json.
import fs from 'node:fs';
import path from 'node:path';

interface TRated {
  source: string;
  lang: 'zh' | 'en';
  original: string;
  optimized: string;
  score: 0 | 1 | 2;
  worse: boolean;
  reason: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(repoRoot, 'bench/data');
// Each rating is its own file (the rewrites as they were when rated): rewrite-usefulness.jsonl
// (2026-12-04, first session: 20 English bullets), rewrite-usefulness-2.jsonl (2026-12-04, second
// session: a fresh seeded draw of 20 English bullets and 20 bullets of two Chinese resumes the
// rater wrote).
const files = fs
  .readdirSync(dataDir)
  .filter((f) => /^rewrite-usefulness(?:-\d+)?\.jsonl$/.test(f))
  .sort();
if (!files.length) {
  console.log('rewrite-usefulness: no rated data (bench/data/rewrite-usefulness*.jsonl), skipped');
  process.exit(0);
}
const mean = (xs: TRated[]) =>
  xs.length ? Math.round((xs.reduce((a, r) => a + r.score, 0) / xs.length) * 100) / 100 : null;
const count = (xs: TRated[], s: number) => xs.filter((r) => r.score === s).length;
const ratings = files.map((file) => {
  const [head, ...rows] = fs
    .readFileSync(path.join(dataDir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const rated = rows as unknown as TRated[];
  const by = (lang: 'zh' | 'en') => rated.filter((r) => r.lang === lang);
  return {
    file,
    note: head?.note ?? null,
    bullets: rated.length,
    mean: mean(rated),
    mean_zh: mean(by('zh')),
    mean_en: mean(by('en')),
    scores: { 2: count(rated, 2), 1: count(rated, 1), 0: count(rated, 0) },
    made_worse: rated.filter((r) => r.worse).length,
    unchanged: rated.filter((r) => r.optimized.trim() === r.original.trim()).length,
    rubric: head?.rubric ?? null,
  };
});
const report = {
  name: 'rewrite-usefulness',
  ratings: ratings.map(({ rubric: _r, ...r }) => r),
  rubric: ratings[0]!.rubric,
  target: 'mean ≥ 1.2, none made worse',
};
fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(repoRoot, 'bench/results/rewrite-usefulness.json'), `${JSON.stringify(report, null, 2)}\n`);
for (const r of ratings)
  console.log(
    `rewrite usefulness (${r.file}): mean ${r.mean} (zh ${r.mean_zh}, en ${r.mean_en}) over ${r.bullets}; made worse ${r.made_worse}`,
  );
