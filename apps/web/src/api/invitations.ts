import { BUSINESS_CONSTANTS, type TInvitations } from '@offerpilot/shared';
import { authorizedRequest, envelope } from './authorized.ts';

/** GET /api/v1/invitations: code, link, friends and the minutes earned (rewards settle on this read). */
export const getInvitations = () =>
  envelope(
    authorizedRequest<{ success: true; data: TInvitations }>(`${BUSINESS_CONSTANTS.apiVersionPrefix}/invitations`, {
      timeoutMs: BUSINESS_CONSTANTS.timeouts.authServiceMs,
    }),
    '邀请信息加载失败，请重试',
  );
