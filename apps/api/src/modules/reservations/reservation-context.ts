import type { Lang } from '@tea/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../plugins/auth.js';
import type { AuthUser } from '../auth/sessions.service.js';
import type { Notice } from '../notifications/outbox.js';

/** What the reservation services need: the database, who asks and from where, the clock, the outbox and links. */
export interface ReservationContext {
  db: Db;
  actor: AuthUser;
  ip: string;
  lang: Lang;
  now: Date;
  publicUrl: string;
  /** Puts a notice in the outbox, in `tx` when given (DESIGN.md §7). */
  notify(notice: Notice, tx?: Db): Promise<void>;
}

export function reservationContext(app: FastifyInstance, request: FastifyRequest): ReservationContext {
  return {
    db: app.database.db,
    actor: currentUser(request),
    ip: request.ip,
    lang: request.lang,
    now: app.clock.now(),
    publicUrl: app.config.PUBLIC_URL,
    notify: app.notify,
  };
}
