/**
 * The notifications outbox (DESIGN.md §7). A request never sends: `enqueue` writes the notice (a
 * typed kind and its parameters) as rows per channel, in the caller's transaction. The delivery job
 * renders e-mail and SMS rows in the recipient's language and sends them, with retries on a backoff
 * and a `dead` state after the last; replicas claim rows with `FOR UPDATE SKIP LOCKED`, so each is
 * sent once. A slow or failing SMTP server holds up a delivery round, never a request.
 */
import { normalizeLang, type Lang } from '@tea/i18n';
import {
  DELIVERY_BACKOFF_MINUTES,
  MAX_DELIVERY_ATTEMPTS,
  NOTIFICATION_PARAMS,
  parseNotice,
  type NotificationKind,
  type NotificationParams,
} from '@tea/shared/notifications/kinds';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { notifications } from '../../db/schema/notifications.js';
import type { Mailer } from './mailer.js';
import type { TextSender } from './sms.js';
import { mailText, renderMail, renderNotice } from './templates.js';

type NoticeOf<K extends NotificationKind> = {
  kind: K;
  params: NotificationParams<K>;
  /** A path in the portal (`/login`, `/findid/reset?token=…`); e-mail makes it absolute. */
  link?: string;
  /** In-app: the person who sees it in the portal (their e-mail row is tied to them too). */
  userId?: number | null;
  /** E-mail: the address it goes to. */
  email?: string | null;
  /** KakaoTalk/SMS: the mobile number it goes to. */
  phone?: string | null;
  /** The language of a recipient without an account (an account's own language wins when sending). */
  language: Lang;
};
/** A notice: a kind with the parameters of that kind, and who receives it on which channels. */
export type Notice = { [K in NotificationKind]: NoticeOf<K> }[NotificationKind];

