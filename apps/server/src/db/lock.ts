import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Locks held by this process, so a second buildApp on the same folder is refused too. */
const heldLocks = new Set<string>();

interface THolder {
  pid?: number;
  host?: string;
  started_at?: string;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: THolder) {
    super(
      `数据目录 ${dataDir} 正被另一个 OfferPilot 服务使用` +
        `（PID ${holder.pid ?? '未知'}，主机 ${holder.host ?? '未知'}，启动于 ${holder.started_at ?? '未知'}）。` +
        '嵌入式数据库不能被两个进程同时打开：请先停止那个服务，或为本服务设置另一个 DATA_DIR。',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface TDataDirLock {
  release(): void;
}

/** Longest socket path every platform accepts (macOS: 104 bytes with the terminator). */
const MAX_SOCKET_PATH = 100;

/**
 * Where the lock listens: a socket file in the folder, a filesystem object that every process
 * sharing the folder sees, whatever its network or PID namespace (two containers on one volume);
 * the kernel stops it listening when the holder dies, and a file nobody answers on is taken over.
 * When the folder's path is too long for a socket, an abstract socket on Linux named after the
 * folder's device and inode (same machine and network namespace only).
 */
function lockAddress(dataDir: string): { address: string; file: string | null } {
  const file = path.join(dataDir, 'offerpilot.lock.sock');
  if (Buffer.byteLength(file) <= MAX_SOCKET_PATH || process.platform !== 'linux') return { address: file, file };
  const stat = fs.statSync(dataDir);
  return { address: `\0offerpilot-data:${stat.dev}:${stat.ino}`, file: null };
}

function listen(server: net.Server, address: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', onError);
    server.listen(address, () => {
      server.off('error', onError);
      resolve(null);
    });
  });
}

/** What the holder says about itself, or null when nothing answers (a stale socket file). */
function askHolder(address: string): Promise<THolder | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let data = '';
    const done = (holder: THolder | null) => {
      socket.destroy();
      resolve(holder);
    };
    socket.setTimeout(2_000, () => done({}));
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('end', () => {
      try {
        done(JSON.parse(data) as THolder);
      } catch {
        done({});
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? null : {}),
    );
  });
}

/**
 * PGlite does not lock its folder; this lock does, with a listening socket that the kernel
 * stops when the process dies (a crash, `kill -9`, a container restart as PID 1, a new host
 * name or a reused PID never leave it held). `offerpilot.lock` in the folder says who holds it,
 * for people; it decides nothing.
 */
export async function acquireDataDirLock(dataDir: string): Promise<TDataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const infoPath = path.join(dataDir, 'offerpilot.lock');
  const holder: THolder = { pid: process.pid, host: os.hostname(), started_at: new Date().toISOString() };
  if (heldLocks.has(infoPath)) throw new DataDirLockedError(dataDir, holder);
  const { address, file } = lockAddress(dataDir);
  const server = net.createServer((socket) => socket.end(JSON.stringify(holder)));
  let error = await listen(server, address);
  if (error?.code === 'EADDRINUSE') {
    const other = await askHolder(address);
    if (other) throw new DataDirLockedError(dataDir, other);
    if (file) fs.rmSync(file, { force: true });
    error = await listen(server, address);
  }
  if (error) {
    if (error.code === 'EADDRINUSE') throw new DataDirLockedError(dataDir, (await askHolder(address)) ?? {});
    throw error;
  }
  // The lock never keeps the process alive on its own.
  server.unref();
  heldLocks.add(infoPath);
  fs.writeFileSync(infoPath, JSON.stringify(holder));
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      heldLocks.delete(infoPath);
      server.close();
      if (file) fs.rmSync(file, { force: true });
      try {
        const current = JSON.parse(fs.readFileSync(infoPath, 'utf8')) as THolder;
        if (current.pid === process.pid && current.started_at === holder.started_at) fs.unlinkSync(infoPath);
      } catch {
        // Already gone: nothing to remove.
      }
    },
  };
}
