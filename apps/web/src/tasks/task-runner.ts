import { deleteResume, getResume, uploadResumeFile } from '../api/resumes.ts';
import { optimizeDirect, optimizePosition, proxyAnalyze } from '../api/optimizations.ts';
import { useAuthStore } from '../auth/auth-store.ts';
import { ERROR_TEXTS, RESUME_MESSAGES } from '@offerpilot/shared';
import i18n from '../i18n/index.ts';
import { holdTaskLock, registerRunner, unregisterRunner, useTaskStore } from './task-store.ts';
import type {
  TOptimizationPatch,
  TOptimizationTask,
  TTask,
  TTaskPosition,
  TUploadPatch,
  TUploadTask,
} from './task-types.ts';
import { runOptimizationTask, runUploadPipeline, type TRunDeps, type TTaskApi } from './upload-pipeline.ts';

const defaultApi: TTaskApi = {
  uploadResumeFile,
  proxyAnalyze,
  getResume,
  optimizeDirect,
  optimizePosition,
};

/** Test seams: fakes for the calls and the clock (all optional). */
export type TRunnerOverrides = Partial<Pick<TRunDeps<never>, 'sleep' | 'random'>> & { api?: Partial<TTaskApi> };

export interface TStartedTask {
  id: string;
  /** Settles with the task as it ended (succeeded or failed, cancelled included); never rejects. */
  done: Promise<TTask | undefined>;
}

/** Any position-like object: a TPosition, a list summary or a picker option with its name. */
export type TPositionInput = TTaskPosition | { id: number; name: string; [key: string]: unknown };

export type TUploadTaskOptions =
  | { optimizationType: 'position'; position: TPositionInput }
  | { optimizationType: 'basic'; position?: TPositionInput | null };

