// Child processes for the benches: a free port, waiting for a process to answer, stopping it.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until it answers as `accept` wants (default: a 2xx), the process exits (an error),
 * or `timeoutMs` passes (an error).
 */
export async function waitFor(
  url: string,
  child: ChildProcess,
  options: { timeoutMs?: number; intervalMs?: number; accept?: (res: Response) => boolean } = {},
): Promise<void> {
  const { timeoutMs = 60_000, intervalMs = 100, accept = (res) => res.ok } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if (accept(await fetch(url))) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Stops a process and waits for it to exit (a server holds its data directory until then). */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The built server on PGlite in `dataDir` (or what `env` says, e.g. a DATABASE_URL), on a free port
 * of 127.0.0.1, quiet (log level warn).
 * Not yet answering: wait for `${base}/api/health`.
 */
export async function spawnPgliteServer(
  entry: string,
  dataDir: string,
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** The built server on PGlite, once its health check answers; stopped again if it never does. */
export async function startPgliteServer(
  entry: string,
  dataDir: string,
  cwd: string,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string }> {
  const { child, base } = await spawnPgliteServer(entry, dataDir, cwd, env);
  try {
    await waitFor(`${base}/api/health`, child, { timeoutMs });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { child, base };
}
