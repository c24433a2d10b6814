import {
  BUSINESS_CONSTANTS,
  type TAnsweredQuestion,
  type TCustomTemplateInput,
  type TInterviewFit,
  type TInterviewMode,
  type TInterviewQuestion,
  type TInterviewReport,
  type TInterviewSession,
  type TInterviewSettings,
  type TInterviewStats,
  type TInterviewTemplate,
  type TPracticePlan,
  type TPracticeStart,
  type TQuestionHint,
  type TReportCheck,
  type TRetryAnswerRequest,
  type TRetryAnswerResponse,
  type TSessionStatus,
  type TStartInterviewRequest,
  type TSubmitAnswerRequest,
  type TSubmitAnswerResponse,
  type TTranscription,
  type TVoiceCapabilities,
} from '@offerpilot/shared';
import { authorizedFile, authorizedRequest, envelope } from './authorized.ts';
import { httpErrorOf, type TRequestOptions } from './http.ts';

// The interview API (spec §7, /api/interview): { success, data, error }, 30 s limit (spec §9).
// A 401 signs the user out and goes to /login (spec §8) through authorizedRequest.
const BASE = '/api/interview';
const timeoutMs = BUSINESS_CONSTANTS.timeouts.interviewApiMs;
const TRANSCRIBE_TIMEOUT_MS = 130_000;
type TEnvelope<T> = { success: boolean; data?: T; error?: string | null };

/** The default Chinese text of each call when the server gives none (spec §8 style). */
export const INTERVIEW_ERRORS = {
  templates: '获取面试模板失败',
  saveTemplate: '保存题库失败',
  deleteTemplate: '删除题库失败',
  settings: '获取面试设置失败',
  saveSettings: '保存面试设置失败',
  start: '开始面试失败',
  sessions: '获取面试记录失败',
  session: '获取面试详情失败',
  questions: '获取面试题目失败',
  hint: '获取提示失败',
  submit: '提交回答失败',
  feedback: '获取答题反馈失败',
  retry: '再答一次失败，请稍后重试',
  practicePlan: '获取练习计划失败',
  practiceStart: '开始练习失败，请稍后重试',
  end: '结束面试失败',
  stats: '获取面试统计失败',
  report: '获取面试报告失败',
  reportPdf: '导出 PDF 失败，请稍后重试',
  reports: '获取报告列表失败',
  fit: '获取岗位匹配分析失败',
  deleteSession: '删除面试失败',
  capabilities: '获取语音能力失败',
  transcribe: '语音转写失败，请改用文字作答',
} as const;
const E = INTERVIEW_ERRORS;

const call = <T>(path: string, options: Partial<TRequestOptions> = {}) =>
  authorizedRequest<TEnvelope<T>>(`${BASE}${path}`, { timeoutMs, ...options });

export type TSessionList = { items: TInterviewSession[]; total: number; page: number; page_size: number };
export type TSessionListQuery = { page?: number; page_size?: number; mode?: TInterviewMode; status?: TSessionStatus };

export const listInterviewTemplates = async () =>
  (await envelope(call<{ items: TInterviewTemplate[] }>('/templates'), E.templates)).items;
export const createInterviewTemplate = (body: TCustomTemplateInput) =>
  envelope(call<TInterviewTemplate>('/templates', { method: 'POST', body }), E.saveTemplate);
export const updateInterviewTemplate = (id: number, body: TCustomTemplateInput) =>
  envelope(call<TInterviewTemplate>(`/templates/${id}`, { method: 'PUT', body }), E.saveTemplate);
export const deleteInterviewTemplate = (id: number) =>
  envelope(call<{ id: number }>(`/templates/${id}`, { method: 'DELETE' }), E.deleteTemplate);

export const getInterviewSettings = () => envelope(call<TInterviewSettings>('/settings'), E.settings);
export const updateInterviewSettings = (body: Partial<TInterviewSettings>) =>
  envelope(call<TInterviewSettings>('/settings', { method: 'PUT', body }), E.saveSettings);

export const startInterview = async (body: TStartInterviewRequest) =>
  (await envelope(call<{ session: TInterviewSession }>('/start', { method: 'POST', body }), E.start)).session;
export const listInterviewSessions = (query: TSessionListQuery = {}) =>
  envelope(call<TSessionList>('/sessions', { query }), E.sessions);
export const getInterviewSession = (id: number) => envelope(call<TInterviewSession>(`/session/${id}`), E.session);
export const listSessionQuestions = async (id: number) =>
  (await envelope(call<{ items: TInterviewQuestion[] }>(`/session/${id}/questions`), E.questions)).items;
