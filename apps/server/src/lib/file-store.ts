import { randomUUID } from 'node:crypto';
import type fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const KEY_PATTERN = /^[0-9a-f-]{36}$/;

/**
 * Uploaded originals under DATA_DIR/files, each under a server-made random key: a user-given
 * name never becomes a path. An in-memory database (tests) gets a temporary folder removed on close.
 */
export class FileStore {
  private constructor(
    readonly dir: string,
    private readonly isTemporary: boolean,
  ) {}

  static async open(dataDir: string): Promise<FileStore> {
    if (dataDir === ':memory:') {
      return new FileStore(await fsp.mkdtemp(path.join(os.tmpdir(), 'offerpilot-files-')), true);
    }
    const dir = path.join(dataDir, 'files');
    await fsp.mkdir(dir, { recursive: true });
    return new FileStore(dir, false);
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key ${key}`);
    return path.join(this.dir, key);
  }

  /** Writes to a temporary name first, so a crash never leaves half a file under a real key. */
  async save(data: Uint8Array): Promise<string> {
    const key = randomUUID();
    const target = this.pathOf(key);
    const partial = `${target}.partial`;
    try {
      await fsp.writeFile(partial, data, { mode: 0o600 });
      await fsp.rename(partial, target);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return key;
  }

  /** An open file and its size, or null when it is gone. */
  async open(key: string): Promise<{ stream: fs.ReadStream; size: number } | null> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(key), 'r');
    } catch {
      return null;
    }
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  }

  /** Removing a file that is already gone is not an error. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {
    if (this.isTemporary) await fsp.rm(this.dir, { recursive: true, force: true });
  }
}
