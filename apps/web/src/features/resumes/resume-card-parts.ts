import type { TResumeSummary } from '@offerpilot/shared';

/** How a card's tag looks: the five kinds a resume card shows. */
export type TCardTagKind = 'plain' | 'private' | 'public' | 'purple' | 'blue';

/** A tag's text: a key of the resumes texts with its values, or `text` as it is. */
export interface TCardTag {
  kind: TCardTagKind;
  key?: string;
  values?: Record<string, string | number>;
  text?: string;
}

/**
 * What a resume card shows besides its name, excerpt and date: the subtitle and the tags in order.
 * Used by ResumeCard and by the resume library's saved page (saved-pages/resume-list.ts), so the
 * two draw the same card.
 */
export function resumeCardParts(resume: TResumeSummary, optimizations: number): { subtitle: string; tags: TCardTag[] } {
  const basics = resume.basics;
  const subtitle = [basics?.name, basics?.target_role ?? resume.position].filter(Boolean).join(' · ');
  const tags: TCardTag[] = [
    {
      kind: resume.source === 'optimized' ? 'purple' : 'plain',
      key: `source.${resume.source}`,
      values: { defaultValue: resume.source },
    },
  ];
  // The stored file's kind in words a reader knows (文本, not TEXT); an unknown kind as written.
  if (resume.file)
    tags.push({
      kind: 'plain',
      key: `fileKind.${resume.file.kind}`,
      values: { defaultValue: resume.file.kind.toUpperCase() },
    });
  tags.push(resume.is_public ? { kind: 'public', key: 'public.on' } : { kind: 'private', key: 'public.off' });
  if (resume.parent_id !== null && resume.source !== 'optimized') tags.push({ kind: 'purple', key: 'list.version' });
  if (optimizations > 0) tags.push({ kind: 'blue', key: 'list.optimized', values: { count: optimizations } });
  return { subtitle, tags };
}
