import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers and a Content-Security-Policy the app passes: everything is served from our
 * own origin (scripts, styles, fonts, the drawn map and images); no inline script.
 *
 * Helmet itself, built once: @fastify/helmet builds it again on every request (parsing the policy
 * each time), a seventh of a refused booking's work under a rush (decision 0013).
 */
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/**
 * No API answer is kept by a browser or a shared cache unless its route says otherwise: most hold
 * personal data (a profile, a booking, a list of staff), and an error can too.
 */
function noStoreUnlessSet(url: string, reply: FastifyReply): void {
  if (url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
}

export default fp(async function security(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply) => noStoreUnlessSet(request.url, reply));
});
