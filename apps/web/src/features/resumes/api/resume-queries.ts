import { BUSINESS_CONSTANTS, type TResume } from '@offerpilot/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listPositions } from '../../../api/positions.ts';
import {
  deleteResume,
  getResume,
  listPublicResumes,
  listResumes,
  updateResume,
  uploadResumeFile,
  uploadResumeText,
  uploadResumeUrl,
  type TUploadOptions,
} from '../../../api/resumes.ts';

import { resumeKeys } from './resume-keys.ts';

/** Spec §9: resume and position lists stay valid for 60 s. */
const LIST_STALE_MS = BUSINESS_CONSTANTS.listCacheTtlMs;
export const PAGE_SIZE = BUSINESS_CONSTANTS.pageSize.client.resumes;

export { resumeKeys };

export function useResumeList(page: number) {
  return useQuery({
    queryKey: resumeKeys.list(page),
    queryFn: ({ signal }) => listResumes(page, PAGE_SIZE, signal),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useResume(id: number | null) {
  return useQuery({
    queryKey: resumeKeys.detail(id ?? 0),
    queryFn: () => getResume(id!),
    enabled: id !== null,
    retry: false,
  });
}

export function usePublicResumes(page: number, position: string) {
  return useQuery({
    queryKey: resumeKeys.public(page, position),
    queryFn: () => listPublicResumes({ page, page_size: PAGE_SIZE, ...(position ? { position } : {}) }),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The user's positions, for linking a resume to one (the first 100 are plenty for a picker). */
export function usePositionOptions() {
  return useQuery({
    queryKey: ['positions', 'options'],
    queryFn: () => listPositions(1, 100),
    staleTime: LIST_STALE_MS,
    select: (data) =>
      data.positions.map((p) => ({ value: p.id, label: p.company_name ? `${p.name} · ${p.company_name}` : p.name })),
  });
}

/** After any change: the lists are stale, the changed resume is known. */
function useSettle() {
  const client = useQueryClient();
  return (resume?: TResume) => {
    if (resume) client.setQueryData(resumeKeys.detail(resume.id), resume);
    return client.invalidateQueries({ queryKey: ['resumes', 'list'] });
  };
}

export type TUploadInput =
  | { kind: 'file'; file: File; fields: { position_id?: number | null; is_public?: boolean }; options: TUploadOptions }
  | { kind: 'text'; content: string; file_name?: string; position_id?: number | null }
  | { kind: 'url'; url: string; position_id?: number | null; is_public?: boolean };

export function useUploadResume() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: TUploadInput) => {
      if (input.kind === 'file') return uploadResumeFile(input.file, input.fields, input.options);
      if (input.kind === 'text')
        return uploadResumeText({
          content: input.content,
          ...(input.file_name ? { file_name: input.file_name } : {}),
          position_id: input.position_id ?? null,
        });
      return uploadResumeUrl({
        url: input.url,
        position_id: input.position_id ?? null,
        is_public: input.is_public ?? false,
      });
    },
    onSuccess: (resume) => settle(resume),
  });
}

export function useUpdateResume() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Parameters<typeof updateResume>[1] }) => updateResume(id, body),
    onSuccess: (resume) => settle(resume),
  });
}

export function useDeleteResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteResume(id),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: resumeKeys.detail(id) });
      return client.invalidateQueries({ queryKey: ['resumes', 'list'] });
    },
  });
}
