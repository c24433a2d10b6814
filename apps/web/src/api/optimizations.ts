import {
  BUSINESS_CONSTANTS,
  ERROR_TEXTS,
  OPTIMIZATION_MESSAGES,
  type TAnalysis,
  type TAnalysisType,
  type TAnalyzeRequest,
  type TChatMessage,
  type TConversation,
  type TOptimizationList,
  type TOptimizationRecord,
  type TOptimizationResult,
  type TOptimizationSummary,
  type TOptimizationType,
  type TOptimizeRequest,
  type TApplyChangesRequest,
  type TApplyChangesResponse,
  type TResume,
  type TResumeJson,
} from '@offerpilot/shared';
import { authorizedBlob, authorizedRequest, envelope } from './authorized.ts';
import { HttpError, type TRequestOptions } from './http.ts';
import { groupByResume, type TResumeWithOptimizations } from './optimization-groups.ts';

// The AI calls of the resume service (spec §7, under /api/v1) and the two AI proxy calls (under
// /proxy, not /api/v1). JSON with the bearer token, { success, data, error }, 5-minute limit (§9).
const BASE = `${BUSINESS_CONSTANTS.apiVersionPrefix}/resumes`;
const PROXY_BASE = '/proxy/resume/ai';
const timeoutMs = BUSINESS_CONSTANTS.timeouts.resumeServiceMs;
const E = ERROR_TEXTS.resume;
type TEnvelope<T> = { success: boolean; data?: T; error?: string | null };

/** Every call takes an optional signal, so a background task can really stop its work. */
export interface TCallOptions {
  signal?: AbortSignal;
}

const call = <T>(path: string, options: Partial<TRequestOptions> & TCallOptions = {}) => {
  const { signal, ...rest } = options;
  return authorizedRequest<TEnvelope<T>>(path, { timeoutMs, ...rest, ...(signal ? { signal } : {}) });
};
const post = <T>(path: string, body: unknown, options: TCallOptions = {}) =>
  call<T>(path, { method: 'POST', body, ...options });

// ── Analysis and optimisation ───────────────────────────────────────────────────────────────

export const analyzeResume = (id: number, body: TAnalyzeRequest, options: TCallOptions = {}) =>
  envelope(post<TAnalysis>(`${BASE}/${id}/analyze`, body, options), E.analyze);

export const optimizeResume = (id: number, body: TOptimizeRequest, options: TCallOptions = {}) =>
  envelope(post<TOptimizationRecord>(`${BASE}/${id}/optimize`, body, options), E.optimize);

export const optimizeDirect = (id: number, force = false, options: TCallOptions = {}) =>
  envelope(
    post<TOptimizationRecord>(`${BASE}/${id}/optimize/direct`, { optimization_type: 'direct', force }, options),
    E.optimizeDirect,
  );

export const optimizePosition = (id: number, positionId: number, force = false, options: TCallOptions = {}) =>
  envelope(
    post<TOptimizationRecord>(
      `${BASE}/${id}/optimize/position`,
      { optimization_type: 'position', position_id: positionId, force },
      options,
    ),
    E.optimizePosition,
  );

/** Spec §4: refreshing regenerates with force; it is also how an optimisation is "deleted". */
export const refreshOptimization = (id: number, type: TOptimizationType, positionId?: number | null) =>
  envelope(
    call<TOptimizationRecord>(`${BASE}/${id}/optimize/refresh`, {
      method: 'POST',
      query: { type, position_id: positionId ?? undefined, force: true },
    }),
    E.refreshOptimization,
  );

/**
 * GET /resumes/{id}/optimize. Spec §7 fallback: when it fails, the first 200 of all the user's
 * optimisations are fetched and filtered by resume_id (the first error is kept if that fails too).
 */
export async function listResumeOptimizations(id: number): Promise<TOptimizationSummary[]> {
  try {
    const data = await envelope(call<{ items: TOptimizationSummary[] }>(`${BASE}/${id}/optimize`), E.listOptimizations);
    return data.items;
  } catch (error) {
    try {
      const all = await listAllOptimizations(1, BUSINESS_CONSTANTS.fallbackFetchSize.allOptimizations);
      return all.items.filter((item) => item.resume_id === id);
    } catch {
      throw error;
    }
  }
}

// ── Optimisation records ────────────────────────────────────────────────────────────────────

export const listOptimizations = (
  page = 1,
  pageSize: number = BUSINESS_CONSTANTS.pageSize.resumeService.optimizations,
) =>
  envelope(
    call<TOptimizationList>(`${BASE}/optimizations`, { query: { page, page_size: pageSize } }),
    E.listOptimizations,
  );

