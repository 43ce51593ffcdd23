import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { retailTenants } from '../schema/retail.js';
import { uploads } from '../schema/uploads.js';
import type { FileStore } from '../../modules/uploads/file-store.js';
import { RETAIL_PHOTO_KIND } from '../../modules/uploads/uploads.service.js';
import { officeUploader, storeDrawing } from './drawn-upload.js';
import { ART_HEIGHT, ART_WIDTH, shopArt } from './retail-photo-art.js';

/**
 * The demo mall's photos (decision 0058): each published tenant without one gets its shop front,
 * drawn (retail-photo-art.ts) and stored as a retail photo of the office's with its public sizes, as
 * if the office had uploaded it. A tenant that has photos (the office's own) is left as it is.
 */
export async function seedRetailPhotos(db: Db, store: FileStore, now: Date): Promise<void> {
  const ownerId = await officeUploader(db);
  if (ownerId === null) return;
  const bare = await db
    .select()
    .from(retailTenants)
    .where(and(eq(retailTenants.published, true), sql`jsonb_array_length(${retailTenants.photoIds}) = 0`));
  if (bare.length === 0) return;
  for (const tenant of bare) {
    const row = await storeDrawing(store, shopArt(tenant.category, tenant.nameEn ?? tenant.nameKo), {
      purpose: 'retail-photo',
      ownerId,
      fileName: `retail-${tenant.id}.webp`,
      width: ART_WIDTH,
      height: ART_HEIGHT,
      attachedKind: RETAIL_PHOTO_KIND,
      attachedId: String(tenant.id),
      now,
    });
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values(row);
      await tx
        .update(retailTenants)
        .set({ photoIds: [row.id] })
        .where(eq(retailTenants.id, tenant.id));
    });
  }
}
