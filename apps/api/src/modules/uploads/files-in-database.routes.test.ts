import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@tea/shared/uploads/image-sizes';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/stored-files';
import { uploads } from '../../db/schema/uploads';
import { purgeUnclaimedUploads, UNCLAIMED_UPLOAD_KEEP_MS } from '../../jobs/purge-unclaimed-uploads';
import { runExclusively } from '../../jobs/scheduler';
import { loginAs } from '../../test/auth-helpers';
import { uploadFile } from '../../test/multipart';
import { createTestApp, headers, type TestApp } from '../../test/test-app';
import { variantKey } from './storage-key';

// Files kept in the database's `stored_files`, as on a PostgreSQL server (decision 0070): on PGlite by
// default, on PostgreSQL when DATABASE_URL is set.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { filesInDatabase: true });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const keysStored = async (keys: string[]) =>
  (await t.database.db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, keys)))
    .map((r) => r.key)
    .sort();

describe('uploaded files kept in the database', () => {
  it('are stored once for every replica, served by each in their sizes, and purged with their row once let go', async () => {
    const png = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#2f6f4f' } })
      .png()
      .toBuffer();
    const uploaded = await uploadFile(t.app, admin, 'gallery-photo', { filename: 'lobby.png', data: png });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().id as string;
    const [{ storageKey }] = (await t.database.db
      .select({ storageKey: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.id, id))) as [{ storageKey: string }];
    // The original and its public sizes are rows; nothing is written to the replica's disk.
    const keys = [storageKey, ...IMAGE_WIDTHS.map((width) => variantKey(storageKey, width))].sort();
    expect(await keysStored(keys)).toEqual(keys);
    expect(existsSync(path.join(t.app.config.DATA_DIR, 'uploads'))).toBe(false);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/gallery',
      headers: admin,
      payload: { uploadId: id, titleKo: '로비', titleEn: 'Lobby', published: true },
    });
    expect(added.statusCode, added.body).toBe(201);

    // Another replica reads what this one stored: the download route and every size of the media route.
    const other = await t.replica();
    const download = await other.inject({ url: `/api/v1/uploads/${id}`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect((await sharp(download.rawPayload).metadata()).width).toBe(1600);
    for (const width of IMAGE_WIDTHS) {
      const media = await other.inject({ url: `/media/${id}/${width}.webp` });
      expect(media.statusCode, media.body).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect((await sharp(media.rawPayload).metadata()).width).toBe(width);
    }

    // Taken out of the gallery, the photo is let go; a day later the purge job deletes its row and its bytes.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/gallery/${added.json().id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    const dayLater = new Date(t.app.clock.now().getTime() + UNCLAIMED_UPLOAD_KEEP_MS + 60_000);
    expect(await runExclusively(t.database.db, purgeUnclaimedUploads, dayLater, t.app)).toMatchObject({ uploads: 1 });
    expect(await keysStored(keys)).toEqual([]);
    expect((await other.inject({ url: `/api/v1/uploads/${id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/${id}/640.webp` })).statusCode).toBe(404);
  });
});
