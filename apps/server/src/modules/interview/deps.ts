import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider, InterviewAgents, SttClient } from '../../ai/provider.ts';
import type { TFileStore } from '../../storage/index.ts';
import type { PositionsService } from '../positions/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import type { InterviewRepository } from './repository.ts';

export type TInterviewEngine = Pick<AiProvider, 'name'> & InterviewAgents;

/**
 * What the interview service works with (service.ts builds it once); each command file takes the
 * part of it it needs, named by a Pick.
 */
export interface TInterviewDeps {
  repo: InterviewRepository;
  resumes: ResumesService;
  positions: PositionsService;
  ai: TInterviewEngine;
  now: () => Date;
  log: FastifyBaseLogger | undefined;
  stt: SttClient | undefined;
  onProductUsed: ((userId: number) => Promise<void>) | undefined;
  files: TFileStore | undefined;
}

/** Removing stored files (audio-files.ts). */
export type TFileDeps = Pick<TInterviewDeps, 'files' | 'log'>;

/**
 * Reading a session: one whose time is up is ended first (finish-session.ts), which writes its
 * report, charges its minutes and removes its audio.
 */
export type TSessionDeps = Pick<TInterviewDeps, 'repo' | 'ai' | 'now' | 'log' | 'files' | 'onProductUsed'>;
