import { BUSINESS_CONSTANTS, ERROR_TEXTS } from '@offerpilot/shared';
import { create } from 'zustand';
import i18n from '../i18n/index.ts';
import { cleanupTasks } from './panel-rules.ts';
import {
  isActive,
  isFinished,
  TASK_STATUSES,
  UPLOAD_STEPS,
  type TOptimizationPatch,
  type TTask,
  type TUploadPatch,
} from './task-types.ts';

const STORAGE_KEY = BUSINESS_CONSTANTS.storageKeys.resumeTasks;
/** A running task's runner bumps updatedAt this often (its heartbeat). */
export const HEARTBEAT_MS = 5_000;
/** A running task whose heartbeat is older than this, with no runner anywhere, was interrupted. */
export const STALE_RUNNER_MS = 30_000;
const LOCK_PREFIX = 'offerpilot-task-';

// ── Runner registry (this tab only, memory only) ────────────────────────────────────────────
// The File of an upload task cannot go into local storage; it lives here while its runner runs.

interface TRunner {
  controller: AbortController;
  file?: File;
}
const runners = new Map<string, TRunner>();
let heartbeat: ReturnType<typeof setInterval> | undefined;

export function registerRunner(id: string, runner: TRunner): void {
  runners.set(id, runner);
  heartbeat ??= setInterval(beat, HEARTBEAT_MS);
}

export function unregisterRunner(id: string): void {
  runners.delete(id);
  if (runners.size === 0 && heartbeat !== undefined) {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }
}

export const isRunnerAlive = (id: string): boolean => runners.has(id);

/** The in-memory File of a task running in this tab (null after a reload of the page). */
export const getTaskFile = (id: string): File | null => runners.get(id)?.file ?? null;

/**
 * Holds a Web Lock named after the task while `work` runs. Other tabs ask the browser which task
 * locks are held: a lock disappears with its tab, so a live but throttled background tab (whose
 * heartbeat may lag) is never taken for a closed one. Without Web Locks, the heartbeat decides.
 */
export function holdTaskLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(`${LOCK_PREFIX}${id}`, work) as Promise<T>) : work();
}

// ── Storage ─────────────────────────────────────────────────────────────────────────────────

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Keeps the entries that look like tasks; anything else in the key is dropped, not trusted. */
function sanitize(raw: unknown): TTask[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const tasks: TTask[] = [];
  for (const item of raw) {
    if (!isObject(item) || typeof item.id !== 'string' || seen.has(item.id)) continue;
    if (!TASK_STATUSES.includes(item.status as never) || !isTime(item.startedAt) || !isTime(item.updatedAt)) continue;
    if (item.taskType === 'upload_analyze_optimize') {
      if (!UPLOAD_STEPS.includes(item.currentStep as never) || !isObject(item.progress)) continue;
    } else if (item.taskType !== 'optimize' || typeof item.resumeId !== 'number') continue;
    seen.add(item.id);
    tasks.push(item as unknown as TTask);
  }
  return tasks;
}

/** The stored tasks; null when local storage cannot be read (then the store works in memory). */
function readStored(): TTask[] | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (raw === null) return [];
    try {
      return sanitize(JSON.parse(raw));
    } catch {
      return [];
    }
  } catch {
    return null;
  }
}

function writeStored(tasks: TTask[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(tasks));
  } catch {
    // Full or blocked: the tasks still run and show in this tab.
  }
}

/**
 * One version per id. A finished version beats a running one (finished is final: a cancel in one
 * tab is not undone by another tab's heartbeat); otherwise the newer updatedAt wins, the stored
 * version on a tie. Tasks only one side knows are kept, so a reload never loses or doubles one.
 */
export function mergeTasks(memory: TTask[], stored: TTask[]): TTask[] {
  const byId = new Map<string, TTask>();
  for (const task of memory) byId.set(task.id, task);
  for (const task of stored) {
    const mine = byId.get(task.id);
    if (!mine) byId.set(task.id, task);
    else if (isFinished(mine) !== isFinished(task)) byId.set(task.id, isFinished(task) ? task : mine);
    else if (task.updatedAt >= mine.updatedAt) byId.set(task.id, task);
  }
  return [...byId.values()].sort((a, b) => a.startedAt - b.startedAt);
}

const sameTasks = (a: TTask[], b: TTask[]) => a.length === b.length && JSON.stringify(a) === JSON.stringify(b);

// ── Store ───────────────────────────────────────────────────────────────────────────────────

interface TTaskState {
  tasks: TTask[];
  /** Re-reads local storage (the panel calls it every 10 s; other tabs' writes call it too). */
  reload: () => void;
  /** Adds a new task (pending). */
  add: (task: TTask) => void;
  /** A runner's change; false when the task is gone or already finished (then stop working). */
  update: (id: string, patch: TUploadPatch | TOptimizationPatch) => boolean;
  /** Spec §4: only from pending or running, to failed with '用户取消'; aborts the runner. */
  cancel: (id: string) => void;
  /** The tab is going away: its running tasks can never finish (see sweepInterrupted). */
  interruptLocalRunners: () => void;
  /** Closes a finished task's card (in every tab). */
  dismiss: (id: string) => void;
  /** A finished upload's resume was taken back (cancelled or interrupted): forget its id. */
  forgetResume: (id: string) => void;
}

