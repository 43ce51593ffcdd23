import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { events } from '../schema/events.js';
import { uploads } from '../schema/uploads.js';
import { EVENT_PHOTO_KIND } from '../../modules/uploads/uploads.service.js';
import type { FileStore } from '../../modules/uploads/file-store.js';
import { officeUploader, storeDrawing } from './drawn-upload.js';
import { POSTER_HEIGHT, POSTER_WIDTH, posterArt, type PosterScene } from './content-poster-art.js';

/** The demo events that get a poster (by their English title), with its scene and kicker. */
const POSTERS: readonly { titleEn: string; scene: PosterScene; kicker: string }[] = [
  { titleEn: 'Tenant networking day', scene: 'networking', kicker: 'Tenant event' },
  { titleEn: 'Lunchtime wine class', scene: 'wine', kicker: 'Lunch class' },
  { titleEn: 'Autumn photo contest awards', scene: 'awards', kicker: 'Awards evening' },
];

/**
 * The demo events' posters (decision 0058): drawn (content-poster-art.ts) and stored as the office's
 * event photo with its public sizes, as if the office had put it on the event. An event that has a
 * photo (the office's own) is left as it is.
 */
export async function seedEventPhotos(db: Db, store: FileStore, now: Date): Promise<void> {
  const ownerId = await officeUploader(db);
  if (ownerId === null) return;
  for (const poster of POSTERS) {
    const [event] = await db
      .select()
      .from(events)
      .where(and(eq(events.titleEn, poster.titleEn), isNull(events.photoId)))
      .limit(1);
    if (!event) continue;
    const row = await storeDrawing(store, posterArt(poster.scene, poster.titleEn, poster.kicker), {
      purpose: 'event-photo',
      ownerId,
      fileName: `event-${event.id}.webp`,
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      attachedKind: EVENT_PHOTO_KIND,
      attachedId: String(event.id),
      now,
    });
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values(row);
      await tx.update(events).set({ photoId: row.id }).where(eq(events.id, event.id));
    });
  }
}
