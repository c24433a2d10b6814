import type { TJobAnalysis } from '@offerpilot/shared';

/**
 * Every advert word a job analysis lists as not in the resume: the named ones (not_in_resume) and
 * the wording (wording_only). A test that a word is not said missing checks both.
 */
export const absentKeywords = (job: Pick<TJobAnalysis, 'missing_keywords'>): string[] => [
  ...job.missing_keywords.not_in_resume,
  ...(job.missing_keywords.wording_only ?? []),
];
