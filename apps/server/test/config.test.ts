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
    expect(c).toMatchObject({ port: 9000, host: '127.0.0.1', dataDir: '/tmp/op', logLevel: 'warn', trustProxy: 1 });
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(c.site.icpRecord).toBe('京ICP备12345678号');
  });

  it('trusts a proxy hop count or proxy addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('10.0.0.1, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
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

describe('sign-in configuration', () => {
  it('defaults to image captchas, the SMS outbox and no OIDC or WeChat', () => {
    const c = loadConfig({});
    expect(c.auth).toMatchObject({
      captchaMode: 'image',
      refreshTokenDays: 30,
      smsResendSeconds: 60,
      oidc: undefined,
      wechat: undefined,
      jwtSecret: undefined,
    });
    expect(c.auth.sms.provider).toBe('outbox');
    expect(c.publicUrl).toBe('http://localhost:8080');
  });

  it('configures OIDC and WeChat, with callbacks on PUBLIC_URL/login by default', () => {
    const c = loadConfig({
      PUBLIC_URL: 'https://offer.example.cn/',
      OIDC_ISSUER: 'https://door.example.cn/',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 'wxs',
    });
    expect(c.auth.oidc).toMatchObject({
      issuer: 'https://door.example.cn',
      redirectUri: 'https://offer.example.cn/login',
    });
    expect(c.auth.wechat).toMatchObject({
      appId: 'wx1',
      redirectUri: 'https://offer.example.cn/login',
      apiBase: 'https://api.weixin.qq.com',
    });
  });

  it('refuses half a configuration, a short JWT secret and a webhook without its URL', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://door.example.cn' })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ WECHAT_APP_ID: 'wx1' })).toThrow(/WECHAT_APP_ID and WECHAT_APP_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ CAPTCHA_MODE: 'audio' })).toThrow(ConfigError);
    expect(loadConfig({ SMS_RESEND_SECONDS: '90' }).auth.smsResendSeconds).toBe(90);
    expect(() => loadConfig({ SMS_RESEND_SECONDS: '1' })).toThrow(ConfigError);
  });
});
