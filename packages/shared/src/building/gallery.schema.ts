/**
 * The gallery's requests and answers (decision 0065): the building office's
 * photos of the tower, each an upload of `gallery-photo` with a Korean title (its alt text) and an
 * optional English one, optional captions, a place in the order, published or hidden. The public
 * page takes only the types.
 */
import { uploadIdSchema } from '../uploads/upload.schema';
import { idParamSchema, z } from '../validation';

export const GALLERY_TITLE_MAX = 80;
export const GALLERY_CAPTION_MAX = 300;

const texts = {
  titleKo: z.string().trim().min(1).max(GALLERY_TITLE_MAX),
  titleEn: z.string().trim().max(GALLERY_TITLE_MAX).default(''),
  captionKo: z.string().trim().max(GALLERY_CAPTION_MAX).default(''),
  captionEn: z.string().trim().max(GALLERY_CAPTION_MAX).default(''),
};

/** PUT /api/v1/admin/gallery/{id}: a photo's titles and captions (English optional: the Korean stands in). */
export const galleryTextsSchema = z.object(texts);
export type GalleryTextsInput = z.input<typeof galleryTextsSchema>;
export type GalleryTexts = z.output<typeof galleryTextsSchema>;

/** POST /api/v1/admin/gallery: a photo the office has just uploaded, with its texts, last in the order. */
export const galleryPhotoInputSchema = z.object({
  uploadId: uploadIdSchema,
  ...texts,
  published: z.boolean().default(false),
});
export type GalleryPhotoInput = z.input<typeof galleryPhotoInputSchema>;
export type GalleryPhotoValues = z.output<typeof galleryPhotoInputSchema>;

/** PATCH /api/v1/admin/gallery/{id}/published */
export const galleryPublishSchema = z.object({ published: z.boolean() });

/** POST /api/v1/admin/gallery/{id}/move: one place up (earlier) or down (later) in the order. */
export const galleryMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type GalleryMove = z.infer<typeof galleryMoveSchema>;

export const galleryParamsSchema = z.object({ id: idParamSchema });

/** A photo as /gallery shows it: its upload (read at /media/{uploadId}/{w}.webp), shape and texts. */
export const galleryPhotoSchema = z.object({
  id: z.number().int(),
  uploadId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  titleKo: z.string(),
  titleEn: z.string(),
  captionKo: z.string(),
  captionEn: z.string(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** A photo in the back office: with whether it shows, its place and whether its English is missing. */
export const adminGalleryPhotoSchema = galleryPhotoSchema.extend({
  published: z.boolean(),
  position: z.number().int(),
  missingEnglish: z.boolean(),
  updatedAt: z.string(),
});
export type AdminGalleryPhoto = z.infer<typeof adminGalleryPhotoSchema>;
