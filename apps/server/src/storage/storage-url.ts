/**
 * STORAGE_URL: where an S3-compatible store keeps the files.
 *
 *   s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix…][?region=…&forcePathStyle=…&tls=…&createBucket=…]
 *
 * - ACCESS_KEY:SECRET — percent-encoded; leave both out to use the AWS SDK's default credentials
 *   (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a shared profile, an instance role).
 * - host[:port] — the S3 endpoint (s3.amazonaws.com, a MinIO host, …).
 * - bucket — an S3 bucket name; any further path segments are a key prefix (`files/prod/`).
 * - region (default us-east-1), forcePathStyle (default true: `host/bucket/key` addressing, as
 *   MinIO and most self-hosted stores need), tls (default true: https), createBucket (default
 *   false: create the bucket at start when it is missing — for development and test servers).
 *
 * Problems are described without echoing the URL: it carries a secret.
 */
export interface TS3Target {
  /** http(s)://host[:port] */
  endpoint: string;
  bucket: string;
  /** '' or segments ending in '/', put before every key. */
  prefix: string;
  region: string;
  forcePathStyle: boolean;
  createBucket: boolean;
  /** undefined: the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** The store's address without credentials, safe to log. */
  location: string;
}

export const STORAGE_URL_FORMAT =
  's3://ACCESS_KEY:SECRET@host:port/bucket?region=us-east-1&forcePathStyle=true&tls=true';

const PARAMS = ['region', 'forcePathStyle', 'tls', 'createBucket'] as const;
// S3's rules for new buckets: 3–63 lowercase letters, digits, dots and hyphens, letters or digits at both ends.
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[\w.-]+$/;
const REGION_PATTERN = /^[a-z0-9-]{1,40}$/;

function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

function readFlag(params: URLSearchParams, name: string, fallback: boolean, problems: string[]): boolean {
  const value = params.get(name);
  if (value === null) return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  problems.push(`${name} must be true or false`);
  return fallback;
}

export function parseStorageUrl(text: string): { ok: true; target: TS3Target } | { ok: false; problems: string[] } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problems: [`not a URL; expected ${STORAGE_URL_FORMAT}`] };
  }
  const problems: string[] = [];
  if (url.protocol !== 's3:') problems.push(`must start with s3:// (${STORAGE_URL_FORMAT})`);
  if (!url.hostname) problems.push('needs the S3 endpoint host after s3://');
  const accessKeyId = decode(url.username);
  const secretAccessKey = decode(url.password);
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    problems.push('the access key and secret must be percent-encoded');
  } else if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('give both ACCESS_KEY:SECRET, or neither to use the default AWS credentials');
  }
  const [bucket = '', ...prefixSegments] = url.pathname.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
  if (!bucket) problems.push('needs a bucket name as the path: s3://…@host/bucket');
  else if (!BUCKET_PATTERN.test(bucket))
    problems.push('the bucket name must be 3–63 lowercase letters, digits, dots or hyphens');
  if (prefixSegments.some((s) => !PREFIX_SEGMENT.test(s) || s === '.' || s === '..')) {
    problems.push('the key prefix after the bucket may use only letters, digits, dots, hyphens and underscores');
  }
  for (const name of url.searchParams.keys()) {
    if (!(PARAMS as readonly string[]).includes(name)) {
      problems.push(`unknown parameter "${name}" (known: ${PARAMS.join(', ')})`);
    }
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION_PATTERN.test(region)) problems.push('region must look like us-east-1');
  const forcePathStyle = readFlag(url.searchParams, 'forcePathStyle', true, problems);
  const tls = readFlag(url.searchParams, 'tls', true, problems);
  const createBucket = readFlag(url.searchParams, 'createBucket', false, problems);
  if (url.hash) problems.push('must not have a #fragment');
  if (problems.length > 0) return { ok: false, problems };
  const prefix = prefixSegments.map((s) => `${s}/`).join('');
  return {
    ok: true,
    target: {
      endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
      bucket,
      prefix,
      region,
      forcePathStyle,
      createBucket,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      location: `s3://${url.host}/${bucket}/${prefix}`,
    },
  };
}
