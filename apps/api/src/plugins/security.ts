import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
      // The front desk's QR scanner (qr-scanner) decodes in a worker it starts from a blob of its own
      // bundled code; a blob can only be made by a script of ours, which 'self' already trusts.
      workerSrc: ["'self'", 'blob:'],
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
 * Helmet's headers, computed once: helmet writes them onto a stand-in response here. They are the
 * same for every answer (the policy has no nonce), and given to Fastify's reply as one object, Node
 * writes them with the rest in one pass instead of through a dozen checked setHeader calls per answer.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failed: unknown;
  setSecurityHeaders({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * What an API answer (JSON, or a file read through the uploads route, which narrows the policy
 * further) needs, as OWASP's REST security guide lists it: no framing, no sniffing, HTTPS only, no
 * cross-origin reads, and a policy that loads nothing. The page headers (script sources, opener and
 * agent-cluster isolation, legacy browser switches) mean nothing to a document that is not rendered,
 * and each header is checked and written on every answer of the hottest routes (decision 0021).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * No API answer is kept by a browser or a shared cache unless its route says otherwise (by setting its
 * own `cache-control`, which replaces this one): most hold personal data (a profile, a booking, a list
 * of staff), and an error can too.
 */
const API_HEADERS: Readonly<Record<string, string>> = { ...API_SECURITY_HEADERS, 'cache-control': 'no-store' };

const PAGE_HEADERS = securityHeaders();

/**
 * The balancer's probes answer JSON that no browser renders, as the API does: they carry the API's
 * short set, not a page's dozen headers (decision 0069).
 */
const PROBES: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * An answer's headers, set when its request arrives so that errors and refusals carry them too: the
 * security headers, no-store for the API, and the request's id (for support and the logs). Also
 * called for the requests Fastify refuses before any hook runs (a malformed address).
 */
export function setAnswerHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const api = request.url.startsWith('/api/') || PROBES.has(request.url);
  void reply.headers(api ? API_HEADERS : PAGE_HEADERS).header('x-request-id', request.id);
}

export default fp(async function security(app: FastifyInstance) {
  // One hook, no onSend: each hook is work on every answer of the hottest routes (decision 0021).
  app.addHook('onRequest', (request, reply, done) => {
    setAnswerHeaders(request, reply);
    done();
  });
});
