import type { TUser } from '@offerpilot/shared';
import { useCallback } from 'react';
import { useAuthStore } from '../../auth/auth-store.ts';
import { saveUser } from '../../auth/token-storage.ts';

/** Puts the account the server answered with into the stored sign-in and every screen at once. */
export function useUpdateUser(): (user: TUser) => void {
  return useCallback((user: TUser) => {
    saveUser(user);
    useAuthStore.setState({ user });
  }, []);
}
