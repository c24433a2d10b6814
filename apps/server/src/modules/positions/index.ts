import type { TDb } from '../../db/client.ts';
import { PositionsRepository } from './repository.ts';
import { PositionsService } from './service.ts';

export { positionRoutes } from './routes.ts';
export { PositionsService, type TRelatedSource } from './service.ts';

export function createPositionsModule(db: TDb): PositionsService {
  return new PositionsService(new PositionsRepository(db));
}
