import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess } from '../../plugins/auth.js';
import { AppError } from '../../plugins/errors.js';

/**
 * Prometheus' /metrics on the public port (decision 0072): only to a request bearing METRICS_TOKEN.
 * Without the token, or without one configured, it is an unknown address like any other (404), so
 * nothing tells a stranger that it exists. METRICS_PORT serves it on a listener of its own instead.
 */
const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!app.metrics.tokenGiven(request.headers.authorization)) throw new AppError('NOT_FOUND');
    reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType);
    return app.metrics.registry.metrics();
  });
};

export default metricsRoutes;
