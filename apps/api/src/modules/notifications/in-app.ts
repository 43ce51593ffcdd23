import type { Lang } from '@tea/i18n';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { inAppText } from './outbox.js';

/** A person's in-app notifications, newest first, rendered in `lang` (the reader's current language), with the unread count. */
export async function listInApp(db: Db, userId: number, lang: Lang, limit = 20) {
  const where = and(eq(notifications.userId, userId), eq(notifications.channel, 'in_app'));
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        params: notifications.params,
        subject: notifications.subject,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(where, isNull(notifications.readAt))),
  ]);
  const items = rows.map(({ params, ...row }) => ({ ...row, ...inAppText({ ...row, params }, lang) }));
  return { items, unread: counts?.unread ?? 0 };
}
