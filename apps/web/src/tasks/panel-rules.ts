import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import {
  isActive,
  isFinished,
  PROGRESS_STEPS,
  type TProgressStep,
  type TTask,
  type TUploadTask,
} from './task-types.ts';

// Which tasks the floating panel shows (spec §2, §9), as pure functions of the task list.

/**
 * Screens of the interview flow (config, generating, the sessions, reports, hub, device test): the
 * panel shrinks to a badge in the header there and opens only when the user asks (issue 36: it
 * covered 立即开始 and 提交回答 at 390 px).
 */
const INTERVIEW_PATH = /^\/(?:interview|mock-interview|formal-interview|device-test)(?:[-/]|$)/;

export function isInterviewPath(pathname: string): boolean {
  return INTERVIEW_PATH.test(pathname);
}

const RULES = BUSINESS_CONSTANTS.tasks;

const newestFirst = (a: TTask, b: TTask) => b.startedAt - a.startedAt;

/** Spec §4/§9: a finished task is removed 24 h after it finished (its last change). */
export function isExpired(task: TTask, now: number): boolean {
  return isFinished(task) && now - task.updatedAt > RULES.finishedRetentionMs;
}

export function cleanupTasks(tasks: TTask[], now: number): TTask[] {
  return tasks.filter((task) => !isExpired(task, now));
}

/** Finished within the last 5 minutes and not closed by the user. */
export function isRecentlyFinished(task: TTask, now: number): boolean {
  return isFinished(task) && !task.dismissed && now - task.updatedAt <= RULES.finishedShownForMs;
}

export interface TPanelView {
  /** Every pending or running task of this user, newest first (the summary bar counts them). */
  running: TTask[];
  /** Up to 3 tasks that finished within 5 minutes, newest first. */
  recentFinished: TTask[];
  /**
   * The cards to draw. Collapsed: at most 2 running, and when nothing runs, the recent finished
   * ones themselves (a failure is read where it happened, never behind a "more" bar). Expanded:
   * all running plus the recent ones.
   */
  visible: TTask[];
  /** Recent finished tasks that failed (the summary says so, in red). */
  failed: TTask[];
  /** False when there is nothing to show: the panel then renders nothing. */
  hasContent: boolean;
}

export function selectPanelTasks(
  tasks: TTask[],
  options: { expanded: boolean; now: number; ownerId?: number | null },
): TPanelView {
  const { expanded, now, ownerId } = options;
  // A task started before sign-in, or by nobody in particular, is shown to whoever is signed in;
  // another user's tasks on a shared browser are not.
  const mine = tasks.filter((task) => task.ownerId == null || ownerId == null || task.ownerId === ownerId);
  const running = mine.filter(isActive).sort(newestFirst);
  const recentFinished = mine
    .filter((task) => isRecentlyFinished(task, now))
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, RULES.finishedShownMax);
  const visible =
    expanded || running.length === 0
      ? [...running, ...recentFinished]
      : running.slice(0, RULES.runningShownCollapsedMax);
  const failed = recentFinished.filter((task) => task.status === 'failed');
  return { running, recentFinished, visible, failed, hasContent: running.length + recentFinished.length > 0 };
}

/** Spec §2: 25 % per completed step. */
export function uploadPercent(task: Pick<TUploadTask, 'progress'>): number {
  return PROGRESS_STEPS.filter((step) => task.progress[step]).length * 25;
}

/** Index of the step the Steps bar marks as current (the first step not completed yet). */
export function currentStepIndex(task: Pick<TUploadTask, 'progress' | 'currentStep'>): number {
  if (task.currentStep !== 'error') {
    const named = PROGRESS_STEPS.indexOf(task.currentStep as TProgressStep);
    if (named >= 0 && !task.progress[task.currentStep as TProgressStep]) return named;
  }
  const firstOpen = PROGRESS_STEPS.findIndex((step) => !task.progress[step]);
  return firstOpen === -1 ? PROGRESS_STEPS.length - 1 : firstOpen;
}
