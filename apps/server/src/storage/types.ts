import type { Readable } from 'node:stream';

/** Keys are server-made random UUIDs: a user-given name never becomes a key or a path. */
export const FILE_KEY_PATTERN = /^[0-9a-f-]{36}$/;

export const isFileKey = (key: string): boolean => FILE_KEY_PATTERN.test(key);

export interface TOpenedFile {
  stream: Readable;
  size: number;
}

/** A stored file as a Blob read from disk when it is sent (not loaded into memory); `release` when done. */
export interface TFileBlob {
  blob: Blob;
  release: () => Promise<void>;
}

/**
 * Where originals, exports and (later) audio are kept: DATA_DIR/files by default, or an
 * S3-compatible bucket when STORAGE_URL is set. Both backends keep the same contract.
 */
export interface TFileStore {
  /** Where files go, without credentials (safe to log): a folder or `s3://host/bucket/prefix`. */
  readonly location: string;
  /** Stores the bytes under a new random key and returns it; never leaves half a file under a key. */
  save(data: Uint8Array): Promise<string>;
  /**
   * Stores a stream under a new random key, chunk by chunk (never whole in memory): the caller
   * bounds its length. Never leaves half a file under a key; on an error nothing is kept.
   */
  saveStream(source: Readable): Promise<{ key: string; bytes: number }>;
  /** The file as a disk-backed Blob (an object store's is spooled to a temporary file), or null. */
  openBlob(key: string): Promise<TFileBlob | null>;
  /** The file and its size, or null when it is gone (or the key is not one of ours). */
  open(key: string): Promise<TOpenedFile | null>;
  /** Removing a file that is already gone is not an error; an invalid key is. */
  remove(key: string | null | undefined): Promise<void>;
  close(): Promise<void>;
}
