/** Spec §1: name, then username, then displayName, then '用户'; a guest is '访客'. */

export const GUEST_DISPLAY_NAME = '访客';
export const DEFAULT_DISPLAY_NAME = '用户';

export interface TDisplayNameSource {
  name?: string | null;
  username?: string | null;
  displayName?: string | null;
  display_name?: string | null;
}

function firstNonBlank(...values: (string | null | undefined)[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** `null`/`undefined` stands for a guest (nobody signed in). */
export function getDisplayName(user: TDisplayNameSource | null | undefined): string {
  if (!user) return GUEST_DISPLAY_NAME;
  return firstNonBlank(user.name, user.username, user.displayName, user.display_name) ?? DEFAULT_DISPLAY_NAME;
}
