import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Writes a stream to a file chunk by chunk (never whole in memory); resolves to the bytes written. */
export async function writeStreamToFile(source: Readable, file: string): Promise<number> {
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, count, fs.createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await fsp.rm(file, { force: true });
    throw error;
  }
  return bytes;
}

/** A private temporary folder for one file on its way to or from an object store; `remove` cleans it. */
export async function makeSpool(): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'offerpilot-spool-'));
  return { file: path.join(dir, 'data'), remove: () => fsp.rm(dir, { recursive: true, force: true }) };
}
