import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/accounts.js';
import { contentItems } from '../schema/content.js';
import { uploads } from '../schema/uploads.js';
import { CONTENT_UPLOAD_KIND } from '../../modules/content/content-view.js';
import type { FileStore } from '../../modules/uploads/file-store.js';
import { storeVariants } from '../../modules/uploads/image-variants.js';
import { newStorageKey } from '../../modules/uploads/storage-key.js';
import { newUploadId } from '../../modules/uploads/uploads.service.js';
import { POSTER_HEIGHT, POSTER_WIDTH, posterArt } from './content-poster-art.js';

/** The seeded items that get a poster (by their English title), with its scene and kicker. */
const POSTERS = [
  { titleEn: 'Pop-up stores wanted in the ground-floor lobby', scene: 'popup', kicker: 'Lobby pop-up' },
  { titleEn: 'Underground car park floor repainting', scene: 'parking', kicker: 'Parking notice' },
] as const;

/**
 * The demo's pictures for an advertisement and a notice (decision 0058): a drawn poster stored as
 * the office's content image and put at the head of both bodies, as the editor would. An item whose
 * body already has an image is left as it is.
 */
export async function seedContentPhotos(db: Db, store: FileStore, now: Date): Promise<void> {
  const [office] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'building_manager'))
    .orderBy(users.id)
    .limit(1);
  if (!office) return;
  const { default: sharp } = await import('sharp');
  for (const poster of POSTERS) {
    const [item] = await db.select().from(contentItems).where(eq(contentItems.titleEn, poster.titleEn)).limit(1);
    if (!item || item.bodyKo.includes('<img')) continue;
    const bytes = await sharp(Buffer.from(posterArt(poster.scene, poster.titleEn, poster.kicker)))
      .webp({ quality: 80 })
      .toBuffer();
    const row = {
      id: newUploadId(),
      purpose: 'content-attachment' as const,
      ownerId: office.id,
      companyId: null,
      storageKey: newStorageKey(),
      fileName: `poster-${item.id}.webp`,
      contentType: 'image/webp',
      size: bytes.length,
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      attachedKind: CONTENT_UPLOAD_KIND,
      attachedId: String(item.id),
      createdAt: now,
    };
    await store.put(row.storageKey, bytes, row.contentType);
    await storeVariants(store, row.storageKey, bytes);
    const image = (alt: string) => `<p><img src="/api/v1/uploads/${row.id}" alt="${alt.replace(/"/g, '&quot;')}" /></p>`;
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values(row);
      await tx
        .update(contentItems)
        .set({
          bodyKo: image(item.titleKo) + item.bodyKo,
          bodyEn: item.bodyEn ? image(item.titleEn) + item.bodyEn : item.bodyEn,
        })
        .where(eq(contentItems.id, item.id));
    });
  }
}
