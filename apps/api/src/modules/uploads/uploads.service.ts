import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@tea/shared/accounts/account.rules';
import {
  formatBytes,
  MARKUP_SCAN_BYTES,
  MAX_IMAGE_INPUT_PIXELS,
  sanitizeFileName,
  typeLabels,
  UPLOAD_TYPES,
  uploadProblem,
  uploadRule,
  uploadTypeOfMime,
  type UploadPurpose,
  type UploadType,
} from '@tea/shared/uploads/upload.rules';
import type { ImageWidth } from '@tea/shared/uploads/image-sizes';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { and, eq, exists, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import type { Db } from '../../db/client.js';
import { contentItems } from '../../db/schema/content.js';
import { events } from '../../db/schema/events.js';
import { galleryPhotos } from '../../db/schema/gallery.js';
import { retailTenants } from '../../db/schema/retail.js';
import { uploads } from '../../db/schema/uploads.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext, RequestContext } from '../../request-context.js';
import { audit, auditActor } from '../audit/audit.service.js';
import { CONTENT_UPLOAD_KIND, visibleAt } from '../content/content-view.js';
import type { FileStore } from './file-store.js';
import { deleteVariants, imageVariant, isImageType, storeVariants } from './image-variants.js';
import { decodePlainText } from './plain-text.js';
import { newStorageKey, variantKey } from './storage-key.js';
import { loadSharp } from './load-sharp.js';

/** A file as it arrived: its bytes, and the name the client gave it (kept, cleaned, for downloads; never trusted for its kind). */
export interface IncomingFile {
  bytes: Buffer;
  fileName: string;
}

/** A new upload id: 128 random bits, base64url (22 characters). */
export function newUploadId(): string {
  return randomBytes(16).toString('base64url');
}

/** The error of a file too large for a use, naming its limit. */
export function fileTooLarge(purpose: UploadPurpose): AppError {
  return new AppError('FILE_TOO_LARGE', undefined, { limit: formatBytes(uploadRule(purpose).maxBytes) });
}

/**
 * Markup a browser could take for a page, at a file's head (where browsers sniff): such a file is
 * two things at once (a polyglot), and is refused whatever its magic bytes say.
 */
const MARKUP = /<(?:script|html|body|head|iframe|svg|object|embed|meta)[\s>/]|<!doctype\s+html/i;

export function hasMarkupHead(bytes: Buffer): boolean {
  return MARKUP.test(bytes.subarray(0, MARKUP_SCAN_BYTES).toString('latin1'));
}

/**
 * The kind a file's magic bytes say it is, if the portal knows it; a file with none is CSV when it
 * reads as text (plain-text.ts), else of no kind. file-type and sharp (libvips) are loaded at the
 * first upload, so a server that takes none does not carry them.
 */
async function sniffedType(bytes: Buffer): Promise<UploadType | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  if (found) return uploadTypeOfMime(found.mime);
  return decodePlainText(bytes) === null ? null : 'csv';
}

const SHARP_FORMAT: Partial<Record<UploadType, string>> = { jpeg: 'jpeg', png: 'png', webp: 'webp' };

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

const tooManyPixels = () =>
  new AppError('IMAGE_TOO_MANY_PIXELS', undefined, { megapixels: Math.floor(MAX_IMAGE_INPUT_PIXELS / 1_000_000) });

/**
 * An image decoded and encoded again, inside the use's box: turned upright by its EXIF orientation,
 * then without any metadata (EXIF, GPS, XMP, comments: sharp keeps none unless asked), and without
 * whatever was appended to or hidden in the file. The pixel count is read from the header first, so a
 * decompression bomb is refused before it is decoded; a file that does not decode is refused too.
 */
