import fs from 'node:fs';
import path from 'node:path';

/** Walks up from `start` and returns the first directory holding `relative`, or undefined. */
export function findUp(start: string, relative: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, relative))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
