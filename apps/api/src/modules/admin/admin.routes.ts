import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminCompaniesRoutes from './admin-companies.routes.js';
import adminHolidaysRoutes from './admin-holidays.routes.js';
import adminRecordsRoutes from './admin-records.routes.js';
import adminUsersRoutes from './admin-users.routes.js';
import adminReservationsRoutes from '../reservations/admin-reservations.routes.js';
import adminResourcesRoutes from '../reservations/admin-resources.routes.js';
import adminSeatTimelineRoutes from '../dashboards/admin-seat-timeline.routes.js';
import adminNapPassesRoutes from '../reservations/sleeping-room/admin-nap-passes.routes.js';
import adminNoShowsRoutes from '../reservations/admin-no-shows.routes.js';
import { scopeAccess } from '../../plugins/auth.js';
import { OFFICE } from '../route-kit/access.js';

/**
 * The back office (issue 3), building managers only: every route under /admin checks the role
 * before anything else is read (anonymous → 403 SESSION_EXPIRED, other roles → 403 ACCESS_DENIED).
 * Later issues add their files here.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (admin) => {
      scopeAccess(admin, OFFICE);
      await admin.register(adminCompaniesRoutes);
      await admin.register(adminUsersRoutes);
      await admin.register(adminHolidaysRoutes);
      await admin.register(adminRecordsRoutes);
      await admin.register(adminReservationsRoutes);
      await admin.register(adminResourcesRoutes);
      await admin.register(adminSeatTimelineRoutes);
      await admin.register(adminNapPassesRoutes);
      await admin.register(adminNoShowsRoutes);
    },
    { prefix: '/admin' },
  );
};

export default adminRoutes;
