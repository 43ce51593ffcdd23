import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@tea/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { scopeAccess } from './auth.js';
import { IDEMPOTENCY_HEADER, takesIdempotencyKey } from './idempotency.js';

/**
 * A stable operationId from the method and the path, unique as the pair is:
 * `GET /api/v2/reservations/:id/calendar.ics` → `getV2ReservationsByIdCalendarIcs`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Every error of the API, in one shape and the request's language (DESIGN.md §3). */
const apiError = {
  description: "An error in the API's shape, its message in the request's language (x-language)",
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: Object.keys(ERROR_CODES) },
    message: { type: 'string' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'The message of each field (VALIDATION_FAILED)',
    },
  },
};

/** Every write takes it (decision 0048). */
const idempotencyKeyHeader = {
  type: 'string',
  maxLength: 255,
  description:
    'One random value per submission, sent again with its retries: within 24 hours the same key from the same person gets the first answer again (Idempotent-Replayed: true) and nothing is done twice; the key with another request is refused 422 IDEMPOTENCY_KEY_REUSED.',
};

/** OpenAPI 3 generated from the route schemas, served at /api/docs (JSON at /api/docs/json) when API_DOCS allows. */
export default fp(async function openapi(app: FastifyInstance) {
  const server = app.config.PUBLIC_URL;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'T.E.A. Reservation System API',
        version: '1.0.0',
        description: 'The tenant-services portal of the T.E.A. tower: accounts, amenities, the back office.',
        license: { name: 'Proprietary', url: `${server}/terms-of-use` },
      },
      servers: [{ url: server, description: 'This portal (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [] }],
    },
    // The zod schemas as JSON Schema, each operation named, and its errors documented in the API's shape.
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0] ?? 'GET';
      const { response = {}, headers } = schema as {
        response?: Record<string, unknown>;
        headers?: { type?: string; properties?: Record<string, unknown> };
      };
      const documented = takesIdempotencyKey(method, input.url, input.route.config)
        ? { ...headers, type: 'object', properties: { ...headers?.properties, [IDEMPOTENCY_HEADER]: idempotencyKeyHeader } }
        : headers;
      return {
        url,
        schema: {
          ...schema,
          ...(documented && { headers: documented }),
          operationId: operationIdOf(method, input.url),
          response: { ...response, '4XX': apiError },
        },
      };
    },
  });
  // Off in production unless API_DOCS=true (decision 0068): /api/docs is then unknown, as any page is.
  if (!app.config.API_DOCS) return;
  // The documentation is public, in a scope of its own so that only its routes are.
  await app.register(async (docs) => {
    scopeAccess(docs, 'public');
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets inline styles on its own elements.
      transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    });
  });
});