export const getQuestionHint = (sessionId: number, questionId: number) =>
  envelope(call<TQuestionHint>(`/session/${sessionId}/hint`, { query: { question_id: questionId } }), E.hint);
export const submitInterviewAnswer = (body: TSubmitAnswerRequest) =>
  envelope(call<TSubmitAnswerResponse>('/submit-answer', { method: 'POST', body }), E.submit);
/** The practice plan across ended sessions (weak competencies, spaced redo questions, next step). */
export const getPracticePlan = () => envelope(call<TPracticePlan>('/practice-plan'), E.practicePlan);
/** Makes the practice bank of the plan's questions; the session is then started as any other. */
export const startPracticePlan = () =>
  envelope(call<TPracticeStart>('/practice-plan/start', { method: 'POST' }), E.practiceStart);
/** "再答一次": a new answer to a question already answered, judged beside the recorded score (not recorded). */
export const retryInterviewAnswer = (sessionId: number, body: TRetryAnswerRequest) =>
  envelope(call<TRetryAnswerResponse>(`/session/${sessionId}/retry`, { method: 'POST', body }), E.retry);
export const listSessionFeedback = async (id: number) =>
  (await envelope(call<{ items: TAnsweredQuestion[] }>(`/session/${id}/feedback`), E.feedback)).items;
/** Ends the session and returns its report; ending an ended session returns the same report. */
export const endInterview = (id: number) =>
  envelope(call<TInterviewReport>(`/session/${id}/end`, { method: 'POST' }), E.end);
export const getInterviewStats = () => envelope(call<TInterviewStats>('/stats'), E.stats);

// ── Formal interview: report, its PDF, the report check, the fit, voice (issue 15) ──────────

/** The stored report of an ended session; 409 while the session is open. */
export const getInterviewReport = (id: number) => envelope(call<TInterviewReport>(`/session/${id}/report`), E.report);

/** The report as a PDF (Chinese font embedded), with the server's file name. */
export async function downloadInterviewReportPdf(id: number): Promise<{ blob: Blob; fileName: string | null }> {
  try {
    return await authorizedFile(`${BASE}/session/${id}/report.pdf`, timeoutMs);
  } catch (error) {
    const text = httpErrorOf(error)?.serverError ?? E.reportPdf;
    throw new Error(text, { cause: error });
  }
}

/** Every ended session of the user with what went wrong in it (unanswered, no speech, typed, STT failures). */
export const listReportChecks = async () =>
  (await envelope(call<{ items: TReportCheck[] }>('/reports'), E.reports)).items;
export const getInterviewFit = (id: number) => envelope(call<TInterviewFit>(`/session/${id}/fit`), E.fit);
/** Deletes a session with its answers and any stored audio. */
export const deleteInterviewSession = (id: number) =>
  envelope(call<{ id: number }>(`/session/${id}`, { method: 'DELETE' }), E.deleteSession);

export const getVoiceCapabilities = () => envelope(call<TVoiceCapabilities>('/capabilities'), E.capabilities);
/** Sends one answer's audio (16 kHz mono WAV) to the server's speech-to-text; 503 when none is configured or it failed. */
export function transcribeAnswer(body: { sessionId: number; questionId: number; audio: Blob }) {
  const form = new FormData();
  form.append('session_id', String(body.sessionId));
  form.append('question_id', String(body.questionId));
  form.append('audio', body.audio, 'answer.wav');
  // Longer than the server's own limit (STT_TIMEOUT_MS ≤ 110 s) plus the upload: the browser never
  // gives up on a transcription the server is still making.
  return envelope(
    call<TTranscription>('/transcribe', { method: 'POST', body: form, timeoutMs: TRANSCRIBE_TIMEOUT_MS }),
    E.transcribe,
  );
}

/** The HTTP status behind a failed call (the envelope keeps the HttpError as its cause), if any. */
export const httpStatusOf = (error: unknown): number | undefined => httpErrorOf(error)?.status;

/** 409 at start: the user's open mock interview (its id from the error's `details.session_id`), else null. */
export function openSessionOf(error: unknown): number | null {
  const http = httpErrorOf(error);
  if (http?.status !== 409) return null;
  const id = http.details?.session_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** 402: a mock interview with no minutes left (INTERVIEW_MESSAGES.noMinutes). */
export const isOutOfMinutes = (error: unknown) => httpStatusOf(error) === 402;
