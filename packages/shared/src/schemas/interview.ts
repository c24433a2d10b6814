import { z } from 'zod';
import { VALUE_LABELS_KEY, zId } from './common.ts';
export * from './interview-rules.ts';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES } from './interview-rules.ts';

/**
 * The interview API (spec §7 "Interview API"; issue 13): templates and the user's own question
 * banks, settings, sessions with their planned questions, answers with feedback, the report, and
 * the minutes ledger behind mock interviews.
 */

export const ZInterviewMode = z
  .enum(['mock', 'formal'])
  .meta({ title: '面试类型', [VALUE_LABELS_KEY]: { mock: '模拟面试', formal: '正式面试' } });
export type TInterviewMode = z.infer<typeof ZInterviewMode>;
export const ZInterviewDifficulty = z
  .enum(['easy', 'medium', 'hard'])
  .meta({ title: '难度', [VALUE_LABELS_KEY]: { easy: '简单', medium: '中等', hard: '困难' } });
export type TInterviewDifficulty = z.infer<typeof ZInterviewDifficulty>;
export const ZFeedbackMode = z
  .enum(['instant', 'end'])
  .meta({ title: '反馈方式', [VALUE_LABELS_KEY]: { instant: '每题即时反馈', end: '结束后统一反馈' } });
export type TFeedbackMode = z.infer<typeof ZFeedbackMode>;
export const ZSessionStatus = z
  .enum(['in_progress', 'completed', 'expired'])
  .meta({ title: '状态', [VALUE_LABELS_KEY]: { in_progress: '进行中', completed: '已完成', expired: '已超时结束' } });
export type TSessionStatus = z.infer<typeof ZSessionStatus>;
export const ZQuestionKind = z.enum([
  'opening',
  'resume',
  'requirement',
  'behavioral',
  'technical',
  'follow_up',
  'closing',
  'custom',
]);
export type TQuestionKind = z.infer<typeof ZQuestionKind>;

/** The built-in templates; a user's own template is a number. */
export const ZBuiltinTemplateId = z.enum(['technical', 'behavioral', 'hr', 'comprehensive', 'stress']);
export type TBuiltinTemplateId = z.infer<typeof ZBuiltinTemplateId>;
export const ZTemplateType = z.enum(['technical', 'behavioral', 'hr', 'comprehensive', 'stress', 'custom']);
export type TTemplateType = z.infer<typeof ZTemplateType>;
export const ZTemplateId = z
  .union([ZBuiltinTemplateId, zId('模板编号无效')], { error: '模板编号无效' })
  .meta({ title: '模板编号' });
export type TTemplateId = z.infer<typeof ZTemplateId>;

// ── Settings ─────────────────────────────────────────────────────────────────────────────────

const L = INTERVIEW_LIMITS;

export const ZInterviewSettings = z.object({
  difficulty: ZInterviewDifficulty,
  answer_time_limit_s: z
    .number()
    .int()
    .min(L.answerTimeLimit.min, `每题作答时间不能少于 ${L.answerTimeLimit.min} 秒`)
    .max(L.answerTimeLimit.max, `每题作答时间不能超过 ${L.answerTimeLimit.max} 秒`)
    .meta({ title: '每题作答时间' }),
  feedback_mode: ZFeedbackMode,
  follow_ups: z.boolean().meta({ title: '追问' }),
  tts: z.boolean().meta({ title: '语音朗读题目' }),
  tts_rate: z
    .number()
    .min(L.ttsRate.min, `语速不能低于 ${L.ttsRate.min}`)
    .max(L.ttsRate.max, `语速不能高于 ${L.ttsRate.max}`)
    .meta({ title: '语速' }),
});
export type TInterviewSettings = z.infer<typeof ZInterviewSettings>;
export const ZInterviewSettingsUpdate = ZInterviewSettings.partial();

