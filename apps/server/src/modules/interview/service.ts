import type { Readable } from 'node:stream';
import type { TFileStore } from '../../storage/index.ts';
import {
  AppError,
  DEFAULT_INTERVIEW_SETTINGS,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES as M,
  type TAiPosition,
  type TAnsweredQuestion,
  type TCustomTemplateInput,
  type TInterviewDifficulty,
  type TInterviewFit,
  type TInterviewQuestion,
  type TInterviewReport,
  type TInterviewSession,
  type TInterviewSettings,
  type TInterviewStats,
  type TInterviewTemplate,
  type TMinutes,
  type TMinutesEntry,
  type TQuestionHint,
  type TReportCheck,
  type TSessionConfig,
  type TSessionStatus,
  type TStartInterviewRequest,
  type TRetryAnswerRequest,
  type TRetryAnswerResponse,
  type TSubmitAnswerRequest,
  type TSubmitAnswerResponse,
  type TTemplateType,
  type TTranscription,
  type TVoiceCapabilities,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  SttError,
  type AiProvider,
  type InterviewAgents,
  type SttClient,
  type TPlannedQuestion,
  type TTemplateQuestion,
} from '../../ai/provider.ts';
import { renderModelPdf } from '../export/index.ts';
import { aiResume, toAiPosition } from '../optimizations/index.ts';
import type { PositionsService } from '../positions/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import type { InterviewRepository, TQuestionRow, TSessionRow, TTemplateRow } from './repository.ts';
import { deliveryOf, isScored, questionLabels, reportCheckOf, reportExportModel } from './report-view.ts';
import { BUILTIN_TEMPLATES, isBuiltinTemplate, isPractice, plannedMinutes, practiceName } from './templates.ts';
import { PracticePlans } from './practice-plan.ts';

export type TInterviewEngine = Pick<AiProvider, 'name'> & InterviewAgents;

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
 * What one user's voice audio may hold (issue 34, item 5). Only the current question of a session
 * keeps audio, so `files` is also how many open sessions keep any: beyond these the user's oldest
 * audio is let go (it only served a transcription retry). `uploadsAtOnce` bounds the files being
 * written for one user (per server process) before those bounds can be applied.
 */
export const AUDIO_KEEP = { files: 3, bytes: 40 * 1024 * 1024, uploadsAtOnce: 2 } as const;

/** A voice answer's audio, already streamed to the file store; `head` is its first bytes. */
export interface TStoredAudio {
  key: string;
  bytes: number;
  head: Uint8Array;
}

