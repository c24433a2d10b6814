import { describe, expect, it, vi } from 'vitest';
import { API_TOKEN_TTL_S, TokenService } from '../src/modules/auth/tokens.ts';

const SECRET = 'test-secret-with-enough-length-0123456789';

describe('TokenService verified-token cache', () => {
  it('checks a token signature once and answers later uses from the cache', async () => {
    const tokens = new TokenService(SECRET);
    const check = vi.spyOn(tokens as unknown as { verifySignature: () => unknown }, 'verifySignature');
    const { token } = await tokens.sign('api', 7, 'sid-1');
    const first = await tokens.verify(token, ['api']);
    const second = await tokens.verify(token, ['api']);
    expect(first).toMatchObject({ userId: 7, sessionId: 'sid-1', kind: 'api' });
    expect(second).toEqual(first);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('still refuses a cached token of a kind the call does not accept', async () => {
    const tokens = new TokenService(SECRET);
    const { token } = await tokens.sign('api', 7, 'sid-1');
    expect(await tokens.verify(token, ['api'])).toBeDefined();
    expect(await tokens.verify(token, ['access'])).toBeUndefined();
  });

  it('refuses a cached token once it has expired', async () => {
    const tokens = new TokenService(SECRET);
    const { token, expiresAt } = await tokens.sign('api', 7, 'sid-1');
    expect(await tokens.verify(token, ['api'])).toBeDefined();
    expect(await tokens.verify(token, ['api'], expiresAt.getTime() - 1000)).toBeDefined();
    expect(await tokens.verify(token, ['api'], expiresAt.getTime())).toBeUndefined();
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(API_TOKEN_TTL_S * 1000);
  });

  it('does not let a token with a changed signature ride on a cached one', async () => {
    const tokens = new TokenService(SECRET);
    const { token } = await tokens.sign('api', 7, 'sid-1');
    expect(await tokens.verify(token, ['api'])).toBeDefined();
    // The signature's first character (all 6 bits count; the last one's low bits are padding).
    const at = token.lastIndexOf('.') + 1;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await tokens.verify(changed, ['api'])).toBeUndefined();
    const other = new TokenService(`${SECRET}-other`);
    expect(await other.verify(token, ['api'])).toBeUndefined();
  });

  it('keeps at most 2000 tokens, dropping the oldest first', async () => {
    const tokens = new TokenService(SECRET);
    const check = vi.spyOn(tokens as unknown as { verifySignature: () => unknown }, 'verifySignature');
    const signed = [];
    for (let i = 0; i < 2001; i += 1) signed.push((await tokens.sign('api', i + 1, `sid-${i}`)).token);
    for (const t of signed) await tokens.verify(t, ['api']);
    expect((tokens as unknown as { verified: Map<string, unknown> }).verified.size).toBe(2000);
    check.mockClear();
    await tokens.verify(signed[2000]!, ['api']);
    expect(check).toHaveBeenCalledTimes(0);
    await tokens.verify(signed[0]!, ['api']);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
