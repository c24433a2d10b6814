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
import { analyzeJob } from '../../apps/server/src/ai/builtin/analysis.ts';
import { extractSkills, getSkill } from '../../apps/server/src/text/index.ts';
import {
  countPremises,
  pairResume,
  PREMISE_TEMPLATES,
  wordingNotes,
} from '../../apps/server/test/fixtures/premises/count.ts';
import { PREMISE_PAIRS, type TPremisePair } from '../../apps/server/test/fixtures/premises/pairs.ts';

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

/**
 * Pairs written by helpers who read neither the engine nor our pairs (bench/data/premises-fresh*.json;
 * each resume meets every requirement in other words, with the lines that show each one). Each set
 * was measured once as it came, on the code of that moment (`as_it_came`), before anyone read it;
 * what it then showed was fixed, so each is a tuning set since. `before` is commit 677e2ee.
 */
const FRESH = [
  {
    file: 'premises-fresh1.json',
    as_it_came: { commit: '677e2ee', analysis_and_fit: 141, plan_questions: 331, sessions_with_a_false_premise: 258 },
  },
  {
    file: 'premises-fresh2.json',
    as_it_came: {
      commit: '677e2ee + the fixes fresh1 led to (uncommitted then)',
      analysis_and_fit: 137,
      plan_questions: 429,
      sessions_with_a_false_premise: 320,
    },
    before: { commit: '677e2ee', analysis_and_fit: 155, plan_questions: 429, sessions_with_a_false_premise: 320 },
  },
];
/**
 * The third, fourth and fifth sets also give, per resume, two requirements it really lacks. What is said
 * about those is no false premise (counted apart), and how each is judged shows whether the engine
 * still tells a true gap: missing or partial, never met. Keywords count as the lacked item's when
 * its text or one of its skills' names holds them.
 */
const LACKING = [
  {
    file: 'premises-fresh3.json',
    as_it_came: {
      commit: '677e2ee + the fixes fresh1 and fresh2 led to (uncommitted then)',
      analysis_and_fit: 137,
      plan_questions: 225,
      true_gaps: { missing: 16, partial: 4, met: 3, not_read: 1 },
    },
    before: { commit: '677e2ee', analysis_and_fit: 176, plan_questions: 235 },
  },
  {
    file: 'premises-fresh4.json',
    as_it_came: {
      commit: '677e2ee + the fixes fresh1–3 led to (uncommitted then)',
      analysis_and_fit: 121,
      plan_questions: 221,
      true_gaps: { missing: 19, partial: 3, met: 0, not_read: 2 },
    },
    before: { commit: '677e2ee', analysis_and_fit: 192, plan_questions: 235 },
  },
  {
    file: 'premises-fresh5.json',
    as_it_came: {
      commit: 'f6d033b + the first fixes of the session of 2026-12-07 afternoon (uncommitted then)',
      analysis_and_fit: 110,
      plan_questions: 183,
      true_gaps: { missing: 9, partial: 10, met: 3, not_read: 2 },
    },
    before: { commit: 'f6d033b', analysis_and_fit: 112, plan_questions: 183 },
  },
  {
    file: 'premises-fresh6.json',
    as_it_came: {
      commit: '652912d',
      analysis_and_fit: 94,
      plan_questions: 137,
      plan_questions_saying_it: 102,
      true_gaps: { missing: 11, partial: 7, met: 2, not_read: 4 },
    },
    before: { commit: 'f6d033b', analysis_and_fit: 98, plan_questions: 137, plan_questions_saying_it: 137 },
  },
  {
    file: 'premises-fresh7.json',
    as_it_came: {
      commit: 'd6ffeba (the end of the session of 2026-12-07 afternoon; not tuned on)',
      analysis_and_fit: 105,
      plan_questions: 16,
      plan_questions_saying_it: 16,
      true_gaps: { missing: 14, partial: 9, met: 0, not_read: 1 },
    },
    before: { commit: 'f6d033b', analysis_and_fit: 109, plan_questions: 136, plan_questions_saying_it: 136 },
  },
  {
    file: 'premises-fresh8.json',
    as_it_came: {
      commit: '0907022 (the code before the session of 2026-12-07 evening)',
      analysis_and_fit: 96,
      plan_questions: 122,
      plan_questions_saying_it: 80,
      true_gaps: { missing: 7, partial: 13, met: 1, not_read: 3 },
    },
    before: { commit: '0907022', analysis_and_fit: 96, plan_questions: 122, plan_questions_saying_it: 80 },
  },
  {
    file: 'premises-fresh9.json',
    // Measured once before anyone read it, on a537718 (this session's changes up to then) and on
    // 4c87c81 (the code before the session) in a worktree.
    as_it_came: {
      commit: 'a537718 (the wording rule and the willingness words of the session of 2026-12-07 night)',
      analysis_and_fit: 73,
      plan_questions: 102,
      plan_questions_saying_it: 72,
      wording_notes: 37,
      true_gaps: { missing: 8, partial: 9, met: 4, not_read: 3 },
    },
    before: { commit: '4c87c81', analysis_and_fit: 115, plan_questions: 102, plan_questions_saying_it: 72 },
  },
  {
    file: 'premises-fresh10.json',
    // Measured once before anyone read it, on 82324f1 (the listed-skills rule) and on 12885b8 (the
    // code before the session) in a worktree.
    as_it_came: {
      commit: '82324f1 (the listed-skills rule of the session of 2026-12-07 late)',
      analysis_and_fit: 110,
      plan_questions: 312,
      plan_questions_saying_it: 200,
      wording_notes: 43,
      true_gaps: { missing: 10, partial: 10, met: 4, not_read: 0 },
    },
    before: { commit: '12885b8', analysis_and_fit: 117, plan_questions: 312, plan_questions_saying_it: 200 },
  },
];
type TLackingPair = TPremisePair & { lacks: { requirement: string }[]; skills_evidence?: { skill: string }[] };