/** Audio a voice answer may arrive as, told by its first bytes (never by the name or the header). */
const AUDIO_FORMATS = [
  { mime: 'audio/wav', ext: 'wav', test: (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WAVE' },
  {
    mime: 'audio/webm',
    ext: 'webm',
    test: (b: Uint8Array) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  },
  { mime: 'audio/ogg', ext: 'ogg', test: (b: Uint8Array) => ascii(b, 0, 4) === 'OggS' },
  {
    mime: 'audio/mpeg',
    ext: 'mp3',
    test: (b: Uint8Array) => ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
  { mime: 'audio/mp4', ext: 'm4a', test: (b: Uint8Array) => ascii(b, 4, 4) === 'ftyp' },
] as const;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function audioFormatOf(bytes: Uint8Array): (typeof AUDIO_FORMATS)[number] | undefined {
  if (bytes.byteLength < 12) return undefined;
  return AUDIO_FORMATS.find((f) => f.test(bytes));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 60_000));

function toTemplate(row: TTemplateRow): TInterviewTemplate {
  const difficulty = z.enum(['easy', 'medium', 'hard']).catch('medium').parse(row.difficulty);
  return {
    id: row.id,
    name: row.name,
    type: 'custom',
    description: row.description ?? `自定义题库，共 ${row.questions.length} 道题`,
    question_count: row.questions.length,
    duration_minutes: plannedMinutes(row.questions.length, DEFAULT_INTERVIEW_SETTINGS.answer_time_limit_s),
    difficulty,
    builtin: false,
    questions: row.questions.map(({ origin: _origin, ...question }) => question),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * True when a mock session ends earlier than its plan, its grace time and its follow-ups would
 * make it: its end was cut to the minutes its owner could pay for (insertSession, recordAnswer).
 */
function isCutByMinutes(row: TSessionRow, questions: Pick<TQuestionRow, 'parentId' | 'timeLimitS'>[]): boolean {
  if (row.mode !== 'mock') return false;
  const followUpMs = questions.reduce((sum, q) => sum + (q.parentId === null ? 0 : q.timeLimitS * 1000), 0);
  const plannedMs = (row.config.duration_minutes + INTERVIEW_LIMITS.graceMinutes) * 60_000 + followUpMs;
  return row.expiresAt.getTime() < row.createdAt.getTime() + plannedMs;
}

/**
 * `counts`: the session's main questions answered and skipped (none when absent); `minutesLimited`:
 * an open mock session that ends when its minutes do (isCutByMinutes).
 */
function toSession(
  row: TSessionRow,
  counts?: { answered: number; skipped: number },
  minutesLimited = false,
): TInterviewSession {
  return {
    id: row.id,
    mode: row.mode as TInterviewSession['mode'],
    status: row.status as TSessionStatus,
    resume_id: row.resumeId,
    position_id: row.positionId,
    template_id:
      row.templateId === null ? null : isBuiltinTemplate(row.templateId) ? row.templateId : Number(row.templateId),
    title: row.title,
    config: row.config,
    question_count: row.questionCount,
    answered_count: counts?.answered ?? 0,
    skipped_count: counts?.skipped ?? 0,
    overall_score: row.overallScore,
    minutes_charged: row.minutesCharged,
    engine: row.engine === 'openai' ? 'openai' : 'builtin',
    created_at: row.createdAt.toISOString(),
    ended_at: iso(row.endedAt),
    expires_at: row.expiresAt.toISOString(),
    minutes_limited: minutesLimited && row.status === 'in_progress',
  };
}

function toQuestion(row: TQuestionRow): TInterviewQuestion {
  return {
    id: row.id,
    order: row.ord,
    kind: row.kind as TInterviewQuestion['kind'],
    text: row.text,
    source: row.source,
    parent_id: row.parentId,
    time_limit_s: row.timeLimitS,
    competency: row.rubric.competency,
    answered: row.answeredAt !== null,
  };
}

const planned = (row: TQuestionRow): TPlannedQuestion => ({
  kind: row.kind as TPlannedQuestion['kind'],
  text: row.text,
  source: row.source,
  time_limit_s: row.timeLimitS,
  rubric: row.rubric,
});

/**
 * The interview service (issue 13): templates, settings, sessions planned by the interviewer
 * agent, answers judged by the evaluator agent, reports, and the minutes a mock interview spends.
 */
/** Questions of this many latest sessions are asked again only when nothing new is left. */
const RECENT_SESSIONS = 3;

export class InterviewService {
  constructor(
    private readonly repo: InterviewRepository,
    private readonly resumes: ResumesService,
    private readonly positions: PositionsService,
    private readonly ai: TInterviewEngine,
    options: TInterviewOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.log = options.log;
    this.stt = options.stt;
    this.onProductUsed = options.onProductUsed;
    this.files = options.files;
    this.practice = new PracticePlans(repo, this.now);
  }

  /** The practice plan across sessions (practice-plan.ts). */
  readonly practice: PracticePlans;

  private readonly now: () => Date;
  private readonly log: FastifyBaseLogger | undefined;
  private readonly stt: SttClient | undefined;
  private readonly onProductUsed: ((userId: number) => Promise<void>) | undefined;
  private readonly files: TFileStore | undefined;
  /** Audio uploads running per user in this process (AUDIO_KEEP.uploadsAtOnce). */
  private readonly audioUploads = new Map<number, number>();

  // ── Templates ──

  /** The built-in templates and the user's own banks (a practice of weak points is no bank of theirs). */
  async listTemplates(userId: number): Promise<TInterviewTemplate[]> {
    const own = await this.repo.listTemplates(userId);
    return [...BUILTIN_TEMPLATES, ...own.filter((row) => !isPractice(row.questions)).map(toTemplate)];
  }

  async createTemplate(userId: number, input: TCustomTemplateInput): Promise<TInterviewTemplate> {
    const practice = input.practice_of ? await this.practiceOf(userId, input.practice_of, input.questions) : null;
    const row = await this.repo.insertTemplate({
      userId,
      name: practice?.name ?? input.name,
      description: input.description ?? null,
      difficulty: input.difficulty ?? 'medium',
      questions: practice?.questions ?? input.questions,
    });
    return toTemplate(row);
  }

  /**
   * A practice of a session's weak points (issue 36): each question that session asked keeps its
   * kind, source and rubric, so it is labelled and judged as it was there (a resume line, a
   * requirement, the bank), not as 自定义题 / 来自你的题库; named after the session once
   * (薄弱项练习 · 岗位 · 模板), so its sessions do not repeat the position.
   */
  private async practiceOf(
    userId: number,
    sessionId: number,
    questions: TCustomTemplateInput['questions'],
  ): Promise<{ name: string; questions: TTemplateQuestion[] }> {
    const session = await this.sessionRow(userId, sessionId);
    const asked = (await this.repo.questions(session.id)).filter((q) => q.parentId === null);
    const askedAs = (text: string) =>
      asked.find((q) => q.text === text || q.text.slice(0, INTERVIEW_LIMITS.questionText).trim() === text);
    return {
      name: practiceName(session.title),
      questions: questions.map((question) => {
        const before = askedAs(question.text.trim());
        if (!before) return question;
        const { kind, source, rubric } = planned(before);
        return { ...question, origin: { kind, source, rubric } };
      }),
    };
  }

  async updateTemplate(userId: number, id: number, input: TCustomTemplateInput): Promise<TInterviewTemplate> {
    const row = await this.repo.updateTemplate(userId, id, {
      name: input.name,
      description: input.description ?? null,
      difficulty: input.difficulty ?? 'medium',
      questions: input.questions,
    });
    if (!row) throw new AppError('NOT_FOUND', M.templateNotFound);
    return toTemplate(row);
  }

  async deleteTemplate(userId: number, id: number): Promise<void> {
    if (!(await this.repo.deleteTemplate(userId, id))) throw new AppError('NOT_FOUND', M.templateNotFound);
  }

  // ── Settings ──

  async settings(userId: number): Promise<TInterviewSettings> {
    return { ...DEFAULT_INTERVIEW_SETTINGS, ...(await this.repo.getSettings(userId)) };
  }

  async updateSettings(userId: number, patch: Partial<TInterviewSettings>): Promise<TInterviewSettings> {
    const next = { ...(await this.settings(userId)), ...patch };
    await this.repo.saveSettings(userId, next);
    return next;
  }

  // ── Sessions ──

  /** The position a session is about (400 when it is not the user's). */
  private async positionFor(userId: number, positionId: number | null | undefined): Promise<TAiPosition | null> {
    if (!positionId) return null;
    try {
      return toAiPosition(await this.positions.get(userId, positionId));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('BAD_REQUEST', M.positionNotFound);
      throw error;
    }
  }

  private async templateFor(
    userId: number,
    id: TStartInterviewRequest['template_id'],
  ): Promise<{ type: TTemplateType; name: string; row: TTemplateRow | null; difficulty: TInterviewDifficulty | null }> {
    if (id === undefined || id === null)
      return { type: 'comprehensive', name: '综合面试', row: null, difficulty: null };
    if (isBuiltinTemplate(id)) {
      const t = BUILTIN_TEMPLATES.find((b) => b.id === id)!;
      return { type: t.type, name: t.name, row: null, difficulty: t.difficulty };
    }
    const row = await this.repo.findTemplate(userId, id);
    if (!row) throw new AppError('NOT_FOUND', M.templateNotFound);
    return { type: 'custom', name: row.name, row, difficulty: null };
  }

  /** The session's settings: the request's, else the template's count, else the user's settings. */
  private configFor(
    mode: TStartInterviewRequest['mode'],
    settings: TInterviewSettings,
    template: Awaited<ReturnType<InterviewService['templateFor']>>,
    input: TStartInterviewRequest['config'],
  ): TSessionConfig {
    const builtin = BUILTIN_TEMPLATES.find((b) => b.type === template.type && template.row === null);
    const questionCount = template.row
      ? template.row.questions.length
      : (input?.question_count ?? builtin?.question_count ?? INTERVIEW_LIMITS.questionCount.default);
    const answerTime = input?.answer_time_limit_s ?? settings.answer_time_limit_s;
    return {
      question_count: questionCount,
      difficulty: input?.difficulty ?? template.difficulty ?? settings.difficulty,
      answer_time_limit_s: answerTime,
      // A formal interview gives its verdict in the report, never during the interview.
      feedback_mode: mode === 'formal' ? 'end' : (input?.feedback_mode ?? settings.feedback_mode),
      follow_ups: input?.follow_ups ?? settings.follow_ups,
      duration_minutes: plannedMinutes(questionCount, answerTime),
    };
  }

  async start(userId: number, req: TStartInterviewRequest): Promise<TInterviewSession> {
    await this.expireDue(userId);
    const resume = await this.resumes.get(userId, req.resume_id);
    const position = await this.positionFor(userId, req.position_id);
    const template = await this.templateFor(userId, req.template_id);
    if (req.mode === 'mock') {
      await this.repo.ensureGrant(userId, INTERVIEW_LIMITS.signupGrantMinutes);
      // Checked early to spare the planning; checked again, and the expiry cut, under the minutes lock.
      if ((await this.minutes(userId)).left <= 0) throw new AppError('PAYMENT_REQUIRED', M.noMinutes);
    }
    const config = this.configFor(req.mode, await this.settings(userId), template, req.config);
    const context = { resume: aiResume(resume), position };
    const counts = await this.repo.sessionCounts(userId);
    const plan = await this.ai.planInterview({
      mode: req.mode,
      resume: context.resume,
      position: position ?? undefined,
      difficulty: config.difficulty,
      question_count: config.question_count,
      answer_time_limit_s: config.answer_time_limit_s,
      template: { type: template.type, questions: template.row?.questions },
      seed: userId * 7_919 + counts.mock + counts.formal + 1,
      asked_before: await this.repo.recentQuestionTexts(userId, RECENT_SESSIONS),
    });
    const created = this.now();
    const inserted = await this.repo.insertSession(
      {
        userId,
        mode: req.mode,
        status: 'in_progress',
        resumeId: resume.id,
        positionId: position?.id ?? null,
        templateId: req.template_id === undefined || req.template_id === null ? null : String(req.template_id),
        // A practice is named after its session, which names the position already.
        title: [
          ...(template.row && isPractice(template.row.questions)
            ? template.name
            : `${position?.name ?? resume.file_name} · ${template.name}`),
        ]
          .slice(0, 120)
          .join(''),
        config: { ...config, question_count: plan.length },
        context,
        engine: this.ai.name,
        questionCount: plan.length,
        createdAt: created,
        lastActivityAt: created,
        // A mock session cannot outlast the minutes left either: the repository cuts it to them.
        expiresAt: new Date(created.getTime() + (config.duration_minutes + INTERVIEW_LIMITS.graceMinutes) * 60_000),
      },
      plan.map((q, i) => ({
        ord: i + 1,
        followIndex: 0,
        parentId: null,
        kind: q.kind,
        text: q.text,
        source: q.source,
        timeLimitS: q.time_limit_s,
        rubric: q.rubric,
      })),
    );
    if ('openSessionId' in inserted) throw new AppError('CONFLICT', M.mockOpen, { session_id: inserted.openSessionId });
    if ('noMinutes' in inserted) throw new AppError('PAYMENT_REQUIRED', M.noMinutes);
    return toSession(inserted.row, undefined, isCutByMinutes(inserted.row, []));
  }

  /** The caller's session (404 for anyone else's), expired first if its time is up. */
  private async sessionRow(userId: number, id: number): Promise<TSessionRow> {
    let row = await this.repo.findSession(userId, id);
    if (!row) throw new AppError('NOT_FOUND', M.sessionNotFound);
    if (row.status === 'in_progress' && row.expiresAt < this.now()) {
      await this.finishSession(row, 'expired');
      row = (await this.repo.findSession(userId, id))!;
    }
    return row;
  }

  async session(userId: number, id: number): Promise<TInterviewSession> {
    const [session] = await this.withCounts([await this.sessionRow(userId, id)]);
    return session!;
  }

  /**
   * Sessions as the API shows them, with their main questions answered and skipped, and whether an
   * open mock session (one per user at most) ends when its minutes do.
   */
  private async withCounts(rows: TSessionRow[]): Promise<TInterviewSession[]> {
    const counts = await this.repo.mainQuestionCounts(rows.map((r) => r.id));
    return Promise.all(
      rows.map(async (r) => {
        const open = r.mode === 'mock' && r.status === 'in_progress';
        return toSession(r, counts.get(r.id), open && isCutByMinutes(r, await this.repo.questions(r.id)));
      }),
    );
  }

  /**
   * An answer to a session that is over: refused, saying why. A mock session that ended because its
   * minutes did answers 402 (what the minutes paid for is used); any other, 409.
   */
  private async refuseClosed(session: TSessionRow): Promise<never> {
    if (session.status === 'expired' && isCutByMinutes(session, await this.repo.questions(session.id)))
      throw new AppError('PAYMENT_REQUIRED', M.minutesRanOut);
    throw new AppError('CONFLICT', M.sessionClosed);
  }

  async sessions(
    userId: number,
    q: { page: number; page_size: number; mode?: TInterviewSession['mode']; status?: TSessionStatus },
  ) {
    await this.expireDue(userId);
    const { rows, total } = await this.repo.listSessions(userId, q.page, q.page_size, q);
    return { items: await this.withCounts(rows), total, page: q.page, page_size: q.page_size };
  }

  async questions(userId: number, id: number): Promise<TInterviewQuestion[]> {
    const row = await this.sessionRow(userId, id);
    return (await this.repo.questions(row.id)).map(toQuestion);
  }

  async feedback(userId: number, id: number): Promise<TAnsweredQuestion[]> {
    const row = await this.sessionRow(userId, id);
    if (row.mode === 'formal' && row.status === 'in_progress') throw new AppError('CONFLICT', M.formalFeedbackLater);
    return (await this.repo.questions(row.id)).flatMap((q) =>
      q.answeredAt && q.feedback ? [{ question_id: q.id, answer_text: q.answerText ?? '', feedback: q.feedback }] : [],
    );
  }

  /**
   * "再答一次": judges a new answer to a question already answered, beside the recorded score. Not
   * recorded, not charged, the session's score unchanged: practice. A formal interview only once it
   * has ended (its feedback is hidden until then).
   */
  async retryAnswer(userId: number, sessionId: number, req: TRetryAnswerRequest): Promise<TRetryAnswerResponse> {
    const session = await this.sessionRow(userId, sessionId);
    if (session.mode === 'formal' && session.status === 'in_progress')
      throw new AppError('CONFLICT', M.formalFeedbackLater);
    const questions = await this.repo.questions(session.id);
    const question = questions.find((q) => q.id === req.question_id);
    if (!question) throw new AppError('NOT_FOUND', M.questionNotFound);
    if (!question.answeredAt || !question.feedback) throw new AppError('CONFLICT', M.retryNotAnswered);
    const answer = req.answer_text.trim();
    if (!/[\p{L}\p{N}]/u.test(answer)) throw new AppError('BAD_REQUEST', M.retryBlank);
    const main = question.parentId ? (questions.find((q) => q.id === question.parentId) ?? null) : null;
    const result = await this.ai.evaluateAnswer({
      question: planned(question),
      answer_text: answer,
      difficulty: session.config.difficulty,
      resume: session.context.resume,
      follow_ups_asked: INTERVIEW_LIMITS.followUps,
      follow_ups_enabled: false,
      thread: main ? [{ question: planned(main), answer_text: main.answerText ?? '' }] : [],
    });
    return {
      question_id: question.id,
      previous_score: question.feedback.skipped ? 0 : question.feedback.score,
      previous_skipped: question.feedback.skipped,
      feedback: result.feedback,
    };
  }

  /**
   * A hint for a question of an open session: the angles its rubric expects, named by topic
   * (the first words of each key point), never the reference outline.
   */
  async hint(userId: number, sessionId: number, questionId: number): Promise<TQuestionHint> {
    const session = await this.sessionRow(userId, sessionId);
    if (session.status !== 'in_progress') throw new AppError('CONFLICT', M.sessionClosed);
    if (session.mode === 'formal') throw new AppError('CONFLICT', M.formalNoHint);
    const question = (await this.repo.questions(session.id)).find((q) => q.id === questionId);
    if (!question) throw new AppError('NOT_FOUND', M.questionNotFound);
    const angles = question.rubric.key_points
      .slice(0, 4)
      .map((k) => k.split(/[：:，,（(]/)[0]!.trim())
      .filter(Boolean);
    const star = question.kind === 'behavioral' || question.kind === 'resume';
    const hint = angles.length
      ? `可以从这几个角度组织回答：${angles.join('、')}。${star ? '用一段真实经历，按情境、任务、行动、结果讲，最后给出结果或数据。' : '先给结论，再讲原理和你用过的实例。'}`
      : star
        ? '选一段真实经历，按情境、任务、行动、结果讲清楚，重点说你自己做了什么、结果如何。'
        : '先用一句话给出结论，再分两三点展开，最好结合你做过的项目举例。';
    return { question_id: question.id, hint, angles };
  }

  // ── Answers ──

  /** The question being answered must be the session's current one (the first unanswered). */
  private checkTurn(questions: TQuestionRow[], questionId: number): TQuestionRow {
    const question = questions.find((q) => q.id === questionId);
    if (!question) throw new AppError('NOT_FOUND', M.questionNotFound);
    if (question.answeredAt) throw new AppError('CONFLICT', M.alreadyAnswered);
    const current = questions.find((q) => !q.answeredAt);
    if (current?.id !== question.id) throw new AppError('CONFLICT', M.notCurrent);
    return question;
  }

  async submitAnswer(userId: number, req: TSubmitAnswerRequest): Promise<TSubmitAnswerResponse> {
    // Judged by when it arrived: the evaluation may take seconds, and an answer given in time counts.
    const receivedAt = this.now();
    const session = await this.sessionRow(userId, req.session_id);
    if (session.status !== 'in_progress') return this.refuseClosed(session);
    const questions = await this.repo.questions(session.id);
    const question = this.checkTurn(questions, req.question_id);
    const answer = req.answer_text.trim();
    // 'none' says no text came of the speech: with text, the text was typed.
    const speech =
      req.speech?.transcript === 'none' && answer ? { ...req.speech, transcript: 'typed' as const } : req.speech;

    // Judged first (no side effects), then recorded in one transaction with its follow-up.
    const main = question.parentId ? (questions.find((q) => q.id === question.parentId) ?? question) : question;
    const thread = questions.filter((q) => (q.id === main.id || q.parentId === main.id) && q.answeredAt);
    const followUpsAsked = questions.filter((q) => q.parentId === main.id).length;
    const result = await this.ai.evaluateAnswer({
      question: planned(question),
      answer_text: answer,
      duration_ms: req.duration_ms,
      speech,
      difficulty: session.config.difficulty,
      resume: session.context.resume,
      follow_ups_asked: followUpsAsked,
      follow_ups_enabled: session.config.follow_ups,
      thread: thread.map((q) => ({ question: planned(q), answer_text: q.answerText ?? '' })),
    });
    const asksFollowUp = result.follow_up && session.config.follow_ups && followUpsAsked < INTERVIEW_LIMITS.followUps;
    const recorded = await this.repo.recordAnswer({
      sessionId: session.id,
      questionId: question.id,
      values: {
        answerText: answer,
        durationMs: req.duration_ms ?? null,
        speech: speech ?? null,
        feedback: result.feedback,
      },
      followUp:
        asksFollowUp && result.follow_up
          ? {
              ord: main.ord,
              followIndex: followUpsAsked + 1,
              parentId: main.id,
              kind: 'follow_up',
              text: result.follow_up.text,
              source: result.follow_up.source,
              timeLimitS: result.follow_up.time_limit_s,
              rubric: result.follow_up.rubric,
            }
          : null,
      receivedAt,
      minutesOf: session.mode === 'mock' ? session.userId : null,
    });
    if (recorded.outcome === 'expired') {
      await this.finishSession(session, 'expired');
      return this.refuseClosed({ ...session, status: 'expired' });
    }
    if (recorded.outcome === 'closed') throw new AppError('CONFLICT', M.sessionClosed);
    if (recorded.outcome === 'answered') throw new AppError('CONFLICT', M.alreadyAnswered);
    if (recorded.outcome === 'not_current') throw new AppError('CONFLICT', M.notCurrent);
    // The answer's audio served its transcription: it is not kept beyond the answer.
    await this.removeFiles(await this.repo.deleteAudio({ sessionId: session.id, questionId: question.id }));

    const followUp = recorded.followUp;
    const next = followUp ?? (await this.repo.questions(session.id)).find((q) => !q.answeredAt);
    let status: TSessionStatus = 'in_progress';
    if (!next) status = (await this.end(userId, session.id)).status;
    return {
      feedback: session.config.feedback_mode === 'instant' ? result.feedback : null,
      next_question: next ? toQuestion(next) : null,
      is_follow_up: Boolean(followUp),
      session_status: status,
    };
  }

  // ── The end, the report and the minutes ──

  /** Ends a session: the report, then (once) the status change and a mock session's charge. */
  private async finishSession(row: TSessionRow, status: 'completed' | 'expired'): Promise<TInterviewReport> {
    // An answer recorded while the report was being written makes it stale: write it again.
    for (let attempt = 0; ; attempt += 1) {
      const fresh = attempt === 0 ? row : await this.repo.findSession(row.userId, row.id);
      if (!fresh) throw new AppError('NOT_FOUND', M.sessionNotFound);
      if (fresh.report) return fresh.report;
      const done = await this.tryFinish(fresh, status);
      if (done || attempt >= 4) return done ?? (await this.repo.findSession(row.userId, row.id))!.report!;
    }
  }

  /** One attempt at ending: the report, or null when an answer arrived meanwhile. */
  private async tryFinish(row: TSessionRow, status: 'completed' | 'expired'): Promise<TInterviewReport | null> {
    const endedAt = status === 'expired' ? row.expiresAt : this.now();
    // An expired session is charged for the time it was really used: up to its last answer. Never
    // past its end, which a mock session's minutes pay for (an answer judged across it).
    const usedUntil = new Date(
      Math.min((status === 'expired' ? row.lastActivityAt : endedAt).getTime(), row.expiresAt.getTime()),
    );
    const questions = await this.repo.questions(row.id);
    const body = await this.ai.reportInterview({
      mode: row.mode as TInterviewReport['mode'],
      title: row.title,
      resume: row.context.resume,
      position: row.context.position ?? undefined,
      questions: questions.map((q) => ({
        id: q.id,
        order: q.ord,
        parent_id: q.parentId,
        question: planned(q),
        answer_text: q.answeredAt ? (q.answerText ?? '') : null,
        duration_ms: q.durationMs,
        speech: q.speech,
        feedback: q.feedback,
      })),
    });
    const speakingOf = new Map(body.questions.map((q) => [q.question_id, q.speaking]));
    const report: TInterviewReport = {
      ...body,
      session_id: row.id,
      mode: row.mode as TInterviewReport['mode'],
      status,
      title: row.title,
      questions: questions.map((q) => ({
        question_id: q.id,
        order: q.ord,
        kind: q.kind as TInterviewQuestion['kind'],
        text: q.text,
        competency: q.rubric.competency,
        parent_id: q.parentId,
        answer_text: q.answerText ?? '',
        duration_ms: q.durationMs,
        feedback: q.feedback,
        speaking: speakingOf.get(q.id) ?? null,
        delivery: deliveryOf(q.speech, q.answeredAt !== null),
      })),
      duration_s: Math.max(0, Math.round((usedUntil.getTime() - row.createdAt.getTime()) / 1000)),
      minutes_charged: null,
      engine: row.engine === 'openai' ? 'openai' : 'builtin',
      created_at: row.createdAt.toISOString(),
      ended_at: endedAt.toISOString(),
    };
    // A session in which nothing was answered is neither charged nor scored (issue 36, item 3).
    const scored = report.answered > 0;
    const charge = row.mode === 'mock' && scored ? minutesBetween(row.createdAt, usedUntil) : null;
    const { won, stale, charged } = await this.repo.finish({
      userId: row.userId,
      sessionId: row.id,
      status,
      endedAt,
      report,
      chargeMinutes: status === 'completed' && charge !== null ? Math.max(1, charge) : charge,
      answeredCount: row.answeredCount,
      scored,
    });
    // Whoever ended it, the session needs no audio any more.
    if (!stale) await this.removeFiles(await this.repo.deleteAudio({ sessionId: row.id }));
    if (won && report.answered + report.skipped + (report.untranscribed ?? 0) > 0)
      void this.onProductUsed?.(row.userId);
    if (won) return { ...report, minutes_charged: charged };
    if (stale) return null;
    const stored = await this.repo.findSession(row.userId, row.id);
    return stored!.report!;
  }

  /** The report of an ended session (409 while it is still open). */
  async report(userId: number, id: number): Promise<TInterviewReport> {
    const row = await this.sessionRow(userId, id);
    if (!row.report) throw new AppError('CONFLICT', M.notEnded);
    return row.report;
  }

  /** Ends the session (ending twice returns the same report). */
  async end(userId: number, id: number): Promise<TInterviewReport> {
    const row = await this.sessionRow(userId, id);
    if (row.report) return row.report;
    return this.finishSession(row, 'completed');
  }

  /** Deletes a session with its answers and audio; an open mock session is ended (and charged) first. */
  async deleteSession(userId: number, id: number): Promise<void> {
    const row = await this.sessionRow(userId, id);
    // Only an open mock session needs ending first (its minutes); a formal one is simply removed.
    if (!row.report && row.mode === 'mock') await this.finishSession(row, 'completed');
    const deleted = await this.repo.deleteSession(userId, id);
    if (!deleted) throw new AppError('NOT_FOUND', M.sessionNotFound);
    await this.removeFiles(deleted.audioKeys);
  }

  /** Every ended session's report with its check: complete, answers without speech, typed fallbacks. */
  async reportChecks(userId: number): Promise<TReportCheck[]> {
    await this.expireDue(userId);
    const rows = await this.repo.endedWithReport(userId, 100, false);
    return rows.flatMap((r) => (r.report ? [reportCheckOf(r.id, r.report)] : []));
  }

  /** The report as a PDF (the resume export's A4 layout and embedded Chinese font). */
  async reportPdf(userId: number, id: number): Promise<{ body: Buffer; title: string }> {
    const report = await this.report(userId, id);
    const title = `${report.title} 面试报告`;
    return { body: await renderModelPdf(reportExportModel(report), { title }), title };
  }

  /** How the candidate fits the session's position: resume match plus the interview's evidence. */
  async fit(userId: number, id: number): Promise<TInterviewFit> {
    const row = await this.sessionRow(userId, id);
    if (!row.report) throw new AppError('CONFLICT', M.notEnded);
    const questions = await this.repo.questions(row.id);
    const labels = questionLabels(questions.map((q) => ({ question_id: q.id, order: q.ord, parent_id: q.parentId })));
    const position = row.context.position ?? undefined;
    const body = this.ai.fitInterview({
      resume: row.context.resume,
      position,
      interview_score: row.report.overall_score,
      questions: questions.map((q) => ({
        id: q.id,
        label: `第 ${labels.get(q.id) ?? q.ord} 题`,
        question: planned(q),
        answer_text: q.answeredAt ? (q.answerText ?? '') : null,
        score: isScored(q.feedback) ? q.feedback.score : null,
        specificity: isScored(q.feedback) ? q.feedback.dimensions.specificity : null,
      })),
    });
    return {
      ...body,
      session_id: row.id,
      position: position ? { id: position.id, title: position.name, company: position.company_name ?? null } : null,
      interview_score: row.report.overall_score,
    };
  }

  // ── Voice answers ──

  capabilities(): TVoiceCapabilities {
    return {
      stt: {
        provider: this.stt ? this.stt.provider : null,
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
    const running = this.audioUploads.get(userId) ?? 0;
    if (running >= AUDIO_KEEP.uploadsAtOnce) throw new AppError('TOO_MANY_REQUESTS', M.audioBusy);
    this.audioUploads.set(userId, running + 1);
    let released = false;
    return {
      done: () => {
        if (released) return;
        released = true;
        const left = (this.audioUploads.get(userId) ?? 1) - 1;
        if (left > 0) this.audioUploads.set(userId, left);
        else this.audioUploads.delete(userId);
      },
    };
  }

  /** Streams an upload's audio into the file store (never whole in memory). */
  saveAudioStream(source: Readable): Promise<{ key: string; bytes: number }> {
    if (!this.files) throw new Error('interview module has no file store');
    return this.files.saveStream(source);
  }

  /** Removes stored files whose rows are gone; a failure is logged, never thrown. */
  async removeFiles(keys: string[]): Promise<void> {
    if (keys.length === 0 || !this.files) return;
    const files = this.files;
    await Promise.all(
      keys.map((key) =>
        files.remove(key).catch((error: unknown) => this.log?.warn({ err: error }, 'audio file could not be removed')),
      ),
    );
  }

  /**
   * Transcribes the audio of the current question's answer with the configured service. The audio
   * arrives already streamed to the file store; it is kept (owner-only) until the answer is
   * recorded or the session ends, within what one user may keep (AUDIO_KEEP). Refused audio is
   * removed at once. The service reads it from the file, never from memory.
   */
  async transcribe(
    userId: number,
    req: { session_id: number; question_id: number; audio: TStoredAudio },
  ): Promise<TTranscription> {
    const { audio } = req;
    let kept = false;
    let format: (typeof AUDIO_FORMATS)[number] | undefined;
    let sessionId = req.session_id;
    let questionId = req.question_id;
    try {
      const session = await this.sessionRow(userId, req.session_id);
      if (session.status !== 'in_progress') throw new AppError('CONFLICT', M.sessionClosed);
      const question = this.checkTurn(await this.repo.questions(session.id), req.question_id);
      format = audioFormatOf(audio.head);
      if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.audioFormat);
      if (!this.stt) throw new AppError('SERVICE_UNAVAILABLE', M.sttUnavailable);
      // Audio of sessions that ended or ran out (a user who never came back) goes first.
      await this.sweepAudio();
      const saved = await this.repo.saveAudio(
        {
          userId,
          sessionId: session.id,
          questionId: question.id,
          mime: format.mime,
          bytes: audio.bytes,
          fileKey: audio.key,
        },
        AUDIO_KEEP,
      );
      if (!saved.saved) throw new AppError('CONFLICT', M.sessionClosed);
      kept = true;
      sessionId = session.id;
      questionId = question.id;
      await this.removeFiles(saved.released);
    } finally {
      if (!kept) await this.removeFiles([audio.key]);
    }
    return this.transcribeStored({ sessionId, questionId, key: audio.key, format: format! });
  }

  private async transcribeStored(a: {
    sessionId: number;
    questionId: number;
    key: string;
    format: (typeof AUDIO_FORMATS)[number];
  }): Promise<TTranscription> {
    const stt = this.stt!;
    try {
      // The session may have ended meanwhile (its audio removed): that is a failed transcription.
      const file = await this.files!.openBlob(a.key);
      if (!file) throw new SttError('network');
      try {
        const result = await stt.transcribe(file.blob, { name: `answer.${a.format.ext}`, mime: a.format.mime });
        return { question_id: a.questionId, text: result.text, provider: stt.provider, duration_ms: result.durationMs };
      } finally {
        await file.release();
      }
    } catch (error) {
      // Never the audio or its text: only what went wrong.
      const detail = error instanceof SttError ? { kind: error.kind, status: error.status } : { kind: 'unknown' };
      this.log?.warn({ stt: detail, session: a.sessionId }, 'speech-to-text failed; the answer falls back');
      // Logged once, above; the error handler need not log it again as an error.
      throw Object.assign(new AppError('SERVICE_UNAVAILABLE', M.sttFailed), { logLevel: 'info' as const });
    }
  }

  /** Audio of sessions that ended or ran out goes, rows and files (also on a timer, see app.ts). */
  async sweepAudio(): Promise<void> {
    await this.removeFiles(await this.repo.sweepAudio(this.now()));
  }

  /** Sessions left open past their duration and grace period end as 'expired'. */
  async expireDue(userId: number): Promise<void> {
    for (const row of await this.repo.dueSessions(userId, this.now())) {
      try {
        await this.finishSession(row, 'expired');
      } catch (error) {
        this.log?.error({ err: error, session: row.id }, 'interview session could not be expired');
      }
    }
  }

  async minutes(userId: number): Promise<TMinutes> {
    const { granted, used } = await this.repo.minutes(userId);
    return { granted, used, left: Math.max(0, granted - used) };
  }

  async stats(userId: number): Promise<TInterviewStats> {
    await this.expireDue(userId);
    await this.repo.ensureGrant(userId, INTERVIEW_LIMITS.signupGrantMinutes);
    const [sessions, minutes, average, ended, ledger] = await Promise.all([
      this.repo.sessionCounts(userId),
      this.minutes(userId),
      this.repo.averageScore(userId),
      this.repo.endedWithReport(userId, 10),
      this.repo.ledger(userId, 50),
    ]);
    return {
      sessions,
      minutes,
      average_score: average,
      trend: ended.reverse().flatMap((s) =>
        s.report
          ? [
              {
                session_id: s.id,
                mode: s.mode as TInterviewSession['mode'],
                created_at: s.createdAt.toISOString(),
                overall_score: s.report.overall_score,
                dimensions: s.report.dimensions,
              },
            ]
          : [],
      ),
      ledger: ledger.map((e): TMinutesEntry => ({
        id: e.id,
        kind: e.kind as TMinutesEntry['kind'],
        minutes: e.minutes,
        session_id: e.sessionId,
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
    };
  }
}
