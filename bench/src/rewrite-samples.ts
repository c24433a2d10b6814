// node --import tsx bench/src/rewrite-samples.ts [out.jsonl] — the product's rewrite, as it is now,
// (with `--random N --seed S out.jsonl`: N experience bullets drawn at random from the resumes the
// rated file does not use, for a fresh rating; with `--resume file.txt out.jsonl`: every experience
// bullet of a resume someone else wrote, read and optimised the way the product does;)
// of the rated bullets of bench/data/rewrite-usefulness.jsonl: each source resume read the way the
// product reads it (DOCX through the converter, CSV rows as text), optimised directly, and the
// accepted change whose original holds the rated bullet reported (else the bullet rewritten alone
// with rewriteBullet). For re-rating by someone who did not write the code. Needs ../shared.
import fs from 'node:fs';
import path from 'node:path';
import { BuiltinProvider } from '../../apps/server/src/ai/engine.ts';
import { listBullets, rewriteBullet } from '../../apps/server/src/ai/builtin/rewrite.ts';
import { convertFile, normaliseText } from '../../apps/server/src/modules/conversion/index.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
import { FIXED_NOW } from '../../apps/server/test/support/resume-expectations.ts';
import { parseCsv } from './csv.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const corpus = path.resolve(repoRoot, '../shared/corpus');
const rated = fs
  .readFileSync(path.join(repoRoot, 'bench/data/rewrite-usefulness.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .slice(1)
  .map((l) => JSON.parse(l) as { source: string; lang: string; original: string });

const labelled = parseCsv(fs.readFileSync(path.join(corpus, 'labelled-resumes-en/resumes-dev.csv'), 'utf8'));
async function sourceText(source: string): Promise<string> {
  const row = /#row(\d+)$/.exec(source);
  if (row) return normaliseText(labelled[Number(row[1])]![labelled[0]!.indexOf('Resume')] ?? '');
  return (await convertFile(fs.readFileSync(path.join(corpus, source)))).text;
}
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A seeded draw (mulberry32), so a fresh sample can be drawn again. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const resumeAt = process.argv.indexOf('--resume');
if (resumeAt >= 0) {
  const file = process.argv[resumeAt + 1]!;
  const text = file.endsWith('.txt')
    ? normaliseText(fs.readFileSync(file, 'utf8'))
    : (await convertFile(fs.readFileSync(file))).text;
  const json = parseResume(text, { now: FIXED_NOW });
  const result = await new BuiltinProvider().optimize({ resume: { text, json }, type: 'direct' });
  const lines = listBullets(json).map((b) => {
    const mod = result.parsed_modifications.find((m) => squash(m.original ?? '') === squash(b.text));
    return JSON.stringify({ source: path.basename(file), original: b.text, optimized: mod?.optimized ?? b.text });
  });
  fs.writeFileSync(process.argv.at(-1)!, `${lines.join('\n')}\n`);
  process.exit(0);
}

const randomAt = process.argv.indexOf('--random');
if (randomAt >= 0) {
  const n = Number(process.argv[randomAt + 1]);
  const seedAt = process.argv.indexOf('--seed');
  const rand = seeded(seedAt >= 0 ? Number(process.argv[seedAt + 1]) : 1);
  // A fresh draw uses no resume any earlier rating used (every rewrite-usefulness*.jsonl).
  const used = new Set(
    fs
      .readdirSync(path.join(repoRoot, 'bench/data'))
      .filter((f) => /^rewrite-usefulness(?:-\d+)?\.jsonl$/.test(f))
      .flatMap((f) =>
        fs
          .readFileSync(path.join(repoRoot, 'bench/data', f), 'utf8')
          .split('\n')
          .filter((l) => l.trim())
          .slice(1)
          .map((l) => (JSON.parse(l) as { source: string }).source),
      ),
  );
  const sources = [
    ...fs
      .readdirSync(path.join(corpus, 'vacancy-resume/CV'))
      .filter((f) => /^\d+\.docx$/.test(f))
      .map((f) => `vacancy-resume/CV/${f}`),
    ...labelled.slice(1).map((_r, i) => `labelled-resumes-en/resumes-dev.csv#row${i + 1}`),
  ].filter((src) => !used.has(src));
  const picks: string[] = [];
  const tried = new Set<string>();
  while (picks.length < n && tried.size < sources.length) {
    const source = sources[Math.floor(rand() * sources.length)]!;
    if (tried.has(source)) continue;
    tried.add(source);
    const text = await sourceText(source);
    const json = parseResume(text, { now: FIXED_NOW });
    // Experience bullets only (work and projects): a heading, an education line or a skills line
    // is not what the rewrite is rated on.
    const bullets = listBullets(json)
      .filter((b) => b.section === 'work' || b.section === 'projects')
      .map((b) => b.text)
      .filter((b) => b.split(/\s+/).length >= 6 && !/[\u4e00-\u9fa5]/.test(b));
    if (!bullets.length) continue;
    const original = bullets[Math.floor(rand() * bullets.length)]!;
    const result = await new BuiltinProvider().optimize({ resume: { text, json }, type: 'direct' });
    const mod = result.parsed_modifications.find((m) => squash(m.original ?? '') === squash(original));
    picks.push(JSON.stringify({ source, lang: 'en', original, optimized: mod?.optimized ?? original }));
  }
  fs.writeFileSync(process.argv.at(-1)!, `${picks.join('\n')}\n`);
  process.exit(0);
}
const provider = new BuiltinProvider();
const out: string[] = [];
for (const r of rated) {
  const text = await sourceText(r.source);
  const json = parseResume(text, { now: FIXED_NOW });
  const result = await provider.optimize({ resume: { text, json }, type: 'direct' });
  const key = squash(r.original).slice(0, 40);
  const mod = result.parsed_modifications.find((m) => squash(m.original ?? '').includes(key));
  // The product's own reading of the bullet (the rater's text may have lost spaces at line breaks).
  const tight = (x: string) => x.replace(/\s+/g, '');
  const own =
    listBullets(json)
      .map((b) => b.text)
      .find((b) => tight(b).includes(tight(r.original).slice(0, 30))) ?? r.original;
  const alone = rewriteBullet(own, { wording: true, quantify: false, concise: true, split: false });
  const optimized = mod?.optimized ?? alone?.optimized ?? own;
  out.push(
    JSON.stringify({
      source: r.source,
      lang: r.lang,
      original: r.original,
      product_original: mod?.original ?? null,
      own,
      optimized,
      alone: alone?.optimized ?? null,
    }),
  );
}
const file = process.argv[2];
if (file) fs.writeFileSync(file, `${out.join('\n')}\n`);
else console.log(out.join('\n'));