function newId(): string {
  // randomUUID exists only in secure contexts (https, localhost).
  const uuid = globalThis.crypto?.randomUUID?.();
  return uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function toTaskPosition(position: TPositionInput | null | undefined): TTaskPosition | null {
  if (!position) return null;
  const company = (position as { company_name?: unknown }).company_name;
  const duties = (position as { responsibilities?: unknown }).responsibilities;
  return {
    id: position.id,
    name: position.name,
    company_name: typeof company === 'string' ? company : null,
    responsibilities: typeof duties === 'string' ? duties : null,
  };
}

const currentUserId = () => useAuthStore.getState().user?.id ?? null;
const findTask = (id: string) => useTaskStore.getState().tasks.find((t) => t.id === id);

/** Runs `work` as this tab's runner of task `id`: registered, locked, running, then released. */
function launch(
  id: string,
  file: File | undefined,
  work: (deps: { signal: AbortSignal; report: (patch: TUploadPatch | TOptimizationPatch) => void }) => Promise<unknown>,
): Promise<TTask | undefined> {
  const controller = new AbortController();
  registerRunner(id, { controller, ...(file ? { file } : {}) });
  const store = useTaskStore.getState();
  const run = async () => {
    if (!store.update(id, { status: 'running' })) return;
    await work({ signal: controller.signal, report: (patch) => void store.update(id, patch) });
  };
  return holdTaskLock(id, run)
    .catch(() => undefined)
    .finally(() => unregisterRunner(id))
    .then(() => findTask(id));
}

/**
 * Starts the upload → analyse → optimise pipeline of spec §4 in the background. The task shows
 * in the floating panel at once and keeps running while the user moves around the app (not
 * across a page reload: see task-store.ts). Returns at once.
 */
export function startUploadTask(
  file: File,
  options: TUploadTaskOptions,
  overrides: TRunnerOverrides = {},
): TStartedTask {
  const now = Date.now();
  const task: TUploadTask = {
    id: newId(),
    taskType: 'upload_analyze_optimize',
    fileName: file.name,
    optimizationType: options.optimizationType,
    position: toTaskPosition(options.position),
    status: 'pending',
    currentStep: 'upload',
    stepMessage: i18n.t('tasks:pipeline.pending'),
    progress: { upload: false, analysis: false, optimization: false, completed: false },
    resumeId: null,
    startedAt: now,
    updatedAt: now,
    error: null,
    ownerId: currentUserId(),
  };
  useTaskStore.getState().add(task);
  retryFiles.set(task.id, file);
  const done = launch(task.id, file, ({ signal, report }) =>
    runUploadPipeline(task, file, {
      api: { ...defaultApi, ...overrides.api },
      signal,
      report,
      userId: task.ownerId ?? null,
      ...(overrides.sleep ? { sleep: overrides.sleep } : {}),
      ...(overrides.random ? { random: overrides.random } : {}),
    }),
  );
  return { id: task.id, done };
}

export interface TOptimizationTaskInput {
  resumeId: number;
  type: 'direct' | 'position';
  positionId?: number | null;
  /** Regenerate even when a current optimisation exists. */
  force?: boolean;
}

/**
 * Starts a direct or position optimisation of a resume in the background (spec §3). The same
 * optimisation already running (same resume, type and position) is not started twice: its task
 * is returned instead.
 */
export function startOptimizationTask(input: TOptimizationTaskInput, overrides: TRunnerOverrides = {}): TStartedTask {
  const positionId = input.type === 'position' ? (input.positionId ?? null) : null;
  const twin = useTaskStore
    .getState()
    .tasks.find(
      (t): t is TOptimizationTask =>
        t.taskType === 'optimize' &&
        (t.status === 'pending' || t.status === 'running') &&
        t.resumeId === input.resumeId &&
        t.type === input.type &&
        t.positionId === positionId,
    );
  if (twin) return { id: twin.id, done: waitForEnd(twin.id) };

  const now = Date.now();
  const task: TOptimizationTask = {
    id: newId(),
    taskType: 'optimize',
    resumeId: input.resumeId,
    type: input.type,
    positionId,
    status: 'pending',
    startedAt: now,
    updatedAt: now,
    error: null,
    ownerId: currentUserId(),
    ...(input.force ? { force: true } : {}),
  };
  useTaskStore.getState().add(task);
  const done = launch(task.id, undefined, ({ signal, report }) =>
    runOptimizationTask(task, {
      api: { ...defaultApi, ...overrides.api },
      signal,
      report,
    }),
  );
  return { id: task.id, done };
}

/** Settles when task `id` is no longer pending or running (it may run in another tab). */
export function waitForEnd(id: string): Promise<TTask | undefined> {
  return new Promise((resolve) => {
    const check = (tasks: TTask[]) => {
      const task = tasks.find((t) => t.id === id);
      if (!task || (task.status !== 'pending' && task.status !== 'running')) {
        unsubscribe();
        resolve(task);
        return true;
      }
      return false;
    };
    const unsubscribe = useTaskStore.subscribe((state) => void check(state.tasks));
    check(useTaskStore.getState().tasks);
  });
}

export const cancelTask = (id: string) => useTaskStore.getState().cancel(id);

// ── Retry ───────────────────────────────────────────────────────────────────────────────────
// The File of an upload lives in memory only: a failed upload can be run again from this tab
// (until the page reloads); an optimisation can always be run again.

const retryFiles = new Map<string, File>();

export function canRetry(task: TTask): boolean {
  if (task.status !== 'failed') return false;
  return task.taskType === 'optimize' || retryFiles.has(task.id);
}

/** Starts the failed task again as a new task and closes the failed card; null when it cannot. */
export function retryTask(id: string): TStartedTask | null {
  const task = findTask(id);
  if (!task || !canRetry(task)) return null;
  let started: TStartedTask;
  if (task.taskType === 'optimize') {
    started = startOptimizationTask({
      resumeId: task.resumeId,
      type: task.type,
      positionId: task.positionId,
      force: true,
    });
  } else {
    const file = retryFiles.get(id)!;
    started = startUploadTask(
      file,
      task.optimizationType === 'position' && task.position
        ? { optimizationType: 'position', position: task.position }
        : { optimizationType: 'basic', position: task.position },
    );
    retryFiles.delete(id);
  }
  useTaskStore.getState().dismiss(id);
  return started;
}

// ── Nothing left behind ─────────────────────────────────────────────────────────────────────
// A cancelled or interrupted upload whose resume was already stored takes it back, from
// whichever tab sees the task first (the page that started it may be gone).

const discarding = new Set<string>();

function isAbandoned(task: TTask): task is TUploadTask {
  if (task.taskType !== 'upload_analyze_optimize' || task.status !== 'failed' || task.resumeId === null) return false;
  return task.error === ERROR_TEXTS.task.cancelled || task.error === i18n.t('tasks:errors.interruptedUpload');
}

function discardAbandoned(tasks: TTask[]): void {
  if (useAuthStore.getState().status !== 'authenticated') return;
  const me = currentUserId();
  for (const task of tasks) {
    if (!isAbandoned(task) || discarding.has(task.id) || (task.ownerId != null && task.ownerId !== me)) continue;
    discarding.add(task.id);
    const resumeId = task.resumeId!;
    deleteResume(resumeId)
      // Already gone (another tab took it back) is what we wanted.
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes(RESUME_MESSAGES.notFound))) throw error;
      })
      .then(
        () => {
          useTaskStore.getState().forgetResume(task.id);
          void queryClientHook?.(resumeId);
        },
        // Tried again on the next change of the tasks.
        () => undefined,
      )
      .finally(() => discarding.delete(task.id));
  }
}

let queryClientHook: ((resumeId: number) => unknown) | undefined;
/** The app refreshes its resume lists through this when a stray resume was taken back. */
export function onResumeDiscarded(hook: (resumeId: number) => unknown): void {
  queryClientHook = hook;
}

if (typeof window !== 'undefined') {
  useTaskStore.subscribe((state) => discardAbandoned(state.tasks));
  useAuthStore.subscribe(() => discardAbandoned(useTaskStore.getState().tasks));
  queueMicrotask(() => discardAbandoned(useTaskStore.getState().tasks));
}
