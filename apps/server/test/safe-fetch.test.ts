import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import net from 'node:net';
import { AppError, type TErrorCode } from '@offerpilot/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadPublicFile,
  isPrivateAddress,
  SAFE_FETCH_MESSAGES,
  type TLookup,
  type TSafeFetchOptions,
} from '../src/modules/conversion/index.ts';

// The sandbox has no public address, so 127.0.0.2 plays "the public internet" (Linux routes all of
// 127/8 to loopback) while 127.0.0.1 hosts the canary that must never see a connection.
const PUBLIC_IP = '127.0.0.2';
const MAX_BYTES = 64 * 1024;
const RESUME = Buffer.from('%PDF-1.4\n' + '简历内容 '.repeat(500), 'utf8');

interface TCanary {
  port: number;
  /** Connections seen during the current test (reset after each test). */
  connections: string[];
  /** Every connection seen by the whole file. */
  allConnections: string[];
  servers: net.Server[];
}

let canary: TCanary;
let publicServer: http.Server;
let publicPort: number;
/** Plain HTTP server on 127.0.0.2 at the canary's port, the "checked" twin a rebinding attack starts from. */
let twinServer: http.Server;
const publicRequests: string[] = [];
const streamState = { closed: Promise.resolve(), bytesWritten: 0 };
const hangState = { closed: Promise.resolve() };

function listen(server: net.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function portOf(server: net.Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

async function startCanary(): Promise<TCanary> {
  const connections: string[] = [];
  const allConnections: string[] = [];
  const record = (socket: net.Socket): void => {
    const peer = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    connections.push(peer);
    allConnections.push(peer);
    socket.destroy();
  };
  const v4 = net.createServer(record);
  await listen(v4, 0, '127.0.0.1');
  const port = portOf(v4);
  const servers = [v4];
  const v6 = net.createServer(record);
  try {
    await listen(v6, port, '::1'); // also catch [::1] if the machine has IPv6 loopback
    servers.push(v6);
  } catch {
    // no IPv6 loopback here: [::1] cannot connect anywhere anyway
  }
  return { port, connections, allConnections, servers };
}

function closeAll(server: net.Server): Promise<void> {
  if (server instanceof http.Server) server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function handlePublic(req: http.IncomingMessage, res: http.ServerResponse): void {
  const path = req.url ?? '/';
  publicRequests.push(path);
  const redirect = /^\/redirect\/(\d+)$/.exec(path);
  if (redirect !== null) {
    const n = Number(redirect[1]);
    if (n === 0) {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(RESUME);
      return;
    }
    const statuses = [301, 302, 303, 307, 308];
    // Alternate relative and absolute Locations.
    const next = n % 2 === 0 ? `/redirect/${n - 1}` : `http://files.test:${publicPort}/redirect/${n - 1}`;
    res.writeHead(statuses[n % statuses.length] ?? 302, { location: next }).end();
    return;
  }
  switch (path) {
    case '/resume.pdf':
      res
        .writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="resume.pdf"; filename*=UTF-8''%E7%AE%80%E5%8E%86.pdf`,
          'content-length': RESUME.length,
        })
        .end(RESUME);
      return;
    case '/raw-utf8-name':
      // A server that puts raw UTF-8 bytes in filename= (common); Node reads header bytes as latin1.
      res
        .writeHead(200, {
          'content-type': 'application/msword',
          'content-disposition': `attachment; filename="${Buffer.from('我的简历.doc', 'utf8').toString('latin1')}"`,
        })
        .end('doc');
      return;
    case '/files/%E5%BC%A0%E4%B8%89%20CV.docx':
      res.writeHead(200).end('docx');
      return;
    case '/missing':
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    case '/to-canary':
      res.writeHead(302, { location: `http://127.0.0.1:${canary.port}/` }).end();
      return;
    case '/to-internal-host':
      res.writeHead(302, { location: `http://internal.test:${canary.port}/` }).end();
      return;
    case '/to-decimal-loopback':
      res.writeHead(307, { location: `http://2130706433:${canary.port}/` }).end();
      return;
    case '/to-file':
      res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      return;
    case '/declared-too-large':
      // Declares 10 MB, sends one byte, then stalls: only an early Content-Length check refuses it
      // with "too large" rather than waiting for the timeout.
      res.writeHead(200, { 'content-length': 10 * 1024 * 1024 });
      res.write('x');
      return;
    case '/endless': {
      // Chunked body that never ends; only the client aborting stops it.
      const chunk = Buffer.alloc(8 * 1024, 0x61);
      res.writeHead(200, { 'content-type': 'application/pdf' });
      streamState.bytesWritten = 0;
      streamState.closed = new Promise((resolve) => res.once('close', () => resolve()));
      const pump = (): void => {
        if (res.destroyed) return;
        streamState.bytesWritten += chunk.length;
        if (res.write(chunk)) setImmediate(pump);
        else res.once('drain', pump);
      };
      pump();
      return;
    }
    case '/hang':
      hangState.closed = new Promise((resolve) => req.socket.once('close', () => resolve()));
      return; // never answers
    case '/hang-body':
      hangState.closed = new Promise((resolve) => req.socket.once('close', () => resolve()));
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write('%PDF-1.4'); // ...and then nothing
      return;
    default:
      res.writeHead(404).end();
  }
}

const TEST_HOSTS: Record<string, string[]> = {
  'files.test': [PUBLIC_IP],
  'internal.test': ['127.0.0.1'],
};

/** Test DNS: a few fixed names, everything else from the system resolver. */
const testLookup: TLookup = async (hostname) => {
  const fixed = TEST_HOSTS[hostname];
  if (fixed !== undefined) return fixed.map((address) => ({ address, family: net.isIP(address) }));
  return dns.promises.lookup(hostname, { all: true });
};

const publicOptions: TSafeFetchOptions = {
  maxBytes: MAX_BYTES,
  timeoutMs: 5_000,
  lookup: testLookup,
  isBlockedAddress: (ip) => ip !== PUBLIC_IP && isPrivateAddress(ip),
};

function fixedLookup(...addresses: string[]): TLookup {
  return async () => addresses.map((address): LookupAddress => ({ address, family: net.isIP(address) }));
}

async function expectRefusal(promise: Promise<unknown>, code: TErrorCode, message: string): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, message });
}

