import { AMENITY_POLICIES, amenityPolicy } from '@tea/shared/reservations/amenity-policies';
import { seoulInstant, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { eq } from 'drizzle-orm';
import { reservations } from '../../../db/schema/reservations.js';
import { AppError } from '../../../plugins/errors.js';
import type { RequestContext } from '../../../request-context.js';
import { codeDigest, codeState } from '../../public-codes/public-codes.js';
import { viewQuery } from '../reservation-view.js';

/** The page these codes open: only bookings whose amenity opens there are shown (the registry). */
const QR_PATH = AMENITY_POLICIES.conference.publicQrPath;
/** Days after the meeting's end that its code still opens the page (then: not found). */
export const CODE_VALID_AFTER_END_DAYS = 30;

/**
 * A conference booking as its QR code shows it: the room, the time, the company and the meeting's
 * purpose, and whether it is on now; no person. A code long past its meeting answers as one never made.
 */
export async function conferencePass(ctx: RequestContext, code: string) {
  const [row] = await viewQuery(ctx.db)
    .where(eq(reservations.codeDigest, codeDigest(code)))
    .limit(1);
  if (!row || amenityPolicy(row.r.amenity as Amenity).publicQrPath !== QR_PATH) throw new AppError('NOT_FOUND');
  const now = ctx.now.getTime();
  const start = seoulInstant(row.r.date, row.r.startTime).getTime();
  const end = seoulInstant(row.r.date, row.r.endTime).getTime();
  const expiresAt = new Date(end + CODE_VALID_AFTER_END_DAYS * 86_400_000);
  if (codeState({ expiresAt, revokedAt: null }, ctx.now) === 'expired') throw new AppError('NOT_FOUND');
  const cancelled = row.r.status === 'cancelled' || row.r.status === 'no_show';
  const ko = ctx.lang === 'ko';
  return {
    room: ko ? row.resource.nameKo : row.resource.nameEn,
    date: row.r.date,
    start: row.r.startTime,
    end: row.r.endTime,
    company: ko ? row.company.nameKo : row.company.nameEn,
    purpose: row.r.purpose,
    participants: row.r.participants,
    state: cancelled ? 'cancelled' : now < start ? 'upcoming' : now < end ? 'inProgress' : 'ended',
  } as const;
}