async function reencodeImage(bytes: Buffer, type: UploadType, box: { width: number; height: number }) {
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_IMAGE_INPUT_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : new AppError('FILE_UNREADABLE');
  }
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw new AppError('FILE_UNREADABLE');
  if (meta.width * (meta.pageHeight ?? meta.height) * (meta.pages ?? 1) > MAX_IMAGE_INPUT_PIXELS) throw tooManyPixels();
  const pipeline = sharp(bytes, options)
    .autoOrient()
    .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : type === 'webp'
        ? pipeline.webp({ quality: 82 })
        : pipeline.jpeg({ quality: 82, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : new AppError('FILE_UNREADABLE');
  }
}

/**
 * Takes a file for a use (issue 12): within the use's size, of a kind the use takes as its magic
 * bytes say (the name and the declared type are not believed), no markup at its head, an image
 * re-encoded; stored under a random key, recorded with its audit entry in one transaction.
 */
export async function storeUpload(
  ctx: ActorContext,
  store: FileStore,
  purpose: UploadPurpose,
  file: IncomingFile,
): Promise<Upload> {
  const rule = uploadRule(purpose);
  const size = file.bytes.length;
  // The same rule as the web's check, with the kind the bytes say (sniffed only within the size).
  const type = size > 0 && size <= rule.maxBytes ? await sniffedType(file.bytes) : null;
  const problem = uploadProblem(purpose, { size, type });
  if (problem === 'empty') throw new AppError('FILE_REQUIRED');
  if (problem === 'tooLarge') throw fileTooLarge(purpose);
  if (problem || type === null) throw new AppError('FILE_TYPE_NOT_ALLOWED', undefined, { types: typeLabels(purpose) });
  if (hasMarkupHead(file.bytes)) throw new AppError('FILE_UNREADABLE');

  const kind = UPLOAD_TYPES[type];
  const stored = kind.image && rule.imageBox ? await reencodeImage(file.bytes, type, rule.imageBox) : { bytes: file.bytes };
  const row = {
    id: newUploadId(),
    purpose,
    ownerId: ctx.actor.id,
    companyId: ctx.actor.companyId,
    storageKey: newStorageKey(),
    fileName: sanitizeFileName(file.fileName, type),
    contentType: kind.mime,
    size: stored.bytes.length,
    width: 'width' in stored ? stored.width : null,
    height: 'height' in stored ? stored.height : null,
    sha256: createHash('sha256').update(stored.bytes).digest('hex'),
    createdAt: ctx.now,
  };
  await store.put(row.storageKey, stored.bytes, row.contentType);
  const sized = kind.image && rule.variants === true;
  try {
    if (sized) await storeVariants(store, row.storageKey, stored.bytes);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(uploads).values(row);
      await auditActor(tx, ctx, {
        action: 'create',
        targetType: 'upload',
        targetId: row.id,
        companyId: row.companyId,
        detail: { purpose, contentType: row.contentType, size: row.size, sha256: row.sha256 },
      });
    });
  } catch (error) {
    await store.delete(row.storageKey).catch(() => {});
    if (sized) await deleteVariants(store, row.storageKey).catch(() => {});
    throw error;
  }
  return uploadAnswer(row);
}

type UploadRow = Pick<typeof uploads.$inferSelect, 'id' | 'purpose' | 'fileName' | 'size' | 'contentType' | 'width' | 'height'>;

function uploadAnswer(row: UploadRow): Upload {
  return {
    id: row.id,
    purpose: row.purpose,
    name: row.fileName,
    size: row.size,
    contentType: row.contentType,
    ...(row.width !== null && row.height !== null ? { width: row.width, height: row.height } : {}),
  };
}

/** What a retail tenant's photos are attached as (`attached_kind`). */
export const RETAIL_PHOTO_KIND = 'retail-tenant';
/** What an event's poster or cover photo is attached as. */
export const EVENT_PHOTO_KIND = 'event';

/** Files attached as `kind` to one of the records whose ids (as text) `ids` selects. */
const attachedToOneOf = (kind: string, ids: SQL) => and(eq(uploads.attachedKind, kind), inArray(uploads.attachedId, ids));

