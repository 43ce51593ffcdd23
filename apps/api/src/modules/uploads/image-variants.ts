import { IMAGE_WIDTHS, type ImageWidth } from '@tea/shared/uploads/image-sizes';
import { MAX_IMAGE_INPUT_PIXELS, UPLOAD_TYPES, uploadTypeOfMime } from '@tea/shared/uploads/upload.rules';
import type { FileStore } from './file-store.js';
import { variantKey } from './storage-key.js';
import { loadSharp } from './load-sharp.js';

/** Whether a stored type is an image (re-encoded on the way in, so safe to decode again). */
export const isImageType = (mime: string): boolean => {
  const type = uploadTypeOfMime(mime);
  return type !== null && UPLOAD_TYPES[type].image;
};

/** One public size of an image already re-encoded by the upload: WebP, never wider than the image. */
export async function imageVariant(bytes: Buffer, width: ImageWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/** Stores every public size of an image beside its original (decision 0058). */
export async function storeVariants(store: FileStore, key: string, bytes: Buffer): Promise<void> {
  for (const width of IMAGE_WIDTHS) await store.put(variantKey(key, width), await imageVariant(bytes, width), 'image/webp');
}

/** Removes the public sizes of an original (none there is no error). */
export async function deleteVariants(store: FileStore, key: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((width) => store.delete(variantKey(key, width))));
}
