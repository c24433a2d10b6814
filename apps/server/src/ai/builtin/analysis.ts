/** The built-in resume analysis lives in ./analysis/ (index.ts: its public API); its importers keep this path. */
export * from './analysis/index.ts';