export const DEFAULT_INTERVIEW_SETTINGS: TInterviewSettings = {
  difficulty: 'medium',
  answer_time_limit_s: L.answerTimeLimit.default,
  feedback_mode: 'instant',
  follow_ups: true,
  tts: true,
  tts_rate: L.ttsRate.default,
};

// ── Templates ────────────────────────────────────────────────────────────────────────────────

export const ZCustomQuestionInput = z.object({
  text: z
    .string({ error: '题目不能为空' })
    .trim()
    .min(1, '题目不能为空')
    .max(L.questionText, `每道题不能超过 ${L.questionText} 个字`)
    .meta({ title: '题目' }),
  reference_answer: z
    .string()
    .trim()
    .max(L.referenceAnswer, `参考答案不能超过 ${L.referenceAnswer} 个字`)
    .meta({ title: '参考答案' })
    .optional()
    .nullable(),
  key_points: z
    .array(
      z
        .string()
        .trim()
        .min(1, '要点不能为空')
        .max(L.keyPoint, `每个要点不能超过 ${L.keyPoint} 个字`)
        .meta({ title: '要点' }),
    )
    .max(L.keyPoints, `每道题最多 ${L.keyPoints} 个要点`)
    .meta({ title: '要点' })
    .optional(),
});
export type TCustomQuestionInput = z.infer<typeof ZCustomQuestionInput>;

export const ZCustomTemplateInput = z.object({
  name: z
    .string({ error: '请填写题库名称' })
    .trim()
    .min(1, '请填写题库名称')
    .max(L.templateName, `题库名称不能超过 ${L.templateName} 个字`)
    .meta({ title: '题库名称' }),
  description: z
    .string()
    .trim()
    .max(L.templateDescription, `说明不能超过 ${L.templateDescription} 个字`)
    .meta({ title: '说明' })
    .optional()
    .nullable(),
  difficulty: ZInterviewDifficulty.optional(),
  /**
   * The session whose weak points this bank practises again (再练一次薄弱项): its questions keep
   * the kind, source and rubric they had there; the bank is named after that session and not
   * listed among the user's own banks.
   */
  practice_of: zId('面试编号无效').optional(),
  questions: z
    .array(ZCustomQuestionInput, { error: INTERVIEW_MESSAGES.customNeedsQuestions })
    .min(L.customQuestions.min, INTERVIEW_MESSAGES.customNeedsQuestions)
    .max(L.customQuestions.max, `自定义题库最多 ${L.customQuestions.max} 道题`)
    .meta({ title: '题目' }),
});
export type TCustomTemplateInput = z.infer<typeof ZCustomTemplateInput>;

export const ZInterviewTemplate = z.object({
  id: ZTemplateId,
  name: z.string(),
  type: ZTemplateType,
  description: z.string(),
  question_count: z.number().int(),
  duration_minutes: z.number().int(),
  difficulty: ZInterviewDifficulty,
  builtin: z.boolean(),
  /** A user's own template lists its questions. */
  questions: z.array(ZCustomQuestionInput).optional(),
  created_at: z.string().nullable(),
});
export type TInterviewTemplate = z.infer<typeof ZInterviewTemplate>;

// ── Sessions and questions ───────────────────────────────────────────────────────────────────

export const ZSessionConfigInput = z.object({
  question_count: z
    .number()
    .int()
    .min(L.questionCount.min, `题目数量不能少于 ${L.questionCount.min}`)
    .max(L.questionCount.max, `题目数量不能超过 ${L.questionCount.max}`)
    .meta({ title: '题目数量' })
    .optional(),
  difficulty: ZInterviewDifficulty.optional(),
  answer_time_limit_s: ZInterviewSettings.shape.answer_time_limit_s.optional(),
  feedback_mode: ZFeedbackMode.optional(),
  follow_ups: ZInterviewSettings.shape.follow_ups.optional(),
});

