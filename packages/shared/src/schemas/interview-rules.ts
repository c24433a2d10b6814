// The plain constants of interview.ts (limits, Chinese messages) without zod, so that a screen needing
// only them does not load the schema library (packages/shared is sideEffects-free).

export const INTERVIEW_LIMITS = {
  questionCount: { min: 3, max: 20, default: 8 },
  answerTimeLimit: { min: 30, max: 600, default: 180 },
  ttsRate: { min: 0.5, max: 2, default: 1 },
  customQuestions: { min: 1, max: 100 },
  questionText: 1_000,
  referenceAnswer: 5_000,
  keyPoints: 12,
  keyPoint: 100,
  templateName: 50,
  templateDescription: 200,
  answerText: 10_000,
  /** Follow-ups per main question. */
  followUps: 2,
  /** Minutes after a session's planned duration before an open session expires. */
  graceMinutes: 30,
  /** Minutes of mock interview every account is granted once. */
  signupGrantMinutes: 60,
  /** One voice answer's audio: 20 MiB holds 10 minutes of 16 kHz 16-bit mono WAV. */
  audioBytes: 20 * 1024 * 1024,
} as const;
/**
 * Score bands of every interview screen: green from `good`, amber from `fair`, red below. The
 * built-in feedback names something to improve for every dimension below `fair` (a red bar).
 */
export const INTERVIEW_SCORE_BANDS = { good: 80, fair: 60 } as const;

/**
 * How long an interview took, as every screen and the PDF write it: "45 秒", "4 分钟", "4 分 10 秒".
 * Never rounded to minutes — a mock interview is charged by started minute (4 分 10 秒 costs 5),
 * and a rounded "用时 4 分钟" next to "扣除时长 5 分钟" read as a wrong charge.
 */
export function formatInterviewDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} 秒`;
  const rest = s % 60;
  return rest ? `${Math.floor(s / 60)} 分 ${rest} 秒` : `${s / 60} 分钟`;
}

/**
 * An answer whose score means something: it has feedback, was not skipped, and was not spoken but
 * left untranscribed (that one is recorded, not scored). Every screen and the report use this one test.
 */
export const isScoredFeedback = <T extends { skipped: boolean; untranscribed?: boolean }>(
  f: T | null | undefined,
): f is T => f != null && !f.skipped && !f.untranscribed;
export const INTERVIEW_MESSAGES = {
  noMinutes: '模拟面试时长不足，邀请好友可获得更多时长',
  sessionNotFound: '面试不存在',
  templateNotFound: '面试模板不存在',
  questionNotFound: '题目不存在或不属于这场面试',
  alreadyAnswered: '这道题已经回答过了，不能重复提交',
  notCurrent: '请按顺序回答：这道题还没有轮到',
  sessionClosed: '这场面试已经结束',
  minutesRanOut: '剩余时长已用完，本场模拟面试已结束，这条回答未被记录',
  resumeNotFound: '简历不存在，请先选择一份自己的简历',
  positionNotFound: '岗位不存在，请重新选择',
  builtinReadOnly: '内置模板不能修改或删除',
  formalNoHint: '正式面试不提供答题提示',
  formalFeedbackLater: '正式面试结束后才能查看反馈和评分',
  notEnded: '面试还没有结束，结束后才有报告',
  customNeedsQuestions: '自定义题库至少需要 1 道题',
  mockOpen: '你还有一场进行中的模拟面试，请先继续完成或结束它，再开始新的一场',
  sttUnavailable: '服务器未配置语音转写，请使用浏览器识别或改为打字作答',
  sttFailed: '语音转写失败，请使用浏览器识别的文字或改为打字作答',
  audioRequired: '请上传回答的录音（multipart 字段 audio）',
  audioFormat: '录音格式不支持，请上传 WAV、WebM、Ogg、MP3 或 M4A',
  audioTooLarge: '录音超过 20 MB，请缩短回答后重试',
  audioBusy: '上一段录音还在上传或转写，请等它完成后再试',
  retryNotAnswered: '这道题还没有作答：先在面试里回答一次，才能再答一次',
  retryBlank: '请先输入回答，再提交',
} as const;

/**
 * The key points an answer did not cover, split by what the evaluator found: `missing` (no word of
 * them in the answer: told 缺少) and `partial` (some of their words or their story's step found:
 * told 讲得不完整, never 缺少). Feedback stored before `touched_key_points` has every point missing.
 */
export function uncoveredPoints(feedback: { missed_key_points: string[]; touched_key_points?: string[] | undefined }): {
  missing: string[];
  partial: string[];
} {
  const partial = new Set(feedback.touched_key_points ?? []);
  return {
    missing: feedback.missed_key_points.filter((p) => !partial.has(p)),
    partial: feedback.missed_key_points.filter((p) => partial.has(p)),
  };
}
