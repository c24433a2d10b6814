/** One error family for the whole product; the server's error handler turns it into an envelope. */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: '请求参数有误，请检查后重试' },
  UNAUTHORIZED: { status: 401, message: '未登录或登录已过期，请重新登录' },
  PAYMENT_REQUIRED: { status: 402, message: '可用时长不足' },
  FORBIDDEN: { status: 403, message: '没有权限执行此操作' },
  NOT_FOUND: { status: 404, message: '请求的资源不存在' },
  CONFLICT: { status: 409, message: '数据冲突，请刷新后重试' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '上传内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '不支持的内容类型' },
  TOO_MANY_REQUESTS: { status: 429, message: '请求过于频繁，请稍后再试' },
  INTERNAL: { status: 500, message: '服务器内部错误，请稍后重试' },
  SERVICE_UNAVAILABLE: { status: 503, message: '服务暂时不可用，请稍后重试' },
  INSUFFICIENT_STORAGE: { status: 507, message: '服务器存储空间不足，本次操作未能保存，请稍后重试' },
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: TErrorCode, message?: string, details?: unknown) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
