import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../modules/uploads/file-store.js';
import { newStorageKey, variantKey } from '../modules/uploads/storage-key.js';

/** What a file may weigh at most in a store, with room: the largest use takes a few MB (upload.rules). */
const LARGE_BYTES = 5 * 1024 * 1024;

/**
 * What every FileStore does, whatever keeps the bytes: each store's test file runs these against it
 * (`store` is called in each test, once the file's setup has made the store).
 */
export function fileStoreContract(name: string, store: () => FileStore): void {
  describe(`${name}: the FileStore contract`, () => {
    it('gives back the bytes put under a key', async () => {
      const key = newStorageKey();
      await store().put(key, Buffer.from('visitor sheet'), 'text/csv');
      expect((await store().get(key))?.toString()).toBe('visitor sheet');
    });

    it('answers null for a key with no bytes, and deleting one is not an error', async () => {
      const key = newStorageKey();
      expect(await store().get(key)).toBeNull();
      await expect(store().delete(key)).resolves.toBeUndefined();
    });

    it('deletes the bytes under a key, and only those', async () => {
      const [gone, kept] = [newStorageKey(), newStorageKey()];
      await store().put(gone, Buffer.from('gone'), 'text/plain');
      await store().put(kept, Buffer.from('kept'), 'text/plain');
      await store().delete(gone);
      expect(await store().get(gone)).toBeNull();
      expect((await store().get(kept))?.toString()).toBe('kept');
    });

    it('replaces the bytes when a key is put again', async () => {
      const key = newStorageKey();
      await store().put(key, Buffer.from('the first, longer bytes'), 'text/plain');
      await store().put(key, Buffer.from('second'), 'text/plain');
      expect((await store().get(key))?.toString()).toBe('second');
    });

    it('keeps every byte value, not only text: NUL, 0xFF and sequences that are not UTF-8', async () => {
      const key = newStorageKey();
      const bytes = Buffer.concat([
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
        Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc, 0xff, 0xfe, 0x00, 0x5c, 0x78]),
      ]);
      await store().put(key, bytes, 'application/octet-stream');
      expect(await store().get(key)).toEqual(bytes);
    });

    it('keeps a 5 MB file whole', async () => {
      const key = newStorageKey();
      const bytes = randomBytes(LARGE_BYTES);
      await store().put(key, bytes, 'image/jpeg');
      const read = await store().get(key);
      expect(read?.length).toBe(LARGE_BYTES);
      expect(read?.equals(bytes)).toBe(true);
    });

    it("keeps an image's public sizes beside its original, each deleted on its own", async () => {
      const key = newStorageKey();
      await store().put(key, Buffer.from('original'), 'image/png');
      await store().put(variantKey(key, 640), Buffer.from('640 wide'), 'image/webp');
      await store().delete(variantKey(key, 640));
      expect(await store().get(variantKey(key, 640))).toBeNull();
      expect((await store().get(key))?.toString()).toBe('original');
    });

    it('refuses a key of any other shape, so that none reaches outside the store', async () => {
      await expect(store().get('../other-bucket/secret')).rejects.toThrow(/Not a storage key/);
      await expect(store().put('ab/cd?x=1', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a storage key/);
      await expect(store().delete("ab/x' or '1'='1")).rejects.toThrow(/Not a storage key/);
    });
  });
}