export const ZSessionConfig = z.object({
  question_count: z.number().int(),
  difficulty: ZInterviewDifficulty,
  answer_time_limit_s: z.number().int(),
  feedback_mode: ZFeedbackMode,
  follow_ups: z.boolean(),
  duration_minutes: z.number().int(),
});
export type TSessionConfig = z.infer<typeof ZSessionConfig>;

export const ZStartInterviewRequest = z.object({
  mode: ZInterviewMode,
  resume_id: zId('简历编号无效'),
  position_id: zId('岗位编号无效').optional().nullable(),
  template_id: ZTemplateId.optional().nullable(),
  config: ZSessionConfigInput.meta({ title: '面试设置' }).optional(),
});
export type TStartInterviewRequest = z.infer<typeof ZStartInterviewRequest>;

export const ZInterviewSession = z.object({
  id: z.number().int(),
  mode: ZInterviewMode,
  status: ZSessionStatus,
  resume_id: z.number().int().nullable(),
  position_id: z.number().int().nullable(),
  template_id: ZTemplateId.nullable(),
  /** What the session is about, kept even if the resume or position is later deleted. */
  title: z.string(),
  config: ZSessionConfig,
  /** Main questions planned (follow-ups are not counted). */
  question_count: z.number().int(),
  /**
   * Main questions answered, as the report's `answered` counts them: follow-ups are not counted,
   * nor skips, nor spoken answers that were not transcribed.
   */
  answered_count: z.number().int(),
  /** Main questions skipped (submitted empty), as the report's `skipped` counts them. */
  skipped_count: z.number().int(),
  overall_score: z.number().int().nullable(),
  minutes_charged: z.number().int().nullable(),
  engine: z.enum(['builtin', 'openai']),
  created_at: z.string(),
  ended_at: z.string().nullable(),
  expires_at: z.string(),
  /**
   * An open mock session that ends at `expires_at` because the minutes left pay for no more (its
   * plan and follow-ups would have run longer): the interview says so, and answers after that
   * end are refused (402, INTERVIEW_MESSAGES.minutesRanOut). False for every other session.
   */
  minutes_limited: z.boolean(),
});
export type TInterviewSession = z.infer<typeof ZInterviewSession>;

