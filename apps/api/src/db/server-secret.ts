import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { serverSecrets } from './schema/server-secrets.js';

/**
 * The installation's own secret `name` (decision 0052): drawn at random (32 bytes) the first time it
 * is asked for and kept in the database, so every replica and every later start signs with the same
 * one. Replicas starting together draw one each; the first insert wins and all read it back.
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: sql`now()` })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}
