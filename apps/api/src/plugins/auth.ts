import type { Role } from '@tea/shared/accounts/account.rules';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSession, type AuthUser } from '../modules/auth/sessions.service.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` / `app.requireRole`; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid session, else 403 SESSION_EXPIRED. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: a valid session of one of these roles, else 403 SESSION_EXPIRED / ACCESS_DENIED. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([\w-]{20,200})$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Sessions of DESIGN.md §4 on every protected route; the role and record checks are the route's. */
export default fp(async function auth(app: FastifyInstance) {
  const policy = { idleMinutes: app.config.SESSION_IDLE_MINUTES, absoluteHours: app.config.SESSION_ABSOLUTE_HOURS };
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const token = bearer(request);
    const user = token ? await resolveSession(app.database.db, policy, token) : null;
    if (!user) throw new AppError('SESSION_EXPIRED');
    request.user = user;
    return user;
  }

  app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
    await authenticate(request);
  });
  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    return async function requireRole(request: FastifyRequest) {
      const user = await authenticate(request);
      if (!roles.includes(user.role)) throw new AppError('ACCESS_DENIED');
    };
  });
});

/** The user of a route behind requireUser/requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('SESSION_EXPIRED');
  return request.user;
}
