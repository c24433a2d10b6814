import { createHmac, randomBytes } from 'node:crypto';
import { buildInviteLink, getDisplayName, type TInvitationFriend, type TInvitations } from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import { isRealAnswer, isRealResume } from './real-use.ts';
import type { InvitationsRepository, TFriendRow } from './repository.ts';

export interface TInvitationsOptions {
  publicUrl: string;
  rewardMinutes: number;
  monthlyCap: number;
  now?: () => Date;
  log?: FastifyBaseLogger;
}

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The first instant of the calendar month in China (UTC+8) that `now` falls in. */
export function monthStartInChina(now: Date): Date {
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SHANGHAI_OFFSET_MS);
}

/** '张三' → '张*', 'user_1234' → 'u*******4': the inviter sees who joined, not their account name. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 6))}${chars.at(-1)}`;
}

/**
 * Invitation rewards. A reward is earned once a friend who registered with the inviter's code has
 * really used the product (real-use.ts); it is settled on read (the inviter's GET /api/v1/invitations) and, once the
 * interview module calls `settleFriend`, right when the friend finishes. Both paths are idempotent.
 */
export class InvitationsService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: InvitationsRepository,
    private readonly secret: string,
    private readonly options: TInvitationsOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  static async create(repo: InvitationsRepository, options: TInvitationsOptions): Promise<InvitationsService> {
    const secret = await repo.getOrCreateSecret(() => randomBytes(32).toString('base64url'));
    return new InvitationsService(repo, secret, options);
  }

  private phoneDigest(phone: string | null): string | null {
    return phone ? createHmac('sha256', this.secret).update(`invitation-phone:${phone}`).digest('base64url') : null;
  }

  /** Credits every friend of this inviter who has used the product and is not rewarded yet. */
  async settleInviter(inviterId: number): Promise<void> {
    const inviter = await this.repo.findUser(inviterId);
    if (!inviter) return;
    const [friends, rewards] = await Promise.all([
      this.repo.listFriends(inviter.inviteCode),
      this.repo.listRewards(inviterId),
    ]);
    const rewarded = new Set(rewards.map((r) => r.reference));
    const open = friends.filter((f) => !rewarded.has(String(f.id)));
    const used = await this.whoUsedProduct(open.map((f) => f.id));
    for (const friend of open) {
      if (used.has(friend.id)) await this.credit(inviter, friend);
    }
  }

  /** Friends who really used the product (real-use.ts), not an empty answer or an empty resume. */
  private async whoUsedProduct(userIds: number[]): Promise<Set<number>> {
    const evidence = await this.repo.listUseEvidence(userIds);
    return new Set(
      evidence
        .filter((e) => (e.kind === 'answer' ? isRealAnswer(e.text, e) : isRealResume(e.text)))
        .map((e) => e.userId),
    );
  }

  /** The hook for the moment a friend uses the product: credits its inviter, if any. Never throws. */
  async settleFriend(friendId: number): Promise<void> {
    try {
      const inviterId = await this.repo.findInviterOf(friendId);
      if (inviterId !== undefined) await this.settleInviter(inviterId);
    } catch (error) {
      this.options.log?.error({ err: error }, 'invitation reward could not be settled');
    }
  }

  private async credit(inviter: { id: number; phone: string | null }, friend: TFriendRow): Promise<void> {
    // Self-invitation and a friend on the inviter's own phone never earn anything.
    if (friend.id === inviter.id || (friend.phone && friend.phone === inviter.phone)) return;
    await this.repo.credit({
      inviterId: inviter.id,
      friendId: friend.id,
      friendName: this.friendName(friend),
      phoneDigest: this.phoneDigest(friend.phone),
      minutes: this.options.rewardMinutes,
      monthlyCap: this.options.monthlyCap,
      monthStart: monthStartInChina(this.now()),
    });
  }

  private friendName(friend: TFriendRow): string {
    return maskName(getDisplayName({ name: friend.displayName, username: friend.username }));
  }

  async get(userId: number): Promise<TInvitations> {
    await this.settleInviter(userId);
    const inviter = await this.repo.findUser(userId);
    if (!inviter) throw new Error('user vanished');
    const [friends, rewards] = await Promise.all([
      this.repo.listFriends(inviter.inviteCode),
      this.repo.listRewards(userId),
    ]);
    const byFriend = new Map(rewards.map((r) => [r.reference, r]));
    const monthStart = monthStartInChina(this.now());
    return {
      invitation_code: inviter.inviteCode,
      link: buildInviteLink(this.options.publicUrl, { id: inviter.id, invite_code: inviter.inviteCode }),
      friends: friends.map((f): TInvitationFriend => {
        const reward = byFriend.get(String(f.id));
        return {
          display_name: this.friendName(f),
          status: reward ? 'rewarded' : 'pending',
          registered_at: f.createdAt.toISOString(),
          rewarded_at: reward ? reward.createdAt.toISOString() : null,
        };
      }),
      minutes_earned: rewards.reduce((sum, r) => sum + r.minutes, 0),
      reward_minutes: this.options.rewardMinutes,
      monthly_cap: this.options.monthlyCap,
      rewarded_this_month: rewards.filter((r) => r.createdAt >= monthStart).length,
    };
  }
}
