import eventsRoutes from './modules/events/events.routes.js';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { destination, type DestinationStream } from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { FileStore } from './modules/uploads/file-store.js';
import requestContext from './request-context.js';
import accountsRoutes from './modules/accounts/accounts.routes.js';
import adminRoutes from './modules/admin/admin.routes.js';
import analyticsRoutes from './modules/analytics/analytics.routes.js';
import authRoutes from './modules/auth/auth.routes.js';
import buildingRoutes from './modules/building/building.routes.js';
import galleryRoutes from './modules/gallery/gallery.routes.js';
import companiesRoutes from './modules/companies/companies.routes.js';
import contentRoutes from './modules/content/content.routes.js';
import employeesRoutes from './modules/employees/employees.routes.js';
import companyAuditRoutes from './modules/audit/company-audit.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import metricsRoutes from './modules/health/metrics.routes.js';
import mediaRoutes from './modules/uploads/media.routes.js';
import leaseRoutes from './modules/lease/lease.routes.js';
import meRoutes from './modules/me/me.routes.js';
import dashboardsRoutes from './modules/dashboards/dashboards.routes.js';
import companyReservationsRoutes from './modules/reservations/company-reservations.routes.js';
import conferenceQrRoutes from './modules/reservations/conference/conference-qr.routes.js';
import reservationsRoutes from './modules/reservations/reservations.routes.js';
import uploadsRoutes from './modules/uploads/uploads.routes.js';
import visitorsRoutes from './modules/visitors/visitors.routes.js';
import complaintsRoutes from './modules/voc/complaints.routes.js';
import extensionsRoutes from './modules/voc/extensions.routes.js';
import fitnessSeatsRoutes from './modules/wellness/fitness-seats.routes.js';
import golfRoutes from './modules/reservations/golf/golf.routes.js';
import sleepingRoomRoutes from './modules/reservations/sleeping-room/sleeping-room.routes.js';
import refreshLoungeRoutes from './modules/reservations/refresh-lounge/refresh-lounge.routes.js';
import checkInRoutes from './modules/reservations/check-in.routes.js';
import faqRoutes from './modules/faq/faq.routes.js';
import officeRentalsRoutes from './modules/wellness/office-rentals.routes.js';
import retailRoutes from './modules/retail/retail.routes.js';
import rentalsRoutes from './modules/wellness/rentals.routes.js';
import gxRoutes from './modules/wellness/gx.routes.js';
import ptRoutes from './modules/wellness/pt.routes.js';
import membershipsRoutes from './modules/wellness/memberships/memberships.routes.js';
import apiKey from './plugins/api-key.js';
import auth from './plugins/auth.js';
import availability from './plugins/availability.js';
import idempotency from './plugins/idempotency.js';
import errors, { clientErrorHandler, frameworkErrors, MAX_BODY_BYTES } from './plugins/errors.js';
import language from './plugins/language.js';
import openapi from './plugins/openapi.js';
import metrics from './plugins/metrics.js';
import { OneLinePerRequest, requestLogger } from './plugins/request-logger.js';
import routeTable from './plugins/route-table.js';
import security from './plugins/security.js';
import compression from './plugins/compression.js';
import contentEncoding from './plugins/content-encoding.js';
import { serializerCompiler } from './plugins/shared-answers.js';
import services from './plugins/services.js';
import web from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

/**
 * What the log may hold while its writes lag behind (a saturated replica writes a line a request faster
 * than the pipe or disk takes them): past it, lines are dropped, not kept (decision 0074). pino's default
 * destination keeps them all: a replica loaded at 30,000 requests/s held 150 MB of them.
 */
const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Builds the server (no listening): tests call this and use app.inject. `fileStore` is the store
 * server.ts chose for its start (`createFileStore`), or one a test wants; unset, the configuration's.
 * Its log goes to standard output, or to `logStream` (a test reading the lines).
 */
export async function buildApp(
  config: Config,
  database: Database,
  { fileStore, logStream }: { fileStore?: FileStore; logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
            stream: logStream ?? destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_BYTES }),
          },
    childLoggerFactory: requestLogger,
    logController: new OneLinePerRequest(config.LOG_LEVEL),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: MAX_BODY_BYTES,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);

  await app.register(routeTable);
  await app.register(errors);
  await app.register(language);
  await app.register(security);
  await app.register(contentEncoding);
  await app.register(compression);
  await app.register(openapi);
  await app.register(apiKey, { key: config.API_KEY });
  // The database watch, before the services that pause while the database is away (the outbox).
  await app.register(availability);
  // Before the routes: its hook times every answer; the services report into it.
  await app.register(metrics);
  await app.register(auth);
  await app.register(services, { fileStore });
  await app.register(idempotency);
  await app.register(requestContext);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(mediaRoutes);
  await app.register(
    async (v1) => {
      await v1.register(accountsRoutes);
      await v1.register(adminRoutes);
      await v1.register(analyticsRoutes);
      await v1.register(authRoutes);
      await v1.register(buildingRoutes);
      await v1.register(galleryRoutes);
      await v1.register(companiesRoutes);
      await v1.register(contentRoutes);
      await v1.register(employeesRoutes);
      await v1.register(companyAuditRoutes);
      await v1.register(meRoutes);
      await v1.register(conferenceQrRoutes);
      await v1.register(dashboardsRoutes);
      await v1.register(uploadsRoutes);
      await v1.register(visitorsRoutes);
      await v1.register(complaintsRoutes);
      await v1.register(extensionsRoutes);
      await v1.register(officeRentalsRoutes);
      await v1.register(faqRoutes);
      await v1.register(leaseRoutes);
      await v1.register(retailRoutes);
      await v1.register(eventsRoutes);
    },
    { prefix: '/api/v1' },
  );
  // The amenity reservations of the /tenant-service/amenities screens (DESIGN.md §3: the v2 base).
  await app.register(
    async (v2) => {
      await v2.register(reservationsRoutes);
      await v2.register(companyReservationsRoutes);
      await v2.register(rentalsRoutes);
      await v2.register(fitnessSeatsRoutes);
      await v2.register(sleepingRoomRoutes);
      await v2.register(refreshLoungeRoutes);
      await v2.register(checkInRoutes);
      await v2.register(golfRoutes);
      await v2.register(gxRoutes);
      await v2.register(ptRoutes);
      await v2.register(membershipsRoutes);
    },
    { prefix: '/api/v2' },
  );
  await app.register(web, { root: config.WEB_DIST ?? defaultWebRoot });
  return app;
}
