import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/uploads.js';
import { databaseFileStore } from './database-file-store.js';
import { isStorageKey } from './storage-key.js';

/** What an import found in the folder. */
export interface ImportCount {
  /** Files copied into `stored_files`: originals named by an upload, and their public sizes. */
  imported: number;
  /** Files under a storage key that no upload names (their row was purged, or never written): left out. */
  unclaimed: number;
  /** Files whose name is no storage key (a partial write, anything else put in the folder): left out. */
  other: number;
}

/** An image's public size (`<key>.w640`) names its original's key. */
const originalOf = (key: string) => key.replace(/\.w\d+$/, '');

/**
 * Copies the uploaded files of a data folder's `uploads` into the database's `stored_files`
 * (decision 0070), one file at a time: each original an upload names, with the content type of its
 * upload, and each of its public sizes as WebP. Running it again writes the same rows again; the
 * folder is left as it was.
 */
export async function importFolderFiles(folder: string, db: Db): Promise<ImportCount> {
  const store = databaseFileStore(db);
  const count: ImportCount = { imported: 0, unclaimed: 0, other: 0 };
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(folder, file).split(path.sep).join('/');
    if (!isStorageKey(key)) {
      count.other += 1;
      continue;
    }
    const [upload] = await db
      .select({ contentType: uploads.contentType })
      .from(uploads)
      .where(eq(uploads.storageKey, originalOf(key)));
    if (!upload) {
      count.unclaimed += 1;
      continue;
    }
    await store.put(key, await readFile(file), key === originalOf(key) ? upload.contentType : 'image/webp');
    count.imported += 1;
  }
  return count;
}
