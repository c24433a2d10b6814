import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadResumeFile, uploadResumeText, uploadResumeUrl, type TUploadOptions } from '../../../api/resumes.ts';
import { resumeSaved } from './resume-cache.ts';

export type TUploadInput =
  | { kind: 'file'; file: File; fields: { position_id?: number | null; is_public?: boolean }; options: TUploadOptions }
  | { kind: 'text'; content: string; file_name?: string; position_id?: number | null }
  | { kind: 'url'; url: string; position_id?: number | null; is_public?: boolean };

/** Adds a resume from a file, pasted text or a public URL; the library lists it at once. */
export function useUploadResume() {
  const client = useQueryClient();
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
    onSuccess: (resume) => resumeSaved(client, resume),
  });
}
