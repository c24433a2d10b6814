import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('config from the environment', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'info',
      databaseUrl: undefined,
      trustProxy: false,
    });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.site.icpRecord).toBeNull();
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/op',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ICP_RECORD: '京ICP备12345678号',
    });
    expect(c).toMatchObject({ port: 9000, host: '127.0.0.1', dataDir: '/tmp/op', logLevel: 'warn', trustProxy: true });
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(c.site.icpRecord).toBe('京ICP备12345678号');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('stops with every problem listed', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT="eighty"');
    expect(problems).toContain('LOG_LEVEL="loud"');
    expect(problems).toContain('DATABASE_URL="mysql://x"');
    expect((error as ConfigError).message).toMatch(/^配置错误，服务未启动/);
  });

  it('refuses an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
  });
});
