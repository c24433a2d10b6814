// Development and tests run the server from TypeScript source: load the worker through tsx.
// The built server starts dist/conversion-worker.js directly and never reads this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