/**
 * Lets any in-flight connection reach the canary before we look at it. A fixed pause on purpose:
 * what is shown is a connection that never comes, which has no sign to wait for.
 */
async function expectCanaryUntouched(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(canary.connections).toEqual([]);
}

beforeAll(async () => {
  canary = await startCanary();
  publicServer = http.createServer(handlePublic);
  await listen(publicServer, 0, PUBLIC_IP);
  publicPort = portOf(publicServer);
  twinServer = http.createServer((req, res) => {
    if (req.url === '/bounce') res.writeHead(302, { location: '/' }).end();
    else res.writeHead(200, { 'content-type': 'text/plain' }).end('public twin');
  });
  await listen(twinServer, canary.port, PUBLIC_IP);
});

afterAll(async () => {
  await Promise.all([...canary.servers, publicServer, twinServer].map(closeAll));
});

afterEach(() => {
  publicRequests.length = 0;
  canary.connections.length = 0;
});

describe('isPrivateAddress', () => {
  const blocked = [
    '0.0.0.0',
    '0.255.255.255',
    '10.0.0.0',
    '10.255.255.255',
    '100.64.0.0',
    '100.127.255.255',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.0.1',
    '169.254.169.254',
    '172.16.0.0',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.0.0',
    '192.168.255.255',
    '198.18.0.0',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '::8.8.8.8',
    'fc00::1',
    'fdff:ffff::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'ff02::1',
    '2001:db8::1',
    '2001::1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::1',
    '2002:7f00:1::',
    '2002:a00:1::1',
    '2002:c0a8:101::',
    '[::1]',
    'localhost',
    'not-an-ip',
    '',
  ];
  const allowed = [
    '8.8.8.8',
    '114.114.114.114',
    '1.1.1.1',
    '223.5.5.5',
    '1.255.255.255',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '169.255.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '2606:4700::1111',
    '2400:3200::1',
    '2001:4860:4860::8888',
    '2404:6800:4008:c01::64',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '[2606:4700::1111]',
  ];

  it.each(blocked)('blocks %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(allowed)('allows %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});

describe('downloadPublicFile: hostile corpus never reaches the canary', () => {
  const hostile = (): Array<{ url: string; message: string; lookup?: TLookup; policy?: 'test' }> => {
    const p = canary.port;
    return [
      ...[
        `http://127.0.0.1:${p}/`,
        `http://localhost:${p}/`,
        `http://2130706433:${p}/`,
        `http://0177.0.0.1:${p}/`,
        `http://0x7f000001:${p}/`,
        `http://0x7f.1:${p}/`,
        `http://127.1:${p}/`,
        `http://0:${p}/`,
        `http://0.0.0.0:${p}/`,
        `https://127.0.0.1:${p}/`,
        `http://[::1]:${p}/`,
        `http://[::]:${p}/`,
        `http://[::ffff:127.0.0.1]:${p}/`,
        `http://[::ffff:7f00:1]:${p}/`,
        `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`,
        `http://[::127.0.0.1]:${p}/`,
        `http://[64:ff9b::7f00:1]:${p}/`,
        `http://[2002:7f00:1::]:${p}/`,
        'http://169.254.169.254/latest/meta-data/',
        'http://[::ffff:169.254.169.254]/latest/meta-data/',
        'http://[fd00:ec2::254]/latest/meta-data/',
        'http://10.0.0.1/',
        'http://192.168.1.1/',
        'http://172.16.0.1/',
        'http://100.64.0.1/',
        'http://[fe80::1]/',
        'http://[fc00::1]/',
        'http://[ff02::1]/',
      ].map((url) => ({ url, message: SAFE_FETCH_MESSAGES.blockedAddress })),
      ...[
        'file:///etc/passwd',
        'ftp://example.com/x',
        `gopher://127.0.0.1:${p}/_PING`,
        'data:text/plain,hello',
        'javascript:alert(1)',
        `ws://127.0.0.1:${p}/`,
        'not a url',
        '/relative/path.pdf',
      ].map((url) => ({ url, message: SAFE_FETCH_MESSAGES.badUrl })),
      ...['http://user:pass@example.com/', `http://user@127.0.0.1:${p}/`, `http://:secret@files.test:${p}/`].map(
        (url) => ({ url, message: SAFE_FETCH_MESSAGES.credentials }),
      ),
      // Hostnames: the address is judged after DNS, on what the socket would connect to.
      { url: `http://evil.test:${p}/`, lookup: fixedLookup('127.0.0.1'), message: SAFE_FETCH_MESSAGES.blockedAddress },
      { url: `http://evil6.test:${p}/`, lookup: fixedLookup('::1'), message: SAFE_FETCH_MESSAGES.blockedAddress },
      {
        url: `http://mapped.test:${p}/`,
        lookup: fixedLookup('::ffff:127.0.0.1'),
        message: SAFE_FETCH_MESSAGES.blockedAddress,
      },
      {
        url: `http://metadata.test/latest/meta-data/`,
        lookup: fixedLookup('169.254.169.254'),
        message: SAFE_FETCH_MESSAGES.blockedAddress,
      },
      {
        url: `http://mixed.test:${p}/`,
        lookup: fixedLookup('93.184.215.14', '127.0.0.1'),
        message: SAFE_FETCH_MESSAGES.blockedAddress,
      },
      {
        // One answer is our reachable "public" server, one is the canary: any private answer refuses.
        url: `http://mixed2.test:${p}/`,
        lookup: fixedLookup(PUBLIC_IP, '127.0.0.1'),
        policy: 'test',
        message: SAFE_FETCH_MESSAGES.blockedAddress,
      },
      {
        url: `http://mixed3.test:${p}/`,
        lookup: fixedLookup('127.0.0.1', PUBLIC_IP),
        policy: 'test',
        message: SAFE_FETCH_MESSAGES.blockedAddress,
      },
    ];
  };

  it('refuses every hostile URL with a BAD_REQUEST and a Chinese message', async () => {
    const cases = hostile();
    expect(cases.length).toBeGreaterThan(40);
    for (const { url, message, lookup, policy } of cases) {
      const options: TSafeFetchOptions = {
        ...(policy === 'test' ? publicOptions : { maxBytes: MAX_BYTES }),
        timeoutMs: 2_000,
        ...(lookup === undefined ? {} : { lookup }),
      };
      await expectRefusal(downloadPublicFile(url, options), 'BAD_REQUEST', message).catch((error: unknown) => {
        throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    await expectCanaryUntouched();
  });

  it('DNS rebinding: connects only to the address it checked (resolver flips to 127.0.0.1 afterwards)', async () => {
    let calls = 0;
    const rebinding: TLookup = async () => {
      calls += 1;
      return [{ address: calls === 1 ? PUBLIC_IP : '127.0.0.1', family: 4 }];
    };
    // Same port as the canary: a client that re-resolves after checking would land on the canary.
    const result = await downloadPublicFile(`http://rebind.test:${canary.port}/`, {
      ...publicOptions,
      lookup: rebinding,
    });
    expect(result.buffer.toString()).toBe('public twin');
    expect(calls).toBe(1);
    await expectCanaryUntouched();
  });

  it('DNS rebinding across a redirect to the same host is re-checked and refused', async () => {
    let calls = 0;
    const rebinding: TLookup = async () => {
      calls += 1;
      return [{ address: calls === 1 ? PUBLIC_IP : '127.0.0.1', family: 4 }];
    };
    await expectRefusal(
      downloadPublicFile(`http://rebind.test:${canary.port}/bounce`, { ...publicOptions, lookup: rebinding }),
      'BAD_REQUEST',
      SAFE_FETCH_MESSAGES.blockedAddress,
    );
    expect(calls).toBe(2);
    await expectCanaryUntouched();
  });
});

describe('downloadPublicFile: public server', () => {
  it('downloads the bytes with content type and the RFC 5987 file name', async () => {
    const result = await downloadPublicFile(`http://files.test:${publicPort}/resume.pdf`, publicOptions);
    expect(result.buffer.equals(RESUME)).toBe(true);
    expect(result.contentType).toBe('application/pdf');
    expect(result.fileName).toBe('简历.pdf');
    expect(result.finalUrl).toBe(`http://files.test:${publicPort}/resume.pdf`);
  });

  it('reads a raw UTF-8 filename= and falls back to the URL path for the file name', async () => {
    const raw = await downloadPublicFile(`http://files.test:${publicPort}/raw-utf8-name`, publicOptions);
    expect(raw.fileName).toBe('我的简历.doc');
    const fromPath = await downloadPublicFile(
      `http://files.test:${publicPort}/files/%E5%BC%A0%E4%B8%89%20CV.docx`,
      publicOptions,
    );
    expect(fromPath.fileName).toBe('张三 CV.docx');
    expect(fromPath.contentType).toBeNull();
  });

  it.each([1, 2, 3])('follows %i redirect(s), each re-checked', async (n) => {
    const result = await downloadPublicFile(`http://files.test:${publicPort}/redirect/${n}`, publicOptions);
    expect(result.buffer.equals(RESUME)).toBe(true);
    expect(result.finalUrl).toBe(`http://files.test:${publicPort}/redirect/0`);
    expect(publicRequests).toHaveLength(n + 1);
  });

  it('refuses a 4th redirect without following it', async () => {
    await expectRefusal(
      downloadPublicFile(`http://files.test:${publicPort}/redirect/4`, publicOptions),
      'BAD_REQUEST',
      SAFE_FETCH_MESSAGES.tooManyRedirects(3),
    );
    expect(SAFE_FETCH_MESSAGES.tooManyRedirects(3)).toBe('重定向次数过多（最多 3 次）');
    expect(publicRequests).toEqual(['/redirect/4', '/redirect/3', '/redirect/2', '/redirect/1']);
  });

  it.each([
    ['/to-canary', SAFE_FETCH_MESSAGES.blockedAddress],
    ['/to-decimal-loopback', SAFE_FETCH_MESSAGES.blockedAddress],
    ['/to-internal-host', SAFE_FETCH_MESSAGES.blockedAddress],
    ['/to-file', SAFE_FETCH_MESSAGES.badUrl],
  ])('refuses a redirect %s', async (path, message) => {
    await expectRefusal(
      downloadPublicFile(`http://files.test:${publicPort}${path}`, publicOptions),
      'BAD_REQUEST',
      message,
    );
    await expectCanaryUntouched();
  });

  it('refuses early when Content-Length exceeds the cap', async () => {
    await expectRefusal(
      downloadPublicFile(`http://files.test:${publicPort}/declared-too-large`, publicOptions),
      'PAYLOAD_TOO_LARGE',
      SAFE_FETCH_MESSAGES.tooLarge(MAX_BYTES),
    );
    expect(SAFE_FETCH_MESSAGES.tooLarge(10 * 1024 * 1024)).toBe('文件超过 10 MB，请压缩后再上传');
  });

  it('cuts off a chunked body that grows past the cap', async () => {
    await expectRefusal(
      downloadPublicFile(`http://files.test:${publicPort}/endless`, publicOptions),
      'PAYLOAD_TOO_LARGE',
      SAFE_FETCH_MESSAGES.tooLarge(MAX_BYTES),
    );
    // The endless stream only stops because the client hung up.
    await streamState.closed;
    expect(streamState.bytesWritten).toBeGreaterThan(MAX_BYTES);
  });

  it.each(['/hang', '/hang-body'])('cuts off a server that hangs (%s) at the timeout', async (path) => {
    await expectRefusal(
      downloadPublicFile(`http://files.test:${publicPort}${path}`, { ...publicOptions, timeoutMs: 300 }),
      'BAD_REQUEST',
      SAFE_FETCH_MESSAGES.timeout,
    );
    await hangState.closed; // the connection was dropped, not left open
  });

  it('turns a non-2xx final status into an error', async () => {
    await expectRefusal(
      downloadPublicFile(`http://files.test:${publicPort}/missing`, publicOptions),
      'BAD_REQUEST',
      '无法访问该网址（HTTP 404）',
    );
  });

  it('reports an unknown host as unreachable', async () => {
    await expectRefusal(
      downloadPublicFile('http://nowhere.test/', {
        ...publicOptions,
        lookup: async () => {
          throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
        },
      }),
      'BAD_REQUEST',
      SAFE_FETCH_MESSAGES.unreachable,
    );
  });

  it('still saw nothing on the canary after the whole file', async () => {
    // A fixed pause on purpose, as in expectCanaryUntouched: a connection that never comes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(canary.allConnections).toEqual([]);
  });
});
