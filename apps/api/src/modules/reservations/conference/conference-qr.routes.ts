import { AMENITY_POLICIES, amenityPolicy } from '@tea/shared/reservations/amenity-policies';
import { seoulInstant, type Amenity } from '@tea/shared/reservations/reservation.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { reservations } from '../../../db/schema/reservations.js';
import { AppError } from '../../../plugins/errors.js';
import { codeDigest, codeState, limitCodeLookups, publicCodeParam } from '../../public-codes/public-codes.js';
import { viewQuery } from '../reservation-view.js';
import { scopeAccess } from '../../../plugins/auth.js';

/** The page these codes open: only bookings whose amenity opens there are shown (the registry). */
const QR_PATH = AMENITY_POLICIES.conference.publicQrPath;
/** Days after the meeting's end that its code still opens the page (then: not found). */
export const CODE_VALID_AFTER_END_DAYS = 30;
/**
 * /conference-qr/{code}: what the room's door, or an attendee's phone, shows for a booking's QR
 * code. The code is unguessable and the answer names no person: the room, the time, the company
 * and the meeting's purpose, and whether it is on now.
 */
const conferenceQrRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.get(
    '/conference-qr/:code',
    {
      onRequest: limitCodeLookups(app, 'conference'),
      schema: {
        tags: ['reservations'],
        summary: 'A conference booking as its QR code shows it (no personal data)',
        params: z.object({ code: publicCodeParam }),
        response: {
          200: z.object({
            room: z.string(),
            date: z.string(),
            start: z.string(),
            end: z.string(),
            company: z.string(),
            purpose: z.string(),
            participants: z.number().int(),
            state: z.enum(['upcoming', 'inProgress', 'ended', 'cancelled']),
          }),
        },
      },
    },
    async (request) => {
      const digest = codeDigest(request.params.code);
      const [row] = await viewQuery(app.database.db).where(eq(reservations.codeDigest, digest)).limit(1);
      if (!row || amenityPolicy(row.r.amenity as Amenity).publicQrPath !== QR_PATH) throw new AppError('NOT_FOUND');
      const now = app.clock.now().getTime();
      const start = seoulInstant(row.r.date, row.r.startTime).getTime();
      const end = seoulInstant(row.r.date, row.r.endTime).getTime();
      // The code opens nothing once the booking is long over: the same answer as a code never made.
      const expiresAt = new Date(end + CODE_VALID_AFTER_END_DAYS * 86_400_000);
      if (codeState({ expiresAt, revokedAt: null }, app.clock.now()) === 'expired') throw new AppError('NOT_FOUND');
      const cancelled = row.r.status === 'cancelled' || row.r.status === 'no_show';
      const ko = request.lang === 'ko';
      return {
        room: ko ? row.resource.nameKo : row.resource.nameEn,
        date: row.r.date,
        start: row.r.startTime,
        end: row.r.endTime,
        company: ko ? row.company.nameKo : row.company.nameEn,
        purpose: row.r.purpose,
        participants: row.r.participants,
        state: cancelled
          ? ('cancelled' as const)
          : now < start
            ? ('upcoming' as const)
            : now < end
              ? ('inProgress' as const)
              : ('ended' as const),
      };
    },
  );
};

export default conferenceQrRoutes;
