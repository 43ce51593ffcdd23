import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreContract } from '../../test/file-store-contract';
import { localFileStore, type FileStore } from './file-store';
import { newStorageKey } from './storage-key';

let root: string;
let store: FileStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tea-test-files-'));
  store = localFileStore(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

fileStoreContract('the folder store', () => store);

describe('the folder store', () => {
  it('writes a file under its key in the folder, and leaves no partial file beside it', async () => {
    const key = newStorageKey();
    await store.put(key, Buffer.from('on disk'), 'text/plain');
    expect(await readFile(path.join(root, key), 'utf8')).toBe('on disk');
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([key.slice(3)]);
  });
});
