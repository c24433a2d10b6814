import type { TDb } from '../../db/client.ts';
import type { TFileStore } from '../../storage/index.ts';
import type { ConversionPool } from '../conversion/index.ts';
import type { PositionsService } from '../positions/index.ts';
import { ResumesRepository } from './repository.ts';
import { ResumesService } from './service.ts';

export { resumeProxyRoutes, resumeRoutes } from './routes.ts';
export { redactContacts, ResumesService, toResume } from './service.ts';

export function createResumesModule(
  db: TDb,
  deps: { files: TFileStore; conversion: ConversionPool; positions: PositionsService },
): ResumesService {
  const service = new ResumesService(new ResumesRepository(db), deps.files, deps.conversion, deps.positions);
  deps.positions.addRelatedSource((userId, positionId) => service.relatedToPosition(userId, positionId));
  return service;
}
