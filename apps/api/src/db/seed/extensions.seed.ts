import { DEFAULT_TARIFF } from '@tea/shared/voc/extension.rules';
import type { Db } from '../client.js';
import { extensionTariff } from '../schema/extensions.js';

/** The extension tariff's defaults, once: the building office's edits are kept. */
export async function seedExtensionTariff(db: Db, now: Date): Promise<void> {
  await db
    .insert(extensionTariff)
    .values({ id: 1, ...DEFAULT_TARIFF, updatedAt: now })
    .onConflictDoNothing();
}
