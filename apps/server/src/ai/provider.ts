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

export interface AiProvider {
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