function aboutLack(pair: TLackingPair, says: string): boolean {
  const lacks = pair.lacks.map((l) => l.requirement);
  if (lacks.some((l) => says.includes(l))) return true;
  // An item the engine split into clauses ("熟悉SAP系统" of "熟悉SAP系统，有FICO模块操作经验者优先").
  const quoted = /(?:要求|岗位要求)「([^」]{4,})」/.exec(says)?.[1];
  if (quoted && lacks.some((l) => l.includes(quoted))) return true;
  const names = lacks
    .flatMap((l) => [l, ...extractSkills(l).map((m) => getSkill(m.id)!.name)])
    .map((n) => n.toLowerCase());
  // A skill said to be only listed is a false premise only where the set says the resume shows it
  // (skills_evidence); the sets do not claim every listed skill is shown.
  const listed =
    /技能栏里有 (.+?)，|你在技能里写了 (.+?)，|技能「([^」]+)」只列在|关键词「([^」]+)」只在技能栏|岗位看重「([^」]+)」，但它只出现在/.exec(
      says,
    );
  if (listed && pair.skills_evidence) {
    const names = listed.slice(1).find(Boolean)!.split('、');
    const shown = pair.skills_evidence.map((e) => e.skill.toLowerCase());
    return !names.some((n) => shown.some((s) => s.includes(n.toLowerCase()) || n.toLowerCase().includes(s)));
  }
  const words = /关键词「([^」]+)」/.exec(says)?.[1] ?? /岗位关键词：(.+)$/.exec(says)?.[1];
  return (
    !!words &&
    words.split('、').every((w) => names.some((n) => n.includes(w.toLowerCase()) || w.toLowerCase().includes(n)))
  );
}

/**
 * Of the planned questions counted, those whose words say the resume lacks something; the rest carry
 * requirement_status missing (shown as 需要重点核实) and ask without saying it (docs/decisions.md,
 * 2026-12-07 afternoon).
 */
const SAYS_IT = /没有看到相关经历|经历里没有提到|经历中却没有体现|简历里没有|简历中没有/;
const saysIt = (list: { says: string }[]) => list.filter((p) => SAYS_IT.test(p.says)).length;

