/**
 * The answers many routes give alike, written once (issue 12, "one schema per shape"): the API
 * validates and serialises with them, OpenAPI documents them, and the web takes its types from them.
 * A domain's own answers live beside its request schemas and use these.
 */
import { z } from 'zod';

/** A command that has nothing more to say than that it was done: `{ ok: true }`. */
export const doneSchema = z.object({ ok: z.literal(true) });
export type Done = z.infer<typeof doneSchema>;

/** A record made: its id. */
export const createdSchema = z.object({ id: z.number().int() });
export type Created = z.infer<typeof createdSchema>;

/** A command over several records: how many it changed. */
export const updatedSchema = z.object({ updated: z.number().int() });
export type Updated = z.infer<typeof updatedSchema>;

/** A message sent on the person's behalf (an inquiry, a link by e-mail): `{ sent: true }`, whoever it went to. */
export const sentSchema = z.object({ sent: z.literal(true) });
export type Sent = z.infer<typeof sentSchema>;

/** A whole list, unpaged: `{ items }`. */
export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
export interface Items<T> {
  items: T[];
}

/** A page of a list (DESIGN.md §3: `?page=&size=` → `{ items, total }`). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export interface Page<T> {
  items: T[];
  total: number;
}
