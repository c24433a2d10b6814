import fs from 'node:fs';
import path from 'node:path';

/**
 * The shared corpus of real public resumes and adverts, beside the repository when it is there
 * (developers' machines and CI). Tests that read it are skipped in a plain clone without it; the
 * same behaviour is covered on the repository's own fixtures.
 */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../../../../shared/corpus');
export const hasCorpus = fs.existsSync(path.join(CORPUS_DIR, 'vacancy-resume'));
