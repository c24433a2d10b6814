// The plain constants of optimization.ts (limits, Chinese messages) without zod, so that a screen needing
// only them does not load the schema library (packages/shared is sideEffects-free).
import { BUSINESS_CONSTANTS } from '../constants.ts';

/** Limits and Chinese messages of the analysis / optimisation / conversation calls. */
export const OPTIMIZATION_LIMITS = {
  /** The fallbacks of spec §7 fetch 200 and 100 records in one page. */
  maxPageSize: BUSINESS_CONSTANTS.fallbackFetchSize.allOptimizations,
  chatMessage: 2000,
  /** Turns kept in one conversation; the oldest drop out of the stored state beyond this. */
  chatTurns: 100,
  resumeText: 50_000,
  /** A processing record older than this is taken to be from a crashed run and counts as failed. */
  staleProcessingMs: 10 * 60_000,
} as const;
export const OPTIMIZATION_MESSAGES = {
  positionRequired: '按岗位优化需要选择一个岗位',
  jobBasedNeedsPosition: '岗位匹配分析需要选择一个岗位',
  positionNotFound: '岗位不存在或已被删除',
  resumeEmpty: '这份简历还没有可分析的内容，请先上传或填写简历',
  notFound: '优化记录不存在',
  conversationNotFound: '对话不存在或已结束',
  messageRequired: '请输入消息内容',
  messageTooLong: `消息不能超过${OPTIMIZATION_LIMITS.chatMessage}个字`,
  analysisTypeInvalid: '分析类型只能是 basic 或 job_based',
  optimizationTypeInvalid: '优化类型只能是 direct 或 position',
  idInvalid: '编号格式不正确',
  conversationIdInvalid: '对话编号格式不正确',
  resumeTextRequired: '请提供简历文本',
  busy: '这份简历正在优化中，请稍后再试',
  applyRecordInPlace: '按优化记录应用的修改只能另存为新版本',
  nothingApplicable: '选中的修改在简历中都找不到对应的原文，可能简历已被修改，请重新生成优化方案',
  jobNeedsPosition: '岗位相关的分析或优化需要 position_id，或 job_title / job_responsibilities',
  exportFailed: '导出失败，请稍后重试',
  rateLimited: (seconds: number) => `AI 请求过于频繁，请 ${seconds} 秒后再试`,
} as const;
/**
 * Status of an optimisation record (spec §3 leaves the values open; docs/decisions.md):
 * - processing: being computed (a second request without force answers this record);
 * - completed: done; the newest completed record per resume, type and position is the current one;
 * - superseded: replaced by a refresh (spec §4: refresh is how a record is "deleted"); kept as history;
 * - failed: the computation died (a crash leaves it processing; after 10 min it reads as failed).
 */
export const OPTIMIZATION_STATUSES = ['processing', 'completed', 'superseded', 'failed'] as const;