export const listAllOptimizations = (
  page = 1,
  pageSize: number = BUSINESS_CONSTANTS.pageSize.resumeService.optimizations,
) =>
  envelope(
    call<TOptimizationList>(`${BASE}/optimizations/all`, { query: { page, page_size: pageSize } }),
    E.listAllOptimizations,
  );

export const getOptimization = (id: number) =>
  envelope(call<TOptimizationRecord>(`${BASE}/optimizations/${id}`), E.getOptimization);

export type { TResumeWithOptimizations };

/** Spec §7 fallback: the first 100 optimisations grouped by resume, in the order first seen. */
export async function listResumesWithOptimizations(): Promise<TResumeWithOptimizations[]> {
  const all = await listAllOptimizations(1, BUSINESS_CONSTANTS.fallbackFetchSize.optimizationsByResume);
  return groupByResume(all.items);
}

/** Spec §7: the health check is a public list call with page size 1. */
export async function checkResumeServiceHealth(): Promise<boolean> {
  try {
    const res = await call<unknown>(`${BASE}/public`, { query: { page: 1, page_size: 1 } });
    return res?.success === true;
  } catch {
    return false;
  }
}

// ── Conversational optimisation ─────────────────────────────────────────────────────────────

export interface TChatContinueResult {
  conversation_id: string;
  reply: TChatMessage;
  conversation: TConversation;
}

export const startChat = (id: number, positionId?: number | null) =>
  envelope(post<TConversation>(`${BASE}/${id}/chat/start`, positionId ? { position_id: positionId } : {}), E.chatStart);

export const continueChat = (conversationId: string, message: string) =>
  envelope(
    post<TChatContinueResult>(`${BASE}/chat/continue`, { conversation_id: conversationId, message }),
    E.chatContinue,
  );

export const getChat = (conversationId: string) =>
  envelope(call<TConversation>(`${BASE}/chat/${encodeURIComponent(conversationId)}`), E.chatState);

// ── AI proxy calls (spec §7, not under /api/v1) ─────────────────────────────────────────────

export interface TProxyAnalyzeRequest {
  resume_text: string;
  analysis_type: TAnalysisType;
  user_id?: string | number;
  /** job_based only. */
  job_title?: string;
  position_id?: number | null;
  job_responsibilities?: string;
}

export interface TProxyOptimizeRequest {
  optimization_type: TOptimizationType | TAnalysisType;
  original_resume_json: TResumeJson | null;
  analysis_result: unknown;
  /** Job-based only. */
  job_title?: string;
  job_responsibilities?: string;
  position_id?: number | null;
}

/** The analysis, read from `analysis_result`, else `result` (spec §7); undefined when neither. */
export async function proxyAnalyze(
  resumeId: number,
  body: TProxyAnalyzeRequest,
  options: TCallOptions = {},
): Promise<TAnalysis | undefined> {
  const data = await envelope(
    post<{ analysis_result?: TAnalysis | null; result?: TAnalysis | null }>(
      `${PROXY_BASE}/analyze/${resumeId}`,
      body,
      options,
    ),
    E.analyze,
  );
  return data.analysis_result ?? data.result ?? undefined;
}

export const proxyOptimize = (resumeId: number, body: TProxyOptimizeRequest, options: TCallOptions = {}) =>
  envelope(post<TOptimizationResult>(`${PROXY_BASE}/optimize/${resumeId}`, body, options), E.optimize);

// ── Applying changes and exports ─────────────────────────────────────────────────────────────

export type TApplyChangesResult = TApplyChangesResponse & { resume: TResume };

/** Saves accepted changes: as a new version (default) or over the resume itself. */
export const applyChanges = (id: number, body: TApplyChangesRequest) =>
  envelope(post<TApplyChangesResult>(`${BASE}/${id}/apply`, body), ERROR_TEXTS.resume.update);

export type TExportFormat = 'pdf' | 'docx';

const exportBlob = (path: string) =>
  authorizedBlob(path, timeoutMs).catch((error: unknown) => {
    throw new Error(
      error instanceof HttpError
        ? (error.serverError ?? OPTIMIZATION_MESSAGES.exportFailed)
        : OPTIMIZATION_MESSAGES.exportFailed,
      {
        cause: error,
      },
    );
  });

/** A resume (original or a saved version) as PDF or DOCX. */
export const exportResume = (id: number, format: TExportFormat) => exportBlob(`${BASE}/${id}/export?format=${format}`);

/** The optimised version of a record, before it is saved. */
export const exportOptimization = (id: number, format: TExportFormat) =>
  exportBlob(`${BASE}/optimizations/${id}/export?format=${format}`);
