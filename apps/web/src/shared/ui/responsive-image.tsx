import { mediaSrcSet, mediaUrl } from '@tea/shared/uploads/image-sizes';

/**
 * A photo anyone may read (a published retail tenant's or gallery photo, a public content item's) at
 * the size the screen needs (decision 0058): `srcset` of its 320/640/1280 px WebP sizes, read by the
 * browser itself (no script, no API headers), lazily unless it is the first thing on the page.
 * `width` and `height` give its shape before it loads, so the page does not jump.
 */
export function ResponsiveImage({
  id,
  alt,
  sizes,
  width,
  height,
  eager = false,
  className,
}: {
  id: string;
  /** What the photo shows; "" for one beside a text that already names it. */
  alt: string;
  /** How wide it is shown, as `sizes` says it: `(min-width: 1024px) 33vw, 100vw`. */
  sizes: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={mediaUrl(id, 640)}
      srcSet={mediaSrcSet(id)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