/** A link (or a text holding links) with its single-use tokens hidden (`…?token=…`): what stays in the outbox once sent. */
export function withoutToken<T extends string | null>(text: T): T {
  return (text && text.replace(/([?&]token=)[^&#\s]+/g, '$1…')) as T;
}

/** How long a claimed row stays with the replica that took it before another may retry it. */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;
/**
 * Requests come first: while they keep the event loop this busy (a rush of bookings), a delivery
 * round waits, for at most MAX_YIELD_MS. Rendering a mail (its QR, its calendar file) then does not
 * lengthen the answers of the rush, and the mail leaves a moment later.
 */
const BUSY_UTILIZATION = 0.8;
const MAX_YIELD_MS = 2_000;
const YIELD_RETRY_MS = 100;

/** The longest a stopping replica waits for the delivery round in progress. */
const STOP_WAIT_MS = 3_000;
/** While mail waits after a failed send, the SMTP server is asked this often whether it is back. */
export const SERVER_CHECK_MS = 30_000;

export interface DeliveryResult {
  sent: number;
  /** Mail waiting on its backoff after a failure, sent at once because the server answers again. */
  released: number;
  kept: number;
  recorded: number;
  retried: number;
  dead: number;
}

/** E-mail and SMS not delivered yet: what /metrics and /readyz report (decision 0072). */
export interface OutboxBacklog {
  /** Queued or being sent (waiting on a backoff included). */
  waiting: number;
  /** When the oldest of those was written; null when none waits. */
  oldestWaitingSince: Date | null;
  /** Given up on after the last attempt: a person must look. */
  dead: number;
}

export interface Outbox {
  /** Writes the notice's rows with `db` (pass the request's transaction to commit it with the change). */
  enqueue(db: Db, notice: Notice): Promise<void>;
  /** Delivers every e-mail and SMS that is due, batch after batch, and says what became of them. */
  deliverDue(): Promise<DeliveryResult>;
  /** Delivers on an interval, and soon after each enqueue; stopped by `stop`. */
  start(everyMs: number): void;
  stop(): Promise<void>;
  /** One read of the rows not delivered, on the index of due rows (its predicate is this query's). */
  backlog(): Promise<OutboxBacklog>;
}

interface OutboxDeps {
  db: Db;
  mailer: Mailer | null;
  texts: TextSender;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Read at delivery: without PUBLIC_URL it follows the port the server listens on. */
  publicUrl(): string;
  /** While true (the database is away), the interval skips its rounds instead of failing each. */
  paused?: () => boolean;
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, clock, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let soon: NodeJS.Timeout | null = null;
  let round: Promise<unknown> | null = null;
  /** Set by `stop`: the round in progress ends after the message being sent (a replica stopping waits for no more). */
  let stopping = false;

  /** Takes due rows for this replica: a lease, so a replica that dies mid-send leaves them to another. */
  async function claim() {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            inArray(notifications.channel, ['email', 'sms']),
            inArray(notifications.status, ['queued', 'sending']),
            lte(notifications.nextAttemptAt, now),
          ),
        )
        .orderBy(notifications.nextAttemptAt, notifications.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(notifications)
        .set({
          status: 'sending',
          attempts: sql`${notifications.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
        })
        .where(
          inArray(
            notifications.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /**
   * The server answers again (a message just went, or it greeted a check): mail waiting on its backoff
   * after earlier failures is due now, instead of at its next step of up to two hours (decision 0048).
   */
  async function releaseWaiting(result: DeliveryResult) {
    const now = clock.now();
    const released = await db
      .update(notifications)
      .set({ nextAttemptAt: now })
      .where(
        and(
          eq(notifications.channel, 'email'),
          eq(notifications.status, 'queued'),
          gt(notifications.attempts, 0),
          gt(notifications.nextAttemptAt, now),
        ),
      )
      .returning({ id: notifications.id });
    result.released += released.length;
  }

  /** Claimed rows this replica will not send after all (it is stopping): due again at once, for any replica. */
  async function release(ids: number[]) {
    if (ids.length === 0) return;
    await db
      .update(notifications)
      .set({ status: 'queued', attempts: sql`${notifications.attempts} - 1`, nextAttemptAt: clock.now() })
      .where(inArray(notifications.id, ids));
  }

  let lastServerCheck = Number.NEGATIVE_INFINITY;
  /** With nothing due: when mail waits after a failure, asks the server (every SERVER_CHECK_MS) whether it is back. */
  async function serverBack(): Promise<boolean> {
    if (!deps.mailer || clock.now().getTime() - lastServerCheck < SERVER_CHECK_MS) return false;
    const [waiting] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.channel, 'email'), eq(notifications.status, 'queued'), gt(notifications.attempts, 0)))
      .limit(1);
    if (!waiting) return false;
    lastServerCheck = clock.now().getTime();
    return deps.mailer.verify().then(
      () => true,
      () => false,
    );
  }

  async function deliverOne(row: typeof notifications.$inferSelect, language: Lang, result: DeliveryResult) {
    const notice = parseNotice(row.kind, row.params);
    const base = deps.publicUrl().replace(/\/+$/, '');
    const link = row.link ? (row.link.startsWith('/') ? `${base}${row.link}` : row.link) : null;
    try {
      if (!notice) throw new Error(`unknown notification kind or parameters: ${row.kind}`);
      let status: 'sent' | 'kept' | 'recorded';
      let mail: { subject: string; text: string };
      if (row.channel === 'sms') {
        mail = mailText(notice.kind, notice.params, language, link, 'sms');
        status = await deps.texts.send({ to: row.recipient ?? '', text: `${mail.subject}\n${mail.text}` });
      } else if (deps.mailer) {
        const rendered = await renderMail(notice.kind, notice.params, language, link, base);
        mail = rendered;
        await deps.mailer.send({
          to: row.recipient ?? '',
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          attachments: rendered.attachments,
        });
        status = 'sent';
      } else {
        mail = mailText(notice.kind, notice.params, language, link);
        status = 'kept'; // no SMTP server: the back office shows it in full, link and all, to pass on
      }
      await db
        .update(notifications)
        .set({
          status,
          subject: mail.subject,
          // Kept mail is passed on by hand, link and all; what went out is the recipient's alone.
          body: status === 'kept' ? mail.text : withoutToken(mail.text),
          link: status === 'kept' ? row.link : withoutToken(row.link),
          sentAt: clock.now(),
          error: null,
        })
        .where(eq(notifications.id, row.id));
      result[status] += 1;
    } catch (err) {
      const dead = row.attempts >= MAX_DELIVERY_ATTEMPTS || !notice;
      const wait = DELIVERY_BACKOFF_MINUTES[Math.min(row.attempts, DELIVERY_BACKOFF_MINUTES.length) - 1] ?? 1;
      log.warn({ err, notification: row.id, attempt: row.attempts, dead }, 'notification not delivered');
      await db
        .update(notifications)
        .set({
          status: dead ? 'dead' : 'queued',
          error: String(err).slice(0, 500),
          nextAttemptAt: new Date(clock.now().getTime() + wait * 60_000),
        })
        .where(eq(notifications.id, row.id));
      result[dead ? 'dead' : 'retried'] += 1;
    }
  }

  async function deliverDue(): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, released: 0, kept: 0, recorded: 0, retried: 0, dead: 0 };
    let released = false;
    for (;;) {
      if (stopping) return result;
      const rows = await claim();
      if (rows.length === 0) {
        if (released || !(await serverBack())) return result;
        await releaseWaiting(result);
        released = true;
        continue;
      }
      // The reader's language is the account's current one; an address without an account keeps the row's.
      const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
      const languages = new Map(
        ids.length === 0
          ? []
          : (await db.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, ids))).map(
              (u) => [u.id, u.language] as const,
            ),
      );
      const sentBefore = result.sent;
      for (const [i, row] of rows.entries()) {
        if (stopping) {
          await release(rows.slice(i).map((r) => r.id));
          return result;
        }
        await deliverOne(row, normalizeLang((row.userId && languages.get(row.userId)) ?? row.language), result);
      }
      if (!released && result.sent > sentBefore) {
        await releaseWaiting(result);
        released = true;
        if (result.released > 0) continue;
      }
      if (rows.length < BATCH) return result;
    }
  }

  let sinceCheck = performance.eventLoopUtilization();
  let yieldingSince: number | null = null;
  /** Whether requests kept the event loop busy since the last look. */
  const busy = () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, sinceCheck);
    sinceCheck = now;
    return utilization > BUSY_UTILIZATION;
  };

  const tick = () => {
    if (round || deps.paused?.()) return;
    if (busy()) {
      yieldingSince ??= performance.now();
      if (performance.now() - yieldingSince < MAX_YIELD_MS) {
        if (timer && !soon) {
          soon = setTimeout(() => {
            soon = null;
            tick();
          }, YIELD_RETRY_MS).unref();
        }
        return;
      }
    }
    yieldingSince = null;
    round = deliverDue()
      .then((r) => {
        if (Object.values(r).some((n) => n > 0)) log.info({ job: 'deliver-notifications', ...r }, 'job done');
      })
      .catch((err: unknown) => log.error({ err, job: 'deliver-notifications' }, 'job failed'))
      .finally(() => {
        round = null;
      });
  };

  return {
    async enqueue(tx, notice) {
      // A programming error (a parameter missing) fails the request that made it, not the delivery later.
      NOTIFICATION_PARAMS[notice.kind].parse(notice.params);
      const now = clock.now();
      const base = { kind: notice.kind, params: notice.params, link: notice.link ?? null, language: notice.language };
      const rows: (typeof notifications.$inferInsert)[] = [];
      if (notice.userId) rows.push({ ...base, channel: 'in_app', userId: notice.userId, status: 'sent', sentAt: now });
      if (notice.email)
        rows.push({ ...base, channel: 'email', userId: notice.userId ?? null, recipient: notice.email, nextAttemptAt: now });
      if (notice.phone)
        rows.push({ ...base, channel: 'sms', userId: notice.userId ?? null, recipient: notice.phone, nextAttemptAt: now });
      if (rows.length > 0) await tx.insert(notifications).values(rows);
      // Soon after the request's transaction commits; the interval catches anything later.
      if (timer && !soon && (notice.email || notice.phone)) {
        soon = setTimeout(() => {
          soon = null;
          tick();
        }, 100).unref();
      }
    },
    deliverDue,
    async backlog() {
      const waiting = sql`${notifications.status} in ('queued', 'sending')`;
      const [row] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
          oldestWaitingSince: sql<Date | null>`min(${notifications.createdAt}) filter (where ${waiting})`.mapWith(
            notifications.createdAt,
          ),
          dead: sql<number>`count(*) filter (where ${notifications.status} = 'dead')`.mapWith(Number),
        })
        .from(notifications)
        .where(
          and(
            sql`${notifications.status} not in ('sent', 'kept', 'recorded', 'failed')`,
            inArray(notifications.channel, ['email', 'sms']),
          ),
        );
      return row ?? { waiting: 0, oldestWaitingSince: null, dead: 0 };
    },
    start(everyMs) {
      timer ??= setInterval(tick, everyMs).unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      if (soon) clearTimeout(soon);
      timer = soon = null;
      // A send or a greeting the SMTP server leaves hanging (its own timeouts are 10–20 s) does not
      // hold a stopping replica: its message stays claimed, and another replica sends it after the lease.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([round, new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(waited);
    },
  };
}

/**
 * The text of a row as its reader gets it: an in-app row in `lang` (the reader's language now); an
 * e-mail or SMS not sent yet as it will go out, in the row's language. Rows from before kinds had
 * parameters keep their stored text.
 */
export function noticeText(
  row: {
    kind: string;
    channel: string;
    params: unknown;
    language: string;
    subject: string | null;
    body: string | null;
    link: string | null;
  },
  lang: Lang,
) {
  if (row.channel === 'in_app' || (row.subject !== null && row.body !== null)) {
    return row.subject !== null && row.body !== null ? { subject: row.subject, body: row.body } : inAppText(row, lang);
  }
  const notice = parseNotice(row.kind, row.params);
  if (!notice) return { subject: '', body: '' };
  const mail = mailText(
    notice.kind,
    notice.params,
    normalizeLang(row.language),
    row.link,
    row.channel === 'sms' ? 'sms' : 'email',
  );
  return { subject: mail.subject, body: mail.text };
}

/** Renders an in-app row in `lang`; rows from before kinds had parameters keep their stored text. */
export function inAppText(row: { kind: string; params: unknown; subject: string | null; body: string | null }, lang: Lang) {
  const notice = parseNotice(row.kind, row.params);
  if (!notice) return { subject: row.subject ?? '', body: row.body ?? '' };
  const { title, body } = renderNotice(notice.kind, notice.params, lang);
  return { subject: title, body };
}
