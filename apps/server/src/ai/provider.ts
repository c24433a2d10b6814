import type {
  TAiPosition,
  TAnalysis,
  TAnalysisType,
  TChatContext,
  TChatMessage,
  TChatReply,
  TOptimizationResult,
  TOptimizationType,
  TResumeJson,
  TAnswerFeedback,
  TCustomQuestionInput,
  TInterviewDifficulty,
  TInterviewFit,
  TInterviewMode,
  TInterviewReport,
  TQuestionKind,
  TQuestionSource,
  TSpeakingFigures,
  TSpeechFigures,
  TTemplateType,
} from '@offerpilot/shared';

/**
 * The AI engine's one interface (ARCHITECTURE.md "AI"). Two implementations: `builtin` (offline,
 * deterministic) and `openai` (any OpenAI-compatible endpoint, falling back to builtin). The
 * interview features add their calls here (question generation, answer feedback, reports) and
 * reuse the same fallback and fact-check machinery.
 */

/** A resume as the engine reads it: the text and the structured form parsed from it. */
export interface TAiResume {
  text: string;
  json: TResumeJson;
}

export interface TAnalyzeInput {
  resume: TAiResume;
  type: TAnalysisType;
  /** Required for job_based. */
  position?: TAiPosition | undefined;
}

export interface TOptimizeInput {
  resume: TAiResume;
  type: TOptimizationType;
  /** Required for position. */
  position?: TAiPosition | undefined;
}

export interface TChatInput {
  resume: TAiResume;
  position?: TAiPosition | undefined;
  /** Earlier turns, oldest first (the new message is not in it). */
  history: TChatMessage[];
  context: TChatContext;
  message: string;
}

export interface AiProvider extends InterviewAgents {
  readonly name: 'builtin' | 'openai';
  /** The model id recorded as `ai_model` when this provider answers itself. */
  readonly model: string;
  analyze(input: TAnalyzeInput): Promise<TAnalysis>;
  optimize(input: TOptimizeInput): Promise<TOptimizationResult>;
  chat(input: TChatInput): Promise<TChatReply>;
}

/** The provider-neutral pipeline, for modules (they import nothing else from ai/). */
export { applyModifications, applyModificationsReport } from './apply.ts';

export const BUILTIN_MODEL = 'offerpilot-builtin@1';

export const EMPTY_CHAT_CONTEXT: TChatContext = { focus_section: null, focus_text: null, turns: 0 };

// ── Interviews (issue 13): the interviewer and evaluator agents ───────────────────────────────

/** What an answer is judged against: the rubric of one question. */
export interface TInterviewRubric {
  /** 0–6 short key points a good answer covers (custom questions may have none). */
  key_points: string[];
  /** For each key point, words that count as covering it (same order as key_points). */
  key_point_aliases: string[][];
  /**
   * For key points derived from a reference answer: the reference's text of each point (same
   * order); the point is covered by saying most of its content terms, not by one alias.
   */
  key_point_sources?: string[];
  /** What a strong answer says, in order. */
  reference_outline: string[];
  /** A custom question's reference answer, when the user wrote one. */
  reference_answer: string | null;
  /** The skill-lexicon id or competency id (teamwork, communication…), when known. */
  skill: string | null;
  /** The competency in Chinese, for the report's grouping (e.g. 'Redis', '团队协作', '岗位要求'). */
  competency: string;
  /** Deeper probes for follow-ups on a good answer (from the bank). */
  deeper: string[];
}

export interface TPlannedQuestion {
  kind: TQuestionKind;
  text: string;
  source: TQuestionSource;
  time_limit_s: number;
  rubric: TInterviewRubric;
}

/**
 * A question of a practice of a session's weak points (issue 36): asked as it was asked in that
 * session — its kind, its source (a resume line, a requirement, the bank) and its rubric.
 */
export type TQuestionOrigin = Pick<TPlannedQuestion, 'kind' | 'source' | 'rubric'>;

