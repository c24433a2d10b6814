import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account (it checks request signatures against it). */
export const S3_ACCESS_KEY = 'S3RVER';
export const S3_SECRET = 'S3RVER';

/**
 * A local S3 protocol server (s3rver) on a free loopback port, storing objects in a temporary folder.
 * `url(bucket, params)` is a STORAGE_URL pointing at it; `stop()` closes it and removes the folder.
 */
export async function startS3Server(buckets: string[] = []) {
  const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'offerpilot-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    port,
    directory,
    url: (bucketAndPrefix: string, params = 'tls=false') =>
      `s3://${S3_ACCESS_KEY}:${S3_SECRET}@127.0.0.1:${port}/${bucketAndPrefix}?${params}`,
    async stop() {
      await server.close();
      await fsp.rm(directory, { recursive: true, force: true });
    },
  };
}
