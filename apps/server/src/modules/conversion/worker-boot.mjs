// Development and tests run the server from TypeScript source: the converter process loads its
// TypeScript entry (argv[2]) through tsx. The built server forks dist/conversion-worker.js
// directly and never reads this file.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
