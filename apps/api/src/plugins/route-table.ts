import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from './auth.js';

/** One route of the server, as registered: what the route-table tests walk (authorization, hostile values). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
  /** Who may call it (config.access, set by the route or its plugin's `scopeAccess`). */
  readonly access: Access | undefined;
  /** Its own onRequest hooks, its limits among them (`limitsPerAddress` tells those apart). */
  readonly onRequest: readonly unknown[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in registration order (HEAD left out: it is GET's twin). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route as it is registered, so that tests are generated from the server's own table
 * instead of a hand-kept list: a new route joins them by existing. Register it before any route.
 */
export default fp(async function routeTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      // Read when asked: a routes plugin's own onRoute hook may set the access after this one ran.
      table.push({
        method,
        url: route.url,
        schema: route.schema,
        get access() {
          return route.config?.access;
        },
        get onRequest() {
          return route.onRequest === undefined ? [] : [route.onRequest].flat();
        },
      });
    }
  });
  // A route that does not say who may call it would be public by omission: refuse to start.
  app.addHook('onReady', async () => {
    const unsaid = table.filter((r) => r.url.startsWith('/api/') && r.access === undefined);
    if (unsaid.length > 0) {
      throw new Error(
        `Routes without access (config.access or scopeAccess): ${unsaid.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
  });
});
