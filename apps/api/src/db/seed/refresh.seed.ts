import { REFRESH_ROOM, REFRESH_SEAT_COUNT, refreshSeatPlace } from '@tea/shared/reservations/refresh-lounge.policy';
import type { Db } from '../client.js';
import { seedSeatRows } from './seat-rows.js';

const ZONE = {
  rest: { ko: '휴식 좌석', en: 'Rest seat' },
  meeting: { ko: '미팅 테이블', en: 'Meeting table' },
  massage: { ko: '안마의자', en: 'Massage chair' },
  booth: { ko: '폰부스', en: 'Phone booth' },
} as const;

/** The refresh lounge's 48 seats (issue 16, decision 0034): numbered through its zones, no sides. */
export async function seedRefreshSeats(db: Db): Promise<void> {
  const planned = Array.from({ length: REFRESH_SEAT_COUNT }, (_, i) => {
    const number = i + 1;
    const place = refreshSeatPlace(number)!;
    return {
      code: `refresh-${String(number).padStart(2, '0')}`,
      nameKo: `리프레시 라운지 ${ZONE[place.zone].ko} ${number}번`,
      nameEn: `Refresh lounge, ${ZONE[place.zone].en} ${number}`,
      gender: null,
      number,
      row: place.row,
      column: place.column,
    };
  });
  await seedSeatRows(db, 'refreshLounge', { opensAt: REFRESH_ROOM.opensAt, closesAt: REFRESH_ROOM.closesAt }, planned);
}
