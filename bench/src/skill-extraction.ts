// node --import tsx bench/src/skill-extraction.ts — span-level precision and recall of the built-in
// skill extraction (apps/server/src/ai/builtin/skills.ts) on the gold Skill / Qualification spans of
// /work/shared/corpus/job-skill-sentences/testset.txt (English job-advert sentences, CoNLL BIO), plus
// its speed on a 3 000-character Chinese resume; writes bench/results/skill-extraction.json. Needs no
// server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const corpusFile = path.resolve(repoRoot, '../shared/corpus/job-skill-sentences/testset.txt');
const fixturesDir = path.join(repoRoot, 'apps/server/test/fixtures/parser');
const resultsFile = path.join(repoRoot, 'bench/results/skill-extraction.json');
const RUNS = Number(process.env.BENCH_SKILL_RUNS ?? 500);

// Loading the module builds the matcher (one trie over every alias): timed as a one-off cost.
const loadStart = performance.now();
const { extractSkills, normaliseSkill, SKILL_LEXICON } = await import('../../apps/server/src/text/index.ts');
const loadMs = performance.now() - loadStart;

interface TSpan {
  type: string;
  start: number;
  end: number;
  text: string;
}
interface TSentence {
  text: string;
  spans: TSpan[];
}

/** CoNLL: one "token TAG" per line, a blank line between sentences; tokens joined by spaces. */
function readCorpus(file: string): TSentence[] {
  const sentences: TSentence[] = [];
  let tokens: { word: string; tag: string }[] = [];
  const flush = () => {
    if (!tokens.length) return;
    let text = '';
    const spans: TSpan[] = [];
    let open: TSpan | null = null;
    for (const { word, tag } of tokens) {
      if (text) text += ' ';
      const start = text.length;
      text += word;
      const [bio, type] = tag.split('-') as [string, string | undefined];
      if (bio === 'I' && open && open.type === type) {
        open.end = text.length;
      } else if ((bio === 'B' || bio === 'I') && type) {
        open = { type, start, end: text.length, text: '' };
        spans.push(open);
      } else open = null;
    }
    for (const span of spans) span.text = text.slice(span.start, span.end);
    sentences.push({ text, spans });
    tokens = [];
  };
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const [word, tag] = line.trim().split(/\s+/);
    if (!word) flush();
    else tokens.push({ word, tag: tag ?? 'O' });
  }
  flush();
  return sentences;
}

interface TScores {
  gold: number;
  predicted: number;
  exact: { precision: number | null; recall: number | null; f1: number | null };
  overlap: { precision: number | null; recall: number | null; f1: number | null };
}

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);
const f1 = (p: number | null, r: number | null) =>
  p === null || r === null || p + r === 0 ? null : Math.round(((2 * p * r) / (p + r)) * 1000) / 1000;
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;
const same = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start === b.start && a.end === b.end;

type TMention = ReturnType<typeof extractSkills>[number];

/** Exact: the predicted span is the gold span. Overlap: they share at least one token. */
function score(pairs: { gold: TSpan[]; predicted: TMention[] }[]): TScores {
  let gold = 0;
  let predicted = 0;
  const hit = { exactGold: 0, exactPred: 0, overlapGold: 0, overlapPred: 0 };
  for (const p of pairs) {
    gold += p.gold.length;
    predicted += p.predicted.length;
    hit.exactGold += p.gold.filter((g) => p.predicted.some((m) => same(g, m))).length;
    hit.exactPred += p.predicted.filter((m) => p.gold.some((g) => same(g, m))).length;
    hit.overlapGold += p.gold.filter((g) => p.predicted.some((m) => overlaps(g, m))).length;
    hit.overlapPred += p.predicted.filter((m) => p.gold.some((g) => overlaps(g, m))).length;
  }
  const exactP = ratio(hit.exactPred, predicted);
  const exactR = ratio(hit.exactGold, gold);
  const overlapP = ratio(hit.overlapPred, predicted);
  const overlapR = ratio(hit.overlapGold, gold);
  return {
    gold,
    predicted,
    exact: { precision: exactP, recall: exactR, f1: f1(exactP, exactR) },
    overlap: { precision: overlapP, recall: overlapR, f1: f1(overlapP, overlapR) },
  };
}

function top(counts: Map<string, number>, n = 20): { text: string; count: number }[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([text, count]) => ({ text, count }));
}
const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]! * 1000) / 1000;
}

// ── Accuracy on the corpus ───────────────────────────────────────────────────────────────────
const sentences = readCorpus(corpusFile);
const skillPairs: { gold: TSpan[]; predicted: TMention[] }[] = [];
const qualificationPairs: { gold: TSpan[]; predicted: TMention[] }[] = [];
const misses = new Map<string, number>();
const falsePositives = new Map<string, number>();
let falsePositivesOnOtherEntities = 0;
let covered = 0;
let goldSkills = 0;
const corpusStart = performance.now();
const predictions = sentences.map((s) => extractSkills(s.text));
const corpusMs = performance.now() - corpusStart;

