import { buildInviteLink } from '@offerpilot/shared';

/**
 * Spec §2 invitation link: the user's id ('xxxxxx' when there is none), an invitation_code query
 * parameter and channel=web. It opens registration, which reads invitation_code and channel.
 * One format for the server and the web: packages/shared `buildInviteLink`.
 */
export const inviteLink = buildInviteLink;
