import { create } from 'zustand';

interface THomeState {
  /** The position picked in the sidebar, with the user who picked it (another user starts afresh). */
  selected: { userId: number; positionId: number } | null;
  selectPosition: (userId: number, positionId: number) => void;
}

/**
 * Client state of the home screen: the sidebar position picked, kept while the app runs. The
 * screen falls back to the first position (spec §2 preselection) when there is none, when it
 * belongs to another user, or when that position is gone.
 */
export const useHomeStore = create<THomeState>((set) => ({
  selected: null,
  selectPosition: (userId, positionId) => set({ selected: { userId, positionId } }),
}));