export const useTaskStore = create<TTaskState>((set, get) => {
  const commit = (stored: TTask[]) => {
    const next = cleanupTasks(mergeTasks(get().tasks, stored), Date.now());
    if (!sameTasks(next, get().tasks)) set({ tasks: next });
  };

  /**
   * Read-modify-write of one task: the latest stored list is read, only this task changes, and
   * the list goes back at once, so two tabs changing different tasks never overwrite each other.
   */
  const mutate = (id: string, change: (task: TTask) => TTask | null): TTask | null => {
    const stored = readStored();
    const base = stored ?? get().tasks;
    const current = base.find((t) => t.id === id) ?? get().tasks.find((t) => t.id === id);
    if (!current) return null;
    const next = change(current);
    if (!next) return null;
    const list = base.some((t) => t.id === id) ? base.map((t) => (t.id === id ? next : t)) : [...base, next];
    const kept = cleanupTasks(list, Date.now());
    if (stored !== null) writeStored(kept);
    commit(kept);
    return next;
  };

  const abortFinishedRunners = () => {
    for (const [id, runner] of runners) {
      const task = get().tasks.find((t) => t.id === id);
      if (task && isFinished(task)) runner.controller.abort();
    }
  };

  /**
   * A task left pending/running by a tab that was closed mid-run can never finish: nobody holds
   * its File or its requests any more. Decision: such a task is marked failed with a clear message
   * ('页面已关闭，任务已中断，请重新上传') instead of spinning forever or being silently dropped. It
   * counts as interrupted only when no runner in this tab owns it, its heartbeat (updatedAt) is
   * older than 30 s, and, where the browser has Web Locks, no tab holds its lock; so a task still
   * running in another open tab is left alone.
   */
  const interrupt = (id: string) =>
    mutate(id, (t) => {
      if (!isActive(t)) return null;
      const updatedAt = Math.max(Date.now(), t.updatedAt + 1);
      if (t.taskType !== 'upload_analyze_optimize') {
        return { ...t, status: 'failed', error: i18n.t('tasks:errors.interruptedOptimize'), updatedAt };
      }
      const error = i18n.t('tasks:errors.interruptedUpload');
      return { ...t, status: 'failed', error, currentStep: 'error', stepMessage: error, updatedAt };
    });

  const sweepInterrupted = () => {
    const now = Date.now();
    const stale = get().tasks.filter((t) => isActive(t) && !runners.has(t.id) && now - t.updatedAt > STALE_RUNNER_MS);
    if (stale.length === 0) return;
    const markFailed = (ids: string[]) => {
      for (const id of ids) {
        // Checked again on the fresh stored copy: another tab may have beaten in the meantime.
        const fresh = (readStored() ?? get().tasks).find((t) => t.id === id);
        if (fresh && !runners.has(id) && Date.now() - fresh.updatedAt > STALE_RUNNER_MS) interrupt(id);
      }
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks?.query) return markFailed(stale.map((t) => t.id));
    void locks.query().then(
      (snapshot) => {
        const held = new Set((snapshot.held ?? []).map((lock) => lock.name));
        markFailed(stale.filter((t) => !held.has(`${LOCK_PREFIX}${t.id}`)).map((t) => t.id));
      },
      () => markFailed(stale.map((t) => t.id)),
    );
  };

  return {
    tasks: cleanupTasks(readStored() ?? [], Date.now()),

    reload() {
      const stored = readStored();
      if (stored !== null) {
        const kept = cleanupTasks(stored, Date.now());
        if (kept.length !== stored.length) writeStored(kept);
        commit(kept);
      } else commit([]);
      abortFinishedRunners();
      sweepInterrupted();
    },

    add(task) {
      const stored = readStored();
      if (stored !== null) writeStored([...stored.filter((t) => t.id !== task.id), task]);
      commit([task]);
    },

    update(id, patch) {
      let applied = false;
      mutate(id, (task) => {
        if (isFinished(task)) return null;
        applied = true;
        return { ...task, ...patch, updatedAt: Math.max(Date.now(), task.updatedAt + 1) } as TTask;
      });
      if (!applied) runners.get(id)?.controller.abort();
      return applied;
    },

    cancel(id) {
      mutate(id, (task) => {
        if (!isActive(task)) return null;
        const error = ERROR_TEXTS.task.cancelled;
        const now = Math.max(Date.now(), task.updatedAt + 1);
        return task.taskType === 'upload_analyze_optimize'
          ? { ...task, status: 'failed', error, currentStep: 'error', stepMessage: error, updatedAt: now }
          : { ...task, status: 'failed', error, updatedAt: now };
      });
      runners.get(id)?.controller.abort();
    },

    interruptLocalRunners() {
      for (const [id, runner] of runners) {
        interrupt(id);
        runner.controller.abort();
      }
    },

    forgetResume(id) {
      mutate(id, (task) =>
        isFinished(task) && task.taskType === 'upload_analyze_optimize' && task.resumeId !== null
          ? { ...task, resumeId: null, updatedAt: Math.max(Date.now(), task.updatedAt + 1) }
          : null,
      );
    },

    dismiss(id) {
      mutate(id, (task) =>
        isFinished(task) && !task.dismissed
          ? { ...task, dismissed: true, updatedAt: Math.max(Date.now(), task.updatedAt + 1) }
          : null,
      );
    },
  };
});

/** A running task's heartbeat: its updatedAt stays fresh while this tab works on it. */
function beat(): void {
  const { tasks } = useTaskStore.getState();
  for (const id of runners.keys()) {
    const task = tasks.find((t) => t.id === id);
    if (task && isActive(task)) useTaskStore.getState().update(id, {});
  }
}

// Another tab wrote the tasks: pick the change up at once (a cancel there stops the runner here).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) useTaskStore.getState().reload();
  });
  // Closing or reloading the page ends this tab's runners: say so at once rather than after the
  // 30 s heartbeat limit. A page kept in the back-forward cache (persisted) may still come back.
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) useTaskStore.getState().interruptLocalRunners();
  });
}
