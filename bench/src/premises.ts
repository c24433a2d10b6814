// node --import tsx bench/src/premises.ts — false premises (issue 33, "evidence before claims"):
// statements that a resume lacks something it shows in other words. Eleven resume / position pairs
// written by us (apps/server/test/fixtures/premises/pairs.ts: backend, frontend, product manager,
// data analyst, sales, a Go backend, user operations, and a second frontend, data, product and
// sales pair), each resume showing every requirement and listed skill in other words than
// the position uses. Counts, over seeds × templates, what the analysis (requirement status, 未找到,
// missing keywords), the fit page and the planned questions say is missing; each is a false premise.
// Writes bench/results/premises.json with the count before the evidence index next to it. Needs no
// server.
import fs from 'node:fs';
import path from 'node:path';
import { countPremises, PREMISE_TEMPLATES } from '../../apps/server/test/fixtures/premises/count.ts';
import { PREMISE_PAIRS } from '../../apps/server/test/fixtures/premises/pairs.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const resultsFile = path.join(repoRoot, 'bench/results/premises.json');
const SEEDS = Array.from({ length: 10 }, (_, i) => i + 1);

/**
 * The same count (same pairs, seeds, templates and counting code) run on commit af3d442, the last
 * one before the evidence index and the concept indicators.
 */
const BEFORE = {
  commit: 'af3d442',
  analysis_and_fit: 187,
  plan_questions: 636,
  sessions: 440,
  sessions_with_a_false_premise: 382,
};

const result = countPremises(PREMISE_PAIRS, SEEDS, PREMISE_TEMPLATES);
const byField = Object.fromEntries(
  PREMISE_PAIRS.map((pair) => [
    pair.field,
    {
      analysis_and_fit: result.analysis.filter((p) => p.field === pair.field).length,
      plan_questions: result.plan.filter((p) => p.field === pair.field).length,
    },
  ]),
);
const examples = [...new Set([...result.analysis, ...result.plan].map((p) => `${p.field}: ${p.says}`))].slice(0, 20);

const out = {
  measured: 'false premises: statements that a resume lacks something it shows (in other words)',
  pairs: PREMISE_PAIRS.map((p) => p.field),
  seeds: SEEDS.length,
  templates: PREMISE_TEMPLATES,
  after: {
    analysis_and_fit: result.analysis.length,
    plan_questions: result.plan.length,
    sessions: result.sessions,
    sessions_with_a_false_premise: result.sessionsWithPremise,
    by_field: byField,
    examples,
  },
  before: BEFORE,
  notes: [
    'The pairs were written while building the indicators: they are the development set, not held-out data (the last six were checks of unseen wordings, and what they missed was added).',
    'analysis_and_fit counts requirement items judged missing, names listed under 未找到, missing or skills-only keywords, issues saying a skill or requirement is not shown, and fit requirements shown in neither resume nor interview (no answers given).',
    'plan_questions counts questions saying the resume lacks something (没有看到相关经历, 经历中却没有体现 …) or carrying requirement_status missing.',
  ],
};
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(out, null, 2)}\n`);
console.log(
  `false premises: analysis+fit ${BEFORE.analysis_and_fit} → ${out.after.analysis_and_fit}, ` +
    `questions ${BEFORE.plan_questions} → ${out.after.plan_questions}, ` +
    `sessions with one ${BEFORE.sessions_with_a_false_premise}/${BEFORE.sessions} → ${out.after.sessions_with_a_false_premise}/${out.after.sessions}`,
);
