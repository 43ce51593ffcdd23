import type { Db } from '../../db/client.js';
import type { eventApplications, events } from '../../db/schema/events.js';
import type { Notice } from '../notifications/outbox.js';

export type NoticeKind = 'event_confirmed' | 'event_waitlisted' | 'event_promoted' | 'event_reminder' | 'event_cancelled';

type EventRow = typeof events.$inferSelect;
type Applicant = typeof eventApplications.$inferSelect & { position: number | null };
interface Notifier {
  notify(notice: Notice, tx?: Db): Promise<void>;
}

/** The page an application's notices link to: /event with its cancel code (members and anyone alike). */
export const applicationLink = (code: string) => `/event?cancel=${code}`;

const paramsOf = (event: EventRow, a: Applicant) => ({
  eventId: event.id,
  title: { ko: event.titleKo, en: event.titleEn },
  place: { ko: event.placeKo, en: event.placeEn },
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  headcount: a.headcount,
  position: a.position,
});

/**
 * Tells each applicant about their application, in the language they applied in (a member's account
 * language wins when sending), in the transaction of the change (the outbox).
 */
export async function notifyApplicants(
  ctx: Notifier,
  tx: Db,
  kind: NoticeKind,
  event: EventRow,
  applications: Applicant[],
): Promise<void> {
  for (const a of applications) {
    await ctx.notify(
      {
        kind,
        params: paramsOf(event, a),
        link: kind === 'event_cancelled' ? '/event' : applicationLink(a.code),
        userId: a.userId,
        email: a.email,
        language: a.language,
      },
      tx,
    );
  }
}

/**
 * Asks someone who applied without a login to confirm from the link (the same page, which shows the
 * Confirm button while the hold lasts): only the owner of the address reads it (decision 0055).
 */
export async function askToConfirm(ctx: Notifier, tx: Db, event: EventRow, a: Applicant): Promise<void> {
  await ctx.notify(
    {
      kind: 'event_confirm_request',
      params: { ...paramsOf(event, a), holdUntil: a.holdUntil!.toISOString() },
      link: applicationLink(a.code),
      userId: null,
      email: a.email,
      language: a.language,
    },
    tx,
  );
}
