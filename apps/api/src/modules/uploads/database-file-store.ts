import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storedFiles } from '../../db/schema/stored-files.js';
import type { FileStore } from './file-store.js';
import { checkedKey } from './storage-key.js';

/**
 * Files in the `stored_files` table (decision 0070): the store of an installation on a PostgreSQL
 * server without S3, where every replica reads what any of them wrote and a database backup holds the
 * files with the rows that name them. A file is read and written in one piece, as the other stores
 * do: files are a few MB at most (the upload rules).
 *
 * `inTransaction(tx)` is the same table through the transaction `tx`: the purge job deletes a row and
 * its bytes in one transaction, and PGlite (one connection) would wait forever on a statement sent
 * outside the transaction it is in.
 */
export function databaseFileStore(db: Db): FileStore {
  return {
    async put(key, bytes, contentType) {
      // Written again under the same key (a size made once more), the row is replaced; `excluded`
      // names the values sent once, so the bytes do not travel twice.
      await db
        .insert(storedFiles)
        .values({ key: checkedKey(key), bytes, contentType, size: bytes.length })
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: {
            bytes: sql`excluded.bytes`,
            contentType: sql`excluded.content_type`,
            size: sql`excluded.size`,
            createdAt: sql`excluded.created_at`,
          },
        });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkedKey(key)));
      return row?.bytes ?? null;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
    },
    inTransaction: (tx) => databaseFileStore(tx),
  };
}
