import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

interface TDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

export interface TOidcClaims {
  sub: string;
  name?: string;
  preferred_username?: string;
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
  picture?: string;
}

const DISCOVERY_TTL_MS = 60 * 60_000;

/**
 * Authorization-code flow with PKCE (S256) against a Casdoor-compatible OpenID provider:
 * discovery, the authorization URL, the code exchange (client_secret_basic) and the id_token
 * checked against the provider's keys (issuer, audience, expiry, nonce).
 */
export class OidcClient {
  private discovery: { value: TDiscovery; fetchedAt: number } | undefined;
  private jwks: JWTVerifyGetKey | undefined;

  constructor(
    private readonly settings: {
      issuer: string;
      clientId: string;
      clientSecret: string;
      redirectUri: string;
      scopes: string;
    },
  ) {}

  get issuer(): string {
    return this.settings.issuer;
  }

  private async discover(): Promise<TDiscovery> {
    if (this.discovery && Date.now() - this.discovery.fetchedAt < DISCOVERY_TTL_MS) return this.discovery.value;
    const res = await fetch(`${this.settings.issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`OIDC discovery answered ${res.status}`);
    const value = (await res.json()) as TDiscovery;
    if (value.issuer.replace(/\/+$/, '') !== this.settings.issuer) throw new Error('OIDC discovery issuer mismatch');
    this.discovery = { value, fetchedAt: Date.now() };
    this.jwks = createRemoteJWKSet(new URL(value.jwks_uri));
    return value;
  }

  async buildAuthUrl({
    state,
    nonce,
    codeChallenge,
  }: {
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<string> {
    const d = await this.discover();
    const url = new URL(d.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      state,
      nonce,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async exchangeCode({
    code,
    codeVerifier,
    nonce,
  }: {
    code: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<TOidcClaims> {
    const d = await this.discover();
    const basic = Buffer.from(
      `${encodeURIComponent(this.settings.clientId)}:${encodeURIComponent(this.settings.clientSecret)}`,
    ).toString('base64');
    const res = await fetch(d.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${basic}`,
        accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.settings.redirectUri,
        code_verifier: codeVerifier,
      }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { id_token?: string; access_token?: string; error?: string };
    if (!res.ok || !body.id_token) throw new Error(`OIDC token endpoint answered ${res.status} ${body.error ?? ''}`);
    const { payload } = await jwtVerify(body.id_token, this.jwks!, {
      issuer: d.issuer,
      audience: this.settings.clientId,
    });
    if (payload.nonce !== nonce) throw new Error('OIDC nonce mismatch');
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('OIDC id_token without subject');
    const claims = payload as unknown as TOidcClaims;
    // Strict providers keep profile claims out of the id_token: ask the userinfo endpoint too.
    if (d.userinfo_endpoint && body.access_token) {
      const info = await fetch(d.userinfo_endpoint, {
        headers: { authorization: `Bearer ${body.access_token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (info.ok) {
        const extra = (await info.json()) as Partial<TOidcClaims>;
        if (extra.sub === claims.sub) return { ...extra, ...claims };
      }
    }
    return claims;
  }
}
