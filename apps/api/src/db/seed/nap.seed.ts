import { NAP_ROOM } from '@tea/shared/reservations/sleeping-room.policy';
import { GENDERS } from '@tea/shared/accounts/account.rules';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { seats } from '../schema/seats.js';
import { resources } from '../schema/reservations.js';
import { newPublicCode } from '../../modules/public-codes/public-codes.js';

/** Seats to a row on each side's map. */
const PER_ROW = 5;
const SIDE = { female: { ko: '여성', en: 'Women', code: 'w' }, male: { ko: '남성', en: 'Men', code: 'm' } } as const;

/** The nap room's seats (issue 16): 5 on the women's side, 15 on the men's, five to a row. */
export async function seedNapSeats(db: Db): Promise<void> {
  const planned = GENDERS.flatMap((g) =>
    Array.from({ length: NAP_ROOM.seats[g] }, (_, i) => ({
      gender: g,
      number: i + 1,
      code: `nap-${SIDE[g].code}${String(i + 1).padStart(2, '0')}`,
    })),
  );
  await db
    .insert(resources)
    .values(
      planned.map((s, i) => ({
        amenity: 'sleepingRoom',
        code: s.code,
        nameKo: `수면실 ${SIDE[s.gender].ko} ${s.number}번`,
        nameEn: `Nap room, ${SIDE[s.gender].en} ${s.number}`,
        capacity: 1,
        hourlyPrice: 0,
        opensAt: NAP_ROOM.opensAt,
        closesAt: NAP_ROOM.closesAt,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing({ target: resources.code });
  const rows = await db
    .select({ id: resources.id, code: resources.code })
    .from(resources)
    .where(
      inArray(
        resources.code,
        planned.map((s) => s.code),
      ),
    );
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  await db
    .insert(seats)
    .values(
      planned.map((s) => ({
        resourceId: ids.get(s.code)!,
        amenity: 'sleepingRoom',
        gender: s.gender,
        number: s.number,
        row: Math.floor((s.number - 1) / PER_ROW) + 1,
        column: ((s.number - 1) % PER_ROW) + 1,
        // The code of the seat's check-in QR (decision 0035).
        code: newPublicCode(),
      })),
    )
    .onConflictDoNothing({ target: seats.resourceId });
}
