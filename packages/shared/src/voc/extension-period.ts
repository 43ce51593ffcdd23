import { z } from 'zod';
import { EXTENSION_KINDS } from './extension.rules';

/** An extension's what and when, as its notices and its charge lines name it (issue 14). */
export const extensionPeriodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXTENSION_KINDS),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  floors: z.array(z.number().int()),
});
