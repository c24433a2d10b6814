// The background task system (spec §2–§4): shared by the app shell (the panel) and features
// (which start tasks). A shared layer like auth/ and theme/: it never imports features/ or app/.
export { useTaskStore } from './task-store.ts';
export {
  canRetry,
  cancelTask,
  onResumeDiscarded,
  retryTask,
  startOptimizationTask,
  startUploadTask,
  waitForEnd,
  type TOptimizationTaskInput,
  type TPositionInput,
  type TStartedTask,
  type TUploadTaskOptions,
} from './task-runner.ts';
export { LazyTaskPanel } from './lazy-task-panel.tsx';
export { TaskBadgeSlot } from './badge-slot.tsx';
export type { TOptimizationTask, TTask, TTaskPosition, TTaskStatus, TUploadTask } from './task-types.ts';
