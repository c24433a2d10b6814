/** Spec §4 task status: pending → running → succeeded | failed. */
export const TASK_STATUSES = ['pending', 'running', 'succeeded', 'failed'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];

export const UPLOAD_STEPS = ['upload', 'analysis', 'optimization', 'completed', 'error'] as const;
export type TUploadStep = (typeof UPLOAD_STEPS)[number];

/** The four steps the panel draws (spec §2), in order; each completed one is 25 %. */
export const PROGRESS_STEPS = ['upload', 'analysis', 'optimization', 'completed'] as const;
export type TProgressStep = (typeof PROGRESS_STEPS)[number];
export type TUploadProgress = Record<TProgressStep, boolean>;

/** The position an upload task targets: what the analysis and the optimisation need of it. */
export interface TTaskPosition {
  id: number;
  name: string;
  company_name?: string | null;
  responsibilities?: string | null;
}

interface TTaskBase {
  id: string;
  status: TTaskStatus;
  /** Epoch milliseconds. */
  startedAt: number;
  /** Epoch milliseconds of the last change; a running task's runner bumps it as a heartbeat. */
  updatedAt: number;
  error: string | null;
  /** The signed-in user who started it (the panel shows only the current user's tasks). */
  ownerId?: number | null;
  /** Closed from the panel: kept until the 24 h clean-up so every tab agrees it is gone. */
  dismissed?: boolean;
}

/** Spec §3 resume optimisation task. */
export interface TOptimizationTask extends TTaskBase {
  taskType: 'optimize';
  resumeId: number;
  type: 'direct' | 'position';
  positionId: number | null;
  force?: boolean;
}

/** Spec §3 upload task. The File itself lives only in memory (the runner registry). */
export interface TUploadTask extends TTaskBase {
  taskType: 'upload_analyze_optimize';
  fileName: string;
  optimizationType: 'position' | 'basic';
  position: TTaskPosition | null;
  currentStep: TUploadStep;
  stepMessage: string;
  progress: TUploadProgress;
  resumeId: number | null;
}

export type TTask = TOptimizationTask | TUploadTask;

/** What a runner may change on its upload task. */
export type TUploadPatch = Partial<
  Pick<TUploadTask, 'status' | 'currentStep' | 'stepMessage' | 'progress' | 'resumeId' | 'error'>
>;
export type TOptimizationPatch = Partial<Pick<TOptimizationTask, 'status' | 'error'>>;

export const isActive = (task: Pick<TTask, 'status'>): boolean =>
  task.status === 'pending' || task.status === 'running';
export const isFinished = (task: Pick<TTask, 'status'>): boolean => !isActive(task);
export const isUploadTask = (task: TTask): task is TUploadTask => task.taskType === 'upload_analyze_optimize';
