import type { Readable } from 'node:stream';
import type { TFileStore } from '../../storage/index.ts';
import {
  INTERVIEW_LIMITS,
  type TAnsweredQuestion,
  type TCustomTemplateInput,
  type TInterviewFit,
  type TInterviewQuestion,
  type TInterviewReport,
  type TInterviewSession,
  type TInterviewSettings,
  type TInterviewStats,
  type TInterviewTemplate,
  type TMinutes,
  type TQuestionHint,
  type TReportCheck,
  type TSessionStatus,
  type TStartInterviewRequest,
  type TRetryAnswerRequest,
  type TRetryAnswerResponse,
  type TSubmitAnswerRequest,
  type TSubmitAnswerResponse,
  type TTranscription,
  type TVoiceCapabilities,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SttClient } from '../../ai/provider.ts';
import type { PositionsService } from '../positions/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import { assessFit } from './assess-fit.ts';
import { AUDIO_FORMATS, beginAudioUpload, removeFiles, sweepAudio, type TStoredAudio } from './audio-files.ts';
import type { TInterviewDeps, TInterviewEngine } from './deps.ts';
import { deleteSession, endSession } from './end-session.ts';
import { expireDue } from './expire-sessions.ts';
import { questionHint } from './hint-question.ts';
import { readSettings, updateSettings } from './interview-settings.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './manage-templates.ts';
import { PracticePlans } from './practice-plan.ts';
import { reportChecks, reportOf, reportPdf } from './read-report.ts';
import { listFeedback, listQuestions, listSessions, readSession } from './read-sessions.ts';
import { minutesLeft, readStats } from './read-stats.ts';
import type { InterviewRepository } from './repository.ts';
import { retryAnswer } from './retry-answer.ts';
import { startSession } from './start-session.ts';
import { submitAnswer } from './submit-answer.ts';
import { transcribe } from './transcribe-answer.ts';

export type { TInterviewEngine } from './deps.ts';
export { AUDIO_KEEP, type TStoredAudio } from './audio-files.ts';

export interface TInterviewOptions {
  now?: (() => Date) | undefined;
  log?: FastifyBaseLogger | undefined;
  /** Speech to text for voice answers (STT_PROVIDER); without it the browser's text or typing. */
  stt?: SttClient | undefined;
  /** Told when a user ended an interview with an answer (invitation rewards); must never throw. */
  onProductUsed?: ((userId: number) => Promise<void>) | undefined;
  /** Where voice answers' audio is kept while their session runs (DATA_DIR/files or the bucket). */
  files?: TFileStore | undefined;
}

/**
 * The interview service (issue 13): templates, settings, sessions planned by the interviewer
 * agent, answers judged by the evaluator agent, reports, and the minutes a mock interview spends.
 * Its work is done by the command files beside it; each method hands them what they need.
 */
export class InterviewService {
  constructor(
    repo: InterviewRepository,
    resumes: ResumesService,
    positions: PositionsService,
    ai: TInterviewEngine,
    options: TInterviewOptions = {},
  ) {
    const now = options.now ?? (() => new Date());
    this.deps = {
      repo,
      resumes,
      positions,
      ai,
      now,
      log: options.log,
      stt: options.stt,
      onProductUsed: options.onProductUsed,
      files: options.files,
    };
    this.practice = new PracticePlans(repo, now);
  }

  /** The practice plan across sessions (practice-plan.ts). */
  readonly practice: PracticePlans;

  private readonly deps: TInterviewDeps;
  /** Audio uploads running per user in this process (AUDIO_KEEP.uploadsAtOnce). */
  private readonly audioUploads = new Map<number, number>();

  // ── Templates (manage-templates.ts) ──

  listTemplates(userId: number): Promise<TInterviewTemplate[]> {
    return listTemplates(this.deps, userId);
  }

  createTemplate(userId: number, input: TCustomTemplateInput): Promise<TInterviewTemplate> {
    return createTemplate(this.deps, userId, input);
  }

  updateTemplate(userId: number, id: number, input: TCustomTemplateInput): Promise<TInterviewTemplate> {
    return updateTemplate(this.deps, userId, id, input);
  }

  deleteTemplate(userId: number, id: number): Promise<void> {
    return deleteTemplate(this.deps, userId, id);
  }

  // ── Settings (interview-settings.ts) ──

  settings(userId: number): Promise<TInterviewSettings> {
    return readSettings(this.deps, userId);
  }

  updateSettings(userId: number, patch: Partial<TInterviewSettings>): Promise<TInterviewSettings> {
    return updateSettings(this.deps, userId, patch);
  }

  // ── Sessions (start-session.ts, read-sessions.ts) ──

