import type { Db } from '../../db/client.js';
import type { eventApplications, events } from '../../db/schema/events.js';
import type { Notice } from '../notifications/outbox.js';

export type NoticeKind = 'event_confirmed' | 'event_waitlisted' | 'event_promoted' | 'event_reminder' | 'event_cancelled';

/** The page an application's notices link to: /event with its cancel code (members and anyone alike). */
export const applicationLink = (code: string) => `/event?cancel=${code}`;

/**
 * Tells each applicant about their application, in the language they applied in (a member's account
 * language wins when sending), in the transaction of the change (the outbox).
 */
export async function notifyApplicants(
  ctx: { notify(notice: Notice, tx?: Db): Promise<void> },
  tx: Db,
  kind: NoticeKind,
  event: typeof events.$inferSelect,
  applications: (typeof eventApplications.$inferSelect & { position: number | null })[],
): Promise<void> {
  for (const a of applications) {
    await ctx.notify(
      {
        kind,
        params: {
          eventId: event.id,
          title: { ko: event.titleKo, en: event.titleEn },
          place: { ko: event.placeKo, en: event.placeEn },
          startsAt: event.startsAt.toISOString(),
          endsAt: event.endsAt.toISOString(),
          headcount: a.headcount,
          position: a.position,
        },
        link: kind === 'event_cancelled' ? '/event' : applicationLink(a.code),
        userId: a.userId,
        email: a.email,
        language: a.language,
      },
      tx,
    );
  }
}
