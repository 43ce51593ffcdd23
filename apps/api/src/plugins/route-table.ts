import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/** One route of the server, as registered: what the route-table tests walk (authorization, hostile values). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
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
      table.push({ method, url: route.url, schema: route.schema });
    }
  });
});
