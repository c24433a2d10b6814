import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Locks held by this process, so a second buildApp on the same folder is refused too. */
const heldLocks = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: { pid?: number; host?: string; started_at?: string }) {
    super(
      `数据目录 ${dataDir} 正被另一个 OfferPilot 服务使用` +
        `（PID ${holder.pid ?? '未知'}，主机 ${holder.host ?? '未知'}，启动于 ${holder.started_at ?? '未知'}）。` +
        '嵌入式数据库不能被两个进程同时打开：请先停止那个服务，或为本服务设置另一个 DATA_DIR。',
    );
    this.name = 'DataDirLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface TDataDirLock {
  release(): void;
}

/**
 * PGlite does not lock its folder; this lock file does. A lock left by a process that
 * no longer runs (a crash, a kill -9) on this host is taken over.
 */
export function acquireDataDirLock(dataDir: string): TDataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'offerpilot.lock');
  if (heldLocks.has(lockPath)) {
    throw new DataDirLockedError(dataDir, { pid: process.pid, host: os.hostname() });
  }
  const content = JSON.stringify({ pid: process.pid, host: os.hostname(), started_at: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      heldLocks.add(lockPath);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldLocks.delete(lockPath);
          try {
            const current = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid?: number };
            if (current.pid === process.pid) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: { pid?: number; host?: string; started_at?: string } = {};
      try {
        holder = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as typeof holder;
      } catch {
        // Unreadable lock (half-written): treat as stale below.
      }
      const sameHost = !holder.host || holder.host === os.hostname();
      if (holder.pid && sameHost && isProcessAlive(holder.pid)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      if (holder.pid && !sameHost) throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, {});
}
