import { ZErrorEnvelope, ZInvitations, dataEnvelope } from '@offerpilot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { AuthService } from '../auth/index.ts';
import type { InvitationsService } from './service.ts';

/** GET /api/v1/invitations: the user's code and link, the friends who joined, the minutes earned. */
export const invitationRoutes: FastifyPluginAsyncZod<{ invitations: InvitationsService; auth: AuthService }> = async (
  app,
  { invitations, auth },
) => {
  app.addHook('preHandler', requireAuth(auth, ['access', 'api']));
  app.get(
    '/invitations',
    {
      schema: {
        tags: ['invitations'],
        summary: '我的邀请：邀请码、邀请链接、好友与获得的时长（好友使用产品后发放奖励，每位好友一次）',
        response: { 200: dataEnvelope(ZInvitations), 401: ZErrorEnvelope },
      },
    },
    async (req) => ok(await invitations.get(req.auth!.user.id)),
  );
};
