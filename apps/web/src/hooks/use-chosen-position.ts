import type { TPosition } from '@offerpilot/shared';
import { create } from 'zustand';
import { useAuthStore } from '../auth/auth-store.ts';

interface TChosenState {
  /** The position picked on the home screen, with the user who picked it (another user starts afresh). */
  selected: { userId: number; positionId: number } | null;
  selectPosition: (userId: number, positionId: number) => void;
}

/**
 * Client state: the position the user chose on the home screen, kept while the app runs. Every
 * screen that starts an interview (home, the interview hub) starts it for that position.
 */
export const useChosenPositionStore = create<TChosenState>((set) => ({
  selected: null,
  selectPosition: (userId, positionId) => set({ selected: { userId, positionId } }),
}));

/**
 * The chosen position among `list` (the user's positions): the one picked on home, else the first
 * (spec §2 preselection) — also when the pick belongs to another user or that position is gone.
 */
export function useChosenPosition<T extends Pick<TPosition, 'id'>>(list: readonly T[]): T | null {
  const user = useAuthStore((s) => s.user);
  const selected = useChosenPositionStore((s) => s.selected);
  const picked =
    selected && user && selected.userId === user.id ? list.find((p) => p.id === selected.positionId) : undefined;
  return picked ?? list[0] ?? null;
}
