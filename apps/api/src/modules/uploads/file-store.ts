import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from '../../config.js';
import { s3FileStore } from './s3-file-store.js';
import { checkedKey } from './storage-key.js';

/**
 * Where uploaded bytes live (DESIGN.md §7), behind one interface: a folder under the data directory
 * by default, an S3-compatible bucket when S3_BUCKET is set (`s3-file-store.ts`), chosen in
 * `createFileStore`; nothing else changes.
 *
 * Keys are made by `newStorageKey` (storage-key.ts: random, never a user's file name); a store refuses any other
 * shape, so no key can walk out of its folder.
 */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under a key; nothing happens when there are none. */
  delete(key: string): Promise<void>;
}

/** Files in a folder: each written to a temporary name first and renamed, so a reader never sees half a file. */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx', mode: 0o640 });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The store the configuration names: the S3 bucket when S3_BUCKET is set, else the `uploads` folder of the data directory. */
export function createFileStore(config: { DATA_DIR: string; s3: S3Settings | null }): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(path.resolve(config.DATA_DIR, 'uploads'));
}
