import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../../config';
import { fileStoreContract } from '../../test/file-store-contract';
import { startS3 } from '../../test/s3';
import { objectUrl, s3FileStore } from './s3-file-store';
import { newStorageKey } from './storage-key';

let s3: Awaited<ReturnType<typeof startS3>>;
let settings: S3Settings;
beforeAll(async () => {
  s3 = await startS3();
  settings = loadConfig(s3.env).s3!;
});
afterAll(() => s3?.close());

/** The object as the S3 server holds it, read with a request of our own (status and type, not through the store). */
async function rawObject(key: string) {
  const client = new AwsClient({ ...settings, service: 's3', retries: 0 });
  const response = await client.fetch(objectUrl(settings, key));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

fileStoreContract('the S3 store', () => s3FileStore(settings));

describe('the S3-compatible file store', () => {
  it('keeps the content type an object was put with', async () => {
    const store = s3FileStore(settings);
    const key = newStorageKey();
    await store.put(key, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]), 'image/png');
    expect(await rawObject(key)).toMatchObject({ status: 200, type: 'image/png' });
    await store.delete(key);
    expect((await rawObject(key)).status).toBe(404);
  });

  it('fails, never answers "no file", with a wrong secret', async () => {
    const store = s3FileStore({ ...settings, secretAccessKey: 'not-the-secret' });
    const key = newStorageKey();
    await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(store.get(key)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(store.delete(key)).rejects.toThrow(/403 SignatureDoesNotMatch/);
  });

  it('fails, never answers "no file", when the bucket does not exist', async () => {
    const store = s3FileStore({ ...settings, bucket: 'no-such-bucket' });
    await expect(store.get(newStorageKey())).rejects.toThrow(/404 NoSuchBucket/);
    await expect(store.delete(newStorageKey())).rejects.toThrow(/404 NoSuchBucket/);
  });
});

describe('object addresses', () => {
  const aws: S3Settings = {
    bucket: 'tea-files',
    endpoint: 'https://s3.ap-northeast-2.amazonaws.com',
    region: 'ap-northeast-2',
    accessKeyId: 'id',
    secretAccessKey: 'secret',
    forcePathStyle: false,
  };
  const key = 'ab/ab0123456789abcdef0123456789abcd';

  it('puts the bucket in the host name by default (AWS), and in the path when told (MinIO)', () => {
    expect(objectUrl(aws, key)).toBe(`https://tea-files.s3.ap-northeast-2.amazonaws.com/${key}`);
    expect(objectUrl({ ...aws, endpoint: 'http://minio.internal:9000', forcePathStyle: true }, key)).toBe(
      `http://minio.internal:9000/tea-files/${key}`,
    );
  });

  it('defaults to AWS’s endpoint of the region', () => {
    const config = loadConfig({
      S3_BUCKET: 'tea-files',
      S3_REGION: 'ap-northeast-2',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual(aws);
  });
});
