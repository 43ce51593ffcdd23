import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { watchDatabase, type DatabaseWatch } from '../db/database-watch.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database answers, as this replica last found it (decision 0048). */
    databaseWatch: DatabaseWatch;
    /**
     * SIGTERM's first step: /readyz answers 503 so the balancer stops sending, and each answer closes
     * its connection, while requests are still served until the drain period ends (decision 0048).
     */
    startDraining(): void;
    readonly draining: boolean;
  }
}

/**
 * A replica that keeps serving through a database loss and leaves a balancer's rotation before it
 * stops (decision 0048): while the database is away, asking the pool for a connection fails at once
 * (db/client.ts), so every request that needs the database is answered 503 SERVICE_UNAVAILABLE
 * without waiting, and one served from memory is served; while draining, answers say `Connection: close`.
 */
export default fp(async function availability(app: FastifyInstance) {
  const watch = watchDatabase(app.database, app.log);
  app.decorate('databaseWatch', watch);
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('startDraining', () => {
    if (draining) return;
    draining = true;
    // From now on each answer closes its connection, so no balancer or client keeps one to a replica
    // about to stop. A listener of the raw server costs nothing before the drain.
    app.server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
  });

  app.addHook('onClose', () => watch.close());
});
