import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { LocalFileStore, openFileStore, parseStorageUrl, type TFileStore } from '../src/storage/index.ts';
import { authConfig, bearer, register } from './support/auth.ts';
import { multipartFile } from './support/multipart.ts';
import { S3_ACCESS_KEY, S3_SECRET, startS3Server } from './support/s3-server.ts';
import { createTestApp } from './support/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ALL_BYTES = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7) % 256));
const onePdf = fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/resumes/zh-one-column.pdf'));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let s3: Awaited<ReturnType<typeof startS3Server>>;
let s3Client: S3Client;

/** What the bucket holds, read over the S3 protocol (not through the store under test). */
async function objectsIn(bucket: string): Promise<string[]> {
  const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

beforeAll(async () => {
  s3 = await startS3Server(['contract', 'offerpilot']);
  s3Client = new S3Client({
    endpoint: `http://127.0.0.1:${s3.port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY, secretAccessKey: S3_SECRET },
  });
});

afterAll(async () => {
  s3Client?.destroy();
  await s3?.stop();
});

const backends: [string, () => Promise<TFileStore>, () => string][] = [
  // ':memory:' gives a temporary folder, removed on close.
  [
    'LocalFileStore (DATA_DIR/files)',
    () => openFileStore({ dataDir: ':memory:', storageUrl: undefined }),
    () => path.join(os.tmpdir(), 'offerpilot-files-'),
  ],
  [
    'S3FileStore (STORAGE_URL)',
    () => openFileStore({ dataDir: ':memory:', storageUrl: s3.url('contract/tenant-a/files') }),
    () => `s3://127.0.0.1:${s3.port}/contract/tenant-a/files/`,
  ],
];

describe.each(backends)('file store contract: %s', (_name, openStore, expectedLocation) => {
  let store: TFileStore;

  beforeAll(async () => {
    store = await openStore();
  });

  afterAll(async () => {
    await store?.close();
  });

  it('saves bytes under a new random key and opens them back with their size', async () => {
    const key = await store.save(ALL_BYTES);
    const other = await store.save(new Uint8Array([1, 2, 3]));
    expect(key).toMatch(UUID);
    expect(other).not.toBe(key);
    const opened = await store.open(key);
    expect(opened?.size).toBe(ALL_BYTES.length);
    expect((await readAll(opened!.stream)).equals(ALL_BYTES)).toBe(true);
    const small = await store.open(other);
    expect(small?.size).toBe(3);
    expect([...(await readAll(small!.stream))]).toEqual([1, 2, 3]);
  });

  it('stores a stream chunk by chunk and gives it back as a disk-backed Blob', async () => {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
    const saved = await store.saveStream(Readable.from(chunks));
    expect(saved.key).toMatch(UUID);
    expect(saved.bytes).toBe(64 * 16 * 1024);
    const file = await store.openBlob(saved.key);
    expect(file?.blob.size).toBe(saved.bytes);
    expect(Buffer.from(await file!.blob.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
    await file!.release();
    expect(await store.openBlob('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('keeps nothing of a stream that fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.saveStream(failing)).rejects.toThrow('client went away');
  });

  it('keeps an empty file', async () => {
    const key = await store.save(new Uint8Array(0));
    const opened = await store.open(key);
    expect(opened?.size).toBe(0);
    expect((await readAll(opened!.stream)).length).toBe(0);
  });

  it('answers null for a key it never made and for anything that is not a key', async () => {
    expect(await store.open('00000000-0000-4000-8000-000000000000')).toBeNull();
    for (const bad of ['', 'resume.pdf', '../../etc/passwd', `${'a'.repeat(35)}/`, 'A'.repeat(36)]) {
      expect(await store.open(bad), bad).toBeNull();
    }
  });

  it('removes a file; removing it again, or nothing, is not an error', async () => {
    const key = await store.save(Buffer.from('去掉我'));
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
    await expect(store.remove(null)).resolves.toBeUndefined();
    await expect(store.remove(undefined)).resolves.toBeUndefined();
  });

  it('refuses to remove something that is not a key', async () => {
    await expect(store.remove('../../etc/passwd')).rejects.toThrow(/invalid file key/);
    await expect(store.remove('resume.pdf')).rejects.toThrow(/invalid file key/);
  });

  it('tells where files go without any secret', () => {
    expect(store.location.startsWith(expectedLocation())).toBe(true);
    expect(store.location).not.toContain(S3_SECRET);
  });
});

describe('S3FileStore specifics', () => {
  it('keeps each object under the URL prefix and the random key, in the named bucket', async () => {
    const store = await openFileStore({ dataDir: ':memory:', storageUrl: s3.url('contract/tenant-b') });
    try {
      expect(store).not.toBeInstanceOf(LocalFileStore);
      expect(store.location).toBe(`s3://127.0.0.1:${s3.port}/contract/tenant-b/`);
      const key = await store.save(Buffer.from('原件'));
      expect(await objectsIn('contract')).toContain(`tenant-b/${key}`);
      await store.remove(key);
      expect(await objectsIn('contract')).not.toContain(`tenant-b/${key}`);
    } finally {
      await store.close();
    }
  });

  it('stops at start when the bucket is missing, unless the URL says createBucket=true', async () => {
    await expect(openFileStore({ dataDir: ':memory:', storageUrl: s3.url('not-there') })).rejects.toThrow(
      /没有存储桶 not-there.*createBucket=true/,
    );
    const store = await openFileStore({
      dataDir: ':memory:',
      storageUrl: s3.url('made-at-start', 'tls=false&createBucket=true'),
    });
    try {
      const key = await store.save(Buffer.from('x'));
      expect(await objectsIn('made-at-start')).toEqual([key]);
    } finally {
      await store.close();
    }
  });

  it('stops at start on a wrong key or an unreachable store, and never says the secret', async () => {
    // s3rver checks the access key id (it does not verify V4 signatures).
    const wrong = `s3://NOBODY:wrong-secret-42@127.0.0.1:${s3.port}/contract?tls=false`;
    const denied = await openFileStore({ dataDir: ':memory:', storageUrl: wrong }).catch((e: Error) => e);
    expect(denied).toBeInstanceOf(Error);
    expect((denied as Error).message).toMatch(/拒绝访问存储桶 contract.*访问密钥/);
    expect((denied as Error).message).not.toContain('wrong-secret-42');

    const closed = await openFileStore({
      dataDir: ':memory:',
      storageUrl: `s3://${S3_ACCESS_KEY}:closed-secret-42@127.0.0.1:1/contract?tls=false`,
    }).catch((e: Error) => e);
    expect((closed as Error).message).toMatch(/无法连接对象存储 s3:\/\/127\.0\.0\.1:1\/contract\//);
    expect((closed as Error).message).not.toContain('closed-secret-42');
  });
});

describe('STORAGE_URL in the configuration', () => {
  it('reads the documented format with its defaults', () => {
    const parsed = parseStorageUrl('s3://AK%2Fid:se%2Bcret@minio.internal:9000/offerpilot');
    expect(parsed).toEqual({
      ok: true,
      target: {
        endpoint: 'https://minio.internal:9000',
        bucket: 'offerpilot',
        prefix: '',
        region: 'us-east-1',
        forcePathStyle: true,
        createBucket: false,
        credentials: { accessKeyId: 'AK/id', secretAccessKey: 'se+cret' },
        location: 's3://minio.internal:9000/offerpilot/',
      },
    });
    const custom = parseStorageUrl(
      's3://s3.ap-east-1.amazonaws.com/op-files/prod/originals/?region=ap-east-1&forcePathStyle=false&tls=true&createBucket=true',
    );
    expect(custom).toMatchObject({
      ok: true,
      target: {
        endpoint: 'https://s3.ap-east-1.amazonaws.com',
        bucket: 'op-files',
        prefix: 'prod/originals/',
        region: 'ap-east-1',
        forcePathStyle: false,
        createBucket: true,
        credentials: undefined,
      },
    });
    expect(loadConfig({ STORAGE_URL: 's3://k:s@127.0.0.1:9000/b-1?tls=false' }).storageUrl).toBe(
      's3://k:s@127.0.0.1:9000/b-1?tls=false',
    );
    expect(loadConfig({}).storageUrl).toBeUndefined();
  });

  it.each([
    ['not a URL', 's3://AK:topsecret1@min io:9000/bucket', /not a URL/],
    ['no s3:// at all', 'minio:9000/bucket', /must start with s3:\/\//],
    ['another scheme', 'https://AK:topsecret1@minio:9000/bucket', /must start with s3:\/\//],
    ['no bucket', 's3://AK:topsecret1@minio:9000', /needs a bucket name/],
    ['a bad bucket name', 's3://AK:topsecret1@minio:9000/My_Bucket', /bucket name/],
    ['a key without its secret', 's3://AK@minio:9000/bucket', /both ACCESS_KEY:SECRET/],
    ['an unknown parameter', 's3://AK:topsecret1@minio:9000/bucket?pathStyle=true', /unknown parameter "pathStyle"/],
    ['a flag that is not true/false', 's3://AK:topsecret1@minio:9000/bucket?tls=no', /tls must be true or false/],
    ['a bad prefix', 's3://AK:topsecret1@minio:9000/bucket/../x', /key prefix|bucket name/],
  ])('fails start-up on %s, naming STORAGE_URL but not its secret', (_what, url, problem) => {
    let error: unknown;
    try {
      loadConfig({ STORAGE_URL: url });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(problems.every((p) => p.startsWith('STORAGE_URL: '))).toBe(true);
    expect(message).toMatch(problem);
    expect(message).not.toContain('topsecret1');
  });
});

describe('the app with STORAGE_URL', () => {
  let app: FastifyInstance;
  let alice: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp({ ...authConfig({ captchaMode: 'off' }), storageUrl: s3.url('offerpilot') });
    alice = bearer((await register(app)).access_token);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('keeps an uploaded original in the bucket and gives it back byte for byte', async () => {
    expect(app.files).not.toBeInstanceOf(LocalFileStore);
    expect(app.files.location).toBe(`s3://127.0.0.1:${s3.port}/offerpilot/`);
    const body = multipartFile('王晓明-简历.pdf', onePdf);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/resumes/upload',
      headers: { ...alice, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const resume = uploaded.json().data as { id: number };

    const objects = await objectsIn('offerpilot');
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatch(UUID);
    const stored = await s3Client.send(new GetObjectCommand({ Bucket: 'offerpilot', Key: objects[0] }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(onePdf)).toBe(true);

    const file = await app.inject({ method: 'GET', url: `/api/v1/resumes/${resume.id}/file`, headers: alice });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(onePdf.length));
    expect(file.rawPayload.equals(onePdf)).toBe(true);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/resumes/${resume.id}`, headers: alice });
    expect(deleted.statusCode).toBe(200);
    expect(await objectsIn('offerpilot')).toEqual([]);
  });
});
