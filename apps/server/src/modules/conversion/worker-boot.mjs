// Development and tests run the server from TypeScript source: a worker process (the converter,
// the PDF writer) loads its TypeScript entry (argv[2]) through tsx. The built server forks
// dist/conversion-worker.js and dist/pdf-worker.js directly and never reads this file.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
