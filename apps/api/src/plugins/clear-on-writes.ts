import type { FastifyInstance } from 'fastify';

/**
 * For a routes plugin through which every change to some data comes: `clear` (a short cache of that
 * data on this replica, decision 0012) runs when a write starts and again when it has answered, so a
 * list read in between cannot keep the old rows.
 */
export function clearOnWrites(app: FastifyInstance, clear: () => void): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET') clear();
  });
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET') clear();
  });
}
