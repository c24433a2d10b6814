import type { FastifyBaseLogger } from 'fastify';
import type { SttClient } from '../../ai/provider.ts';
import type { TDb } from '../../db/client.ts';
import type { PositionsService } from '../positions/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import { InterviewRepository } from './repository.ts';
import { InterviewService, type TInterviewEngine } from './service.ts';

export { interviewRoutes } from './routes.ts';
export { InterviewService, type TInterviewEngine } from './service.ts';

export function createInterviewModule(
  db: TDb,
  deps: {
    resumes: ResumesService;
    positions: PositionsService;
    ai: TInterviewEngine;
    now?: (() => Date) | undefined;
    log?: FastifyBaseLogger;
    stt?: SttClient | undefined;
  },
): InterviewService {
  return new InterviewService(
    new InterviewRepository(db),
    deps.resumes,
    deps.positions,
    deps.ai,
    deps.now,
    deps.log,
    deps.stt,
  );
}
