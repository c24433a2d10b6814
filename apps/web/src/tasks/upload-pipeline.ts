import {
  BUSINESS_CONSTANTS,
  ERROR_TEXTS,
  formatProcessingFailed,
  OPTIMIZATION_MESSAGES,
  RESUME_MESSAGES,
  type TAnalysis,
  type TOptimizationRecord,
  type TResume,
} from '@offerpilot/shared';
import type { TProxyAnalyzeRequest } from '../api/optimizations.ts';
import i18n from '../i18n/index.ts';
import type {
  TOptimizationPatch,
  TOptimizationTask,
  TTaskStatus,
  TUploadPatch,
  TUploadProgress,
  TUploadTask,
} from './task-types.ts';

const P = ERROR_TEXTS.pipeline;
const WAIT = BUSINESS_CONSTANTS.pipeline;

type TSignalOption = { signal?: AbortSignal };

/** The calls the background tasks make (injected, so tests run them against fakes). */
export interface TTaskApi {
  uploadResumeFile: (
    file: File,
    fields: { file_name?: string; position_id?: number | null },
    options: TSignalOption,
  ) => Promise<TResume>;
  proxyAnalyze: (
    resumeId: number,
    body: TProxyAnalyzeRequest,
    options: TSignalOption,
  ) => Promise<TAnalysis | undefined>;
  getResume: (id: number, signal?: AbortSignal) => Promise<TResume>;
  optimizeDirect: (id: number, force: boolean, options: TSignalOption) => Promise<TOptimizationRecord>;
  optimizePosition: (
    id: number,
    positionId: number,
    force: boolean,
    options: TSignalOption,
  ) => Promise<TOptimizationRecord>;
}

export interface TRunDeps<TPatch> {
  api: TTaskApi;
  /** Aborted by cancel: every call gets it and the runner stops at the next await. */
  signal: AbortSignal;
  /** Applies a change to the stored task (the store writes it through to local storage). */
  report: (patch: TPatch) => void;
  /** Resolves after `ms`, or rejects as soon as `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** 0 ≤ x < 1, for the 2–4 s retry waits. */
  random?: () => number;
  /** Sent to the analysis proxy as user_id. */
  userId?: number | string | null;
}

/** Thrown when the task was cancelled; the canceller has already recorded '用户取消'. */
export class TaskCancelledError extends Error {
  constructor() {
    super(ERROR_TEXTS.task.cancelled);
    this.name = 'TaskCancelledError';
  }
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new TaskCancelledError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new TaskCancelledError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function checkpoint(signal: AbortSignal): void {
  if (signal.aborted) throw new TaskCancelledError();
}

/**
 * Settles with `promise`, or rejects the moment `signal` aborts (the calls get the signal too, so
 * their requests stop); the pipeline never waits on an aborted call or goes on after it.
 */
function guard<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(new TaskCancelledError());
    const onAbort = () => reject(new TaskCancelledError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) reject(new TaskCancelledError());
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? new TaskCancelledError() : error);
      },
    );
  });
}

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error || '未知错误');

/** The file's text as the upload returned it; the "being extracted" placeholder is no text. */
function textOf(resume: TResume | null | undefined): string {
  const text = resume?.extracted_text?.trim() || resume?.content?.trim() || '';
  return text === RESUME_MESSAGES.extracting ? '' : text;
}

/**
 * Spec §4 upload pipeline: 1 upload, 2 analyse, 3 wait 2 s, 4 fetch the structured resume (up to
 * 3 retries, each after a random 2–4 s wait), 5 optimise, 6 completed. Every step reports its
 * message; each completed step sets its progress flag. Any error ends it failed with
 * '处理失败: {reason}'. After a cancel it stops at once and reports nothing more.
 * Resolves with the final status; never rejects.
 */