export const ZSessionListQuery = z.object({
  page: z.coerce.number().int().min(1, '页码从 1 开始').meta({ title: '页码' }).default(1),
  page_size: z.coerce.number().int().min(1).max(50, '每页最多 50 条').meta({ title: '每页条数' }).default(10),
  mode: ZInterviewMode.optional(),
  status: ZSessionStatus.optional(),
});
export const ZSessionList = z.object({
  items: z.array(ZInterviewSession),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const ZQuestionSource = z.object({
  type: z.enum(['resume', 'position', 'bank', 'custom']),
  /** Verbatim text of the resume or the position that the question is about. */
  quote: z.string().optional(),
  /** The skill or competency (a skill-lexicon id, or a competency id such as teamwork). */
  skill: z.string().optional(),
  /** A position requirement's standing in the resume when the plan was made: a gap when 'missing'. */
  requirement_status: z.enum(['met', 'partial', 'missing']).optional(),
  /**
   * A configured model's check of the question's premise about the resume before it was asked:
   * 'held' when the resume indeed shows nothing, 'refuted' with the verbatim clause that shows it
   * (the question then probes that clause), 'unchecked' with the reason the check was not used.
   */
  premise_check: z
    .object({
      verdict: z.enum(['held', 'refuted', 'unchecked']),
      evidence: z.string().optional(),
      reason: z.string().optional(),
    })
    .optional(),
});
export type TQuestionSource = z.infer<typeof ZQuestionSource>;

export const ZInterviewQuestion = z.object({
  id: z.number().int(),
  order: z.number().int(),
  kind: ZQuestionKind,
  text: z.string(),
  source: ZQuestionSource,
  parent_id: z.number().int().nullable(),
  time_limit_s: z.number().int(),
  /** The competency it tests, in Chinese (for grouping in the report). */
  competency: z.string(),
  answered: z.boolean(),
});
export type TInterviewQuestion = z.infer<typeof ZInterviewQuestion>;

// ── Answers and feedback ─────────────────────────────────────────────────────────────────────

/**
 * Where an answer's text came from: typed, the server's speech-to-text, or the browser's
 * recognition; `none`: the answer was spoken and recorded, but no text came of it (the browser
 * could not transcribe it and the candidate did not type it) — not a skip, and not scored.
 */
export const ZTranscriptSource = z.enum(['typed', 'stt', 'browser', 'none']);
export type TTranscriptSource = z.infer<typeof ZTranscriptSource>;

/**
 * What the voice activity detection measured while the candidate spoke (present only for an answer
 * given by voice). `transcript` says where the text came from; `stt_failed` that the server's
 * transcription was tried and failed, so the text fell back to the browser or to typing.
 */
export const ZSpeechFigures = z.object({
  speech_ms: z.number().int().min(0).max(3_600_000).meta({ title: '说话时长（毫秒）' }),
  pause_ms: z.number().int().min(0).max(3_600_000).meta({ title: '停顿时长（毫秒）' }),
  segments: z.number().int().min(0).max(10_000).meta({ title: '语段数' }),
  longest_pause_ms: z.number().int().min(0).max(3_600_000).meta({ title: '最长停顿（毫秒）' }).optional(),
  transcript: ZTranscriptSource.optional(),
  stt_failed: z.boolean().optional(),
});
export type TSpeechFigures = z.infer<typeof ZSpeechFigures>;

export const ZSubmitAnswerRequest = z.object({
  session_id: zId('面试编号无效'),
  question_id: zId('题目编号无效'),
  answer_text: z.string().max(L.answerText, `回答不能超过 ${L.answerText} 个字`).meta({ title: '回答' }).default(''),
  duration_ms: z.number().int().min(0).max(3_600_000).meta({ title: '作答时长（毫秒）' }).optional(),
  speech: ZSpeechFigures.meta({ title: '语音数据' }).optional(),
});
export type TSubmitAnswerRequest = z.infer<typeof ZSubmitAnswerRequest>;

const zScore = z.number().int().min(0).max(100);

export const ZAnswerDimensions = z.object({
  relevance: zScore,
  coverage: zScore,
  structure: zScore,
  specificity: zScore,
  expression: zScore,
});
export type TAnswerDimensions = z.infer<typeof ZAnswerDimensions>;
export const ANSWER_DIMENSIONS = ['relevance', 'coverage', 'structure', 'specificity', 'expression'] as const;
export const ANSWER_DIMENSION_LABELS: Record<keyof TAnswerDimensions, string> = {
  relevance: '切题程度',
  coverage: '要点覆盖',
  structure: '条理结构',
  specificity: '具体程度',
  expression: '表达',
};

/**
 * "你的回答，可以这样说": the candidate's own answer in a clear order. `own` parts are the candidate's
 * sentences (fillers out, words unchanged), `suggestion` parts name what to add (a missed key point,
 * a missing story step) and never state a fact, `resume` parts quote the resume verbatim.
 */
export const ZImprovedPart = z.object({
  kind: z.enum(['own', 'suggestion', 'resume']),
  label: z.string(),
  text: z.string(),
});
export type TImprovedPart = z.infer<typeof ZImprovedPart>;
export const ZImprovedAnswer = z.object({
  /** 'star': 背景 → 任务 → 行动 → 结果; 'ordered': 结论 → 展开 → 补充 → 总结 (总分总). */
  style: z.enum(['star', 'ordered']),
  parts: z.array(ZImprovedPart),
});
export type TImprovedAnswer = z.infer<typeof ZImprovedAnswer>;

export const ZAnswerFeedback = z.object({
  score: zScore,
  dimensions: ZAnswerDimensions,
  /** One sentence per dimension saying why it scored so. */
  explanations: z.object({
    relevance: z.string(),
    coverage: z.string(),
    structure: z.string(),
    specificity: z.string(),
    expression: z.string(),
  }),
  skipped: z.boolean(),
  /**
   * Spoken, but no text reached the server (`speech.transcript: 'none'`): not a skip, not scored
   * (score and dimensions are 0 and mean nothing); absent or false otherwise.
   */
  untranscribed: z.boolean().optional(),
  /** The answer was judged off-topic (score capped at 25); absent in feedback stored before it was recorded. */
  off_topic: z.boolean().optional(),
  /**
   * Who judged the answer where a language model is configured: the model (its key points checked
   * against verbatim quotes of the answer) or the built-in engine after the model failed (with the
   * reason). The built-in score is always computed beside it; a gap over 25 points is a disagreement.
   * Absent when no model is configured.
   */
  judge: z
    .object({
      engine: z.enum(['model', 'builtin']),
      builtin_score: z.number().int(),
      model_score: z.number().int().optional(),
      disagreement: z.boolean(),
      /** Quotes the model gave that the answer does not contain: their points count as not covered. */
      rejected_quotes: z.array(z.string()),
      fallback_reason: z.string().optional(),
      /** Why the model's improved answer was not shown (a fact no source holds…): the built-in one is. */
      improved_fallback_reason: z.string().optional(),
    })
    .optional(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  covered_key_points: z.array(z.string()),
  missed_key_points: z.array(z.string()),
  /**
   * Of missed_key_points, those the answer only touches on (some of their words or their story's
   * step were found): shown as 讲得不完整, never as missing. Absent in feedback stored before it.
   */
  touched_key_points: z.array(z.string()).optional(),
  reference_outline: z.array(z.string()),
  /** The answer improved (ZImprovedAnswer); absent for skipped, off-topic and 不知道 answers and in feedback stored before it. */
  improved_answer: ZImprovedAnswer.optional(),
});
export type TAnswerFeedback = z.infer<typeof ZAnswerFeedback>;

export const ZSubmitAnswerResponse = z.object({
  feedback: ZAnswerFeedback.nullable(),
  next_question: ZInterviewQuestion.nullable(),
  is_follow_up: z.boolean(),
  session_status: ZSessionStatus,
});
export type TSubmitAnswerResponse = z.infer<typeof ZSubmitAnswerResponse>;

/** "再答一次": a new answer to a question already answered, judged but not recorded (practice). */
export const ZRetryAnswerRequest = z.object({
  question_id: zId('题目编号无效'),
  answer_text: z.string().max(L.answerText, `回答不能超过 ${L.answerText} 个字`).meta({ title: '回答' }),
});
export type TRetryAnswerRequest = z.infer<typeof ZRetryAnswerRequest>;
export const ZRetryAnswerResponse = z.object({
  question_id: z.number().int(),
  /** The recorded answer's score (0 when it was skipped); the session's score does not change. */
  previous_score: z.number().int(),
  previous_skipped: z.boolean(),
  feedback: ZAnswerFeedback,
});
export type TRetryAnswerResponse = z.infer<typeof ZRetryAnswerResponse>;

export const ZAnsweredQuestion = z.object({
  question_id: z.number().int(),
  answer_text: z.string(),
  feedback: ZAnswerFeedback,
});
export type TAnsweredQuestion = z.infer<typeof ZAnsweredQuestion>;

/** A hint for the current question: a direction to think in, never the answer. */
export const ZQuestionHint = z.object({ question_id: z.number().int(), hint: z.string(), angles: z.array(z.string()) });
export type TQuestionHint = z.infer<typeof ZQuestionHint>;

// ── Report ───────────────────────────────────────────────────────────────────────────────────

/**
 * Speaking figures; null when not measured. 字/分钟 and fillers per minute need a transcript (the
 * server's or the browser's): null when the spoken answers have none (typed instead, or not
 * transcribed). Pause figures need speech the voice detection heard. Reports made before this
 * rule have numbers everywhere.
 */
export const ZSpeakingFigures = z.object({
  chars_per_minute: z.number().nullable(),
  pause_ratio: z.number().nullable(),
  fillers_per_minute: z.number().nullable(),
  longest_pause_ms: z.number().int().nullable(),
  /** Time the voice detection heard speech, summed over the spoken answers (no transcript needed); absent in older reports. */
  speech_ms: z.number().int().nonnegative().nullable().optional(),
});
export type TSpeakingFigures = z.infer<typeof ZSpeakingFigures>;

/** How an answer reached the report: by voice or typed, whose transcript, and what went wrong. */
export const ZAnswerDelivery = z.object({
  input: z.enum(['typed', 'voice']),
  transcript: ZTranscriptSource,
  stt_failed: z.boolean(),
  /** Answered by voice, but the voice detection heard no speech. */
  no_speech: z.boolean(),
});
export type TAnswerDelivery = z.infer<typeof ZAnswerDelivery>;

export const ZReportQuestion = z.object({
  question_id: z.number().int(),
  order: z.number().int(),
  kind: ZQuestionKind,
  text: z.string(),
  competency: z.string(),
  parent_id: z.number().int().nullable(),
  answer_text: z.string(),
  duration_ms: z.number().int().nullable(),
  feedback: ZAnswerFeedback.nullable(),
  speaking: ZSpeakingFigures.nullable(),
  /** How the answer was given (absent in reports made before voice answers existed). */
  delivery: ZAnswerDelivery.optional(),
});

export const ZVerdict = z.object({
  level: z.enum(['strong_hire', 'hire', 'lean_hire', 'no_hire']),
  label: z.string(),
  reasons: z.array(z.string()),
});
export type TVerdict = z.infer<typeof ZVerdict>;

export const ZResumeSuggestion = z.object({
  type: z.enum(['unsupported_claim', 'missing_strength']),
  text: z.string(),
  quote: z.string().optional(),
});
export type TResumeSuggestion = z.infer<typeof ZResumeSuggestion>;

export const ZInterviewReport = z.object({
  session_id: z.number().int(),
  mode: ZInterviewMode,
  status: ZSessionStatus,
  title: z.string(),
  overall_score: zScore,
  /** A one-paragraph summary in Chinese. */
  summary: z.string(),
  dimensions: ZAnswerDimensions,
  questions: z.array(ZReportQuestion),
  competencies: z.array(z.object({ name: z.string(), score: zScore, questions: z.number().int() })),
  speaking: ZSpeakingFigures.nullable(),
  next_steps: z.array(z.string()),
  resume_suggestions: z.array(ZResumeSuggestion),
  /** Formal interviews only. */
  verdict: ZVerdict.nullable(),
  answered: z.number().int(),
  skipped: z.number().int(),
  unanswered: z.number().int(),
  /** Main questions answered by voice whose speech was not turned into text (not scored); absent in older reports. */
  untranscribed: z.number().int().optional(),
  duration_s: z.number().int(),
  minutes_charged: z.number().int().nullable(),
  engine: z.enum(['builtin', 'openai']),
  created_at: z.string(),
  ended_at: z.string(),
});
export type TInterviewReport = z.infer<typeof ZInterviewReport>;

// ── Stats ────────────────────────────────────────────────────────────────────────────────────

export const ZMinutesEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['signup_grant', 'mock_session', 'invitation_reward', 'adjustment']),
  minutes: z.number().int(),
  session_id: z.number().int().nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type TMinutesEntry = z.infer<typeof ZMinutesEntry>;

export const ZMinutes = z.object({ granted: z.number().int(), used: z.number().int(), left: z.number().int() });
export type TMinutes = z.infer<typeof ZMinutes>;

export const ZInterviewStats = z.object({
  sessions: z.object({ mock: z.number().int(), formal: z.number().int() }),
  minutes: ZMinutes,
  average_score: z.number().nullable(),
  trend: z.array(
    z.object({
      session_id: z.number().int(),
      mode: ZInterviewMode,
      created_at: z.string(),
      overall_score: zScore,
      dimensions: ZAnswerDimensions,
    }),
  ),
  ledger: z.array(ZMinutesEntry),
});
export type TInterviewStats = z.infer<typeof ZInterviewStats>;

// ── Voice: capabilities and transcription ────────────────────────────────────────────────────

/** What the server offers the voice interview: speech-to-text when configured (STT_PROVIDER). */
export const ZVoiceCapabilities = z.object({
  stt: z.object({
    /** null: no server transcription; use the browser's recognition or typing. */
    provider: z.enum(['openai']).nullable(),
    max_audio_bytes: z.number().int(),
    formats: z.array(z.string()),
  }),
});
export type TVoiceCapabilities = z.infer<typeof ZVoiceCapabilities>;

export const ZTranscription = z.object({
  question_id: z.number().int(),
  text: z.string(),
  provider: z.enum(['openai']),
  duration_ms: z.number().int().nullable(),
});
export type TTranscription = z.infer<typeof ZTranscription>;

// ── Report check (list of formal and mock reports with what went wrong in each) ──────────────

export const ZReportCheck = z.object({
  session_id: z.number().int(),
  mode: ZInterviewMode,
  title: z.string(),
  overall_score: zScore,
  verdict: z.string().nullable(),
  ended_at: z.string(),
  questions: z.number().int(),
  /** Every question answered and scored (none unanswered, skipped or untranscribed). */
  complete: z.boolean(),
  unanswered: z.array(z.number().int()),
  /** Labels of the skipped questions: "5" for a main question, "5-1" for its first follow-up. */
  skipped: z.array(z.string()),
  /** Orders (1…n, follow-ups as 2.1 → "2-1" in labels) of voice answers in which no speech was heard. */
  no_speech: z.array(z.string()),
  /** Voice answers whose text was typed instead (no transcript). */
  typed_fallback: z.array(z.string()),
  stt_failed: z.array(z.string()),
  /** Voice answers whose speech was not turned into text (recorded, not scored). */
  untranscribed: z.array(z.string()),
  voice_answers: z.number().int(),
});
export type TReportCheck = z.infer<typeof ZReportCheck>;

// ── Fit: the resume's job match plus the interview evidence per requirement ──────────────────

export const ZFitRequirement = z.object({
  requirement: z.string(),
  /** Where the resume shows it (a quote), or null. */
  resume_evidence: z.string().nullable(),
  /** The questions whose answers showed it, with the answer's score. */
  interview_evidence: z.array(
    z.object({ question_id: z.number().int(), label: z.string(), score: zScore, quote: z.string() }),
  ),
  status: z.enum(['both', 'resume_only', 'interview_only', 'neither']),
});
export type TFitRequirement = z.infer<typeof ZFitRequirement>;

export const ZInterviewFit = z.object({
  session_id: z.number().int(),
  position: z.object({ id: z.number().int().nullable(), title: z.string(), company: z.string().nullable() }).nullable(),
  /** The resume's match score against the position (0–100), null without a position. */
  resume_match: zScore.nullable(),
  interview_score: zScore,
  /** Share of requirements shown in the resume, in the interview, in both (0–1). */
  coverage: z.object({ resume: z.number(), interview: z.number(), both: z.number() }),
  fit_score: zScore.nullable(),
  /** How fit_score was computed, in Chinese. */
  explanation: z.string(),
  requirements: z.array(ZFitRequirement),
  advice: z.array(z.string()),
});
export type TInterviewFit = z.infer<typeof ZInterviewFit>;
