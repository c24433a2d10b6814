// Drizzle's migrator applies a migration only when its journal `when` is later than the last one
// applied (`created_at`), so a migration whose `when` is not above every earlier one is skipped on
// every existing database without an error. drizzle-kit stamps `when` from the clock; several were
// set by hand (1795600000000…), so a freshly generated one can land below them: bump it by hand.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../drizzle');
const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migration journal', () => {
  it('numbers its entries in order and each names an SQL file', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0'))).toBe(true);
      expect(fs.existsSync(path.join(dir, `${entry.tag}.sql`))).toBe(true);
    });
  });

  it('has every `when` above the one before, or a new migration would be skipped on existing databases', () => {
    for (let i = 1; i < journal.entries.length; i++) {
      expect(journal.entries[i]!.when, journal.entries[i]!.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });
});
