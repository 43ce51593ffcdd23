import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config.js';
import type { FileStore } from './file-store.js';
import { checkedKey } from './storage-key.js';

/** One request, its retries included, gives up after this long: an upload or a download waits on it. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * aws4fetch retries 5xx and 429 answers with jittered backoff (10 times by default, which can take
 * most of a minute); two retries ride out a blip without holding a request that long.
 */
const RETRIES = 2;

/**
 * The address of an object: `<endpoint>/<bucket>/<key>` in path style (MinIO and most self-hosted
 * servers), `<bucket>.<endpoint host>/<key>` otherwise (AWS's virtual-hosted style). Keys are
 * `newStorageKey`'s hex and slash, which need no encoding.
 */
export function objectUrl(s3: S3Settings, key: string): string {
  const url = new URL(s3.endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  if (s3.forcePathStyle) return `${url.origin}${base}/${s3.bucket}/${checkedKey(key)}`;
  return `${url.protocol}//${s3.bucket}.${url.host}${base}/${checkedKey(key)}`;
}

/** An answer that is not a success: its status and S3's error code (`<Code>NoSuchKey</Code>` in its XML body). */
async function refusal(response: Response): Promise<{ status: number; code: string }> {
  const body = await response.text().catch(() => '');
  return { status: response.status, code: /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1] ?? response.statusText };
}

/**
 * A 404 means "no such object", except for a missing bucket: that is a broken configuration, and
 * must not read as "the file is gone".
 */
const isMissingObject = ({ status, code }: { status: number; code: string }) => status === 404 && code !== 'NoSuchBucket';

const failure = (method: string, key: string, { status, code }: { status: number; code: string }) =>
  new Error(`S3 ${method} ${key} failed: ${status} ${code}`);

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), through plain HTTP requests
 * signed with AWS Signature V4 by `aws4fetch` (small, no dependencies, global fetch). The payload's
 * SHA-256 is signed too, so a body changed on the way is refused even over plain HTTP.
 *
 * Any answer but success (and, for get and delete, "no such object") is an error: a wrong key or a
 * missing bucket must show in the logs, never look like a file that is not there.
 */
export function s3FileStore(s3: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: 's3',
    region: s3.region,
    retries: RETRIES,
  });
  const send = (method: string, key: string, init: RequestInit = {}) =>
    client.fetch(objectUrl(s3, key), { ...init, method, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        body: bytes,
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw failure('PUT', key, await refusal(response));
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      const refused = await refusal(response);
      if (isMissingObject(refused)) return null;
      throw failure('GET', key, refused);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const refused = await refusal(response);
      if (!isMissingObject(refused)) throw failure('DELETE', key, refused);
    },
  };
}