sentences.forEach((sentence, k) => {
  const mentions = predictions[k]!;
  const skills = sentence.spans.filter((g) => g.type === 'Skill');
  const qualifications = sentence.spans.filter((g) => g.type === 'Qualification');
  const skillMentions = mentions.filter((m) => m.category !== 'certificate');
  skillPairs.push({ gold: skills, predicted: skillMentions });
  qualificationPairs.push({ gold: qualifications, predicted: mentions.filter((m) => m.category === 'certificate') });
  for (const g of skills) {
    goldSkills++;
    if (normaliseSkill(g.text) !== null) covered++;
    if (!skillMentions.some((m) => overlaps(g, m))) bump(misses, g.text.toLowerCase());
  }
  for (const m of skillMentions) {
    if (skills.some((g) => overlaps(g, m))) continue;
    const other = sentence.spans.find((g) => overlaps(g, m));
    if (other) falsePositivesOnOtherEntities++;
    bump(falsePositives, `${m.matched} → ${m.id}${other ? ` (inside gold ${other.type})` : ''}`);
  }
});

const skillScores = score(skillPairs);
const qualificationScores = score(qualificationPairs);

// ── Speed on a Chinese resume ────────────────────────────────────────────────────────────────
const chinese = fs
  .readdirSync(fixturesDir)
  .filter((f) => /^zh-.*\.txt$/.test(f))
  .sort()
  .map((f) => fs.readFileSync(path.join(fixturesDir, f), 'utf8'))
  .join('\n');
const resume = chinese.repeat(Math.ceil(3000 / chinese.length)).slice(0, 3000);
for (let i = 0; i < 50; i++) extractSkills(resume);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  extractSkills(resume);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const resumeMentions = extractSkills(resume);

const report = {
  name: 'skill-extraction',
  note:
    'Built-in skill extraction (apps/server/src/ai/builtin/skills.ts + skill-lexicon.ts, our own lexicon) on the gold ' +
    'spans of shared/corpus/job-skill-sentences/testset.txt (English job-advert sentences, tokens joined by spaces). ' +
    'Skill scores compare every non-certificate mention with gold Skill spans; qualification scores compare ' +
    'certificate mentions with gold Qualification spans. exact = same span; overlap = at least one shared token. ' +
    'Gold Skill spans are often whole phrases ("influence cross functional teams"), so exact recall is low by ' +
    'construction; lexicon_coverage = gold Skill spans whose whole text normaliseSkill() maps to a lexicon entry. ' +
    'The corpus is English and UK-centred while the lexicon targets Chinese adverts, so recall is limited. ' +
    `Speed: extractSkills on a 3 000-character text made of the Chinese resume fixtures, ${RUNS} runs after 50 warm-up.`,
  measured_at: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    total_mem_gb: Math.round(os.totalmem() / 2 ** 30),
  },
  lexicon: {
    skills: SKILL_LEXICON.length,
    aliases: SKILL_LEXICON.reduce((n, e) => n + e.aliases.length, 0),
    load_and_build_ms: Math.round(loadMs * 10) / 10,
  },
  corpus: {
    sentences: sentences.length,
    gold_skill_spans: skillScores.gold,
    gold_qualification_spans: qualificationScores.gold,
  },
  skill: skillScores,
  qualification: qualificationScores,
  lexicon_coverage: { covered, gold: goldSkills, ratio: ratio(covered, goldSkills) },
  false_positives_inside_other_gold_entities: falsePositivesOnOtherEntities,
  speed: {
    chinese_3000_chars_ms: { p50: percentile(times, 50), p95: percentile(times, 95), max: percentile(times, 100) },
    chinese_3000_chars_mentions: resumeMentions.length,
    corpus_all_sentences_ms: Math.round(corpusMs * 10) / 10,
  },
  top_missed_gold_skills: top(misses),
  top_false_positives: top(falsePositives),
};

fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

const fmt = (v: number | null) => (v === null ? '-' : v.toFixed(3));
const line = (label: string, s: TScores) =>
  `${label.padEnd(14)} gold ${String(s.gold).padStart(4)}  predicted ${String(s.predicted).padStart(4)}  ` +
  `exact P ${fmt(s.exact.precision)} R ${fmt(s.exact.recall)} F1 ${fmt(s.exact.f1)}  ` +
  `overlap P ${fmt(s.overlap.precision)} R ${fmt(s.overlap.recall)} F1 ${fmt(s.overlap.f1)}`;
console.log(
  `skill extraction: ${report.lexicon.skills} skills / ${report.lexicon.aliases} aliases, ` +
    `${sentences.length} corpus sentences (English job adverts)`,
);
console.log(line('Skill', skillScores));
console.log(line('Qualification', qualificationScores));
console.log(
  `lexicon coverage of gold Skill spans: ${covered}/${goldSkills} (${fmt(report.lexicon_coverage.ratio)}); ` +
    `false positives inside other gold entities: ${falsePositivesOnOtherEntities}`,
);
console.log(
  `speed: 3 000-char Chinese resume p50 ${report.speed.chinese_3000_chars_ms.p50} ms, ` +
    `p95 ${report.speed.chinese_3000_chars_ms.p95} ms (${resumeMentions.length} mentions); ` +
    `module load + matcher build ${report.lexicon.load_and_build_ms} ms`,
);
console.log(`top misses: ${report.top_missed_gold_skills.map((m) => `${m.text} (${m.count})`).join(', ')}`);
console.log(`top false positives: ${report.top_false_positives.map((m) => `${m.text} (${m.count})`).join(', ')}`);
