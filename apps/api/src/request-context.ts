import type { Lang } from '@tea/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TEST_NOW_HEADER, testInstant } from './clock.js';
import type { Db } from './db/client.js';
import type { AuthUser } from './modules/auth/sessions.service.js';
import type { Notice } from './modules/notifications/outbox.js';
import { AppError } from './plugins/errors.js';
import { requestDb } from './plugins/idempotency.js';

/**
 * What every service gets from a request (DESIGN.md §7), the one context of the API: the database,
 * who acts (with their role and company), from where, in which language, the request's instant from
 * the injected clock, the public address for links, and the outbox. Jobs build the same shape.
 */
export interface RequestContext {
  db: Db;
  /** The person of a route that needs a session; null on a public route. */
  actor: AuthUser | null;
  ip: string;
  lang: Lang;
  /** The request's instant, from the injected clock: the one "now" of the request. */
  now: Date;
  /** The portal's public address, for links in notices. */
  publicUrl: string;
  /** Puts a notice in the outbox, in `tx` when given (the change and its notice commit together). */
  notify(notice: Notice, tx?: Db): Promise<void>;
}

/** The context of a route that needs a session: its actor is known. */
export interface ActorContext extends RequestContext {
  actor: AuthUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context, built once by the one hook below when the route's handler first reads it. */
    readonly ctx: RequestContext;
  }
}

const built = Symbol('request context');

/** Builds `request.ctx` once per request (after the auth hook has set the person), from the app's services. */
export default fp(async function requestContext(app: FastifyInstance) {
  const testMode = app.config.TEST_CLOCK_START !== undefined;
  const now = (request: FastifyRequest): Date => (testMode && testInstant(request.headers[TEST_NOW_HEADER])) || app.clock.now();
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest & { [built]?: RequestContext }) {
      this[built] ??= {
        // A write sent with an Idempotency-Key sees a view whose transactions write its key (decision 0048).
        db: requestDb(this, app.database.db),
        actor: this.user,
        ip: this.ip,
        lang: this.lang,
        now: now(this),
        publicUrl: app.config.PUBLIC_URL,
        notify: app.notify,
      };
      return this[built];
    },
  });
});

/** The context of a route whose access needs a session (the auth hook has refused it otherwise). */
export function actorContext(request: FastifyRequest): ActorContext {
  const ctx = request.ctx;
  if (!ctx.actor) throw new AppError('SESSION_EXPIRED');
  return ctx as ActorContext;
}
