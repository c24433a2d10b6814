import type { TDb } from '../../db/client.ts';
import type { PositionsService } from '../positions/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import { InterviewRepository } from './repository.ts';
import { InterviewService, type TInterviewEngine, type TInterviewOptions } from './service.ts';

export { interviewRoutes } from './routes.ts';
export { InterviewService, type TInterviewEngine } from './service.ts';

export function createInterviewModule(
  db: TDb,
  deps: {
    resumes: ResumesService;
    positions: PositionsService;
    ai: TInterviewEngine;
  } & TInterviewOptions,
): InterviewService {
  return new InterviewService(new InterviewRepository(db), deps.resumes, deps.positions, deps.ai, deps);
}
