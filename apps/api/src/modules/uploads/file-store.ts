import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { databaseFileStore } from './database-file-store.js';
import { s3FileStore } from './s3-file-store.js';
import { checkedKey } from './storage-key.js';

/**
 * Where uploaded bytes live (DESIGN.md §7), behind one interface: an S3-compatible bucket when
 * S3_BUCKET is set (`s3-file-store.ts`), else the PostgreSQL server's `stored_files` table when there
 * is one (`database-file-store.ts`, decision 0070), else a folder under the data directory beside the
 * embedded database; chosen in `createFileStore`, nothing else changes.
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
  /**
   * A store in the database: the same store through the transaction `tx`, so that work in a
   * transaction changes its files with its rows (the purge job). Stores elsewhere have none.
   */
  inTransaction?(tx: Db): FileStore;
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

/**
 * The store the configuration names, and where it keeps the files (the start's log line): the S3
 * bucket when S3_BUCKET is set, else the database on a PostgreSQL server (every replica reads it, its
 * backup holds them), else the `uploads` folder of the data directory (the embedded database's folder,
 * which holds both).
 */
export function createFileStore(
  config: { DATA_DIR: string; s3: S3Settings | null },
  database: Database,
): { store: FileStore; place: string } {
  if (config.s3) return { store: s3FileStore(config.s3), place: `s3://${config.s3.bucket}` };
  if (database.kind === 'postgres') return { store: databaseFileStore(database.db), place: 'database (stored_files)' };
  const folder = path.resolve(config.DATA_DIR, 'uploads');
  return { store: localFileStore(folder), place: folder };
}
