/**
 * The text library: everything the server knows about reading Chinese and English resume and
 * job-advert text — the resume parser, the skill lexicon and matcher, the concept indicators, the
 * segmenter, numerals and the job-advert reader. Deterministic, no I/O. Every other folder imports
 * it through this file.
 */
export * from './indicators.ts';
export * from './job-advert.ts';
export * from './numerals.ts';
export * from './quantified.ts';
export * from './resume-parser.ts';
export * from './segment.ts';
export * from './skill-lexicon.ts';
export * from './skills.ts';
