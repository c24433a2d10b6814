import {
  BUSINESS_CONSTANTS,
  ERROR_TEXTS,
  RESUME_MESSAGES,
  type TCreateResumeRequest,
  type TPublicResumeList,
  type TResume,
  type TResumeList,
  type TResumeSummary,
  type TUpdateResumeRequest,
  type TUploadTextRequest,
  type TUploadUrlRequest,
} from '@offerpilot/shared';
import { authorizedBlob, authorizedRequest, envelope } from './authorized.ts';
import { HttpError, type TRequestOptions } from './http.ts';

// The resume service (spec §7, under /api/v1): { success, data, error }, 5-minute limit (spec §9).
// The bearer token comes from the auth store, which reads local storage first, then session
// storage (spec §6), and refreshes it when it is about to expire.
const BASE = `${BUSINESS_CONSTANTS.apiVersionPrefix}/resumes`;
const timeoutMs = BUSINESS_CONSTANTS.timeouts.resumeServiceMs;
const uploadTimeoutMs = BUSINESS_CONSTANTS.timeouts.uploadMs;
const E = ERROR_TEXTS.resume;
type TEnvelope<T> = { success: boolean; data?: T; error?: string | null };

const call = <T>(path: string, options: Partial<TRequestOptions> = {}) =>
  authorizedRequest<TEnvelope<T>>(`${BASE}${path}`, { timeoutMs, ...options });

export interface TUploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function fileForm(file: File, fields: Record<string, string | number | boolean | null | undefined> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  }
  form.append('file', file, file.name);
  return form;
}

const uploadCall = <T>(path: string, form: FormData, options: TUploadOptions) =>
  call<T>(path, {
    method: 'POST',
    body: form,
    timeoutMs: uploadTimeoutMs,
    ...(options.onProgress ? { onUploadProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });

export const listResumes = (
  page = 1,
  pageSize: number = BUSINESS_CONSTANTS.pageSize.resumeService.resumes,
  signal?: AbortSignal,
) =>
  envelope(
    call<TResumeList>('', { query: { page, page_size: pageSize }, ...(signal ? { signal } : {}) }),
    RESUME_MESSAGES.listFailed,
  );
export const listPublicResumes = (params: { page?: number; page_size?: number; position?: string }) =>
  envelope(call<TPublicResumeList>('/public', { query: params }), RESUME_MESSAGES.listPublicFailed);
export const getResume = (id: number, signal?: AbortSignal) =>
  envelope(call<TResume>(`/${id}`, signal ? { signal } : {}), E.getDetail);
export const createResume = (body: TCreateResumeRequest) =>
  envelope(call<TResume>('', { method: 'POST', body }), E.create);
export const updateResume = (id: number, body: TUpdateResumeRequest) =>
  envelope(call<TResume>(`/${id}`, { method: 'PUT', body }), E.update);
/** GET /resumes/duplicates: the user's resumes made from a file with these bytes (SHA-256 hex). */
export const findDuplicateResumes = (hash: string) =>
  envelope(call<{ resumes: TResumeSummary[] }>('/duplicates', { query: { hash } }), RESUME_MESSAGES.listFailed);
export const deleteResume = (id: number) => envelope(call<null>(`/${id}`, { method: 'DELETE' }), E.delete);
export const uploadResumeText = (body: TUploadTextRequest) =>
  envelope(call<TResume>('/upload-text', { method: 'POST', body }), E.uploadText);
export const uploadResumeUrl = (body: TUploadUrlRequest) =>
  envelope(call<TResume>('/upload-url', { method: 'POST', body, timeoutMs: uploadTimeoutMs }), E.uploadUrl);
/** POST /resumes/upload: the new resume with its content and extracted_text. */
export const uploadResume = (file: File, options: TUploadOptions = {}) =>
  envelope(uploadCall<TResume>('/upload', fileForm(file), options), E.uploadFile);
export const uploadResumeFile = (
  file: File,
  fields: { file_name?: string; position_id?: number | null; is_public?: boolean },
  options: TUploadOptions = {},
) => envelope(uploadCall<TResume>('/upload-file', fileForm(file, fields), options), E.uploadFile);
export const attachResumeFile = (id: number, file: File, options: TUploadOptions = {}) =>
  envelope(uploadCall<TResume>(`/${id}/attach`, fileForm(file), options), E.attachFile);

/** The stored original as a Blob (owner only); the caller offers it as a download. */
export const downloadResumeFile = (id: number): Promise<Blob> =>
  authorizedBlob(`${BASE}/${id}/file`, timeoutMs).catch((error: unknown) => {
    throw new Error(error instanceof HttpError ? (error.serverError ?? E.getDetail) : E.getDetail, { cause: error });
  });
