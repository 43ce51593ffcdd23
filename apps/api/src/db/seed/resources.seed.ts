import { CONFERENCE_ROOM, EXECUTIVE_LOUNGE } from '@tea/shared/reservations/amenity.facts';
import { SPEC_AMENITY_TERMS } from '@tea/shared/reservations/amenity-terms';
import { DEFAULT_PACKAGES } from '@tea/shared/reservations/conference.policy';
import type { Db } from '../client.js';
import { resources, type ResourceExtra } from '../schema/reservations.js';

const CONFERENCE_EXTRAS: ResourceExtra[] = [
  { code: 'projector', nameKo: '빔 프로젝터', nameEn: 'Projector', price: 0 },
  { code: 'whiteboard', nameKo: '화이트보드', nameEn: 'Whiteboard', price: 0 },
  { code: 'videoConference', nameKo: '화상회의 장비', nameEn: 'Video conferencing kit', price: 30_000 },
  { code: 'wirelessMic', nameKo: '무선 마이크 2대', nameEn: 'Two wireless microphones', price: 10_000 },
];

const LOUNGE_EXTRAS: ResourceExtra[] = [
  { code: 'projector', nameKo: '빔 프로젝터 · 스크린', nameEn: 'Projector and screen', price: 0 },
  { code: 'soundSystem', nameKo: '음향 시스템', nameEn: 'Sound system', price: 0 },
  { code: 'podium', nameKo: '연단', nameEn: 'Podium', price: 0 },
  { code: 'stageLighting', nameKo: '무대 조명', nameEn: 'Stage lighting', price: 0 },
  // Services the building's partners provide for an event, charged on the booking (VAT included).
  { code: 'catering', nameKo: '커피·다과 서비스 (50인 기준)', nameEn: 'Coffee and refreshments (for 50)', price: 350_000 },
  { code: 'eventStaff', nameKo: '행사 진행 요원 2명', nameEn: 'Two event staff', price: 200_000 },
  { code: 'liveStream', nameKo: '촬영·온라인 생중계', nameEn: 'Filming and live streaming', price: 500_000 },
];

/** The bookable resources the building starts with (the back office edits them afterwards). */
export const RESOURCES: (typeof resources.$inferInsert)[] = [
  ...SPEC_AMENITY_TERMS.conference.rooms.map((room, i) => ({
    amenity: 'conference',
    code: room.code,
    nameKo: room.nameKo,
    nameEn: room.nameEn,
    capacity: room.capacity,
    hourlyPrice: room.hourlyPrice,
    opensAt: CONFERENCE_ROOM.opensAt,
    closesAt: CONFERENCE_ROOM.closesAt,
    extras: CONFERENCE_EXTRAS,
    packages: DEFAULT_PACKAGES,
    sort: i + 1,
  })),
  {
    amenity: 'lounge',
    code: 'executive-lounge',
    nameKo: '이그제큐티브 라운지',
    nameEn: 'Executive lounge',
    capacity: EXECUTIVE_LOUNGE.standingCapacity,
    hourlyPrice: EXECUTIVE_LOUNGE.hourlyPrice,
    opensAt: EXECUTIVE_LOUNGE.opensAt,
    closesAt: EXECUTIVE_LOUNGE.closesAt,
    extras: LOUNGE_EXTRAS,
    sort: 1,
  },
];

/** Reference data: inserted once, never overwritten (the back office owns it afterwards). */
export async function seedResources(db: Db): Promise<void> {
  await db.insert(resources).values(RESOURCES).onConflictDoNothing({ target: resources.code });
}
