import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { uploads } from '../db/schema/uploads';
import type { FileStore } from '../modules/uploads/file-store';
import { newStorageKey } from '../modules/uploads/storage-key';
import { newUploadId } from '../modules/uploads/uploads.service';
import { createTestApp, type TestApp } from '../test/test-app';
import { purgeUnclaimedUploads } from './purge-unclaimed-uploads';
import { runExclusively } from './scheduler';

let t: TestApp;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: ownerId }] = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'acme.kim'))) as [
    { id: number },
  ];
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const now = new Date('2026-11-23T03:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);

/** An upload as `storeUpload` leaves it: bytes in the app's store, a row pointing at them; attached to a record when told. */
async function addUpload(created: Date, attachedTo?: { kind: string; id: string }) {
  const bytes = Buffer.from(`bytes of ${created.toISOString()} ${attachedTo?.kind ?? 'unclaimed'}`);
  const row = {
    id: newUploadId(),
    purpose: 'content-attachment' as const,
    ownerId,
    storageKey: newStorageKey(),
    fileName: 'notes.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    attachedKind: attachedTo?.kind ?? null,
    attachedId: attachedTo?.id ?? null,
    createdAt: created,
  };
  await t.app.fileStore.put(row.storageKey, bytes, row.contentType);
  await t.database.db.insert(uploads).values(row);
  return row;
}
const rowsOf = async (ids: string[]) =>
  (await t.database.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids))).map((r) => r.id).sort();

describe('deleting unclaimed uploads', () => {
  it('deletes an upload left unattached for over a day, row and bytes, and keeps attached and recent ones', async () => {
    const abandoned = await addUpload(hoursAgo(25));
    const attached = await addUpload(hoursAgo(25), { kind: 'complaint', id: '17' });
    const recent = await addUpload(hoursAgo(23));

    expect(await runExclusively(t.database.db, purgeUnclaimedUploads, now, t.app)).toEqual({ uploads: 1 });
    expect(await rowsOf([abandoned.id, attached.id, recent.id])).toEqual([attached.id, recent.id].sort());
    expect(await t.app.fileStore.get(abandoned.storageKey)).toBeNull();
    expect(await t.app.fileStore.get(attached.storageKey)).not.toBeNull();
    expect(await t.app.fileStore.get(recent.storageKey)).not.toBeNull();

    // The next round finds nothing more; the recent one goes once it too is a day old and still unclaimed.
    expect(await runExclusively(t.database.db, purgeUnclaimedUploads, now, t.app)).toEqual({ uploads: 0 });
    expect(await runExclusively(t.database.db, purgeUnclaimedUploads, new Date(now.getTime() + 2 * HOUR), t.app)).toEqual({
      uploads: 1,
    });
    expect(await t.app.fileStore.get(recent.storageKey)).toBeNull();
  });

  it('keeps the rows when the store cannot delete the bytes, so that the next round tries again', async () => {
    const abandoned = await addUpload(hoursAgo(30));
    // A bucket refusing deletions (a store outside the database, which takes no part in the transaction).
    const broken: FileStore = {
      put: t.app.fileStore.put,
      get: t.app.fileStore.get,
      delete: () => Promise.reject(new Error('S3 DELETE failed: 503 SlowDown')),
    };
    await expect(
      runExclusively(t.database.db, purgeUnclaimedUploads, now, { fileStore: broken, notify: t.app.notify }),
    ).rejects.toThrow(/503/);
    expect(await rowsOf([abandoned.id])).toEqual([abandoned.id]);
    expect(await runExclusively(t.database.db, purgeUnclaimedUploads, now, t.app)).toEqual({ uploads: 1 });
    expect(await t.app.fileStore.get(abandoned.storageKey)).toBeNull();
  });

  it.runIf(process.env.DATABASE_URL)(
    'passes over an upload that a domain is attaching at that moment, without waiting for it',
    async () => {
      const [busy, idle] = [await addUpload(hoursAgo(26)), await addUpload(hoursAgo(26))];
      const other = new pg.Client({ connectionString: t.url }); // a request in its transaction, claiming `busy`
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select id from uploads where id = $1 for update', [busy.id]);
        expect(await runExclusively(t.database.db, purgeUnclaimedUploads, now, t.app)).toEqual({ uploads: 1 });
        await other.query('rollback');
        expect(await rowsOf([busy.id, idle.id])).toEqual([busy.id]);
      } finally {
        await other.end();
      }
    },
  );
});
