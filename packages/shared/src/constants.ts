/** Every business constant and limit of spec §9, in one typed object. */
export const BUSINESS_CONSTANTS = {
  appVersion: '1.0.0',
  apiVersionPrefix: '/api/v1',
  timeouts: {
    resumeServiceMs: 300_000,
    uploadMs: 300_000,
    authServiceMs: 10_000,
    interviewApiMs: 30_000,
  },
  pageSize: {
    resumeService: { resumes: 10, optimizations: 20 },
    client: { resumes: 12, positions: 12 },
    positionsCall: { page: 1, pageSize: 10 },
  },
  fallbackFetchSize: { allOptimizations: 200, optimizationsByResume: 100 },
  storageKeys: {
    accessToken: 'access_token',
    refreshToken: 'refresh_token',
    casdoorToken: 'casdoor_token',
    userInfo: 'user_info',
    tokenExpiresAt: 'token_expires_at',
    themeConfig: 'theme-config',
    resumeTasks: 'resume-tasks',
  },
  token: {
    expiringSoonMs: 100 * 60_000,
    refreshCheckIntervalMs: 60 * 60_000,
  },
  listCacheTtlMs: 60_000,
  tasks: {
    finishedRetentionMs: 24 * 60 * 60_000,
    finishedShownForMs: 5 * 60_000,
    finishedShownMax: 3,
    runningShownCollapsedMax: 2,
    storageReloadIntervalMs: 10_000,
  },
  pipeline: {
    postAnalysisWaitMs: 2_000,
    structuredDataRetries: 3,
    retryWaitMinMs: 2_000,
    retryWaitMaxMs: 4_000,
  },
  positionMaxLengthFromAnalysis: 100,
  username: { minLength: 3, maxLength: 20 },
  password: { minLength: 8 },
  smsCodeLength: 6,
  defaultIsPublic: false,
  invitation: { fallbackUserId: 'xxxxxx', channel: 'web' },
  tooltip: { showDelayMs: 300, fadeMs: 200, maxWidthPx: 200, viewportMarginPx: 8 },
} as const;

export type TBusinessConstants = typeof BUSINESS_CONSTANTS;
