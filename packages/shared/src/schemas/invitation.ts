import { z } from 'zod';
export * from './invitation-rules.ts';
import { INVITATION_RULES } from './invitation-rules.ts';

export const ZInvitationFriend = z.object({
  display_name: z.string(),
  status: z.enum(['pending', 'rewarded']),
  registered_at: z.string(),
  rewarded_at: z.string().nullable(),
});
export type TInvitationFriend = z.infer<typeof ZInvitationFriend>;

export const ZInvitations = z.object({
  invitation_code: z.string(),
  link: z.string(),
  friends: z.array(ZInvitationFriend),
  minutes_earned: z.number().int(),
  reward_minutes: z.number().int(),
  monthly_cap: z.number().int(),
  /** Rewards already earned this month (counted against monthly_cap). */
  rewarded_this_month: z.number().int(),
});
export type TInvitations = z.infer<typeof ZInvitations>;

/**
 * Spec §2 invitation link: the inviter's id ('xxxxxx' when there is none), an invitation_code query
 * parameter and channel=web; it opens registration, which reads both.
 */
export function buildInviteLink(
  origin: string,
  user: { id?: number | null; invite_code?: string | null } | null,
): string {
  // Built by hand: the shared package targets plain ES2023 (no DOM or Node URL types).
  const query = [
    ['inviter', user?.id ? String(user.id) : 'xxxxxx'],
    ['invitation_code', user?.invite_code ?? ''],
    ['channel', INVITATION_RULES.channel],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${origin.replace(/\/+$/, '')}/register?${query}`;
}
