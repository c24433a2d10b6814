/** The picture shown for a user without an avatar, or when theirs fails to load. */
export const DEFAULT_AVATAR = '/default-avatar.svg';
