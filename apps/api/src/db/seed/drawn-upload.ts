import { createHash } from 'node:crypto';
import type { UploadPurpose } from '@tea/shared/uploads/upload.rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/accounts.js';
import type { uploads } from '../schema/uploads.js';
import type { FileStore } from '../../modules/uploads/file-store.js';
import { storeVariants } from '../../modules/uploads/image-variants.js';
import { newStorageKey } from '../../modules/uploads/storage-key.js';
import { newUploadId } from '../../modules/uploads/uploads.service.js';
import { loadSharp } from '../../modules/uploads/load-sharp.js';

/** The building office account the demo's drawn pictures belong to, as if it had uploaded them; null without one. */
export async function officeUploader(db: Db): Promise<number | null> {
  const [office] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'building_manager'))
    .orderBy(users.id)
    .limit(1);
  return office?.id ?? null;
}

/**
 * A picture drawn in SVG, made a WebP and stored with its public sizes (decision 0058); returns the
 * upload's row for the caller to insert in the transaction that attaches it.
 */
export async function storeDrawing(
  store: FileStore,
  svg: string,
  meta: {
    purpose: UploadPurpose;
    ownerId: number;
    fileName: string;
    width: number;
    height: number;
    /** What it is attached to, when the record exists already (else the caller attaches it). */
    attachedKind?: string;
    attachedId?: string;
    now: Date;
  },
): Promise<typeof uploads.$inferInsert> {
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  const { now, ...rest } = meta;
  const row = {
    ...rest,
    id: newUploadId(),
    companyId: null,
    storageKey: newStorageKey(),
    contentType: 'image/webp',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    createdAt: now,
  };
  await store.put(row.storageKey, bytes, row.contentType);
  await storeVariants(store, row.storageKey, bytes);
  return row;
}
