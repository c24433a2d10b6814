import type { TPosition } from '@offerpilot/shared';
import { create } from 'zustand';
import { useAuthStore } from '../auth/auth-store.ts';

interface TChosenState {
  /** The position picked on the home screen, with the user who picked it (another user starts afresh). */
  selected: { userId: number; positionId: number } | null;
  selectPosition: (userId: number, positionId: number) => void;
}

/** Where the pick is kept in this browser, so a reload or a new tab remembers it (issue 36 item 5). */
export const CHOSEN_POSITION_KEY = 'op-chosen-position';

/** The pick kept in this browser, or null (none, unreadable, or storage unavailable). */
function readKept(): TChosenState['selected'] {
  try {
    const kept = JSON.parse(window.localStorage.getItem(CHOSEN_POSITION_KEY) ?? 'null') as unknown;
    if (kept && typeof kept === 'object') {
      const { userId, positionId } = kept as Record<string, unknown>;
      if (Number.isInteger(userId) && Number.isInteger(positionId))
        return { userId: userId as number, positionId: positionId as number };
    }
  } catch {
    // No storage (private mode, tests without a window) or a broken value: no pick.
  }
  return null;
}

/**
 * Client state: the position the user chose on the home screen, kept in this browser (with the
 * user it belongs to). Every screen that starts an interview (home, the interview hub) starts it
 * for that position, also after a reload.
 */
export const useChosenPositionStore = create<TChosenState>((set) => ({
  selected: typeof window === 'undefined' ? null : readKept(),
  selectPosition: (userId, positionId) => {
    try {
      window.localStorage.setItem(CHOSEN_POSITION_KEY, JSON.stringify({ userId, positionId }));
    } catch {
      // Kept for this run of the app only.
    }
    set({ selected: { userId, positionId } });
  },
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
