import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a user reads never sends them to the team's own documents (运维文档, docs/…, README):
// a public visitor of /speaker-id-test cannot read them. Figures belong in the text itself.

const dir = path.resolve(import.meta.dirname, '../src/i18n/zh-CN');
const INTERNAL = /运维文档|开发文档|docs\/|README|operations\.md|decisions\.md/;

function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}

describe('the Chinese texts', () => {
  it('never point a user at an internal document', () => {
    const found = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => strings(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')), f.replace('.json', '')))
      .filter(([, text]) => INTERNAL.test(text))
      .map(([key]) => key);
    expect(found).toEqual([]);
  });
});
