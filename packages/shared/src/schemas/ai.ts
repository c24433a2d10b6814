import { z } from 'zod';
import { ZResumeJson } from './resume.ts';

/**
 * The AI engine's contract (resume analysis, optimisation, conversational optimisation). Both
 * providers (builtin and OpenAI-compatible) produce exactly these shapes; the server validates
 * every answer against them before storing or returning it.
 */

// ── Gaps ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A marked gap in a rewrite: where a fact would help (a number, a result) the engine writes
 * 【待补充：说明】 for the user to fill instead of inventing it; in English text, with an English
 * hint, "[to add: hint]" (a Chinese bracket inside an English bullet reads as a glitch). The
 * fact check ignores gaps of both forms.
 */
export const GAP_OPEN = '【待补充：';
export const GAP_CLOSE = '】';
export const GAP_OPEN_EN = '[to add: ';
export const GAP_CLOSE_EN = ']';
/** Both forms; the hint is group 1 (Chinese) or group 2 (English). */
export const GAP_PATTERN = /【待补充：([^】]*)】|\[to add: ([^\]]*)\]/g;
/** A gap in the hint's language: English when the hint has no Chinese character (and no "]"). */
export function gap(hint: string): string {
  return /[\u3400-\u9fff\]]/.test(hint) ? `${GAP_OPEN}${hint}${GAP_CLOSE}` : `${GAP_OPEN_EN}${hint}${GAP_CLOSE_EN}`;
}
export function findGaps(text: string): { hint: string; start: number; end: number }[] {
  return [...text.matchAll(GAP_PATTERN)].map((m) => ({
    hint: m[1] ?? m[2] ?? '',
    start: m.index,
    end: m.index + m[0].length,
  }));
}

// ── Analysis ─────────────────────────────────────────────────────────────────────────────────

export const ANALYSIS_TYPES = ['basic', 'job_based'] as const;
export const ZAnalysisType = z.enum(ANALYSIS_TYPES);
export type TAnalysisType = z.infer<typeof ZAnalysisType>;

/** The six dimensions of the basic rubric (docs/ai-engine.md gives each rule and weight). */
export const SCORE_DIMENSIONS = [
  'completeness',
  'quantification',
  'wording',
  'skills',
  'structure',
  'contact',
] as const;
export const ZScoreDimension = z.enum(SCORE_DIMENSIONS);
export type TScoreDimension = z.infer<typeof ZScoreDimension>;

export const SCORE_DIMENSION_LABELS: Record<TScoreDimension, string> = {
  completeness: '内容完整度',
  quantification: '成果量化',
  wording: '行动导向表述',
  skills: '技能呈现',
  structure: '结构与篇幅',
  contact: '联系方式',
};

/** Sections an issue or a modification can point at (the keys of the structured resume). */
export const RESUME_SECTIONS = [
  'basics',
  'education',
  'work',
  'projects',
  'skills',
  'certificates',
  'awards',
  'self_evaluation',
  'other',
] as const;
export const ZResumeSection = z.enum(RESUME_SECTIONS);
export type TResumeSection = z.infer<typeof ZResumeSection>;

export const ZSubScore = z.object({
  dimension: ZScoreDimension,
  label: z.string(),
  score: z.number().int().min(0).max(100),
  /** Weight in the overall score (the weights sum to 1). */
  weight: z.number().min(0).max(1),
  /** Why this score, in Chinese: what was counted and how it maps to the score (shown behind 怎么算的). */
  explanation: z.string(),
  /** What the user should do about it, in plain Chinese (shown first). Optional: older analyses lack it. */
  advice: z.string().optional(),
});
export type TSubScore = z.infer<typeof ZSubScore>;

export const ZAnalysisIssue = z.object({
  dimension: ZScoreDimension,
  severity: z.enum(['high', 'medium', 'low']),
  section: ZResumeSection,
  /** The resume text the issue is about, copied verbatim ('' when the issue is something missing). */
  excerpt: z.string(),
  message: z.string(),
  suggestion: z.string(),
});
export type TAnalysisIssue = z.infer<typeof ZAnalysisIssue>;

