import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { storedFiles } from '../../db/schema/stored-files';
import { uploads } from '../../db/schema/uploads';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importFolderFiles } from './import-files';
import { newStorageKey, variantKey } from './storage-key';
import { newUploadId } from './uploads.service';

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(path.join(tmpdir(), 'tea-test-import-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t.close();
});

/** A file in the folder as the folder store wrote it: `<folder>/<key>`. */
async function onDisk(key: string, bytes: Buffer) {
  await mkdir(path.join(folder, key.slice(0, 2)), { recursive: true });
  await writeFile(path.join(folder, key), bytes);
}

describe('copying a data folder’s files into the database', () => {
  it('copies each file an upload names, with its type, and its sizes as WebP; leaves out unclaimed and foreign files', async () => {
    const [{ id: ownerId }] = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'admin'))) as [
      { id: number },
    ];
    const photo = newStorageKey();
    await t.database.db.insert(uploads).values({
      id: newUploadId(),
      purpose: 'gallery-photo',
      ownerId,
      storageKey: photo,
      fileName: 'lobby.png',
      contentType: 'image/png',
      size: 4,
      sha256: '0'.repeat(64),
    });
    const unclaimed = newStorageKey();
    await onDisk(photo, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await onDisk(variantKey(photo, 640), Buffer.from('webp 640'));
    await onDisk(unclaimed, Buffer.from('purged elsewhere'));
    await onDisk(`${photo}.1a2b3c4d.part`, Buffer.from('half a file'));

    expect(await importFolderFiles(folder, t.database.db)).toEqual({ imported: 2, unclaimed: 1, other: 1 });
    const rows = await t.database.db
      .select({ key: storedFiles.key, contentType: storedFiles.contentType, size: storedFiles.size })
      .from(storedFiles)
      .where(inArray(storedFiles.key, [photo, variantKey(photo, 640), unclaimed]))
      .orderBy(storedFiles.key);
    expect(rows).toEqual([
      { key: photo, contentType: 'image/png', size: 4 },
      { key: variantKey(photo, 640), contentType: 'image/webp', size: 8 },
    ]);

    // Run again (a second replica's folder holding the same files), it writes the same rows.
    expect(await importFolderFiles(folder, t.database.db)).toEqual({ imported: 2, unclaimed: 1, other: 1 });
  });
});
