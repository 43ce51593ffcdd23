import { and, inArray, isNull, lt } from 'drizzle-orm';
import { uploads } from '../db/schema/uploads.js';
import { deleteVariants, isImageType } from '../modules/uploads/image-variants.js';
import type { Job } from './scheduler.js';

/** An upload no record has claimed within a day was abandoned (a form never sent): decision 0020. */
export const UNCLAIMED_UPLOAD_KEEP_MS = 24 * 60 * 60_000;
/** At most this many a round, so that one round's transaction stays short; the rest go in the next. */
const BATCH = 500;
/** Deletions of bytes sent to the store at once (an S3 store makes one request each). */
const PARALLEL_DELETES = 8;

/**
 * Deletes uploads older than a day that no record has attached (`attached_kind` is null), row and
 * bytes. Hourly. The existing `uploads_attached` index finds them (`attached_kind IS NULL` is a
 * condition on its first column), and they are few: at most a day's unclaimed files and the backlog.
 *
 * The rows are deleted first and the bytes after, in the job's transaction: when a store deletion
 * fails the rows come back and the next round tries again, so bytes are never left without a row.
 * A store in the database deletes the bytes in that same transaction (decision 0070).
 * `SKIP LOCKED` passes over a row that a domain is attaching at this moment.
 */
export const purgeUnclaimedUploads: Job = {
  name: 'purge-unclaimed-uploads',
  lockKey: 7_303,
  everyMs: 60 * 60_000,
  async run(db, now, { fileStore }) {
    const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_KEEP_MS);
    const unclaimed = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(isNull(uploads.attachedKind), lt(uploads.createdAt, cutoff)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const gone = await db
      .delete(uploads)
      .where(inArray(uploads.id, unclaimed))
      .returning({ storageKey: uploads.storageKey, contentType: uploads.contentType });
    for (let i = 0; i < gone.length; i += PARALLEL_DELETES)
      await Promise.all(
        gone
          .slice(i, i + PARALLEL_DELETES)
          // An image's public sizes go with it (decision 0058).
          .map(async (row) => {
            await fileStore.delete(row.storageKey);
            if (isImageType(row.contentType)) await deleteVariants(fileStore, row.storageKey);
          }),
      );
    return { uploads: gone.length };
  },
};