  start(userId: number, req: TStartInterviewRequest): Promise<TInterviewSession> {
    return startSession(this.deps, userId, req);
  }

  session(userId: number, id: number): Promise<TInterviewSession> {
    return readSession(this.deps, userId, id);
  }

  sessions(
    userId: number,
    q: { page: number; page_size: number; mode?: TInterviewSession['mode']; status?: TSessionStatus },
  ) {
    return listSessions(this.deps, userId, q);
  }

  questions(userId: number, id: number): Promise<TInterviewQuestion[]> {
    return listQuestions(this.deps, userId, id);
  }

  feedback(userId: number, id: number): Promise<TAnsweredQuestion[]> {
    return listFeedback(this.deps, userId, id);
  }

  /** "再答一次" (retry-answer.ts): judged beside the recorded score, never recorded. */
  retryAnswer(userId: number, sessionId: number, req: TRetryAnswerRequest): Promise<TRetryAnswerResponse> {
    return retryAnswer(this.deps, userId, sessionId, req);
  }

  /** A hint for a question of an open session (hint-question.ts). */
  hint(userId: number, sessionId: number, questionId: number): Promise<TQuestionHint> {
    return questionHint(this.deps, userId, sessionId, questionId);
  }

  // ── Answers (submit-answer.ts) ──

  submitAnswer(userId: number, req: TSubmitAnswerRequest): Promise<TSubmitAnswerResponse> {
    return submitAnswer(this.deps, userId, req);
  }

  // ── The end, the report and the minutes (end-session.ts, finish-session.ts, read-report.ts) ──

  /** The report of an ended session (409 while it is still open). */
  report(userId: number, id: number): Promise<TInterviewReport> {
    return reportOf(this.deps, userId, id);
  }

  /** Ends the session (ending twice returns the same report). */
  end(userId: number, id: number): Promise<TInterviewReport> {
    return endSession(this.deps, userId, id);
  }

  /** Deletes a session with its answers and audio; an open mock session is ended (and charged) first. */
  deleteSession(userId: number, id: number): Promise<void> {
    return deleteSession(this.deps, userId, id);
  }

  /** Every ended session's report with its check: complete, answers without speech, typed fallbacks. */
  reportChecks(userId: number): Promise<TReportCheck[]> {
    return reportChecks(this.deps, userId);
  }

  /** The report as a PDF (the resume export's A4 layout and embedded Chinese font). */
  reportPdf(userId: number, id: number): Promise<{ body: Buffer; title: string }> {
    return reportPdf(this.deps, userId, id);
  }

  /** How the candidate fits the session's position (assess-fit.ts). */
  fit(userId: number, id: number): Promise<TInterviewFit> {
    return assessFit(this.deps, userId, id);
  }

  // ── Voice answers (audio-files.ts, transcribe-answer.ts) ──

  capabilities(): TVoiceCapabilities {
    return {
      stt: {
        provider: this.deps.stt ? this.deps.stt.provider : null,
        max_audio_bytes: INTERVIEW_LIMITS.audioBytes,
        formats: AUDIO_FORMATS.map((f) => f.mime),
      },
    };
  }

  /**
   * Holds one of the user's audio upload places (AUDIO_KEEP.uploadsAtOnce) until `done`: 429 when
   * the user already has that many running. Taken before a byte of the upload is read.
   */
  beginAudioUpload(userId: number): { done: () => void } {
    return beginAudioUpload(this.audioUploads, userId);
  }

  /** Streams an upload's audio into the file store (never whole in memory). */
  saveAudioStream(source: Readable): Promise<{ key: string; bytes: number }> {
    if (!this.deps.files) throw new Error('interview module has no file store');
    return this.deps.files.saveStream(source);
  }

  /** Removes stored files whose rows are gone; a failure is logged, never thrown. */
  removeFiles(keys: string[]): Promise<void> {
    return removeFiles(this.deps, keys);
  }

  /** Transcribes the current question's answer from its stored audio (transcribe-answer.ts). */
  transcribe(
    userId: number,
    req: { session_id: number; question_id: number; audio: TStoredAudio },
  ): Promise<TTranscription> {
    return transcribe(this.deps, userId, req);
  }

  /** Audio of sessions that ended or ran out goes, rows and files (also on a timer, see app.ts). */
  sweepAudio(): Promise<void> {
    return sweepAudio(this.deps);
  }

  /** Sessions left open past their duration and grace period end as 'expired'. */
  expireDue(userId: number): Promise<void> {
    return expireDue(this.deps, userId);
  }

  minutes(userId: number): Promise<TMinutes> {
    return minutesLeft(this.deps, userId);
  }

  stats(userId: number): Promise<TInterviewStats> {
    return readStats(this.deps, userId);
  }
}
