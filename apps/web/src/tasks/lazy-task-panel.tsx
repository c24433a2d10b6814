import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { lazy, Suspense, useEffect } from 'react';
import { useTaskStore } from './task-store.ts';

/** The panel's code (antd Steps, Progress, Result…) loads with the first task, not with every screen. */
const TaskPanel = lazy(() => import('./task-panel.tsx').then((m) => ({ default: m.TaskPanel })));

/**
 * The floating task panel of the app shell. Until a task exists it is only this watcher, which
 * reads the stored tasks every 10 s as the panel does (spec §2/§9), so a task started in another
 * tab still brings the panel up; from the first task on, the panel itself takes over.
 */
export function LazyTaskPanel() {
  const hasTasks = useTaskStore((s) => s.tasks.length > 0);
  useEffect(() => {
    if (hasTasks) return undefined;
    useTaskStore.getState().reload();
    const timer = setInterval(() => useTaskStore.getState().reload(), BUSINESS_CONSTANTS.tasks.storageReloadIntervalMs);
    return () => clearInterval(timer);
  }, [hasTasks]);
  if (!hasTasks) return null;
  return (
    <Suspense fallback={null}>
      <TaskPanel />
    </Suspense>
  );
}
