import {
  AppError,
  findGaps,
  OPTIMIZATION_LIMITS,
  OPTIMIZATION_MESSAGES,
  RESUME_MESSAGES,
  type TAiPosition,
  type TAnalysis,
  type TAnalysisType,
  type TChatMessage,
  type TConversation,
  type TConversationList,
  type TModification,
  type TOptimizationRecord,
  type TOptimizationResult,
  type TOptimizationSummary,
  type TOptimizationType,
  type TPosition,
  type TProxyAnalyzeRequest,
  type TProxyAnalyzeResponse,
  type TProxyOptimizeRequest,
  type TResume,
  type TResumeJson,
} from '@offerpilot/shared';
import { parseJobAdvert, extractSkills, parseResume } from '../../text/index.ts';
import { applyModificationsReport, EMPTY_CHAT_CONTEXT, type AiProvider, type TAiResume } from '../../ai/provider.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { PositionsService } from '../positions/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import type { OptimizationsRepository, TConversationRow, TOptimizationKey, TOptimizationRow } from './repository.ts';

const M = OPTIMIZATION_MESSAGES;

export function toRecord(row: TOptimizationRow): TOptimizationRecord {
  return {
    id: row.id,
    resume_id: row.resumeId,
    position_id: row.positionId,
    optimization_type: row.optimizationType,
    optimization_focus: row.optimizationFocus,
    target_position: row.targetPosition,
    company_name: row.companyName,
    parsed_modifications: row.parsedModifications,
    rejected_modifications: row.rejectedModifications,
    ai_model: row.aiModel,
    processing_time_ms: row.processingTimeMs,
    parse_success: row.parseSuccess,
    quality_score: row.qualityScore,
    quality_score_before: row.qualityScoreBefore,
    status: row.status,
    summary: row.summary,
    fallback_reason: row.fallbackReason,
    original_resume_json: row.originalResumeJson,
    optimized_resume_json: row.optimizedResumeJson,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toSummary(row: TOptimizationRow & { resumeFileName: string }): TOptimizationSummary {
  const { original_resume_json: _o, optimized_resume_json: _p, rejected_modifications: _r, ...rest } = toRecord(row);
  return { ...rest, modifications_count: row.parsedModifications.length, resume_file_name: row.resumeFileName };
}

function toConversation(row: TConversationRow): TConversation {
  return {
    conversation_id: row.id,
    resume_id: row.resumeId,
    position_id: row.positionId,
    messages: row.messages,
    context: row.context,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The title of a listed conversation: the first question asked, on one line, shortened. */
const TITLE_LENGTH = 40;
function conversationTitle(firstQuestion: string | null): string | null {
  const first = firstQuestion?.replace(/\s+/g, ' ').trim();
  if (!first) return null;
  return first.length > TITLE_LENGTH ? `${first.slice(0, TITLE_LENGTH)}…` : first;
}

/** How many conversations of one resume are listed (the most recently active). */
const CONVERSATIONS_LISTED = 50;

export function toAiPosition(position: TPosition): TAiPosition {
  return {
    id: position.id,
    name: position.name,
    company_name: position.company_name,
    responsibilities: position.responsibilities,
    requirements: position.requirements?.items.filter((item) => item.trim()) ?? [],
    experience_level: position.experience_level,
    industry: position.industry,
  };
}

const REQUIREMENT_WORDS =
  /(experience|degree|bachelor|master|phd|proficien|familiar|knowledge|understanding|ability to|skills?|熟悉|掌握|精通|了解|经验|学历|本科|硕士|博士|能力)/i;
const SENTENCE_BREAK = /(?<=[.;!?。；！？])\s+|\s+[•·●▪◆■*]\s+|\s+-\s+(?=[A-Z])/;
const TITLE_YEARS = /(\d+\s*[-–~至到]\s*\d+\s*年|\d+\s*年以上|\d+\s*\+?\s*(?:[-–]\s*\d+\s*)?(?:years?|yrs?))/i;
const MAX_ITEMS = 30;

/**
 * Requirement items from an advert pasted as text. A one-paragraph advert (common in English
 * postings) comes back from the reader as a few huge items mixing duties, company blurb and
 * benefits; those are cut into sentences and only the ones that name a skill or a requirement
 * (experience, degree, "familiar with"…) are kept, so the blurb does not dilute the match.
 */
export function advertRequirements(items: string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (item.length <= 300) {
      out.push(item);
      continue;
    }
    for (const sentence of item.split(SENTENCE_BREAK)) {
      const text = sentence.trim();
      if (text.length < 8) continue;
      if (extractSkills(text).length > 0 || REQUIREMENT_WORDS.test(text)) out.push(text.slice(0, 500));
    }
  }
  return out.slice(0, MAX_ITEMS);
}

/** A position described only by text (AI proxy calls): title and a pasted responsibilities text. */
export function adHocPosition(title: string | undefined, text: string | undefined): TAiPosition | undefined {
  if (!title?.trim() && !text?.trim()) return undefined;
  const parsed = parseJobAdvert(text ?? '');
  const lines = (text ?? '')
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  // "Junior Developer (1-4 years)": the title may be the only place the experience is stated.
  const titleYears = title ? (TITLE_YEARS.exec(title)?.[1] ?? null) : null;
  return {
    id: null,
    name: title?.trim() || parsed.title || '目标岗位',
    company_name: parsed.company,
    responsibilities: parsed.duties ?? (text?.trim() || null),
    // An advert without a requirements heading: every line counts as a requirement.
    requirements: advertRequirements(parsed.requirements.length > 0 ? parsed.requirements : lines),
    experience_level: titleYears ?? parsed.experience,
    industry: null,
  };
}

/** The resume as the engine reads it; an empty one (or one still being extracted) is refused. */
export function aiResume(resume: Pick<TResume, 'content' | 'resume_json_content'>, text?: string): TAiResume {
  const body = (text ?? resume.content ?? '').trim();
  if (!body || body === RESUME_MESSAGES.extracting) throw new AppError('BAD_REQUEST', M.resumeEmpty);
  const json = text === undefined && resume.resume_json_content ? resume.resume_json_content : parseResume(body);
  return { text: body, json };
}

/** The payloads of the AI runs as jobs (JSON: a job may be taken over by another process). */
interface TAnalyzeJob {
  userId: number;
  resumeId: number;
  type: TAnalysisType;
  positionId: number | null;
}
interface TOptimizeJob {
  userId: number;
  resumeId: number;
  type: TOptimizationType;
  positionId: number | null;
  force: boolean;
}
interface TProxyJob<B> {
  userId: number;
  resumeId: number;
  body: B;
}

export class OptimizationsService {
  /**
   * The long AI runs as jobs (modules/jobs): on PostgreSQL an accepted run outlives its request
   * and its process, and a retry with the same key gets the same run; else they run in place.
   */
  readonly queued;

  constructor(
    private readonly repo: OptimizationsRepository,
    private readonly resumes: ResumesService,
    private readonly positions: PositionsService,
    private readonly ai: AiProvider,
    queue: JobQueue,
  ) {
    this.queued = {
      analyze: queue.define<TAnalyzeJob, TAnalysis>('resume.analyze', (job) =>
        this.analyze(job.userId, job.resumeId, job.type, job.positionId),
      ),
      optimize: queue.define<TOptimizeJob, TOptimizationRecord>('resume.optimize', (job, run) =>
        this.optimize(job.userId, job.resumeId, job.type, job.positionId, job.force, { runKey: run.runId }),
      ),
      proxyAnalyze: queue.define<TProxyJob<TProxyAnalyzeRequest>, TProxyAnalyzeResponse>(
        'resume.proxy-analyze',
        (job) => this.proxyAnalyze(job.userId, job.resumeId, job.body),
      ),
      proxyOptimize: queue.define<TProxyJob<TProxyOptimizeRequest>, TOptimizationResult>(
        'resume.proxy-optimize',
        (job) => this.proxyOptimize(job.userId, job.resumeId, job.body),
      ),
    };
  }

  /** The caller's resume (404 for anyone else's). */
  resumeFor(userId: number, resumeId: number): Promise<TResume> {
    return this.resumes.get(userId, resumeId);
  }

  /** The position for a job-based call: it must be the user's (400 in the caller's words otherwise). */
  async position(userId: number, positionId: number): Promise<TAiPosition> {
    try {
      return toAiPosition(await this.positions.get(userId, positionId));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('BAD_REQUEST', M.positionNotFound);
      throw error;
    }
  }

  /** The position of a proxy call: a stored one, or one made of a pasted title and advert. */
  private async proxyPosition(
    userId: number,
    body: {
      position_id?: number | null | undefined;
      job_title?: string | undefined;
      job_responsibilities?: string | undefined;
    },
  ): Promise<TAiPosition> {
    const position = body.position_id
      ? await this.position(userId, body.position_id)
      : adHocPosition(body.job_title, body.job_responsibilities);
    if (!position) throw new AppError('BAD_REQUEST', M.jobNeedsPosition);
    return position;
  }

  /** Spec §7 `/proxy/resume/ai/analyze`: a stateless analysis, of the text sent along if any. */
  async proxyAnalyze(userId: number, resumeId: number, body: TProxyAnalyzeRequest): Promise<TProxyAnalyzeResponse> {
    const resume = await this.resumes.get(userId, resumeId);
    const position = body.analysis_type === 'job_based' ? await this.proxyPosition(userId, body) : undefined;
    const analysis = await this.ai.analyze({
      resume: aiResume(resume, body.resume_text?.trim() ? body.resume_text : undefined),
      type: body.analysis_type,
      position,
    });
    return { analysis_result: analysis, result: analysis };
  }

  /** Spec §7 `/proxy/resume/ai/optimize`: a stateless optimisation, nothing stored. */
  async proxyOptimize(userId: number, resumeId: number, body: TProxyOptimizeRequest): Promise<TOptimizationResult> {
    const resume = await this.resumes.get(userId, resumeId);
    const wantsPosition = body.optimization_type === 'position' || body.optimization_type === 'job_based';
    const position = wantsPosition ? await this.proxyPosition(userId, body) : undefined;
    const input = aiResume(resume);
    return this.ai.optimize({
      resume: body.original_resume_json ? { text: input.text, json: body.original_resume_json } : input,
      type: position ? 'position' : 'direct',
      position,
    });
  }

  async analyze(
    userId: number,
    resumeId: number,
    type: TAnalysisType,
    positionId: number | null | undefined,
  ): Promise<TAnalysis> {
    const resume = await this.resumes.get(userId, resumeId);
    if (type === 'job_based' && !positionId) throw new AppError('BAD_REQUEST', M.jobBasedNeedsPosition);
    const position = type === 'job_based' && positionId ? await this.position(userId, positionId) : undefined;
    return this.ai.analyze({ resume: aiResume(resume), type, position });
  }

  /**
   * Spec §7 optimise. Without force an existing record for the same resume, type and position is
   * answered (a run in progress included); with force (refresh) a new one is computed and the old
   * one is superseded. A failed run leaves nothing behind.
   */
  async optimize(
    userId: number,
    resumeId: number,
    type: TOptimizationType,
    positionId: number | null | undefined,
    force: boolean,
    options: { runKey?: string } = {},
  ): Promise<TOptimizationRecord> {
    const resume = await this.resumes.get(userId, resumeId);
    if (type === 'position' && !positionId) throw new AppError('BAD_REQUEST', M.positionRequired);
    const position = type === 'position' && positionId ? await this.position(userId, positionId) : undefined;
    const input = aiResume(resume);
    const key: TOptimizationKey = { resumeId, type, positionId: position?.id ?? null };
    await this.repo.failStale(key, new Date(Date.now() - OPTIMIZATION_LIMITS.staleProcessingMs));
    // A job run taken over after its process died: answer the record it finished, or carry on
    // with the row it left processing, so a crash never leaves two records for one request.
    const earlier = options.runKey ? await this.repo.findByRunKey(options.runKey) : undefined;
    if (earlier && earlier.status !== 'processing' && earlier.status !== 'failed') return toRecord(earlier);
    // Its row timed out as failed meanwhile: it goes, as a failed run's row does, and frees the run key.
    if (earlier?.status === 'failed') await this.repo.delete(earlier.id);
    if (!force && earlier?.status !== 'processing') {
      const existing = await this.repo.current(key);
      if (existing) return toRecord(existing);
    }
    const row =
      earlier?.status === 'processing'
        ? earlier
        : await this.repo.insertProcessing({
            userId,
            resumeId,
            positionId: key.positionId,
            optimizationType: type,
            targetPosition: position?.name ?? resume.position ?? null,
            companyName: position?.company_name ?? null,
            originalResumeJson: input.json,
            status: 'processing',
            runKey: options.runKey ?? null,
          });
    if (!row) {
      const running = await this.repo.current(key);
      if (running) return toRecord(running);
      throw new AppError('CONFLICT', M.busy);
    }
    const started = performance.now();
    let result: TOptimizationResult;
    try {
      result = await this.ai.optimize({ resume: input, type, position });
    } catch (error) {
      await this.repo.delete(row.id);
      throw error;
    }
    const completed = await this.repo.complete(row.id, key, {
      optimizationFocus: result.optimization_focus,
      parsedModifications: result.parsed_modifications,
      rejectedModifications: result.rejected_modifications,
      optimizedResumeJson: result.optimized_resume_json,
      aiModel: result.engine.model,
      processingTimeMs: Math.round(performance.now() - started),
      parseSuccess: result.parse_success,
      qualityScore: result.quality_score,
      qualityScoreBefore: result.quality_score_before,
      summary: result.summary,
      fallbackReason: result.engine.fallback_reason,
    });
    if (!completed) {
      // The resume was deleted meanwhile (404), or this run outlived the stale limit and a newer
      // run took over: answer the current record rather than overwrite it.
      await this.resumes.get(userId, resumeId);
      const current = await this.repo.current(key);
      if (current) return toRecord(current);
      throw new AppError('CONFLICT', M.busy);
    }
    return toRecord(completed);
  }

  async listForResume(userId: number, resumeId: number) {
    await this.resumes.get(userId, resumeId);
    const { rows } = await this.repo.list(userId, 1, OPTIMIZATION_LIMITS.maxPageSize, resumeId);
    return { items: rows.map(toSummary) };
  }

  async list(userId: number, page: number, pageSize: number, options: { currentOnly: boolean }) {
    const { rows, total } = await this.repo.list(userId, page, pageSize, undefined, options.currentOnly);
    return { items: rows.map(toSummary), total, page, page_size: pageSize };
  }

  async get(userId: number, id: number): Promise<TOptimizationRecord> {
    const row = await this.repo.find(userId, id);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    return toRecord(row);
  }

  /**
   * Applies accepted changes and saves them.
   * - As a new version (default): on the structured form — the optimisation's original when a
   *   record is named, so the changes land on the text they were written against — rendered as
   *   the new resume's text; the original resume stays.
   * - In place (the assistant's one-click apply): on the resume's own text, so nothing the parser
   *   did not capture (a header line, a link) is lost; each original must be found exactly once,
   *   additions go at the end; the structure is then read again from the text.
   * Changes that cannot be placed are reported in `skipped`, never counted as applied.
   */
  async apply(
    userId: number,
    resumeId: number,
    body: {
      modifications: TModification[];
      as_new_version: boolean;
      file_name?: string | undefined;
      optimization_id?: number | undefined;
    },
  ) {
    const resume = await this.resumes.get(userId, resumeId);
    const gaps = (mods: TModification[]) => mods.reduce((n, m) => n + findGaps(m.optimized).length, 0);
    if (!body.as_new_version) {
      if (body.optimization_id !== undefined) throw new AppError('BAD_REQUEST', M.applyRecordInPlace);
      let content = aiResume(resume).text;
      const applied: TModification[] = [];
      const skipped: string[] = [];
      for (const m of body.modifications) {
        const original = m.original.trim();
        if (!original) {
          content = `${content}\n${m.optimized.trim()}`;
          applied.push(m);
        } else if (content.split(original).length === 2) {
          content = content.replace(original, () => m.optimized.trim());
          applied.push(m);
        } else skipped.push(m.original);
      }
      const saved =
        applied.length > 0 ? await this.resumes.update(userId, resumeId, { content, position: undefined }) : resume;
      return { resume_id: saved.id, applied: applied.length, skipped, unfilled_gaps: gaps(applied), resume: saved };
    }
    let base: TResumeJson;
    if (body.optimization_id !== undefined) {
      const record = await this.get(userId, body.optimization_id);
      if (record.resume_id !== resumeId) throw new AppError('NOT_FOUND', M.notFound);
      base = record.original_resume_json ?? aiResume(resume).json;
    } else base = aiResume(resume).json;
    const { json, unplaced } = applyModificationsReport(base, body.modifications);
    const applied = body.modifications.filter((m) => !unplaced.includes(m));
    if (applied.length === 0) throw new AppError('BAD_REQUEST', M.nothingApplicable);
    const saved = await this.resumes.createVersion(userId, resumeId, json, body.file_name);
    return {
      resume_id: saved.id,
      applied: applied.length,
      skipped: unplaced.map((m) => m.original),
      unfilled_gaps: gaps(applied),
      resume: saved,
    };
  }

  // ── conversations ──────────────────────────────────────────────────────────────────────────

  async startChat(userId: number, resumeId: number, positionId: number | null | undefined): Promise<TConversation> {
    const resume = await this.resumes.get(userId, resumeId);
    const position = positionId ? await this.position(userId, positionId) : undefined;
    const input = aiResume(resume);
    // The opening turn: what the assistant can do, with the most valuable changes for this resume.
    const opening = await this.ai.chat({
      resume: input,
      position,
      history: [],
      context: EMPTY_CHAT_CONTEXT,
      message: '',
    });
    const now = new Date();
    const row = await this.repo.insertConversation({
      userId,
      resumeId,
      positionId: position?.id ?? null,
      messages: [
        {
          role: 'assistant',
          content: opening.reply,
          created_at: now.toISOString(),
          intent: opening.intent,
          suggestions: opening.suggestions,
        },
      ],
      context: { ...opening.context, turns: 0 },
      createdAt: now,
      updatedAt: now,
    });
    return toConversation(row);
  }

  private async conversationRow(userId: number, id: string): Promise<TConversationRow> {
    const row = await this.repo.findConversation(userId, id);
    if (!row) throw new AppError('NOT_FOUND', M.conversationNotFound);
    return row;
  }

  /** A resume's conversations, most recently active first (404 when the resume is not the caller's). */
  async listChats(userId: number, resumeId: number): Promise<TConversationList> {
    await this.resumes.get(userId, resumeId);
    const rows = await this.repo.listConversations(userId, resumeId, CONVERSATIONS_LISTED);
    return {
      items: rows.map((row) => ({
        conversation_id: row.id,
        resume_id: row.resumeId,
        position_id: row.positionId,
        position_name: row.positionName
          ? row.positionCompany
            ? `${row.positionName} · ${row.positionCompany}`
            : row.positionName
          : null,
        title: conversationTitle(row.firstQuestion),
        message_count: Number(row.messageCount),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    };
  }

  async getChat(userId: number, id: string): Promise<TConversation> {
    return toConversation(await this.conversationRow(userId, id));
  }

  async continueChat(userId: number, id: string, message: string) {
    const row = await this.conversationRow(userId, id);
    const resume = await this.resumes.get(userId, row.resumeId);
    const position = row.positionId ? await this.position(userId, row.positionId).catch(() => undefined) : undefined;
    const reply = await this.ai.chat({
      resume: aiResume(resume),
      position,
      history: row.messages,
      context: row.context,
      message,
    });
    const now = new Date().toISOString();
    const userTurn: TChatMessage = { role: 'user', content: message, created_at: now };
    const assistantTurn: TChatMessage = {
      role: 'assistant',
      content: reply.reply,
      created_at: now,
      intent: reply.intent,
      suggestions: reply.suggestions,
    };
    // The opening message stays; the oldest turns beyond the limit drop out.
    const all = [...row.messages, userTurn, assistantTurn];
    const limit = OPTIMIZATION_LIMITS.chatTurns * 2;
    const messages = all.length > limit + 1 ? [all[0]!, ...all.slice(all.length - limit)] : all;
    const saved = await this.repo.updateConversationIf(row.id, row.updatedAt, { messages, context: reply.context });
    if (!saved) throw new AppError('CONFLICT', '对话刚刚有新消息，请刷新后重试');
    return { conversation_id: saved.id, reply: assistantTurn, conversation: toConversation(saved) };
  }

  async relatedToPosition(userId: number, positionId: number) {
    const { count, latest } = await this.repo.forPosition(userId, positionId);
    return {
      optimizations: {
        count,
        latest: latest.map((r) => ({ id: r.id, title: r.focus, created_at: r.createdAt.toISOString() })),
      },
    };
  }
}
