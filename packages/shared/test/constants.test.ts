import { describe, expect, it } from 'vitest';
import { BUSINESS_CONSTANTS, ERROR_TEXTS, formatHttpError } from '../src/index.ts';

describe('business constants (spec §9)', () => {
  it('carries the spec values', () => {
    const c = BUSINESS_CONSTANTS;
    expect(c.timeouts).toMatchObject({ resumeServiceMs: 300000, authServiceMs: 10000, interviewApiMs: 30000 });
    expect(c.apiVersionPrefix).toBe('/api/v1');
    expect(c.pageSize.resumeService).toEqual({ resumes: 10, optimizations: 20 });
    expect(c.pageSize.client).toEqual({ resumes: 12, positions: 12 });
    expect(c.pageSize.positionsCall).toEqual({ page: 1, pageSize: 10 });
    expect(c.fallbackFetchSize).toEqual({ allOptimizations: 200, optimizationsByResume: 100 });
    expect(c.storageKeys.accessToken).toBe('access_token');
    expect(c.storageKeys.themeConfig).toBe('theme-config');
    expect(c.appVersion).toBe('1.0.0');
    expect(c.token).toEqual({ expiringSoonMs: 6_000_000, refreshCheckIntervalMs: 3_600_000 });
    expect(c.listCacheTtlMs).toBe(60000);
    expect(c.tasks.finishedRetentionMs).toBe(86_400_000);
    expect(c.tasks).toMatchObject({
      finishedShownForMs: 300000,
      finishedShownMax: 3,
      runningShownCollapsedMax: 2,
      storageReloadIntervalMs: 10000,
    });
    expect(c.pipeline).toEqual({
      postAnalysisWaitMs: 2000,
      structuredDataRetries: 3,
      retryWaitMinMs: 2000,
      retryWaitMaxMs: 4000,
    });
    expect(c.positionMaxLengthFromAnalysis).toBe(100);
    expect(c.username).toEqual({ minLength: 3, maxLength: 20 });
    expect(c.password.minLength).toBe(8);
    expect(c.smsCodeLength).toBe(6);
    expect(c.defaultIsPublic).toBe(false);
  });
});

describe('error texts (spec §8)', () => {
  it('formats HTTP errors as the spec says', () => {
    expect(formatHttpError(404, '{"success":false}')).toBe('HTTP 404: {"success":false}');
  });
  it('carries the literal texts of the spec', () => {
    expect(ERROR_TEXTS.auth).toMatchObject({
      login: '登录失败',
      register: '注册失败',
      oauth: 'OAuth登录失败',
      init: '认证初始化失败',
      tokenRefresh: 'Token刷新失败，请重新登录',
    });
    expect(ERROR_TEXTS.positions.list).toBe('获取岗位列表失败');
    expect(ERROR_TEXTS.positions.cloneTemplate).toBe('克隆模板失败');
    expect(Object.keys(ERROR_TEXTS.positions)).toHaveLength(10);
    expect(Object.keys(ERROR_TEXTS.resume)).toHaveLength(19);
    expect(ERROR_TEXTS.pipeline.waitingForSync(1, 3)).toBe('正在等待数据同步... (1/3)');
    expect(ERROR_TEXTS.pipeline.retryingSync(2, 3)).toBe('正在重试获取数据... (2/3)');
    expect(ERROR_TEXTS.task.cancelled).toBe('用户取消');
    // every resume-service default is Chinese text
    for (const text of Object.values(ERROR_TEXTS.resume)) expect(text).toMatch(/[\u4e00-\u9fa5]/);
  });
});
