import type {
  AdminGalleryPhoto,
  GalleryMove,
  GalleryPhoto,
  GalleryPhotoValues,
  GalleryTexts,
} from '@tea/shared/building/gallery.schema';
import { asc, desc, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { galleryPhotos } from '../../db/schema/gallery.js';
import { uploads } from '../../db/schema/uploads.js';
import { shortCache } from '../../db/short-cache.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { audit } from '../audit/audit.service.js';
import { claimable, GALLERY_PHOTO_KIND, keepListedUploads, releaseUploads } from '../uploads/uploads.service.js';
const TARGET = 'gallery_photo';

/**
 * The published photos every visitor of /gallery asks for: each replica keeps them for a second
 * (decision 0012), and a change of the office's clears them at once on its replica.
 */
const published = shortCache({ ttlMs: 1000, maxKeys: 1 });

const order = [asc(galleryPhotos.position), asc(galleryPhotos.id)];

const selection = {
  photo: galleryPhotos,
  width: uploads.width,
  height: uploads.height,
};
type Row = { photo: typeof galleryPhotos.$inferSelect; width: number | null; height: number | null };

function publicView({ photo, width, height }: Row): GalleryPhoto {
  return {
    id: photo.id,
    uploadId: photo.uploadId,
    width: width ?? 0,
    height: height ?? 0,
    titleKo: photo.titleKo,
    titleEn: photo.titleEn,
    captionKo: photo.captionKo,
    captionEn: photo.captionEn,
  };
}

function adminView(row: Row): AdminGalleryPhoto {
  const { photo } = row;
  return {
    ...publicView(row),
    published: photo.published,
    position: photo.position,
    missingEnglish: photo.titleEn === '' || (photo.captionKo !== '' && photo.captionEn === ''),
    updatedAt: photo.updatedAt.toISOString(),
  };
}

const joined = (db: Db) => db.select(selection).from(galleryPhotos).innerJoin(uploads, eq(uploads.id, galleryPhotos.uploadId));

/** GET /building/gallery: the published photos in the office's order. */
export function listPublished(db: Db): Promise<GalleryPhoto[]> {
  return published.get('all', async () =>
    (
      await joined(db)
        .where(eq(galleryPhotos.published, true))
        .orderBy(...order)
    ).map(publicView),
  );
}

/** GET /admin/gallery: every photo, hidden ones too, in the order. */
export async function listAll(ctx: ActorContext): Promise<AdminGalleryPhoto[]> {
  return (await joined(ctx.db).orderBy(...order)).map(adminView);
}

async function found(db: Db, id: number): Promise<Row> {
  const [row] = await joined(db).where(eq(galleryPhotos.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function auditPhoto(
  ctx: ActorContext,
  tx: Db,
  action: 'create' | 'update' | 'delete',
  id: number,
  detail: Record<string, unknown>,
) {
  return audit(tx, { actorId: ctx.actor.id, action, targetType: TARGET, targetId: id, ip: ctx.ip, detail });
}

/** Runs a change of the office's in one transaction, then forgets the published list it may change. */
async function change<T>(ctx: ActorContext, work: (tx: Db) => Promise<T>): Promise<T> {
  const done = await ctx.db.transaction(work);
  published.clear();
  return done;
}

/**
 * POST /admin/gallery: a photo the office has just uploaded (its own unclaimed `gallery-photo`),
 * last in the order.
 */
export async function addPhoto(ctx: ActorContext, values: GalleryPhotoValues): Promise<AdminGalleryPhoto> {
  const id = await change(ctx, async (tx) => {
    const claim = { id: values.uploadId, ownerId: ctx.actor.id, purpose: 'gallery-photo' } as const;
    // Known and free before the row names it: an unknown id is a 400, never a foreign key's 500.
    const [free] = await tx.select({ id: uploads.id }).from(uploads).where(claimable(claim));
    if (!free) throw new AppError('UPLOAD_NOT_ATTACHABLE');
    const [last] = await tx.select({ position: max(galleryPhotos.position) }).from(galleryPhotos);
    const [row] = await tx
      .insert(galleryPhotos)
      .values({ ...values, position: (last?.position ?? 0) + 1, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: galleryPhotos.id });
    await keepListedUploads(ctx, tx, { purpose: claim.purpose, kind: GALLERY_PHOTO_KIND, recordId: row!.id }, [claim.id], []);
    await auditPhoto(ctx, tx, 'create', row!.id, { titleKo: values.titleKo, published: values.published });
    return row!.id;
  });
  return adminView(await found(ctx.db, id));
}

/** PUT /admin/gallery/{id}: the titles and captions. */
export async function editTexts(ctx: ActorContext, id: number, texts: GalleryTexts): Promise<AdminGalleryPhoto> {
  await change(ctx, async (tx) => {
    await found(tx, id);
    await tx
      .update(galleryPhotos)
      .set({ ...texts, updatedAt: ctx.now })
      .where(eq(galleryPhotos.id, id));
    await auditPhoto(ctx, tx, 'update', id, { titleKo: texts.titleKo });
  });
  return adminView(await found(ctx.db, id));
}

/** PATCH /admin/gallery/{id}/published: shows the photo on /gallery, or hides it (its sizes answer 404 then). */
export async function setPublished(ctx: ActorContext, id: number, value: boolean): Promise<AdminGalleryPhoto> {
  await change(ctx, async (tx) => {
    await found(tx, id);
    await tx.update(galleryPhotos).set({ published: value, updatedAt: ctx.now }).where(eq(galleryPhotos.id, id));
    await auditPhoto(ctx, tx, 'update', id, { published: value });
  });
  return adminView(await found(ctx.db, id));
}

/** POST /admin/gallery/{id}/move: swaps the photo with its neighbour; the first up or the last down stays. */
export async function move(ctx: ActorContext, id: number, direction: GalleryMove['direction']): Promise<void> {
  await change(ctx, async (tx) => {
    const { photo } = await found(tx, id);
    const up = direction === 'up';
    const [neighbour] = await tx
      .select({ id: galleryPhotos.id, position: galleryPhotos.position })
      .from(galleryPhotos)
      .where(up ? lt(galleryPhotos.position, photo.position) : gt(galleryPhotos.position, photo.position))
      .orderBy(up ? desc(galleryPhotos.position) : asc(galleryPhotos.position))
      .limit(1);
    if (!neighbour) return;
    await tx
      .update(galleryPhotos)
      .set({ position: neighbour.position, updatedAt: ctx.now })
      .where(eq(galleryPhotos.id, photo.id));
    await tx
      .update(galleryPhotos)
      .set({ position: photo.position, updatedAt: ctx.now })
      .where(eq(galleryPhotos.id, neighbour.id));
    await auditPhoto(ctx, tx, 'update', id, { moved: direction });
  });
}

/** DELETE /admin/gallery/{id}: the photo leaves the gallery; its upload is let go (the purge job deletes it). */
export async function removePhoto(ctx: ActorContext, id: number): Promise<void> {
  await change(ctx, async (tx) => {
    const { photo } = await found(tx, id);
    await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, id));
    await releaseUploads(tx, GALLERY_PHOTO_KIND, id, []);
    await auditPhoto(ctx, tx, 'delete', id, { titleKo: photo.titleKo });
  });
}
