import { toE164 } from '@tea/shared/accounts/phone';
import type { MenuItem } from '@tea/shared/retail/retail.schema';
import type { DayHours, WeeklyHours } from '@tea/shared/retail/retail.rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { retailTenants } from '../schema/retail.js';

const h = (opens: string, closes: string): DayHours => ({ opens, closes });
/** Weekdays one way, Saturday and Sunday each their own (null: closed). */
const week = (weekdays: DayHours | null, sat: DayHours | null, sun: DayHours | null): WeeklyHours => [
  ...Array<DayHours | null>(5).fill(weekdays),
  sat,
  sun,
];
const item = (nameKo: string, nameEn: string | null, price: number): MenuItem => ({ nameKo, nameEn, price });

type Seeded = Omit<typeof retailTenants.$inferInsert, 'createdAt' | 'updatedAt' | 'phone'> & { phone: string };

/** The tower's retail mall, B2 to 2F: shops, restaurants and services, two with their menus; one not yet open (unpublished). */
export const RETAIL_TENANTS: Seeded[] = [
  {
    nameKo: '티원 마트',
    nameEn: 'T1 Mart',
    descriptionKo: '도시락, 음료, 생활용품을 24시간 판매하는 편의점입니다. 택배 접수와 ATM을 이용할 수 있습니다.',
    descriptionEn: 'A 24-hour convenience store: lunch boxes, drinks and daily goods, with parcel drop-off and an ATM.',
    floor: -2,
    category: 'convenience',
    hours: week(h('00:00', '24:00'), h('00:00', '24:00'), h('00:00', '24:00')),
    phone: '02-6000-2201',
    sortOrder: 1,
  },
  {
    nameKo: '클린업 세탁',
    nameEn: 'CleanUp Laundry',
    descriptionKo: '정장, 셔츠, 코트 드라이클리닝과 수선을 맡아 드립니다. 오전에 맡기면 다음 날 오후에 찾아가실 수 있습니다.',
    descriptionEn:
      'Dry cleaning and alterations for suits, shirts and coats. Leave it in the morning, collect it the next afternoon.',
    floor: -2,
    category: 'services',
    hours: week(h('08:00', '19:00'), h('09:00', '14:00'), null),
    phone: '02-6000-2202',
    sortOrder: 2,
  },
  {
    nameKo: '해담 한식뷔페',
    nameEn: 'Haedam Korean Buffet',
    descriptionKo: '매일 바뀌는 국과 반찬 열두 가지를 뷔페로 차립니다. 단체 식사는 전화로 미리 예약해 주세요.',
    descriptionEn: 'A buffet of twelve side dishes and a soup that change every day. Call ahead to book for a group.',
    floor: -1,
    category: 'food',
    hours: week(h('11:00', '20:00'), null, null),
    hoursNoteKo: '브레이크 타임 14:30–17:00',
    hoursNoteEn: 'Break 14:30–17:00',
    phone: '02-6000-2101',
    menu: [
      item('점심 뷔페', 'Lunch buffet', 9_000),
      item('저녁 뷔페', 'Dinner buffet', 11_000),
      item('포장 도시락', 'Lunch box to go', 7_500),
    ],
    sortOrder: 1,
  },
  {
    nameKo: '카페 온더코너',
    nameEn: 'Café on the Corner',
    descriptionKo: '매장에서 직접 로스팅한 원두로 커피를 내립니다. 회의용 단체 주문은 하루 전까지 전화로 받습니다.',
    descriptionEn: 'Coffee from beans roasted in the shop. Orders for meetings by phone, a day ahead.',
    floor: -1,
    category: 'cafe',
    hours: week(h('07:30', '21:00'), h('10:00', '18:00'), null),
    phone: '02-6000-2102',
    menu: [
      item('아메리카노', 'Americano', 4_500),
      item('카페라테', 'Caffè latte', 5_000),
      item('바닐라 라테', 'Vanilla latte', 5_500),
      item('콜드브루', 'Cold brew', 5_000),
      item('버터 크루아상', 'Butter croissant', 4_000),
    ],
    sortOrder: 2,
  },
  {
    nameKo: '면사랑 칼국수',
    nameEn: 'Myeonsarang Noodles',
    descriptionKo: '사골 육수로 끓인 손칼국수와 직접 빚은 만두를 냅니다.',
    descriptionEn: null,
    floor: -1,
    category: 'food',
    hours: week(h('10:30', '20:30'), h('11:00', '15:00'), null),
    phone: '02-6000-2103',
    sortOrder: 3,
  },
  {
    nameKo: '올리브 약국',
    nameEn: 'Olive Pharmacy',
    descriptionKo: '처방전 조제와 일반의약품, 건강기능식품을 판매합니다.',
    descriptionEn: 'Prescriptions, over-the-counter medicine and supplements.',
    floor: -1,
    category: 'health-beauty',
    hours: week(h('08:30', '19:00'), h('09:00', '13:00'), null),
    phone: '02-6000-2104',
    sortOrder: 4,
  },
  {
    nameKo: '밀앤밀 베이커리',
    nameEn: 'Mill & Meal Bakery',
    descriptionKo: '아침마다 구운 빵과 샌드위치, 커피를 판매합니다. 로비 옆 창가 좌석을 이용할 수 있습니다.',
    descriptionEn: 'Bread baked every morning, sandwiches and coffee, with window seats beside the lobby.',
    floor: 1,
    category: 'cafe',
    hours: week(h('07:00', '22:00'), h('08:00', '22:00'), h('08:00', '20:00')),
    phone: '02-6000-2001',
    sortOrder: 1,
  },
  {
    nameKo: '플라워 아틀리에 봄',
    nameEn: 'Flower Atelier Bom',
    descriptionKo: '축하 화환, 꽃다발, 사무실 화분을 주문받아 건물 안 어느 층이든 배달합니다.',
    descriptionEn: 'Congratulatory wreaths, bouquets and office plants, delivered to any floor of the tower.',
    floor: 1,
    category: 'services',
    hours: week(h('09:00', '19:00'), h('10:00', '16:00'), null),
    phone: '02-6000-2002',
    sortOrder: 2,
  },
  {
    nameKo: '그린 샐러드 바',
    nameEn: 'Green Salad Bar',
    descriptionKo: '12월 오픈 예정입니다.',
    descriptionEn: 'Opening in December.',
    floor: 1,
    category: 'food',
    hours: week(h('10:00', '20:00'), null, null),
    phone: '02-6000-2003',
    published: false,
    sortOrder: 3,
  },
  {
    nameKo: '스시 하루',
    nameEn: 'Sushi Haru',
    descriptionKo: '제철 생선으로 만드는 초밥과 우동을 냅니다. 룸 좌석(8인)은 전화로 예약할 수 있습니다.',
    descriptionEn: 'Sushi of the season and udon. The private room (8 seats) is booked by phone.',
    floor: 2,
    category: 'food',
    hours: week(h('11:30', '21:30'), h('11:30', '21:00'), null),
    hoursNoteKo: '브레이크 타임 15:00–17:00, 라스트 오더 20:30',
    hoursNoteEn: 'Break 15:00–17:00, last order 20:30',
    phone: '02-6000-2301',
    menu: [
      item('점심 특선 초밥', 'Lunch sushi set', 18_000),
      item('모둠 초밥', 'Assorted sushi', 26_000),
      item('새우튀김 우동', 'Tempura udon', 12_000),
      item('연어 덮밥', null, 16_000),
    ],
    sortOrder: 1,
  },
  {
    nameKo: '헤어 살롱 루미',
    nameEn: 'Hair Salon Lumi',
    descriptionKo: '커트, 펌, 염색과 두피 관리를 합니다. 점심시간 커트는 전화로 예약해 주세요.',
    descriptionEn: 'Cuts, perms, colouring and scalp care. Call to book a lunchtime cut.',
    floor: 2,
    category: 'health-beauty',
    hours: week(h('10:00', '20:00'), h('10:00', '18:00'), null),
    phone: '02-6000-2302',
    sortOrder: 2,
  },
  {
    nameKo: '모던 테일러',
    nameEn: 'Modern Tailor',
    descriptionKo: '맞춤 정장과 셔츠를 제작하고 기성복을 수선합니다.',
    descriptionEn: 'Made-to-measure suits and shirts, and alterations.',
    floor: 2,
    category: 'fashion',
    hours: week(h('10:00', '19:00'), h('11:00', '17:00'), null),
    phone: '02-6000-2303',
    sortOrder: 3,
  },
];

/** Seeds the mall once: a table that has tenants (the office's own edits) is left as it is. */
export async function seedRetailTenants(db: Db, now: Date): Promise<void> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(retailTenants);
  if (Number(count?.n) > 0) return;
  await db.insert(retailTenants).values(
    RETAIL_TENANTS.map((t) => ({
      published: true,
      ...t,
      phone: toE164(t.phone) ?? t.phone,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