/** A custom template's question; `origin` when it repeats a question of an earlier session. */
export type TTemplateQuestion = TCustomQuestionInput & { origin?: TQuestionOrigin | undefined };

export interface TPlanInput {
  mode: TInterviewMode;
  resume: TAiResume;
  position?: TAiPosition | undefined;
  difficulty: TInterviewDifficulty;
  question_count: number;
  answer_time_limit_s: number;
  /** A built-in template's type, or 'custom' with the user's questions (asked exactly, in order). */
  template: { type: TTemplateType; questions?: TTemplateQuestion[] | undefined };
  /** Varies the pick between sessions (the session id); the same seed gives the same plan. */
  seed: number;
  /** Main questions of the user's latest sessions (texts, and quotes as `quote:…`): asked again only when nothing new is left. */
  asked_before?: readonly string[] | undefined;
}

export interface TAnswerInput {
  question: TPlannedQuestion;
  answer_text: string;
  duration_ms?: number | undefined;
  speech?: TSpeechFigures | undefined;
  difficulty: TInterviewDifficulty;
  resume: TAiResume;
  /** Follow-ups already asked for this main question (the evaluator stops at INTERVIEW_LIMITS.followUps). */
  follow_ups_asked: number;
  follow_ups_enabled: boolean;
  /** The main question and its answers so far, when this answer is to a follow-up. */
  thread?: { question: TPlannedQuestion; answer_text: string }[] | undefined;
}

export interface TAnswerResult {
  feedback: TAnswerFeedback;
  /** A follow-up that names what is missing, or null to move on. */
  follow_up: TPlannedQuestion | null;
}

export interface TReportInput {
  mode: TInterviewMode;
  title: string;
  resume: TAiResume;
  position?: TAiPosition | undefined;
  questions: {
    id: number;
    order: number;
    parent_id: number | null;
    question: TPlannedQuestion;
    answer_text: string | null;
    duration_ms: number | null;
    speech: TSpeechFigures | null;
    feedback: TAnswerFeedback | null;
  }[];
}

/** The report as the agent writes it; the service adds the session's own fields. */
export type TReportBody = Pick<
  TInterviewReport,
  | 'overall_score'
  | 'summary'
  | 'dimensions'
  | 'competencies'
  | 'speaking'
  | 'next_steps'
  | 'resume_suggestions'
  | 'verdict'
  | 'answered'
  | 'skipped'
  | 'unanswered'
  | 'untranscribed'
> & { questions: { question_id: number; speaking: TSpeakingFigures | null }[] };

/** What the fit of a candidate to a position is computed from (an ended session). */
export interface TFitInput {
  resume: TAiResume;
  position?: TAiPosition | undefined;
  interview_score: number;
  questions: {
    id: number;
    /** "第 2 题" or "第 2 题追问 1". */
    label: string;
    question: TPlannedQuestion;
    answer_text: string | null;
    /** The answer's score and its specificity dimension; null when unanswered or skipped. */
    score: number | null;
    specificity: number | null;
  }[];
}

export type TFitBody = Omit<TInterviewFit, 'session_id' | 'position' | 'interview_score'>;

/** Speech to text for voice answers (STT_PROVIDER=openai), beside the text engine. */
export { createSttClient, SttError, type SttClient, type TSttConfig } from './stt.ts';

/** The interview agents, on the same provider as the resume engine. */
export interface InterviewAgents {
  planInterview(input: TPlanInput): Promise<TPlannedQuestion[]>;
  evaluateAnswer(input: TAnswerInput): Promise<TAnswerResult>;
  reportInterview(input: TReportInput): Promise<TReportBody>;
  /**
   * How the candidate fits the position. Computed by the builtin engine whichever provider is
   * configured: like every score, it must mean the same whoever wrote the words.
   */
  fitInterview(input: TFitInput): TFitBody;
}
