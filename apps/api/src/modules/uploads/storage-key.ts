import { randomBytes } from 'node:crypto';

/**
 * The keys uploaded bytes are stored under (decision 0020): random, never a user's file name. Every
 * store refuses any other shape, so no key can walk out of its folder or its bucket.
 */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}(?:\.w\d{3,4})?$/;

/** A new storage key: 128 random bits in hex, under a folder of its first two digits (256 folders, none too full). */
export function newStorageKey(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex}`;
}

/** Whether a name has the shape of `newStorageKey`'s keys (or of one of an image's sizes beside it). */
export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

/** The key itself, when it has the shape `newStorageKey` makes; throws otherwise. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key).slice(0, 60)}`);
  return key;
}

/** Where one public size of an image is stored (decision 0058): beside its original, `<key>.w640`. */
export function variantKey(key: string, width: number): string {
  return checkedKey(`${key}.w${width}`);
}