const readSet = <T>(file: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench/data', file), 'utf8')) as T[];
const fresh = [
  ...FRESH.map((set) => {
    const pairs = readSet<TPremisePair>(set.file);
    const r = countPremises(pairs, SEEDS, PREMISE_TEMPLATES);
    return {
      ...set,
      pairs: pairs.map((p) => p.field),
      now: {
        analysis_and_fit: r.analysis.length,
        plan_questions: r.plan.length,
        plan_questions_saying_it: saysIt(r.plan),
        wording_notes: pairs.flatMap((p) => wordingNotes(p)).length,
        sessions: r.sessions,
        sessions_with_a_false_premise: r.sessionsWithPremise,
        said: [...new Set([...r.analysis, ...r.plan].map((p) => `${p.field}: ${p.says}`))],
      },
    };
  }),
  ...LACKING.map((set) => {
    const pairs = readSet<TLackingPair>(set.file);
    const byField = new Map(pairs.map((p) => [p.field, p]));
    const r = countPremises(pairs, SEEDS, PREMISE_TEMPLATES);
    const falseOnes = (list: typeof r.analysis) => list.filter((p) => !aboutLack(byField.get(p.field)!, p.says));
    const analysis = falseOnes(r.analysis);
    const plan = falseOnes(r.plan);
    const trueGaps: Record<string, number> = { missing: 0, partial: 0, met: 0, not_read: 0 };
    for (const pair of pairs) {
      const job = analyzeJob(pairResume(pair), pair.position);
      for (const lack of pair.lacks) {
        const item = job.requirements.find((x) => x.requirement === lack.requirement);
        trueGaps[item ? item.status : 'not_read']! += 1;
      }
    }
    return {
      ...set,
      pairs: pairs.map((p) => p.field),
      now: {
        analysis_and_fit: analysis.length,
        plan_questions: plan.length,
        plan_questions_saying_it: saysIt(plan),
        wording_notes: pairs.flatMap((p) => wordingNotes(p)).map((n) => `${n.field}: ${n.says}`),
        true_gaps: trueGaps,
        said: [...new Set([...analysis, ...plan].map((p) => `${p.field}: ${p.says}`))],
      },
    };
  }),
];

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
    plan_questions_saying_it: saysIt(result.plan),
    sessions: result.sessions,
    sessions_with_a_false_premise: result.sessionsWithPremise,
    by_field: byField,
    examples,
  },
  before: BEFORE,
  fresh,
  notes: [
    'The pairs were written while building the indicators: they are the development set, not held-out data (the last six were checks of unseen wordings, and what they missed was added).',
    'analysis_and_fit counts requirement items judged missing, names listed under 未找到, missing or skills-only keywords, issues saying a skill or requirement is not shown, and fit requirements shown in neither resume nor interview (no answers given).',
    'plan_questions counts questions saying the resume lacks something (没有看到相关经历, 经历中却没有体现 …) or carrying requirement_status missing.',
    'fresh: sets written by helpers who read neither the engine nor our pairs; as_it_came is each set measured once on the code of that moment, before anyone read it; every set is a tuning set since.',
    'Unshown-skill statements (技能栏里有 X，经历中却没有体现) count as false premises in the sets with lacks only where the set says the resume shows X (skills_evidence): the sets do not claim every listed skill is shown. fresh5 as it came counted 127 / 387 before this rule; 110 / 183 with it.',
    "wording_notes (from 2026-12-07 night): the advert words the analysis lists as wording_only (岗位用语未原样出现) — no claim that the resume lacks them, so not counted as false premises; counted apart so that moving a word there from not_in_resume is seen. In the sets with lacks they include the true gaps' words. Before that change they were keywords said missing: fresh5–8 went 41 / 80 / 70 / 68 → 29 / 45 / 47 / 42 analysis+fit with it.",
    'fresh3 true gaps judged met: three are years items whose helper counted to mid-2025 (the engine counts to today, December 2026, and the years are met), one is 「熟练使用CATIA或UG进行三维建模」 met by SolidWorks (the lexicon reads CATIA as that family).',
  ],
};
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(out, null, 2)}\n`);
for (const f of fresh)
  console.log(
    `${f.file}: analysis+fit ${f.as_it_came.analysis_and_fit} as it came → ${f.now.analysis_and_fit} now, ` +
      `questions ${f.as_it_came.plan_questions} → ${f.now.plan_questions} (${f.now.plan_questions_saying_it} saying it), ` +
      `wording notes ${Array.isArray(f.now.wording_notes) ? f.now.wording_notes.length : f.now.wording_notes}` +
      ('true_gaps' in f.now ? `, true gaps judged ${JSON.stringify(f.now.true_gaps)}` : ''),
  );
console.log(
  `false premises: analysis+fit ${BEFORE.analysis_and_fit} → ${out.after.analysis_and_fit}, ` +
    `questions ${BEFORE.plan_questions} → ${out.after.plan_questions}, ` +
    `sessions with one ${BEFORE.sessions_with_a_false_premise}/${BEFORE.sessions} → ${out.after.sessions_with_a_false_premise}/${out.after.sessions}`,
);
