import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Where the providers send the browser back (the web's /login page handles ?code=&state=). */
export const OAUTH_REDIRECT_URI = 'http://localhost:8080/login';

export interface TStandIn {
  base: string;
  close(): Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closer = (server: http.Server) => () =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
  });

export interface TWechatStandIn extends TStandIn {
  /** The paths WeChat was asked for, in order. */
  seen: string[];
}

/** What /sns/userinfo answers for an openid (besides the openid itself). */
export interface TWechatProfile {
  nickname?: string;
  headimgurl?: string;
}

/**
 * WeChat's servers are outside the product: a local stand-in speaks their two calls. Each code
 * in `users` stands for one WeChat user (`code -> openid`); any other code is refused like WeChat
 * refuses a used or forged one (errcode 40029). `profiles` overrides a user's default nickname.
 */
export async function startWechatStandIn(
  users: Record<string, string>,
  options: { secret?: string; profiles?: Record<string, TWechatProfile> } = {},
): Promise<TWechatStandIn> {
  const { secret = 'wx-secret', profiles = {} } = options;
  const tokens = new Map<string, string>();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    seen.push(url.pathname);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/sns/oauth2/access_token') {
      const openid = users[url.searchParams.get('code') ?? ''];
      if (!openid || url.searchParams.get('secret') !== secret) {
        res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }));
        return;
      }
      const token = `wx-token-${openid}`;
      tokens.set(token, openid);
      res.end(JSON.stringify({ access_token: token, openid, unionid: `union-${openid}`, expires_in: 7200 }));
    } else if (url.pathname === '/sns/userinfo') {
      const openid = tokens.get(url.searchParams.get('access_token') ?? '');
      res.end(
        JSON.stringify(
          openid
            ? { openid, ...(profiles[openid] ?? { nickname: `微信用户${openid.slice(-2)}` }) }
            : { errcode: 40001, errmsg: 'bad' },
        ),
      );
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  return { base: await listen(server), seen, close: closer(server) };
}

/** Follows one redirect at a time, keeping the provider's cookies like a browser would. */
class CookieJar {
  private cookies = new Map<string, string>();
  private header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    return res;
  }
}

export interface TOidcStandIn extends TStandIn {
  clientId: string;
  clientSecret: string;
  /** Runs the provider's own login and consent screens as `accountId`; the URL it sends back to. */
  authorize(authUrl: string, accountId: string): Promise<URL>;
}

/** The claims an account id has by default: a name and a username derived from the id. */
const defaultClaims = (id: string): Record<string, unknown> => ({
  sub: id,
  name: `统一认证用户 ${id}`,
  preferred_username: id.replace(/\W/g, '_'),
});

/**
 * A real OpenID provider (oidc-provider) on a local port, with one client for OfferPilot.
 * `accountClaims` replaces what each account id answers (its `sub` stays the id).
 */
export async function startOidcStandIn(
  options: { accountClaims?: (accountId: string) => Record<string, unknown> } = {},
): Promise<TOidcStandIn> {
  const accountClaims = options.accountClaims ?? defaultClaims;
  const server = http.createServer();
  const issuer = await listen(server);
  const clientId = 'offerpilot';
  const clientSecret = 'offerpilot-test-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [OAUTH_REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'picture'],
      email: ['email', 'email_verified'],
      phone: ['phone_number'],
    },
    cookies: { keys: ['test-cookie-key-for-oidc-provider'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ ...accountClaims(id), sub: id }),
    }),
  });
  provider.on('server_error', (_ctx, err) => console.log('provider error', err));
  server.on('request', provider.callback());

  async function authorize(authUrl: string, accountId: string): Promise<URL> {
    const jar = new CookieJar();
    let res = await jar.fetch(authUrl);
    for (let step = 0; step < 10; step += 1) {
      const location = res.headers.get('location');
      if (!location) throw new Error(`provider stopped at ${res.status}: ${await res.text()}`);
      const next = new URL(location, issuer);
      if (next.toString().startsWith(OAUTH_REDIRECT_URI)) return next;
      if (next.pathname.startsWith('/interaction/')) {
        const html = await (await jar.fetch(next.toString())).text();
        const prompt = html.includes('name="login"') ? 'login' : 'consent';
        const action = /action="([^"]+)"/.exec(html)?.[1] ?? next.pathname;
        const form = new URLSearchParams(
          prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt },
        );
        res = await jar.fetch(new URL(action, issuer).toString(), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
      } else {
        res = await jar.fetch(next.toString());
      }
    }
    throw new Error('too many redirects');
  }

  return { base: issuer, clientId, clientSecret, authorize, close: closer(server) };
}
