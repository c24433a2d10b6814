// The plain constants of invitation.ts (limits, Chinese messages) without zod, so that a screen needing
// only them does not load the schema library (packages/shared is sideEffects-free).

/**
 * Invitations (spec §1, §2 "Invitation card"): a friend who registers through a user's link and
 * uses the product earns the inviter extra mock-interview minutes, once per friend.
 */
export const INVITATION_RULES = {
  /** Minutes of mock interview the inviter earns per friend who registered and used the product. */
  rewardMinutes: 30,
  /** Rewards one inviter can earn per calendar month (Asia/Shanghai); later friends wait for the next month. */
  monthlyCap: 10,
  /** The channel a link from the web dialog carries. */
  channel: 'web',
} as const;
