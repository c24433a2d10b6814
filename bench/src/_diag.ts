// temporary diagnostic, not committed
import fs from 'node:fs';
import path from 'node:path';
import type { TAiPosition } from '@offerpilot/shared';
import { BuiltinProvider } from '../../apps/server/src/ai/engine.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
import { normaliseText } from '../../apps/server/src/modules/conversion/index.ts';
import { FIXED_NOW } from '../../apps/server/test/support/resume-expectations.ts';
import { parseCsv } from './csv.ts';
import { LABELLED_POSITIONS } from './positions-labelled.ts';
const csv = path.resolve(import.meta.dirname, '../../../shared/corpus/labelled-resumes-en/resumes-dev.csv');
const [header, ...rows] = parseCsv(fs.readFileSync(csv, 'utf8'));
const ci = header!.indexOf('Category'), ri = header!.indexOf('Resume');
const idx = Number(process.argv[2]);
const cats = process.argv.slice(3);
const row = rows[idx]!;
const text = normaliseText(row[ri]!);
console.log('category', row[ci], 'len', text.length);
if (process.env.SHOW_TEXT) console.log(text);
const engine = new BuiltinProvider();
const resume = { text, json: parseResume(text, { now: FIXED_NOW }) };
for (const c of cats) {
  const p = LABELLED_POSITIONS.find((x) => x.category === c)!;
  const pos: TAiPosition = { id: 1, name: p.title, company_name: null, responsibilities: p.duties, requirements: p.requirements, experience_level: p.experience_level, industry: null };
  const a = await engine.analyze({ resume, type: 'job_based', position: pos });
  if (a.analysis_type !== 'job_based') continue;
  console.log('\n====', c, a.match_score);
  for (const m of a.match_breakdown) console.log(' ', m.key, m.score, m.weight, '|', m.explanation.slice(0, 300));
  for (const r of (a as any).requirements ?? (a as any).requirement_matches ?? []) console.log('   req', r.kind, r.status, r.coverage, '|', r.requirement.slice(0, 90), '|', (r.explanation ?? '').slice(0, 150));
}
