import { customType } from 'drizzle-orm/pg-core';

/**
 * Bytes (a digest, a stored file): a Buffer from node-postgres, a Uint8Array from PGlite, viewed as a
 * Buffer without copying (a stored file may be a few MB).
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});
