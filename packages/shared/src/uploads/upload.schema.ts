import { z } from '../validation';
import { UPLOAD_PURPOSE_NAMES } from './upload.rules';

/** An upload's id: 128 random bits as 22 base64url characters, opaque and unguessable. */
export const uploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSE_NAMES);

/**
 * An uploaded file, as the upload answers it and a form keeps it until it is sent: the id the
 * form's domain attaches, the name it is offered under, its size and type after re-encoding, and an
 * image's pixel size.
 */
export const uploadSchema = z.object({
  id: uploadIdSchema,
  purpose: uploadPurposeSchema,
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type Upload = z.infer<typeof uploadSchema>;
