/**
 * Safe downloader for "upload resume from URL" (SSRF guard).
 *
 * Why node:http/https and not undici: Node's global fetch cannot take a filtering agent, but
 * `http.request` accepts a `lookup` function that `net.connect` calls exactly once per connection,
 * and the socket then connects to exactly the addresses that function returned. We resolve, check
 * every answer and hand back only checked addresses, so a rebinding resolver cannot swap the address
 * between "check" and "connect". That needs no new dependency (and no lockfile change).
 * IP-literal hosts skip `lookup` in Node, so they are checked before any request is made.
 *
 * Ports: any port is allowed. The threat is reaching private/loopback/metadata addresses, and that is
 * enforced on the connected address whatever the port; public file hosts on :8080 etc. keep working.
 */
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from '@offerpilot/shared';

export type TLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface TSafeFetchOptions {
  maxBytes: number;
  /** Total time limit for the whole download, redirects included. */
  timeoutMs: number;
  /** Default 3. */
  maxRedirects?: number;
  /** Injectable DNS (tests). Default: the system resolver, all answers. */
  lookup?: TLookup;
  /** Injectable address policy (tests). Default: isPrivateAddress. */
  isBlockedAddress?: (ip: string) => boolean;
}

export interface TDownloaded {
  buffer: Buffer;
  finalUrl: string;
  contentType: string | null;
  /** From content-disposition, else the last segment of the final URL path. */
  fileName: string | null;
}

