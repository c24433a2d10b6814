import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { TS3Target } from './storage-url.ts';
import { makeSpool, writeStreamToFile } from './stream-file.ts';
import { isFileKey, type TFileBlob, type TFileStore, type TOpenedFile } from './types.ts';

/** The HTTP status of an S3 error answer, or undefined for network errors and the like. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/**
 * Files as objects in an S3-compatible bucket (STORAGE_URL), under `prefix + random UUID`.
 * Uploads are size-limited before they get here, so each is one PutObject of the whole buffer;
 * a stream (voice audio) is spooled to a temporary file and sent from there.
 */
export class S3FileStore implements TFileStore {
  private constructor(
    private readonly sdk: typeof S3Sdk,
    private readonly client: S3Sdk.S3Client,
    private readonly target: TS3Target,
  ) {}

  /** Connects and checks the bucket (creating it when the URL says createBucket=true). */
  static async open(target: TS3Target): Promise<S3FileStore> {
    // Imported here, not at the top: the SDK is loaded only by servers that use S3.
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      endpoint: target.endpoint,
      region: target.region,
      forcePathStyle: target.forcePathStyle,
      ...(target.credentials ? { credentials: target.credentials } : {}),
      // Checksums only where S3 requires them: many S3-compatible stores reject the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
    const store = new S3FileStore(sdk, client, target);
    try {
      await store.checkBucket();
    } catch (error) {
      client.destroy();
      throw error;
    }
    return store;
  }

  get location(): string {
    return this.target.location;
  }

  private objectKey(key: string): string {
    if (!isFileKey(key)) throw new Error(`invalid file key ${key}`);
    return `${this.target.prefix}${key}`;
  }

  private async checkBucket(): Promise<void> {
    const { bucket } = this.target;
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: bucket }));
      return;
    } catch (error) {
      const status = statusOf(error);
      if (status === 403 || status === 401) {
        throw new Error(`对象存储拒绝访问存储桶 ${bucket}（HTTP ${status}）：请检查 STORAGE_URL 中的访问密钥`);
      }
      if (status !== 404) {
        throw new Error(`无法连接对象存储 ${this.target.location}：${(error as Error).message}`);
      }
      if (!this.target.createBucket) {
        throw new Error(`对象存储中没有存储桶 ${bucket}：请先创建它，或在 STORAGE_URL 中加上 createBucket=true`);
      }
    }
    await this.client.send(new this.sdk.CreateBucketCommand({ Bucket: bucket }));
  }

  async save(data: Uint8Array): Promise<string> {
    const key = randomUUID();
    // One PutObject: the object appears whole or not at all.
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.target.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentLength: data.byteLength,
        ContentType: 'application/octet-stream',
      }),
    );
    return key;
  }

  /** Spooled to a temporary file first: PutObject needs the length before the first byte. */
  async saveStream(source: Readable): Promise<{ key: string; bytes: number }> {
    const spool = await makeSpool();
    try {
      const bytes = await writeStreamToFile(source, spool.file);
      const key = randomUUID();
      await this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.target.bucket,
          Key: this.objectKey(key),
          Body: fs.createReadStream(spool.file),
          ContentLength: bytes,
          ContentType: 'application/octet-stream',
        }),
      );
      return { key, bytes };
    } finally {
      await spool.remove();
    }
  }

  async openBlob(key: string): Promise<TFileBlob | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const spool = await makeSpool();
    try {
      await writeStreamToFile(opened.stream, spool.file);
      return { blob: await fs.openAsBlob(spool.file), release: spool.remove };
    } catch (error) {
      await spool.remove();
      throw error;
    }
  }

  async open(key: string): Promise<TOpenedFile | null> {
    if (!isFileKey(key)) return null;
    let output;
    try {
      output = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.target.bucket, Key: this.objectKey(key) }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const body = output.Body;
    if (!(body instanceof Readable) || output.ContentLength === undefined) {
      (body as { destroy?: () => void } | undefined)?.destroy?.();
      throw new Error(`对象存储返回的文件不完整：${key}`);
    }
    return { stream: body, size: output.ContentLength };
  }

  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    const objectKey = this.objectKey(key);
    try {
      await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.target.bucket, Key: objectKey }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
