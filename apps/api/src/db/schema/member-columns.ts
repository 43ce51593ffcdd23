import { integer } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';

/**
 * The person a row belongs to and the company their charges go to, both required: the pair that
 * reservations, PT packages, GX registrations and nap-room passes each carry. A function, since a
 * table needs column builders of its own; spread it where the two columns stand, so the columns,
 * their order and their foreign keys stay as they were.
 */
export function memberAndCompany() {
  return {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  };
}
