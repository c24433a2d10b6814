import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_DF } from '../src/ai/builtin/background-df.data.ts';
import { buildBackgroundDf, idfOf } from '../src/ai/builtin/relevance.ts';
import { TEMPLATE_LIBRARY } from '../src/modules/positions/template-library.ts';

/**
 * The built-in engine's background IDF (ai/builtin/background-df.data.ts) is generated from the
 * position template library (modules/ may not be imported by ai/, so the table is data). This test
 * fails when the templates change without the table; regenerate with
 * `UPDATE_BACKGROUND_DF=1 npx vitest run --project server apps/server/test/ai-background-df.test.ts`.
 */
const DATA_FILE = path.resolve(import.meta.dirname, '../src/ai/builtin/background-df.data.ts');

/** The data module as `npx prettier --write` leaves it. */
async function render(): Promise<string> {
  const docs = TEMPLATE_LIBRARY.map((t) => [t.name, ...t.duties, ...t.requirements].join('\n'));
  const table = buildBackgroundDf(docs);
  const rows = Object.entries(table.df).map(([token, n]) => `    ${JSON.stringify(token)}: ${n},`);
  const source = [
    '// Generated from apps/server/src/modules/positions/template-library.ts by',
    '// apps/server/test/ai-background-df.test.ts (UPDATE_BACKGROUND_DF=1); do not edit by hand.',
    "import type { TBackgroundDf } from './relevance.ts';",
    '',
    '/** Document frequencies of the relevance tokens over the built-in position templates. */',
    'export const BACKGROUND_DF: TBackgroundDf = {',
    `  documents: ${table.documents},`,
    '  df: {',
    ...rows,
    '  },',
    '};',
    '',
  ].join('\n');
  const options = await prettier.resolveConfig(DATA_FILE);
  return prettier.format(source, { ...options, filepath: DATA_FILE });
}

describe('background IDF table', () => {
  it('is generated from the current position templates', async () => {
    const expected = await render();
    if (process.env.UPDATE_BACKGROUND_DF) fs.writeFileSync(DATA_FILE, expected);
    expect(fs.readFileSync(DATA_FILE, 'utf8')).toBe(expected);
  });

  it('weighs a generic advert word below a specific one', () => {
    expect(BACKGROUND_DF.documents).toBe(TEMPLATE_LIBRARY.length);
    // 负责 opens most duties; 财务 belongs to a few finance adverts.
    expect(idfOf(BACKGROUND_DF, '负责')).toBeLessThan(idfOf(BACKGROUND_DF, '财务'));
    expect(idfOf(BACKGROUND_DF, '§java')).toBeLessThan(idfOf(BACKGROUND_DF, 'never-seen-token'));
  });
});
