import type { Lang } from '@tea/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../plugins/auth.js';
import type { AuthUser } from '../auth/sessions.service.js';
import type { Notice } from '../notifications/outbox.js';

/** What the back-office services need: the database, who acts and from where, and the outbox. */
export interface AdminContext {
  db: Db;
  actor: AuthUser;
  ip: string;
  lang: Lang;
  /** The request's instant, from the injected clock. */
  now: Date;
  /** Puts a notice in the outbox, in `tx` when given (DESIGN.md §7). */
  notify(notice: Notice, tx?: Db): Promise<void>;
}

export function adminContext(app: FastifyInstance, request: FastifyRequest): AdminContext {
  return {
    db: app.database.db,
    actor: currentUser(request),
    ip: request.ip,
    lang: request.lang,
    now: app.clock.now(),
    notify: app.notify,
  };
}

/** True for a PostgreSQL unique violation, also when a driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The first instant of a Seoul calendar day (YYYY-MM-DD). */
export function seoulDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