export async function runUploadPipeline(
  task: TUploadTask,
  file: File | null | undefined,
  deps: TRunDeps<TUploadPatch>,
): Promise<TTaskStatus> {
  const { api, signal } = deps;
  const sleep = deps.sleep ?? abortableSleep;
  const random = deps.random ?? Math.random;
  const progress: TUploadProgress = { upload: false, analysis: false, optimization: false, completed: false };
  const report = (patch: TUploadPatch) => {
    if (!signal.aborted) deps.report(patch);
  };
  const complete = (step: keyof TUploadProgress, patch: TUploadPatch = {}) => {
    progress[step] = true;
    report({ ...patch, progress: { ...progress } });
  };

  try {
    checkpoint(signal);
    // 1. Upload.
    report({ currentStep: 'upload', stepMessage: i18n.t('tasks:pipeline.uploading') });
    if (!file) throw new Error(P.fileMissing);
    const uploaded = await guard(
      api.uploadResumeFile(file, { file_name: task.fileName, position_id: task.position?.id ?? null }, { signal }),
      signal,
    );
    const resumeText = textOf(uploaded);
    if (!uploaded?.id || !resumeText) throw new Error(P.uploadNoResult);
    const resumeId = uploaded.id;
    complete('upload', { resumeId });

    // 2. Analyse: against the chosen position when there is one.
    checkpoint(signal);
    report({ currentStep: 'analysis', stepMessage: i18n.t('tasks:pipeline.analyzing') });
    const position = task.position;
    const analysis = await guard(
      api.proxyAnalyze(
        resumeId,
        {
          resume_text: resumeText,
          analysis_type: position ? 'job_based' : 'basic',
          ...(deps.userId != null ? { user_id: deps.userId } : {}),
          ...(position
            ? {
                job_title: position.name,
                position_id: position.id,
                ...(position.responsibilities ? { job_responsibilities: position.responsibilities } : {}),
              }
            : {}),
        },
        { signal },
      ),
      signal,
    );
    if (!analysis) throw new Error(P.analysisNoResult);
    complete('analysis');

    // 3. Give the service a moment to store the structured data.
    checkpoint(signal);
    report({ currentStep: 'optimization', stepMessage: i18n.t('tasks:pipeline.analyzed') });
    await sleep(WAIT.postAnalysisWaitMs, signal);

    // 4. The structured resume, retried while it is still empty.
    checkpoint(signal);
    report({ stepMessage: i18n.t('tasks:pipeline.fetching') });
    const fetchDetail = async () => {
      try {
        return await guard(api.getResume(resumeId, signal), signal);
      } catch (error) {
        if (error instanceof TaskCancelledError) throw error;
        throw new Error(P.detailFailed, { cause: error });
      }
    };
    let detail = await fetchDetail();
    const retries = WAIT.structuredDataRetries;
    for (let n = 1; !detail.resume_json_content && n <= retries; n += 1) {
      report({ stepMessage: P.waitingForSync(n, retries) });
      await sleep(WAIT.retryWaitMinMs + Math.floor(random() * (WAIT.retryWaitMaxMs - WAIT.retryWaitMinMs)), signal);
      checkpoint(signal);
      report({ stepMessage: P.retryingSync(n, retries) });
      detail = await fetchDetail();
    }
    if (!detail.resume_json_content) throw new Error(P.syncFailed);

    // 5. Optimise: for the position, or the whole resume.
    checkpoint(signal);
    report({ stepMessage: i18n.t('tasks:pipeline.optimizing') });
    await guard(
      task.optimizationType === 'position' && position
        ? api.optimizePosition(resumeId, position.id, false, { signal })
        : api.optimizeDirect(resumeId, false, { signal }),
      signal,
    );
    complete('optimization');

    // 6. Completed.
    checkpoint(signal);
    progress.completed = true;
    report({
      status: 'succeeded',
      currentStep: 'completed',
      stepMessage: P.completed,
      progress: { ...progress },
      error: null,
    });
    return 'succeeded';
  } catch (error) {
    // Cancelled (or its page closed): task-runner.ts takes back a resume already stored; one
    // still on its way is dropped by the server (the browser hung up).
    if (signal.aborted || error instanceof TaskCancelledError) return 'failed';
    const message = formatProcessingFailed(reasonOf(error));
    report({ status: 'failed', currentStep: 'error', stepMessage: message, error: message });
    return 'failed';
  }
}

/** The resume optimisation task (spec §3): one direct or position optimisation in the background. */
export async function runOptimizationTask(
  task: TOptimizationTask,
  deps: TRunDeps<TOptimizationPatch>,
): Promise<TTaskStatus> {
  const { api, signal } = deps;
  const report = (patch: TOptimizationPatch) => {
    if (!signal.aborted) deps.report(patch);
  };
  try {
    checkpoint(signal);
    if (task.type === 'position' && task.positionId == null) throw new Error(OPTIMIZATION_MESSAGES.positionRequired);
    const force = task.force ?? false;
    await guard(
      task.type === 'position' && task.positionId != null
        ? api.optimizePosition(task.resumeId, task.positionId, force, { signal })
        : api.optimizeDirect(task.resumeId, force, { signal }),
      signal,
    );
    checkpoint(signal);
    report({ status: 'succeeded', error: null });
    return 'succeeded';
  } catch (error) {
    if (signal.aborted || error instanceof TaskCancelledError) return 'failed';
    report({ status: 'failed', error: reasonOf(error) });
    return 'failed';
  }
}
