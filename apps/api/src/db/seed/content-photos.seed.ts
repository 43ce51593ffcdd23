import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contentItems } from '../schema/content.js';
import { uploads } from '../schema/uploads.js';
import { CONTENT_UPLOAD_KIND } from '../../modules/content/content-view.js';
import type { FileStore } from '../../modules/uploads/file-store.js';
import { officeUploader, storeDrawing } from './drawn-upload.js';
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
  const ownerId = await officeUploader(db);
  if (ownerId === null) return;
  for (const poster of POSTERS) {
    const [item] = await db.select().from(contentItems).where(eq(contentItems.titleEn, poster.titleEn)).limit(1);
    if (!item || item.bodyKo.includes('<img')) continue;
    const row = await storeDrawing(store, posterArt(poster.scene, poster.titleEn, poster.kicker), {
      purpose: 'content-attachment',
      ownerId,
      fileName: `poster-${item.id}.webp`,
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      attachedKind: CONTENT_UPLOAD_KIND,
      attachedId: String(item.id),
      now,
    });
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
