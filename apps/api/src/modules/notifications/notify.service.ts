import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import type { Attachment, Mailer } from './mailer.js';

export interface Notice {
  kind: string;
  subject: string;
  body: string;
  link?: string;
  /** In-app: the person who sees it in the portal. */
  userId?: number | null;
  /** E-mail: the address it goes to. */
  email?: string | null;
  /** Files sent with the e-mail (a calendar entry); the outbox keeps their names only. */
  attachments?: Attachment[];
}

/** A link with its single-use token hidden (`…?token=…`). */
export function withoutToken(link: string | null): string | null {
  return link && link.replace(/([?&]token=)[^&#]+/, '$1…');
}

export interface Notifier {
  notify(notice: Notice): Promise<void>;
}

/**
 * The outbox of DESIGN.md §7: each notice becomes a row per channel (in-app for a user, e-mail
 * for an address). E-mail is sent at once when a mailer exists (status `sent` or `failed`), and
 * its row keeps the link without its token: the link is the recipient's alone. Without a mailer
 * the e-mail is `kept`, link and all, for the back office to pass on.
 */
export function createNotifier(db: Db, mailer: Mailer | null, log: FastifyBaseLogger): Notifier {
  return {
    async notify(notice) {
      const base = { kind: notice.kind, subject: notice.subject, body: notice.body, link: notice.link ?? null };
      if (notice.userId) {
        await db
          .insert(notifications)
          .values({ ...base, channel: 'in_app', userId: notice.userId, status: 'sent', sentAt: new Date() });
      }
      if (!notice.email) return;
      const [row] = await db
        .insert(notifications)
        .values({
          ...base,
          channel: 'email',
          userId: notice.userId ?? null,
          recipient: notice.email,
          link: mailer ? withoutToken(base.link) : base.link,
          status: mailer ? 'queued' : 'kept',
        })
        .returning({ id: notifications.id });
      if (!mailer || !row) return;
      const text = notice.link ? `${notice.body}\n\n${notice.link}` : notice.body;
      try {
        await mailer.send({ to: notice.email, subject: notice.subject, text, attachments: notice.attachments });
        await db.update(notifications).set({ status: 'sent', sentAt: new Date() }).where(eq(notifications.id, row.id));
      } catch (err) {
        log.warn({ err, notification: row.id }, 'e-mail not sent');
        await db
          .update(notifications)
          .set({ status: 'failed', error: String(err).slice(0, 500) })
          .where(eq(notifications.id, row.id));
      }
    },
  };
}

/** A person's in-app notifications, newest first, with the unread count. */
export async function listInApp(db: Db, userId: number, limit = 20) {
  const where = and(eq(notifications.userId, userId), eq(notifications.channel, 'in_app'));
  const [items, [counts]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        subject: notifications.subject,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt))
      .limit(limit),
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(where, isNull(notifications.readAt))),
  ]);
  return { items, unread: counts?.unread ?? 0 };
}