/** What a gallery photo's upload is attached as (`attached_kind`). */
export const GALLERY_PHOTO_KIND = 'gallery-photo';

/**
 * Files anyone may read, even without a session, by what they are attached to: the photos of a
 * published retail tenant, the photo of a published event, the gallery's published photos, and the
 * files of a public content item while it shows (a notice's images and attachments). A draft's or a
 * hidden photo's files stay the office's.
 */
export function publiclyReadable(now: Date): SQL {
  return or(
    attachedToOneOf(
      RETAIL_PHOTO_KIND,
      sql`(select ${retailTenants.id}::text from ${retailTenants} where ${retailTenants.published})`,
    ),
    attachedToOneOf(EVENT_PHOTO_KIND, sql`(select ${events.id}::text from ${events} where ${events.status} = 'published')`),
    attachedToOneOf(
      GALLERY_PHOTO_KIND,
      sql`(select ${galleryPhotos.id}::text from ${galleryPhotos} where ${galleryPhotos.published})`,
    ),
    showingContent(now, 'public'),
  )!;
}

/** Files of a content item that shows now: of any item for a person signed in, of a public one for anyone. */
function showingContent(now: Date, audience: 'public' | 'members'): SQL {
  return and(
    eq(uploads.attachedKind, CONTENT_UPLOAD_KIND),
    exists(
      sql`(select 1 from ${contentItems} where ${contentItems.id}::text = ${uploads.attachedId} and ${visibleAt(now)}${
        audience === 'public' ? sql` and ${contentItems.access} = 'public'` : sql``
      })`,
    ),
  )!;
}

/**
 * Who may read an upload: anyone, the public files (`publiclyReadable`); with a session also the
 * person who uploaded it, a building manager, a tenant manager of the company the uploader belonged
 * to when uploading, and the files of a tenants-only content item while it shows (issue 17). A domain
 * that shows attached files to more people widens this by the upload's `attached_kind`.
 */
export function readableBy(actor: { id: number; role: Role; companyId: number | null } | null, now: Date): SQL | undefined {
  if (actor === null) return publiclyReadable(now);
  if (actor.role === 'building_manager') return undefined;
  const own = eq(uploads.ownerId, actor.id);
  const shown = or(publiclyReadable(now), showingContent(now, 'members'));
  if (actor.role === 'tenant_manager' && actor.companyId !== null) return or(own, eq(uploads.companyId, actor.companyId), shown);
  return or(own, shown);
}

/**
 * An upload and its bytes, for someone who may read it (`ctx.actor` null: anyone); NOT_FOUND
 * otherwise, exactly as for an id that does not exist. Reading another person's file is a read of
 * personal data, and audited; a published photo or content file is no one's personal data.
 */
