import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts, otherServices } from '../../db/schema/building.js';

export function listOtherServices(db: Db) {
  return db.select().from(otherServices).orderBy(asc(otherServices.sortOrder));
}

export function listContacts(db: Db) {
  return db.select().from(contacts).orderBy(asc(contacts.sortOrder));
}
