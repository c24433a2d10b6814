import type { TDb } from '../../db/client.ts';
import { InvitationsRepository } from './repository.ts';
import { InvitationsService, type TInvitationsOptions } from './service.ts';

export { invitationRoutes } from './routes.ts';
export { InvitationsService } from './service.ts';

/** The invitations module: invite links, friends and the minutes rewards in the shared ledger. */
export function createInvitationsModule(db: TDb, options: TInvitationsOptions): Promise<InvitationsService> {
  return InvitationsService.create(new InvitationsRepository(db), options);
}
