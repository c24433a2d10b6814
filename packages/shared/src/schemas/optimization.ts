import { z } from 'zod';
import { BUSINESS_CONSTANTS } from '../constants.ts';
import { ZResumeJson } from './resume.ts';
import {
  ZAnalysis,
  ZAnalysisType,
  ZChatContext,
  ZChatMessage,
  ZModification,
  ZOptimizationType,
  ZRejectedModification,
} from './ai.ts';
import { zId } from './common.ts';
export * from './optimization-rules.ts';
import { OPTIMIZATION_LIMITS, OPTIMIZATION_MESSAGES, OPTIMIZATION_STATUSES } from './optimization-rules.ts';

export const ZOptimizationStatus = z.enum(OPTIMIZATION_STATUSES);
export type TOptimizationStatus = z.infer<typeof ZOptimizationStatus>;

/** Spec §3 optimisation record plus what the screens need to review it. */
export const ZOptimizationRecord = z.object({
  id: z.number().int(),
  resume_id: z.number().int(),
  position_id: z.number().int().nullable(),
  optimization_type: ZOptimizationType,
  optimization_focus: z.string(),
  target_position: z.string().nullable(),
  company_name: z.string().nullable(),
  parsed_modifications: z.array(ZModification),
  rejected_modifications: z.array(ZRejectedModification),
  ai_model: z.string(),
  processing_time_ms: z.number().int(),
  parse_success: z.boolean(),
  quality_score: z.number().int().nullable(),
  quality_score_before: z.number().int().nullable(),
  status: ZOptimizationStatus,
  summary: z.string(),
  fallback_reason: z.string().nullable(),
  original_resume_json: ZResumeJson.nullable(),
  optimized_resume_json: ZResumeJson.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOptimizationRecord = z.infer<typeof ZOptimizationRecord>;

/** A record in a list: no resume bodies. */
export const ZOptimizationSummary = ZOptimizationRecord.omit({
  original_resume_json: true,
  optimized_resume_json: true,
  rejected_modifications: true,
}).extend({ modifications_count: z.number().int(), resume_file_name: z.string() });
export type TOptimizationSummary = z.infer<typeof ZOptimizationSummary>;

export const ZOptimizationList = z.object({
  items: z.array(ZOptimizationSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TOptimizationList = z.infer<typeof ZOptimizationList>;

export const ZOptimizationPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(OPTIMIZATION_LIMITS.maxPageSize)
    .default(BUSINESS_CONSTANTS.pageSize.resumeService.optimizations),
});

const zPositionId = zId(OPTIMIZATION_MESSAGES.idInvalid);
const zForce = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

export const ZAnalyzeRequest = z.object({
  analysis_type: z.enum(['basic', 'job_based'], { error: OPTIMIZATION_MESSAGES.analysisTypeInvalid }).default('basic'),
  position_id: zPositionId.optional().nullable(),
});
export type TAnalyzeRequest = z.input<typeof ZAnalyzeRequest>;

export const ZOptimizeRequest = z.object({
  optimization_type: ZOptimizationType.default('direct'),
  position_id: zPositionId.optional().nullable(),
  force: zForce,
});
export type TOptimizeRequest = z.input<typeof ZOptimizeRequest>;
export const ZOptimizeDirectRequest = z
  .object({ optimization_type: z.literal('direct').optional(), force: zForce })
  .optional()
  .default({ force: false });
export const ZOptimizePositionRequest = z.object({
  optimization_type: z.literal('position').optional(),
  position_id: zPositionId,
  force: zForce,
});
export const ZOptimizeRefreshQuery = z.object({
  type: z.enum(['direct', 'position'], { error: OPTIMIZATION_MESSAGES.optimizationTypeInvalid }).default('direct'),
  position_id: zPositionId.optional(),
  force: zForce,
});

export const ZChatStartRequest = z.object({ position_id: zPositionId.optional().nullable() }).optional().default({});
export const ZChatContinueRequest = z.object({
  conversation_id: z.uuid({ error: OPTIMIZATION_MESSAGES.conversationIdInvalid }),
  message: z
    .string({ error: OPTIMIZATION_MESSAGES.messageRequired })
    .trim()
    .min(1, OPTIMIZATION_MESSAGES.messageRequired)
    .max(OPTIMIZATION_LIMITS.chatMessage, OPTIMIZATION_MESSAGES.messageTooLong),
});

/** Spec §3 "conversation state" (fields not shown there; these are ours). */
export const ZConversation = z.object({
  conversation_id: z.string(),
  resume_id: z.number().int(),
  position_id: z.number().int().nullable(),
  messages: z.array(ZChatMessage),
  context: ZChatContext,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZChatContinueResponse = z.object({
  conversation_id: z.string(),
  reply: ZChatMessage,
  conversation: ZConversation,
});

// ── AI proxy calls (spec §7) ─────────────────────────────────────────────────────────────────

export const ZProxyAnalyzeRequest = z.object({
  resume_text: z
    .string({ error: OPTIMIZATION_MESSAGES.resumeTextRequired })
    .max(OPTIMIZATION_LIMITS.resumeText, `简历文本不能超过${OPTIMIZATION_LIMITS.resumeText}个字`)
    .optional(),
  analysis_type: ZAnalysisType.default('basic'),
  user_id: z.union([z.string(), z.number()]).optional(),
  job_title: z.string().max(200).optional(),
  position_id: zPositionId.optional().nullable(),
  job_responsibilities: z.string().max(20_000).optional(),
});
export const ZProxyAnalyzeResponse = z.object({ analysis_result: ZAnalysis, result: ZAnalysis });
export type TProxyAnalyzeRequest = z.infer<typeof ZProxyAnalyzeRequest>;
export type TProxyAnalyzeResponse = z.infer<typeof ZProxyAnalyzeResponse>;

export const ZProxyOptimizeRequest = z.object({
  optimization_type: z.enum(['direct', 'position', 'basic', 'job_based']).default('direct'),
  original_resume_json: ZResumeJson.optional().nullable(),
  analysis_result: z.unknown().optional(),
  job_title: z.string().max(200).optional(),
  job_responsibilities: z.string().max(20_000).optional(),
  position_id: zPositionId.optional().nullable(),
});
export type TProxyOptimizeRequest = z.infer<typeof ZProxyOptimizeRequest>;

// ── Applying changes ─────────────────────────────────────────────────────────────────────────

/**
 * Accepted changes (from an optimisation record or the assistant), with the user's own edits:
 * the user may fill the 【待补充：…】 gaps, so `optimized` is theirs and is not fact-checked.
 */
export const ZApplyChangesRequest = z.object({
  modifications: z
    .array(
      ZModification.extend({
        optimized: z.string().trim().max(2000, '单条修改不能超过2000个字'),
      }),
    )
    .min(1, '请至少选择一条修改')
    .max(200, '一次最多应用200条修改'),
  /** true: save as a new resume version (the original stays); false: change this resume. */
  as_new_version: z.boolean().default(true),
  file_name: z.string().trim().min(1).max(100).optional(),
  optimization_id: zId(OPTIMIZATION_MESSAGES.idInvalid).optional(),
});
export type TApplyChangesRequest = z.input<typeof ZApplyChangesRequest>;

export const ZApplyChangesResponse = z.object({
  /** The saved resume (the new version, or the changed one). */
  resume_id: z.number().int(),
  applied: z.number().int(),
  /** Changes whose original text is no longer in the resume (edited meanwhile). */
  skipped: z.array(z.string()),
  /** A filled-in field that still has a 【待补充：…】 gap. */
  unfilled_gaps: z.number().int(),
});
export type TApplyChangesResponse = z.infer<typeof ZApplyChangesResponse>;
