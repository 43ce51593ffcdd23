import type { Role } from '@tea/shared/accounts/account.rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { lookUpOnce, recentSession, type AuthUser, type SessionPolicy } from '../modules/auth/sessions.service.js';
import { AppError } from './errors.js';
import { addGate } from './route-gates.js';

/** Who may call a route: anyone, anyone with a session, or people of one of these roles. */
export type Access = 'public' | 'session' | readonly Role[];

declare module 'fastify' {
  interface FastifyRequest {
    /** The person of a route whose access needs a session; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Every /api route says who may call it (the route table refuses to start otherwise). */
    access?: Access;
  }
}

/**
 * The one way to say who may call routes: every route a routes plugin registers gets `access`,
 * unless it sets its own in `config`. One line at the top of the plugin.
 */
export function scopeAccess(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    route.config ??= {};
    route.config.access ??= access;
  });
}

const BEARER = /^Bearer\s+([\w-]{20,200})$/i;

/**
 * The person of the session a request's bearer token names, or null (no token, or one that is
 * unknown, expired or revoked): at once when this replica checked it in the last moments.
 */
function sessionOf(db: Db, policy: SessionPolicy, request: FastifyRequest): AuthUser | null | Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const known = recentSession(header);
  if (known) return known;
  const token = BEARER.exec(header)?.[1];
  return token === undefined ? null : lookUpOnce(db, policy, header, token);
}

/**
 * The person of a public route that reads differently for someone signed in (a tenants-only
 * community item): the bearer's session if valid, else null (an expired or unknown token reads as
 * anonymous, never as an error). Sets `request.user`, so read it before `request.ctx`.
 */
export async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  const user = await sessionUserOf(request);
  request.user = user;
  return user;
}

/**
 * Sessions of DESIGN.md §4, checked by one hook before anything of the request is read: a route
 * whose access is not public needs a valid session (else 403 SESSION_EXPIRED), and one naming roles
 * needs one of them (else 403 ACCESS_DENIED). Which records the person may reach is the service's check.
 */
export default fp(async function auth(app: FastifyInstance) {
  const policy = { idleMinutes: app.config.SESSION_IDLE_MINUTES, absoluteHours: app.config.SESSION_ABSOLUTE_HOURS };
  app.decorateRequest('user', null);

  /** Lets the person in, or says why not. */
  const admit = (request: FastifyRequest, access: Exclude<Access, 'public'>, user: AuthUser | null): AppError | undefined => {
    if (!user) return new AppError('SESSION_EXPIRED');
    request.user = user;
    return access !== 'session' && !access.includes(user.role) ? new AppError('ACCESS_DENIED') : undefined;
  };

  // Each route's own callback hook: a session checked in the last moments is admitted at once, with
  // no promise to wait for. The route's access is read when asked: its plugin's scopeAccess sets it
  // in an onRoute hook that runs after this one.
  app.addHook('onRoute', (route) => {
    addGate(route, (request, reply, done) => {
      const access = route.config?.access;
      if (access === undefined || access === 'public') return done();
      const user = sessionOf(app.database.db, policy, request);
      if (!(user instanceof Promise)) return done(admit(request, access, user));
      user.then((found) => done(admit(request, access, found)), done);
    });
  });
});

/**
 * The person behind a public route's request when it carries a valid session, else null: a route
 * anyone may call that does more for a member (an event application, decision 0039). A missing,
 * expired or revoked session is simply no one.
 */
export async function sessionUserOf(request: FastifyRequest): Promise<AuthUser | null> {
  const { SESSION_IDLE_MINUTES: idleMinutes, SESSION_ABSOLUTE_HOURS: absoluteHours } = request.server.config;
  return sessionOf(request.server.database.db, { idleMinutes, absoluteHours }, request);
}
