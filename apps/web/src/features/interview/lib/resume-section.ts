import type { TResumeJson, TResumeSuggestion } from '@offerpilot/shared';

export type TResumeSection = 'work' | 'projects' | 'skills' | 'education' | 'selfEvaluation';

const contains = (haystack: string | null | undefined, needle: string) =>
  Boolean(haystack && needle && haystack.replace(/\s+/g, '').includes(needle.replace(/\s+/g, '')));

/**
 * The resume section a suggestion is about: for a claim the interview could not back up, the
 * section whose text holds the quote; for a strength the resume lacks, the experience it belongs
 * in (the projects, else the work experience; the server says "补充到相关经历中").
 */
export function sectionFor(suggestion: TResumeSuggestion, resume: TResumeJson | null): TResumeSection | null {
  if (!resume) return null;
  const quote = suggestion.quote ?? '';
  if (suggestion.type === 'unsupported_claim' && quote) {
    if (resume.work.some((w) => w.highlights.some((h) => contains(h, quote)) || contains(w.title, quote)))
      return 'work';
    if (resume.projects.some((p) => p.highlights.some((h) => contains(h, quote)) || contains(p.name, quote)))
      return 'projects';
    if (resume.skills.some((s) => contains(s, quote))) return 'skills';
    if (contains(resume.self_evaluation, quote)) return 'selfEvaluation';
    if (resume.education.some((e) => e.details.some((d) => contains(d, quote)))) return 'education';
    return null;
  }
  if (resume.projects.length > 0) return 'projects';
  if (resume.work.length > 0) return 'work';
  return null;
}
