import { z } from 'zod';

/** The answer of a command that has nothing more to say than that it was done: `{ ok: true }`. */
export const done = z.object({ ok: z.literal(true) });
