import { ROUTES } from '../../lib/routes.ts';

/**
 * Spec §2 invitation link: the user's id ('xxxxxx' when there is none), an invitation_code query
 * parameter and channel=web. It opens registration, which reads invitation_code and channel.
 */
export function inviteLink(origin: string, user: { id?: number | null; invite_code?: string | null } | null): string {
  const params = new URLSearchParams({
    inviter: user?.id ? String(user.id) : 'xxxxxx',
    invitation_code: user?.invite_code ?? '',
    channel: 'web',
  });
  return `${origin}${ROUTES.register}?${params.toString()}`;
}
