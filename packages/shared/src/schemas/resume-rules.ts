// The plain constants of resume.ts (limits, Chinese messages) without zod, so that a screen needing
// only them does not load the schema library (packages/shared is sideEffects-free).
import { BUSINESS_CONSTANTS } from '../constants.ts';

export const RESUME_LIMITS = {
  fileName: 200,
  /** Spec §5: a resume created from an analysis keeps at most 100 characters of position. */
  position: BUSINESS_CONSTANTS.positionMaxLengthFromAnalysis,
  content: 200_000,
  url: 2048,
} as const;
export const RESUME_MESSAGES = {
  notFound: '简历不存在或已被删除',
  fileNotFound: '这份简历没有保存原始文件',
  contentRequired: '请填写简历内容',
  textRequired: '请粘贴简历文本',
  fileRequired: '请选择要上传的简历文件',
  urlInvalid: '请输入以 http:// 或 https:// 开头的有效网址',
  positionNotFound: '关联的岗位不存在或已被删除',
  extracting: '文件内容正在提取中…',
  attachConflict: '这份简历的文件刚被替换过，请刷新后重试',
  uploadAborted: '上传已取消，简历未保存',
  extractTimeout: '文件解析超时，请确认文件没有损坏，或直接粘贴简历文本',
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  // Spec §8 names no default for the two lists; these are ours.
  listFailed: '获取简历列表失败',
  listPublicFailed: '获取公开简历失败',
} as const;
