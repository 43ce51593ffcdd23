/**
 * The sizes a public photo is served in (decision 0058): each uploaded photo of a use with `variants`
 * is also stored as WebP at these widths (never enlarged: a narrower photo keeps its own width), and
 * read by `<img srcset>` from `/media/{id}/{width}.webp` without the API's headers.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The file names the media route takes: `320.webp`, `640.webp`, `1280.webp`. */
export const IMAGE_FILES = IMAGE_WIDTHS.map((w) => `${w}.webp` as const);
export type ImageFile = (typeof IMAGE_FILES)[number];

/** Where one size of a photo is read. */
export const mediaUrl = (id: string, width: ImageWidth): string => `/media/${encodeURIComponent(id)}/${width}.webp`;

/** The `srcset` of a photo: every size, by its width. */
export const mediaSrcSet = (id: string): string => IMAGE_WIDTHS.map((w) => `${mediaUrl(id, w)} ${w}w`).join(', ');
