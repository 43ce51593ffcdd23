import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/accounts.js';
import { retailTenants } from '../schema/retail.js';
import { uploads } from '../schema/uploads.js';
import type { FileStore } from '../../modules/uploads/file-store.js';
import { storeVariants } from '../../modules/uploads/image-variants.js';
import { newStorageKey } from '../../modules/uploads/storage-key.js';
import { newUploadId, RETAIL_PHOTO_KIND } from '../../modules/uploads/uploads.service.js';
import { ART_HEIGHT, ART_WIDTH, shopArt } from './retail-photo-art.js';

/**
 * The demo mall's photos (decision 0058): each published tenant without one gets its shop front,
 * drawn (retail-photo-art.ts) and stored as a retail photo of the office's with its public sizes, as
 * if the office had uploaded it. A tenant that has photos (the office's own) is left as it is.
 */
export async function seedRetailPhotos(db: Db, store: FileStore, now: Date): Promise<void> {
  const [office] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'building_manager'))
    .orderBy(users.id)
    .limit(1);
  if (!office) return;
  const bare = await db
    .select()
    .from(retailTenants)
    .where(and(eq(retailTenants.published, true), sql`jsonb_array_length(${retailTenants.photoIds}) = 0`));
  if (bare.length === 0) return;
  const { default: sharp } = await import('sharp');
  for (const tenant of bare) {
    const bytes = await sharp(Buffer.from(shopArt(tenant.category, tenant.nameEn ?? tenant.nameKo)))
      .webp({ quality: 80 })
      .toBuffer();
    const row = {
      id: newUploadId(),
      purpose: 'retail-photo' as const,
      ownerId: office.id,
      companyId: null,
      storageKey: newStorageKey(),
      fileName: `retail-${tenant.id}.webp`,
      contentType: 'image/webp',
      size: bytes.length,
      width: ART_WIDTH,
      height: ART_HEIGHT,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      attachedKind: RETAIL_PHOTO_KIND,
      attachedId: String(tenant.id),
      createdAt: now,
    };
    await store.put(row.storageKey, bytes, row.contentType);
    await storeVariants(store, row.storageKey, bytes);
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values(row);
      await tx
        .update(retailTenants)
        .set({ photoIds: [row.id] })
        .where(eq(retailTenants.id, tenant.id));
    });
  }
}