/** Which engine produced a result, and why the builtin one stood in when it did. */
export const ZEngineInfo = z.object({
  provider: z.enum(['builtin', 'openai']),
  model: z.string(),
  elapsed_ms: z.number().int().min(0),
  /** Set when the OpenAI-compatible model failed and the builtin engine answered instead. */
  fallback_reason: z.string().nullable(),
});
export type TEngineInfo = z.infer<typeof ZEngineInfo>;

export const ZBasicAnalysis = z.object({
  analysis_type: z.literal('basic'),
  overall_score: z.number().int().min(0).max(100),
  sub_scores: z.array(ZSubScore),
  issues: z.array(ZAnalysisIssue),
  strengths: z.array(z.string()),
  summary: z.string(),
  stats: z.object({
    characters: z.number().int(),
    bullets: z.number().int(),
    quantified_bullets: z.number().int(),
    action_bullets: z.number().int(),
    skills: z.number().int(),
    sections: z.array(z.string()),
  }),
  engine: ZEngineInfo,
});
export type TBasicAnalysis = z.infer<typeof ZBasicAnalysis>;

export const ZRequirementEvidence = z.object({
  section: ZResumeSection,
  excerpt: z.string(),
});

export const ZRequirementMatch = z.object({
  requirement: z.string(),
  kind: z.enum(['required', 'preferred']),
  /** Normalised skill names the requirement asks for (may be empty for soft requirements). */
  skills: z.array(z.string()),
  status: z.enum(['met', 'partial', 'missing']),
  /** 0-1: share of the requirement the resume shows evidence for. */
  coverage: z.number().min(0).max(1),
  evidence: z.array(ZRequirementEvidence),
  explanation: z.string(),
  /** What to do about this requirement, in plain Chinese. Optional: older analyses lack it. */
  advice: z.string().optional(),
});
export type TRequirementMatch = z.infer<typeof ZRequirementMatch>;

export const ZMatchComponent = z.object({
  /** `relevance`: the BM25-style relevance of the whole resume text to the advert (added later; older analyses lack it). */
  key: z.enum(['required', 'preferred', 'keywords', 'experience', 'education', 'relevance']),
  label: z.string(),
  /** 0-100 */
  score: z.number().int().min(0).max(100),
  /** Weight actually used (unknown components hand theirs to the others). */
  weight: z.number().min(0).max(1),
  /** How the score was computed (shown behind 怎么算的). */
  explanation: z.string(),
  /** What the user should do about it, in plain Chinese (shown first). Optional: older analyses lack it. */
  advice: z.string().optional(),
});
export type TMatchComponent = z.infer<typeof ZMatchComponent>;

export const ZJobAnalysis = ZBasicAnalysis.extend({
  analysis_type: z.literal('job_based'),
  position: z.object({ id: z.number().int().nullable(), name: z.string(), company_name: z.string().nullable() }),
  /** 0–100; 0 as well when the position gives nothing to check (see `match_assessment`). */
  match_score: z.number().int().min(0).max(100),
  /**
   * The match score, or null with a reason ("无法评估：…") when the position has nothing the
   * engine can check. Optional: analyses stored before it was added lack it.
   */
  match_assessment: z
    .object({ score: z.number().int().min(0).max(100).nullable(), reason: z.string().nullable() })
    .optional(),
  match_breakdown: z.array(ZMatchComponent),
  /** How the match score adds up (shown behind 怎么算的). Optional: older analyses lack it. */
  match_formula: z.string().optional(),
  /** The job's keywords the resume shows in its experience, projects or education. */
  matched_keywords: z.array(z.string()),
  missing_keywords: z.object({
    /** In the resume (skills list, self-evaluation…) but not shown in any experience for this job. */
    in_resume_not_stated: z.array(z.string()),
    /** Named skills and Latin terms (a product, language, tool, certificate) not anywhere in the resume. */
    not_in_resume: z.array(z.string()),
    /**
     * The advert's other words not in the resume as written (abilities, lines of work, trade words:
     * 成本控制, 选品, 心血管): a resume as often says them otherwise, so they are wording to mirror,
     * not something the resume is said to lack. Optional: analyses stored before it lack it.
     */
    wording_only: z.array(z.string()).optional(),
  }),
  requirements: z.array(ZRequirementMatch),
});
export type TJobAnalysis = z.infer<typeof ZJobAnalysis>;

