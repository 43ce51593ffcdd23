import { NAP_ROOM } from '@tea/shared/reservations/sleeping-room.policy';
import { GENDERS } from '@tea/shared/accounts/account.rules';
import type { Db } from '../client.js';
import { seedSeatRows } from './seat-rows.js';

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
      nameKo: `수면실 ${SIDE[g].ko} ${i + 1}번`,
      nameEn: `Nap room, ${SIDE[g].en} ${i + 1}`,
      row: Math.floor(i / PER_ROW) + 1,
      column: (i % PER_ROW) + 1,
    })),
  );
  await seedSeatRows(db, 'sleepingRoom', { opensAt: NAP_ROOM.opensAt, closesAt: NAP_ROOM.closesAt }, planned);
}
