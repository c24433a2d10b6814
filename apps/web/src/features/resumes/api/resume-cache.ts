import type { TResume } from '@offerpilot/shared';
import type { QueryClient } from '@tanstack/react-query';
import { resumeKeys } from './resume-keys.ts';

/** After a resume is added or changed: the lists are stale, the changed resume is known. */
export function resumeSaved(client: QueryClient, resume: TResume) {
  client.setQueryData(resumeKeys.detail(resume.id), resume);
  return client.invalidateQueries({ queryKey: resumeKeys.lists });
}
