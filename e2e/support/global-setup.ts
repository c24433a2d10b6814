import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { hasChromium } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserAvailable: boolean;
    dataDir: string;
    /** The local OpenAI-compatible transcription stand-in the server is configured with. */
    sttURL: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built product (apps/server/dist + apps/web/dist) on a free port with a temporary
 * DATA_DIR. Without Chromium the journeys skip, unless E2E_REQUIRED=1 (CI), where that fails.
 */
export default async function setup(project: TestProject) {
  const browserAvailable = hasChromium();
  project.provide('browserAvailable', browserAvailable);
  if (!browserAvailable) {
    if (process.env.E2E_REQUIRED === '1') {
      throw new Error('E2E_REQUIRED=1 but /usr/bin/chromium is missing: apt-get install chromium');
    }
    console.warn('[e2e] Chromium not found at /usr/bin/chromium: browser journeys are skipped.');
    project.provide('baseURL', '');
    project.provide('dataDir', '');
    project.provide('sttURL', '');
    return;
  }

  const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The product is not built: run `npm run build` (npm run test:e2e does it for you).');
  }

  const stt = await startTranscriptionStandIn();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ICP_RECORD: '京ICP备00000000号-1',
      // A browser test cannot read the captcha picture; the captcha rules are covered by server tests.
      CAPTCHA_MODE: 'off',
      // Every journey registers its own users from 127.0.0.1: more than a real address would in an hour.
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      // The SMS journey waits out one resend wait to show the countdown ending: half a minute, not a
      // whole one — long enough that signing out and back to the form (10–15 s on CI) is within it.
      SMS_RESEND_SECONDS: '30',
      // Voice answers are transcribed by a stand-in of an OpenAI-compatible service (below).
      STT_PROVIDER: 'openai',
      STT_BASE_URL: `${stt.url}/v1`,
      STT_MODEL: 'whisper-stand-in',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`e2e server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('e2e server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('sttURL', stt.url);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    stt.server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Seconds of audio in a PCM WAV file found inside a multipart body, or null. */
function wavSeconds(body: Buffer): number | null {
  const at = body.indexOf('RIFF');
  if (at < 0 || body.toString('latin1', at + 8, at + 12) !== 'WAVE') return null;
  const fmt = body.indexOf('fmt ', at);
  const data = body.indexOf('data', at + 12);
  if (fmt < 0 || data < 0) return null;
  const byteRate = body.readUInt32LE(fmt + 16);
  return byteRate > 0 ? body.readUInt32LE(data + 4) / byteRate : null;
}

/**
 * A local stand-in for an OpenAI-compatible `/v1/audio/transcriptions`: it cannot recognise
 * speech, so it answers a fixed Chinese transcript that names how much audio it received, and
 * refuses anything that is not a WAV with audio in it. `GET /requests` lists what it received, so a
 * journey can check that the browser's recording reached it.
 */
async function startTranscriptionStandIn(): Promise<{ server: http.Server; url: string }> {
  const received: { model: string | null; seconds: number | null; bytes: number }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/requests') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
        return;
      }
      const body = Buffer.concat(chunks);
      const model = /name="model"\r\n\r\n([^\r]*)/.exec(body.toString('utf8'))?.[1] ?? null;
      const seconds = wavSeconds(body);
      received.push({ model, seconds, bytes: body.length });
      if (req.url !== '/v1/audio/transcriptions' || seconds === null || seconds < 0.2) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"no audio"}}');
        return;
      }
      const text = `我在上一家公司负责订单服务，用 Redis 缓存热点数据，接口响应时间从三百毫秒降到九十毫秒。（转写了 ${seconds.toFixed(1)} 秒录音）`;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
}