export async function openUpload(ctx: RequestContext, store: FileStore, id: string) {
  const [row] = await ctx.db
    .select({
      upload: uploads,
      shown: sql<boolean>`coalesce(${or(publiclyReadable(ctx.now), showingContent(ctx.now, 'members'))}, false)`,
      open: sql<boolean>`coalesce(${publiclyReadable(ctx.now)}, false)`,
    })
    .from(uploads)
    .where(and(eq(uploads.id, id), readableBy(ctx.actor, ctx.now)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const bytes = await store.get(row.upload.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND');
  if (ctx.actor && row.upload.ownerId !== ctx.actor.id && !row.shown) {
    await audit(ctx.db, {
      actorId: ctx.actor.id,
      action: 'read_personal_data',
      targetType: 'upload',
      targetId: row.upload.id,
      companyId: row.upload.companyId,
      ip: ctx.ip,
    });
  }
  // `open`: anyone may read it (a shared cache may keep it); otherwise it is someone's to read.
  return { upload: uploadAnswer(row.upload), bytes, open: Boolean(row.open) };
}

/**
 * GET /media/{id}/{width}.webp: one size of an image anyone may read now (a published retail tenant's
 * or gallery photo, a showing public content item's image), else NOT_FOUND exactly as for an unknown id. A size
 * not stored yet (an image uploaded before sizes were kept) is made from the original once, and kept.
 */
export async function openMedia(ctx: RequestContext, store: FileStore, id: string, width: ImageWidth): Promise<Buffer> {
  const [row] = await ctx.db
    .select({ storageKey: uploads.storageKey, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.id, id), publiclyReadable(ctx.now)))
    .limit(1);
  if (!row || !isImageType(row.contentType)) throw new AppError('NOT_FOUND');
  const key = variantKey(row.storageKey, width);
  const stored = await store.get(key);
  if (stored) return stored;
  const original = await store.get(row.storageKey);
  if (!original) throw new AppError('NOT_FOUND');
  const made = await imageVariant(original, width);
  await store.put(key, made, 'image/webp');
  return made;
}

/**
 * Claims an upload for a record of a domain (a complaint, a visit, a post), in the domain's own
 * transaction: only the uploader's own file, of the expected use, not yet claimed. Answers whether
 * it was claimed (false: the id is unknown, someone else's, of another use, or already taken).
 */
export async function attachUpload(
  tx: Db,
  claim: { id: string; ownerId: number; purpose: UploadPurpose; kind: string; recordId: string | number },
): Promise<boolean> {
  const rows = await tx
    .update(uploads)
    .set({ attachedKind: claim.kind, attachedId: String(claim.recordId) })
    .where(claimable(claim))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

/**
 * Makes a record's files of a use the ones it now lists, in the record's transaction: each newly
 * listed one is claimed (the editor's own unclaimed upload of the use, else UPLOAD_NOT_ATTACHABLE),
 * and those it no longer lists are let go (the purge job deletes them).
 */
export async function keepListedUploads(
  ctx: ActorContext,
  tx: Db,
  use: { purpose: UploadPurpose; kind: string; recordId: number },
  listed: readonly string[],
  had: readonly string[],
): Promise<void> {
  for (const id of listed.filter((u) => !had.includes(u))) {
    const claimed = await attachUpload(tx, { id, ownerId: ctx.actor.id, ...use });
    if (!claimed) throw new AppError('UPLOAD_NOT_ATTACHABLE');
  }
  await releaseUploads(tx, use.kind, use.recordId, listed);
}

/** Uploads by their ids, as the forms show them (an id not found is left out). */
export async function uploadsById(db: Db, ids: readonly string[]): Promise<Map<string, Upload>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
  return new Map(rows.map((row) => [row.id, uploadAnswer(row)]));
}

/** The upload a record may claim: the uploader's own, of the expected use, not yet claimed. */
export function claimable(claim: { id: string; ownerId: number; purpose: UploadPurpose }): SQL {
  return and(
    eq(uploads.id, claim.id),
    eq(uploads.ownerId, claim.ownerId),
    eq(uploads.purpose, claim.purpose),
    isNull(uploads.attachedKind),
  )!;
}

/** The files attached to a record, oldest first. */
export async function uploadsAttachedTo(db: Db, kind: string, recordId: string | number): Promise<Upload[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.attachedKind, kind), eq(uploads.attachedId, String(recordId))))
    .orderBy(uploads.createdAt, sql`${uploads.id}`);
  return rows.map(uploadAnswer);
}

/**
 * Lets go of a record's files that it no longer lists (a photo taken off a tenant), in the record's
 * transaction: unclaimed again, the purge job deletes them.
 */
export async function releaseUploads(tx: Db, kind: string, recordId: string | number, keep: readonly string[]): Promise<void> {
  await tx
    .update(uploads)
    .set({ attachedKind: null, attachedId: null })
    .where(
      and(
        eq(uploads.attachedKind, kind),
        eq(uploads.attachedId, String(recordId)),
        keep.length > 0 ? notInArray(uploads.id, [...keep]) : undefined,
      ),
    );
}
