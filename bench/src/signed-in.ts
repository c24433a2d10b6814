// A bench's signed-in user: the API called as the web does, and the browser storage the login
// screen leaves behind (shared by deep-link.ts and lighthouse.ts).

/** A call to the built server; auth calls answer with the login itself (spec), the others with { data }. */
export async function api<T>(
  base: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status}`);
  const json = (await res.json()) as { data?: T } & T;
  return json.data ?? json;
}

export interface TBenchLogin {
  access_token: string;
  refresh_token: string;
  casdoor_token: string;
  user: unknown;
  expires_at: string;
}

/** Registers a fresh bench user (`n` tells apart users made in the same millisecond). */
export const registerBenchUser = (base: string, n = 0) =>
  api<TBenchLogin>(base, 'POST', '/api/v1/auth/register/password', null, {
    username: `bench_${Date.now() % 1e6}_${n}`,
    password: 'Offer#2026pilot',
  });

/** A script that signs the browser in as the login screen does (the bench has no DOM types: it is text). */
export const signedInScript = (login: TBenchLogin) => `(() => {
  const l = ${JSON.stringify(login)};
  localStorage.setItem('access_token', l.access_token);
  localStorage.setItem('refresh_token', l.refresh_token);
  localStorage.setItem('casdoor_token', l.casdoor_token);
  localStorage.setItem('user_info', JSON.stringify(l.user));
  localStorage.setItem('token_expires_at', String(Date.parse(l.expires_at)));
})();`;
