import { addDays, seoulDate } from '@tea/shared/calendar';
import { inArray } from 'drizzle-orm';
import { newPublicCode } from '../../modules/public-codes/public-codes.js';
import type { Db } from '../client.js';
import { users } from '../schema/accounts.js';
import { eventApplications, events } from '../schema/events.js';

const at = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);

/**
 * Demo events around `now` (issue 17): one open with free places (anyone may apply), one full with
 * people in its waiting list (members only), one over. Seeded once: the office's edits stay.
 */
export async function seedEvents(db: Db, now: Date): Promise<void> {
  const [present] = await db.select({ id: events.id }).from(events).limit(1);
  if (present) return;
  const today = seoulDate(now);
  const common = { status: 'published' as const, createdAt: now, updatedAt: now };
  const [open, full] = await db
    .insert(events)
    .values([
      {
        ...common,
        titleKo: '입주사 네트워킹 데이',
        titleEn: 'Tenant networking day',
        descriptionKo: '타워 입주사 임직원이 함께하는 저녁 네트워킹 행사입니다.\n간단한 음료와 다과가 준비됩니다.',
        descriptionEn: 'An evening for the people of the tower’s tenants to meet.\nDrinks and light refreshments are served.',
        placeKo: '2층 이그제큐티브 라운지',
        placeEn: 'Executive lounge, 2F',
        rulesKo:
          '1. 한 사람이 한 번 신청하며, 동반 인원을 포함해 최대 5명까지 신청할 수 있습니다.\n2. 참석하지 못하면 행사 전날까지 취소해 주세요.\n3. 행사 사진이 건물 소식지에 실릴 수 있습니다.',
        rulesEn:
          '1. One application per person, for up to 5 people including yourself.\n2. If you cannot come, please cancel by the day before.\n3. Photos of the event may appear in the building newsletter.',
        startsAt: at(addDays(today, 3), '18:00'),
        endsAt: at(addDays(today, 3), '20:00'),
        applyOpensAt: at(addDays(today, -7), '09:00'),
        applyClosesAt: at(addDays(today, 2), '18:00'),
        capacity: 40,
        waitlistLength: 10,
        allowAnonymous: true,
      },
      {
        ...common,
        titleKo: '점심 와인 클래스',
        titleEn: 'Lunchtime wine class',
        descriptionKo: '소믈리에와 함께하는 30분 와인 입문 클래스입니다.',
        descriptionEn: 'A 30-minute introduction to wine with a sommelier.',
        placeKo: '3층 세미나실',
        placeEn: 'Seminar room, 3F',
        rulesKo:
          '1. 만 19세 이상 입주사 회원만 신청할 수 있습니다.\n2. 정원이 차면 대기자로 신청되며, 취소가 생기면 순서대로 확정됩니다.',
        rulesEn:
          '1. Tenant members aged 19 or over only.\n2. Once the class is full, applications go on the waiting list and move up in order when someone cancels.',
        startsAt: at(addDays(today, 8), '12:10'),
        endsAt: at(addDays(today, 8), '12:40'),
        applyOpensAt: at(addDays(today, -3), '09:00'),
        applyClosesAt: at(addDays(today, 7), '18:00'),
        capacity: 3,
        waitlistLength: 5,
        allowAnonymous: false,
      },
      {
        ...common,
        titleKo: '가을 사진 공모전 시상식',
        titleEn: 'Autumn photo contest awards',
        descriptionKo: '가을 사진 공모전 수상작을 발표하고 시상합니다.',
        descriptionEn: 'The autumn photo contest’s winners are announced and awarded.',
        placeKo: '1층 로비',
        placeEn: 'Lobby, 1F',
        rulesKo: '현장 좌석은 선착순입니다.',
        rulesEn: 'Seats are first come, first served.',
        startsAt: at(addDays(today, -10), '17:00'),
        endsAt: at(addDays(today, -10), '18:00'),
        applyOpensAt: at(addDays(today, -30), '09:00'),
        applyClosesAt: at(addDays(today, -11), '18:00'),
        capacity: 100,
        waitlistLength: 0,
        allowAnonymous: true,
      },
    ])
    .returning({ id: events.id });
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile })
    .from(users)
    .where(inArray(users.loginId, ['acme.staff01', 'acme.staff02', 'acme.staff03', 'acme.staff04', 'acme.staff05']));
  const apply = (eventId: number, p: (typeof people)[number], status: 'confirmed' | 'waitlisted') => ({
    eventId,
    userId: p.id,
    status,
    name: p.name,
    email: p.email,
    phone: p.mobile,
    company: 'ACME',
    language: 'ko' as const,
    code: newPublicCode(),
    confirmedAt: status === 'confirmed' ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  if (people.length < 5) return;
  await db
    .insert(eventApplications)
    .values([
      apply(open!.id, people[0]!, 'confirmed'),
      apply(full!.id, people[1]!, 'confirmed'),
      apply(full!.id, people[2]!, 'confirmed'),
      apply(full!.id, people[3]!, 'confirmed'),
      apply(full!.id, people[4]!, 'waitlisted'),
    ]);
}