export const ZAnalysis = z.discriminatedUnion('analysis_type', [ZBasicAnalysis, ZJobAnalysis]);
export type TAnalysis = z.infer<typeof ZAnalysis>;

// ── Optimisation ─────────────────────────────────────────────────────────────────────────────

export const OPTIMIZATION_TYPES = ['direct', 'position'] as const;
export const ZOptimizationType = z.enum(OPTIMIZATION_TYPES);
export type TOptimizationType = z.infer<typeof ZOptimizationType>;

export const ZModification = z.object({
  section: ZResumeSection,
  /** Verbatim resume text being replaced ('' for an addition). */
  original: z.string(),
  optimized: z.string(),
  reason: z.string(),
  /** The position requirement this change serves (position optimisation). */
  requirement: z.string().optional(),
});
export type TModification = z.infer<typeof ZModification>;

export const ZRejectedModification = ZModification.extend({
  /** What the fact check found that is not in the source resume. */
  violations: z.array(z.string()),
});

export const ZOptimizationResult = z.object({
  optimization_type: ZOptimizationType,
  optimization_focus: z.string(),
  parsed_modifications: z.array(ZModification),
  /** Modifications the fact check refused (they invented a skill, employer, date, number…). */
  rejected_modifications: z.array(ZRejectedModification),
  optimized_resume_json: ZResumeJson,
  quality_score_before: z.number().int().min(0).max(100),
  quality_score: z.number().int().min(0).max(100),
  summary: z.string(),
  parse_success: z.boolean(),
  engine: ZEngineInfo,
});
export type TOptimizationResult = z.infer<typeof ZOptimizationResult>;

// ── Conversation ─────────────────────────────────────────────────────────────────────────────

export const CHAT_INTENTS = [
  'explain_score',
  'rewrite_section',
  'concise',
  'quantify',
  'match',
  'skills',
  'help',
  /** Free-form questions (issue 19): answered from the resume, the position and the analysis. */
  'weakest',
  'describe_project',
  'missing_requirements',
  'ask_interviewer',
  /** Something the assistant cannot do: said plainly, with what it can do instead. */
  'cannot',
] as const;
export const ZChatIntent = z.enum(CHAT_INTENTS);
export type TChatIntent = z.infer<typeof ZChatIntent>;

export const ZChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
  intent: ZChatIntent.optional(),
  /** Concrete, applicable changes proposed with this answer (fact-checked). */
  suggestions: z.array(ZModification).optional(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** What the assistant remembers between turns. */
export const ZChatContext = z.object({
  /** The section talked about last ("this bullet", "it" refer to it). */
  focus_section: ZResumeSection.nullable(),
  /** The bullet talked about last. */
  focus_text: z.string().nullable(),
  turns: z.number().int(),
});
export type TChatContext = z.infer<typeof ZChatContext>;

export const ZChatReply = z.object({
  reply: z.string(),
  intent: ZChatIntent,
  suggestions: z.array(ZModification),
  context: ZChatContext,
  engine: ZEngineInfo,
});
export type TChatReply = z.infer<typeof ZChatReply>;

/** One conversation of a resume as listed (GET /resumes/{id}/chats), without its messages. */
export const ZConversationSummary = z.object({
  conversation_id: z.string(),
  resume_id: z.number().int(),
  position_id: z.number().int().nullable(),
  /** The position's name (with its company), null without a position or when it was deleted. */
  position_name: z.string().nullable(),
  /** The first question the user asked (shortened), null before the first question. */
  title: z.string().nullable(),
  message_count: z.number().int().min(0),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;
export const ZConversationList = z.object({ items: z.array(ZConversationSummary) });
export type TConversationList = z.infer<typeof ZConversationList>;

/** The position as the engine sees it. */
export interface TAiPosition {
  id: number | null;
  name: string;
  company_name: string | null;
  responsibilities: string | null;
  requirements: string[];
  experience_level: string | null;
  industry: string | null;
}
