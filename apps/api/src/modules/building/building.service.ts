import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts, otherServices } from '../../db/schema/building.js';
import { shortCache } from '../../db/short-cache.js';

/**
 * Building facts every public page may ask for and nothing in the portal edits: each replica keeps
 * them for a second (decision 0012), so a rush of visitors costs one query a second, not one each.
 */
const facts = shortCache({ ttlMs: 1000, maxKeys: 10 });

export function listOtherServices(db: Db) {
  return facts.get('other-services', () => db.select().from(otherServices).orderBy(asc(otherServices.sortOrder)));
}

export function listContacts(db: Db) {
  return facts.get('contacts', () => db.select().from(contacts).orderBy(asc(contacts.sortOrder)));
}
