// Writes the migration that loads the position template library (run after editing it):
//   npx tsx scripts/gen-template-migration.ts apps/server/drizzle/<file>.sql
import fs from 'node:fs';
import { segmentForSearch } from '../apps/server/src/text/index.ts';
import { TEMPLATE_LIBRARY } from '../apps/server/src/modules/positions/template-library.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: gen-template-migration.ts <output.sql>');
const q = (v: string | null) => (v === null ? 'NULL' : `'${v.replaceAll("'", "''")}'`);
const rows = TEMPLATE_LIBRARY.map((t, i) => {
  const responsibilities = t.duties.map((d, n) => `${n + 1}. ${d}`).join('\n');
  const tokens = segmentForSearch([t.name, responsibilities, ...t.requirements].join('\n')).join(' ');
  return `(${q(t.category)}, ${i + 1}, ${q(t.name)}, NULL, ${q(responsibilities)}, ${q(JSON.stringify({ items: t.requirements }))}::jsonb, NULL, ${q(t.industry)}, ${q(t.experience)}, ${q(t.salary)}, ${q(tokens)})`;
});
const sql = `-- The position template library (${TEMPLATE_LIBRARY.length} templates), generated from
-- apps/server/src/modules/positions/template-library.ts by scripts/gen-template-migration.ts.
INSERT INTO "position_templates" ("category", "sort_order", "name", "company_name", "responsibilities", "requirements", "work_location", "industry", "experience_level", "salary_range", "search_tokens") VALUES
${rows.join(',\n')};
`;
fs.writeFileSync(out, sql);
console.log(`wrote ${TEMPLATE_LIBRARY.length} templates to ${out}`);
