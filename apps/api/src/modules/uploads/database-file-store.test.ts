import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { storedFiles } from '../../db/schema/stored-files';
import { fileStoreContract } from '../../test/file-store-contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { databaseFileStore } from './database-file-store';
import { createFileStore } from './file-store';
import { newStorageKey } from './storage-key';

// The test database: PGlite by default, PostgreSQL when DATABASE_URL is set (CI runs both).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (key: string) => (await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0];

fileStoreContract('the database store', () => databaseFileStore(t.database.db));

describe('the database store', () => {
  it('keeps a file as a row of stored_files, with its type and size', async () => {
    const key = newStorageKey();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await databaseFileStore(t.database.db).put(key, bytes, 'image/png');
    expect(await rowOf(key)).toMatchObject({ key, bytes, contentType: 'image/png', size: 8, createdAt: expect.any(Date) });
  });

  it("takes part in a transaction: its files are written and deleted with the transaction's rows, or not at all", async () => {
    const [kept, written] = [newStorageKey(), newStorageKey()];
    const store = databaseFileStore(t.database.db);
    await store.put(kept, Buffer.from('kept'), 'text/plain');
    const failing = t.database.db.transaction(async (tx) => {
      const inside = store.inTransaction!(tx);
      await inside.delete(kept);
      await inside.put(written, Buffer.from('written'), 'text/plain');
      expect((await inside.get(written))?.toString()).toBe('written');
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect((await store.get(kept))?.toString()).toBe('kept');
    expect(await store.get(written)).toBeNull();

    await t.database.db.transaction((tx) => store.inTransaction!(tx).delete(kept));
    expect(await store.get(kept)).toBeNull();
  });
});

describe('which store keeps the files', () => {
  const folderConfig = loadConfig({ DATA_DIR: '/srv/tea' });

  it('is the database on a PostgreSQL server, so that every replica reads the same files', async () => {
    const chosen = createFileStore(folderConfig, { ...t.database, kind: 'postgres' });
    expect(chosen.place).toBe('database (stored_files)');
    const key = newStorageKey();
    await chosen.store.put(key, Buffer.from('shared'), 'text/plain');
    expect((await rowOf(key))?.bytes.toString()).toBe('shared');
  });

  it('is the data folder beside the embedded database', () => {
    expect(createFileStore(folderConfig, { ...t.database, kind: 'pglite' }).place).toBe('/srv/tea/uploads');
  });

  it('is the bucket whenever S3_BUCKET is set, on any database', () => {
    const s3Config = loadConfig({ S3_BUCKET: 'tea-files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    for (const kind of ['postgres', 'pglite'] as const)
      expect(createFileStore(s3Config, { ...t.database, kind }).place).toBe('s3://tea-files');
  });
});
