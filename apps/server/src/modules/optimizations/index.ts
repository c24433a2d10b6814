import type { AiProvider } from '../../ai/provider.ts';
import type { TDb } from '../../db/client.ts';
import { createInProcessQueue, type JobQueue } from '../jobs/index.ts';
import type { PositionsService } from '../positions/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import { OptimizationsRepository } from './repository.ts';
import { OptimizationsService } from './service.ts';

export { aiProxyRoutes, optimizationRoutes } from './routes.ts';
export { aiResume, OptimizationsService, toAiPosition } from './service.ts';

export function createOptimizationsModule(
  db: TDb,
  deps: { resumes: ResumesService; positions: PositionsService; ai: AiProvider; jobs?: JobQueue },
): OptimizationsService {
  const service = new OptimizationsService(
    new OptimizationsRepository(db),
    deps.resumes,
    deps.positions,
    deps.ai,
    deps.jobs ?? createInProcessQueue(),
  );
  deps.positions.addRelatedSource((userId, positionId) => service.relatedToPosition(userId, positionId));
  return service;
}
