import { customType } from 'drizzle-orm/pg-core';

/** Bytes (a digest): a Buffer from node-postgres, a Uint8Array from PGlite. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
