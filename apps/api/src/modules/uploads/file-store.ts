import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live (DESIGN.md §7), behind one interface: a folder under the data directory
 * by default. An S3-compatible store is a second implementation of the same three methods, chosen
 * in `createFileStore` from configuration; nothing else changes.
 *
 * Keys are made by `newStorageKey` (random, never a user's file name); a store refuses any other
 * shape, so no key can walk out of its folder.
 */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under a key; nothing happens when there are none. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

/** A new storage key: 128 random bits in hex, under a folder of its first two digits (256 folders, none too full). */
export function newStorageKey(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex}`;
}

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key).slice(0, 60)}`);
  return key;
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

/** The store the configuration names: today the `uploads` folder of the data directory. */
export function createFileStore(config: { DATA_DIR: string }): FileStore {
  return localFileStore(path.resolve(config.DATA_DIR, 'uploads'));
}
