import { AppError, INTERVIEW_MESSAGES as M } from '@offerpilot/shared';
import type { TFileDeps, TInterviewDeps } from './deps.ts';

/**
 * What one user's voice audio may hold (issue 34, item 5). Only the current question of a session
 * keeps audio, so `files` is also how many open sessions keep any: beyond these the user's oldest
 * audio is let go (it only served a transcription retry). `uploadsAtOnce` bounds the files being
 * written for one user (per server process) before those bounds can be applied.
 */
export const AUDIO_KEEP = { files: 3, bytes: 40 * 1024 * 1024, uploadsAtOnce: 2 } as const;

/** A voice answer's audio, already streamed to the file store; `head` is its first bytes. */
export interface TStoredAudio {
  key: string;
  bytes: number;
  head: Uint8Array;
}

/** Audio a voice answer may arrive as, told by its first bytes (never by the name or the header). */
export const AUDIO_FORMATS = [
  { mime: 'audio/wav', ext: 'wav', test: (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WAVE' },
  {
    mime: 'audio/webm',
    ext: 'webm',
    test: (b: Uint8Array) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  },
  { mime: 'audio/ogg', ext: 'ogg', test: (b: Uint8Array) => ascii(b, 0, 4) === 'OggS' },
  {
    mime: 'audio/mpeg',
    ext: 'mp3',
    test: (b: Uint8Array) => ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
  { mime: 'audio/mp4', ext: 'm4a', test: (b: Uint8Array) => ascii(b, 4, 4) === 'ftyp' },
] as const;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export function audioFormatOf(bytes: Uint8Array): (typeof AUDIO_FORMATS)[number] | undefined {
  if (bytes.byteLength < 12) return undefined;
  return AUDIO_FORMATS.find((f) => f.test(bytes));
}

/**
 * Holds one of the user's audio upload places (AUDIO_KEEP.uploadsAtOnce) until `done`: 429 when
 * the user already has that many running. Taken before a byte of the upload is read. `uploads`:
 * the uploads running per user in this process.
 */
export function beginAudioUpload(uploads: Map<number, number>, userId: number): { done: () => void } {
  const running = uploads.get(userId) ?? 0;
  if (running >= AUDIO_KEEP.uploadsAtOnce) throw new AppError('TOO_MANY_REQUESTS', M.audioBusy);
  uploads.set(userId, running + 1);
  let released = false;
  return {
    done: () => {
      if (released) return;
      released = true;
      const left = (uploads.get(userId) ?? 1) - 1;
      if (left > 0) uploads.set(userId, left);
      else uploads.delete(userId);
    },
  };
}

/** Removes stored files whose rows are gone; a failure is logged, never thrown. */
export async function removeFiles(deps: TFileDeps, keys: string[]): Promise<void> {
  if (keys.length === 0 || !deps.files) return;
  const files = deps.files;
  await Promise.all(
    keys.map((key) =>
      files.remove(key).catch((error: unknown) => deps.log?.warn({ err: error }, 'audio file could not be removed')),
    ),
  );
}

/** Audio of sessions that ended or ran out goes, rows and files (also on a timer, see app.ts). */
export async function sweepAudio(deps: Pick<TInterviewDeps, 'repo' | 'now' | 'files' | 'log'>): Promise<void> {
  await removeFiles(deps, await deps.repo.sweepAudio(deps.now()));
}
