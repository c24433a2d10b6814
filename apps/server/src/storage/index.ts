import type { TConfig } from '../config.ts';
import { LocalFileStore } from './local-file-store.ts';
import { parseStorageUrl } from './storage-url.ts';
import type { TFileStore } from './types.ts';

export { LocalFileStore } from './local-file-store.ts';
export { parseStorageUrl, type TS3Target } from './storage-url.ts';
export { isFileKey, type TFileStore, type TOpenedFile } from './types.ts';

/** The store the configuration asks for: S3-compatible when STORAGE_URL is set, else DATA_DIR/files. */
export async function openFileStore(config: Pick<TConfig, 'dataDir' | 'storageUrl'>): Promise<TFileStore> {
  if (!config.storageUrl) return LocalFileStore.open(config.dataDir);
  const parsed = parseStorageUrl(config.storageUrl);
  if (!parsed.ok) throw new Error(`STORAGE_URL 无效：${parsed.problems.join('；')}`);
  // Loaded only when used: the AWS SDK stays out of memory on the default (local) path.
  const { S3FileStore } = await import('./s3-file-store.ts');
  return S3FileStore.open(parsed.target);
}
