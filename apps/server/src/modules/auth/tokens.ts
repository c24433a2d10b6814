import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** The API token (spec's casdoor_token) used by the interview API and the main API. */
export const API_TOKEN_TTL_S = 2 * 60 * 60;
export const ISSUER = 'offerpilot';
export const AUDIENCE_WEB = 'offerpilot-web';
export const AUDIENCE_API = 'offerpilot-api';

export type TTokenKind = 'access' | 'api';

export interface TTokenClaims {
  userId: number;
  sessionId: string;
  kind: TTokenKind;
  expiresAt: Date;
}

/** How many verified tokens the cache keeps (a few hundred bytes each). */
const VERIFIED_CACHE_SIZE = 2000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature, issuer, audience and claims were checked, with their claims. A token
   * is immutable, so the check holds for as long as the token is unexpired; expiry is checked on
   * every use and revocation lives in the session row, which is read on every request anyway.
   * Saves an HMAC through WebCrypto per signed-in call. Oldest entries go first when full.
   */
  private readonly verified = new Map<string, TTokenClaims>();

  /** Its own key for refresh successors, derived from the secret (never the JWT key itself). */
  private readonly successorKey: Buffer;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.successorKey = createHmac('sha256', secret).update('refresh-token-successor').digest();
  }

  /**
   * The one token a refresh token is exchanged for: an HMAC of it, so every exchange of the same
   * token (two tabs, a retried request) names the same successor without storing any token — only
   * hashes are stored. Unguessable without both the old token and the server's secret.
   */
  successorOf(refreshToken: string): { token: string; hash: string } {
    const token = createHmac('sha256', this.successorKey).update(refreshToken).digest('base64url');
    return { token, hash: hashToken(token) };
  }

  async sign(
    kind: TTokenKind,
    userId: number,
    sessionId: string,
    now = Date.now(),
  ): Promise<{ token: string; expiresAt: Date }> {
    const ttl = kind === 'access' ? ACCESS_TOKEN_TTL_S : API_TOKEN_TTL_S;
    const iat = Math.floor(now / 1000);
    const token = await new SignJWT({ sid: sessionId, typ: kind })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(kind === 'access' ? AUDIENCE_WEB : AUDIENCE_API)
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + ttl)
      .setJti(randomUUID())
      .sign(this.key);
    return { token, expiresAt: new Date((iat + ttl) * 1000) };
  }

  /**
   * Verifies signature (HS256 only: "none" and other algorithms are refused), issuer, audience,
   * expiry and not-before. `accept` lists the token kinds this call takes.
   */
  async verify(token: string, accept: TTokenKind[], now = Date.now()): Promise<TTokenClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() <= now) {
        this.verified.delete(token);
        return undefined;
      }
      return accept.includes(known.kind) ? known : undefined;
    }
    const claims = await this.verifySignature(token, accept);
    if (claims) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifySignature(token: string, accept: TTokenKind[]): Promise<TTokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: accept.map((k) => (k === 'access' ? AUDIENCE_WEB : AUDIENCE_API)),
        requiredClaims: ['sub', 'exp', 'nbf', 'iat'],
      });
      const kind = payload.typ;
      if ((kind !== 'access' && kind !== 'api') || !accept.includes(kind)) return undefined;
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!audiences.includes(kind === 'access' ? AUDIENCE_WEB : AUDIENCE_API)) return undefined;
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return undefined;
      return { userId, sessionId: payload.sid, kind, expiresAt: new Date((payload.exp ?? 0) * 1000) };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}

/** Opaque refresh token: 256 random bits; only its sha256 is stored. */
export function createRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
