import { create } from 'zustand';

/**
 * Where the task panel's badge sits on interview screens (issue 36): a place in the app header,
 * in the flow of the page, so the badge never lies over the screen's own buttons. The header
 * renders <TaskBadgeSlot />; the panel reads the element from this store.
 */
export const useTaskBadgeSlot = create<{ slot: HTMLElement | null }>(() => ({ slot: null }));

const register = (element: HTMLElement | null) => useTaskBadgeSlot.setState({ slot: element });

export function TaskBadgeSlot() {
  return <span ref={register} className="op-task-badge-slot" />;
}
