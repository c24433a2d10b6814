import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeStreamToFile } from './stream-file.ts';
import { isFileKey, type TFileBlob, type TFileStore, type TOpenedFile } from './types.ts';

/**
 * Files under DATA_DIR/files, each under a server-made random key: a user-given name never becomes
 * a path. An in-memory database (tests) gets a temporary folder removed on close.
 */
export class LocalFileStore implements TFileStore {
  private constructor(
    readonly dir: string,
    private readonly isTemporary: boolean,
  ) {}

  static async open(dataDir: string): Promise<LocalFileStore> {
    if (dataDir === ':memory:') {
      return new LocalFileStore(await fsp.mkdtemp(path.join(os.tmpdir(), 'offerpilot-files-')), true);
    }
    const dir = path.join(dataDir, 'files');
    await fsp.mkdir(dir, { recursive: true });
    return new LocalFileStore(dir, false);
  }

  get location(): string {
    return this.dir;
  }

  private pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`invalid file key ${key}`);
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

  async saveStream(source: Readable): Promise<{ key: string; bytes: number }> {
    const key = randomUUID();
    const target = this.pathOf(key);
    const partial = `${target}.partial`;
    const bytes = await writeStreamToFile(source, partial);
    try {
      await fsp.rename(partial, target);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return { key, bytes };
  }

  async openBlob(key: string): Promise<TFileBlob | null> {
    try {
      return { blob: await fs.openAsBlob(this.pathOf(key)), release: async () => undefined };
    } catch {
      return null;
    }
  }

  async open(key: string): Promise<TOpenedFile | null> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(key), 'r');
    } catch {
      return null;
    }
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  }

  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {
    if (this.isTemporary) await fsp.rm(this.dir, { recursive: true, force: true });
  }
}
