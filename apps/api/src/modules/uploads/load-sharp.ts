import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp, loaded on first use, with libvips' operation cache off: a server decodes each photo, QR code
 * or seat sheet once, so the cache only held memory (the demo's drawn pictures, rendered at start,
 * left about 180 MB in it against a 250 MB budget a replica).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