export const SAFE_FETCH_MESSAGES = {
  badUrl: '只能从公开的 http/https 网址下载简历',
  credentials: '网址中不能包含用户名或密码',
  blockedAddress: '该网址指向内网或本机地址，出于安全原因已拒绝',
  tooManyRedirects: (max: number) => `重定向次数过多（最多 ${max} 次）`,
  tooLarge: (maxBytes: number) => `文件超过 ${formatSize(maxBytes)}，请压缩后再上传`,
  timeout: '下载超时，请稍后重试或改为上传文件',
  unreachable: '无法访问该网址，请检查网址是否正确',
  httpStatus: (status: number) => `无法访问该网址（HTTP ${status}）`,
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function formatSize(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} B`;
}

// ---------------------------------------------------------------------------------------------
// Address policy
// ---------------------------------------------------------------------------------------------

/** [network, prefix length] */
const BLOCKED_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. 169.254.169.254 cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. 255.255.255.255 broadcast
];

function parseIPv4(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

const BLOCKED_V4_RANGES = BLOCKED_V4.map(([network, bits]) => {
  const base = parseIPv4(network) ?? 0;
  const size = 2 ** (32 - bits);
  return { start: base, end: base + size - 1 };
});

function isBlockedV4(value: number): boolean {
  return BLOCKED_V4_RANGES.some((range) => value >= range.start && value <= range.end);
}

/** Eight 16-bit groups, or null when not a valid IPv6 text form. Zone ids (%eth0) are dropped. */
function parseIPv6(input: string): number[] | null {
  let ip = input.split('%')[0] ?? '';
  // A trailing dotted IPv4 (::ffff:127.0.0.1) is rewritten as two hex groups (::ffff:7f00:1).
  const lastColon = ip.lastIndexOf(':');
  const tail = ip.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIPv4(tail);
    if (v4 === null) return null;
    ip = `${ip.slice(0, lastColon + 1)}${Math.floor(v4 / 0x10000).toString(16)}:${(v4 % 0x10000).toString(16)}`;
  }
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const parse = (text: string): number[] | null => {
    if (text === '') return [];
    const out: number[] = [];
    for (const group of text.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
      out.push(parseInt(group, 16));
    }
    return out;
  };
  const head = parse(halves[0] ?? '');
  const rest = parse(halves[1] ?? '');
  if (head === null || rest === null) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - rest.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...rest];
}

function isBlockedV6(g: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embeddedLow = g6 * 0x10000 + g7;
  // ::ffff:0:0/96 IPv4-mapped: judge the embedded IPv4.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return isBlockedV4(embeddedLow);
  // ::/96 (::, ::1, deprecated IPv4-compatible): never a legitimate destination.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return true;
  // 64:ff9b::/96 NAT64 well-known prefix: judge the embedded IPv4.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isBlockedV4(embeddedLow);
  // Everything outside 2000::/3 global unicast: fc00::/7 ULA (incl. fd00:ec2::254 AWS metadata),
  // fe80::/10 link-local, ff00::/8 multicast, 64:ff9b:1::/48 local NAT64, 100::/64 discard, ...
  if ((g0 & 0xe000) !== 0x2000) return true;
  // 2001::/23 IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID.
  if (g0 === 0x2001 && g1 < 0x0200) return true;
  // 2001:db8::/32 documentation.
  if (g0 === 0x2001 && g1 === 0x0db8) return true;
  // 3fff::/20 documentation (RFC 9637).
  if (g0 === 0x3fff && g1 < 0x1000) return true;
  // 2002::/16 6to4: judge the embedded IPv4.
  if (g0 === 0x2002) return isBlockedV4(g1 * 0x10000 + g2);
  return false;
}

/**
 * True when `ip` must not be connected to: private, loopback, link-local, metadata, reserved,
 * documentation, multicast, or an IPv6 form embedding such an IPv4. Anything that is not a valid IP
 * literal is treated as blocked (fail closed).
 */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (net.isIPv4(bare)) {
    const value = parseIPv4(bare);
    return value === null || isBlockedV4(value);
  }
  if (net.isIPv6(bare)) {
    const groups = parseIPv6(bare);
    return groups === null || isBlockedV6(groups);
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Download
// ---------------------------------------------------------------------------------------------

const systemLookup: TLookup = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

function refuse(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}

function bareHostname(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** Scheme, credentials and IP-literal checks; hostnames are checked at connect time. */
function checkUrl(input: string | URL, base: URL | undefined, isBlocked: (ip: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw refuse(SAFE_FETCH_MESSAGES.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse(SAFE_FETCH_MESSAGES.badUrl);
  if (url.username !== '' || url.password !== '') throw refuse(SAFE_FETCH_MESSAGES.credentials);
  const host = bareHostname(url);
  if (host === '') throw refuse(SAFE_FETCH_MESSAGES.badUrl);
  if (net.isIP(host) !== 0 && isBlocked(host)) throw refuse(SAFE_FETCH_MESSAGES.blockedAddress);
  return url;
}

interface TExchange {
  request: http.ClientRequest;
  response: http.IncomingMessage;
}

function sendRequest(
  url: URL,
  resolve: TLookup,
  isBlocked: (ip: string) => boolean,
  signal: AbortSignal,
): Promise<TExchange> {
  return new Promise((done, fail) => {
    let refusal: AppError | undefined;
    // Called by net.connect once per connection; the socket connects only to what we hand back.
    const guardedLookup = (
      hostname: string,
      lookupOptions: LookupOptions,
      callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
    ): void => {
      resolve(hostname)
        .then((answers) => {
          const addresses = answers.map((answer) => ({ address: answer.address, family: answer.family }));
          const first = addresses[0];
          if (first === undefined) throw refuse(SAFE_FETCH_MESSAGES.unreachable);
          // Any blocked answer refuses the whole host: no "try the public one" games.
          if (addresses.some((answer) => net.isIP(answer.address) === 0 || isBlocked(answer.address))) {
            refusal = refuse(SAFE_FETCH_MESSAGES.blockedAddress);
            throw refusal;
          }
          if (lookupOptions.all === true) callback(null, addresses);
          else callback(null, first.address, first.family);
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)), '');
        });
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false, // a fresh connection (and lookup) per request; no pooled sockets
        lookup: guardedLookup,
        signal,
        headers: { accept: '*/*', 'accept-encoding': 'identity', 'user-agent': 'OfferPilot-ResumeImport/1.0' },
      },
      (response) => done({ request, response }),
    );
    request.on('error', (error) => fail(refusal ?? error));
    request.end();
  });
}

async function readCapped(exchange: TExchange, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const { request, response } = exchange;
  const onAbort = (): void => {
    response.destroy(new Error('aborted'));
  };
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        request.destroy();
        response.destroy();
        throw new AppError('PAYLOAD_TOO_LARGE', SAFE_FETCH_MESSAGES.tooLarge(maxBytes));
      }
      chunks.push(chunk);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks, total);
}

function decodeLatin1AsUtf8(value: string): string {
  // Node decodes header bytes as latin1; servers often send raw UTF-8 in filename="...".
  const codes = Array.from(value, (ch) => ch.codePointAt(0) ?? 0);
  if (!codes.some((code) => code >= 0x80) || codes.some((code) => code > 0xff)) return value;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'latin1'));
  } catch {
    return value;
  }
}

function cleanFileName(name: string): string | null {
  const last = name.split(/[/\\]/).pop() ?? '';
  // No controls, and no bidi controls (U+202E would make "cv\u202Efdp.exe" read "cvexe.pdf").
  const isPrintable = (ch: string): boolean =>
    (ch.codePointAt(0) ?? 0) >= 0x20 && ch !== '\u007f' && !/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(ch);
  const base = Array.from(last).filter(isPrintable).join('').trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}

function fileNameFromDisposition(header: string | undefined): string | null {
  if (header === undefined) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;\s]+)/i.exec(header);
  if (extended !== null) {
    const charset = (extended[1] ?? '').toLowerCase();
    const encoded = extended[2] ?? '';
    try {
      const name =
        charset === 'utf-8' || charset === ''
          ? decodeURIComponent(encoded)
          : Buffer.from(
              encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('latin1');
      const cleaned = cleanFileName(name);
      if (cleaned !== null) return cleaned;
    } catch {
      // fall through to filename=
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  if (plain === null) return null;
  const raw = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? '').trim();
  return cleanFileName(decodeLatin1AsUtf8(raw));
}

function fileNameFromUrl(url: URL): string | null {
  const segment = url.pathname.split('/').pop() ?? '';
  try {
    return cleanFileName(decodeURIComponent(segment));
  } catch {
    return cleanFileName(segment);
  }
}

/**
 * Downloads a file from a public http(s) URL. Refuses private/loopback/metadata destinations (checked
 * on the address actually connected to), follows at most `maxRedirects` redirects (each re-checked),
 * caps the size and bounds the total time. Throws AppError with a Chinese message.
 */
export async function downloadPublicFile(url: string, options: TSafeFetchOptions): Promise<TDownloaded> {
  const maxRedirects = options.maxRedirects ?? 3;
  const resolve = options.lookup ?? systemLookup;
  const isBlocked = options.isBlockedAddress ?? isPrivateAddress;
  const signal = AbortSignal.timeout(options.timeoutMs);

  let current = checkUrl(url, undefined, isBlocked);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const exchange = await sendRequest(current, resolve, isBlocked, signal);
      const { request, response } = exchange;
      const status = response.statusCode ?? 0;

      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        request.destroy();
        const location = response.headers.location;
        if (location === undefined || location === '') throw refuse(SAFE_FETCH_MESSAGES.httpStatus(status));
        if (redirects >= maxRedirects) throw refuse(SAFE_FETCH_MESSAGES.tooManyRedirects(maxRedirects));
        current = checkUrl(location, current, isBlocked);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        request.destroy();
        throw refuse(SAFE_FETCH_MESSAGES.httpStatus(status));
      }

      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy();
        request.destroy();
        throw new AppError('PAYLOAD_TOO_LARGE', SAFE_FETCH_MESSAGES.tooLarge(options.maxBytes));
      }
      const buffer = await readCapped(exchange, options.maxBytes, signal);
      return {
        buffer,
        finalUrl: current.href,
        contentType: response.headers['content-type'] ?? null,
        fileName: fileNameFromDisposition(response.headers['content-disposition']) ?? fileNameFromUrl(current),
      };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw refuse(SAFE_FETCH_MESSAGES.timeout);
    throw new AppError('BAD_REQUEST', SAFE_FETCH_MESSAGES.unreachable, {
      cause: error instanceof Error ? error.message : String(error),
    });
  }
}
