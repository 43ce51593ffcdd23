import type { Db } from '../client.js';
import { contentItems, contentVersions } from '../schema/content.js';
import { searchTextOf } from '../../modules/content/content-view.js';

type Seeded = Pick<
  typeof contentItems.$inferInsert,
  | 'kind'
  | 'category'
  | 'placement'
  | 'access'
  | 'pinned'
  | 'titleKo'
  | 'titleEn'
  | 'bodyKo'
  | 'bodyEn'
  | 'publishAt'
  | 'unpublishAt'
>;

const DAY = 86_400_000;
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** The spec's home window (§2, §9): from 24 December 2024 to 6 January 2025 inclusive, in Seoul. */
const HOME_FROM = new Date('2024-12-24T00:00:00+09:00');
const HOME_UNTIL = new Date('2025-01-07T00:00:00+09:00');

function items(now: Date): Seeded[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  return [
    {
      kind: 'notice',
      category: 'general',
      placement: 'list',
      access: 'public',
      pinned: true,
      titleKo: '연말 건물 정기 안전 점검 안내',
      titleEn: 'Year-end building safety inspection',
      bodyKo: `<h2>점검 일정</h2>${p('12월 첫째 주 토요일 09:00~18:00에 전기·기계 설비 정기 점검이 있습니다.', '점검 중에는 일부 엘리베이터 운행이 중단될 수 있습니다. 양해 부탁드립니다.')}`,
      bodyEn: `<h2>Schedule</h2>${p('The electrical and mechanical systems are inspected on the first Saturday of December, 09:00-18:00.', 'Some elevators may stop during the inspection. Thank you for your patience.')}`,
      publishAt: ago(12),
      unpublishAt: null,
    },
    {
      kind: 'notice',
      category: 'parking',
      placement: 'list',
      access: 'public',
      pinned: false,
      titleKo: '지하 주차장 바닥 도장 공사 안내',
      titleEn: 'Underground car park floor repainting',
      bodyKo: p(
        '지하 3층 주차장 바닥 도장 공사로 해당 층 주차가 일시 제한됩니다.',
        '공사 기간 동안 지하 4층 주차장을 이용해 주시기 바랍니다.',
      ),
      bodyEn: p(
        'Parking on level B3 is closed for a while: the floor is being repainted.',
        'Please park on level B4 during the works.',
      ),
      publishAt: ago(5),
      unpublishAt: null,
    },
    {
      kind: 'notice',
      category: 'facility',
      placement: 'list',
      access: 'public',
      pinned: false,
      titleKo: '저층부 엘리베이터 교체 공사 일정',
      titleEn: 'Low-rise elevator replacement schedule',
      bodyKo: p('저층부(1~15층) 엘리베이터 2대를 순차적으로 교체합니다.', '공사 기간: 다음 달 1일부터 4주간'),
      bodyEn: p(
        'The two low-rise elevators (floors 1-15) are replaced one after the other.',
        'Works: four weeks from the first of next month.',
      ),
      publishAt: ago(3),
      unpublishAt: null,
    },
    {
      kind: 'notice',
      category: 'safety',
      placement: 'list',
      access: 'public',
      pinned: false,
      titleKo: '상반기 소방 대피 훈련 실시 안내',
      titleEn: '',
      bodyKo: p('전 입주사를 대상으로 소방 대피 훈련을 실시합니다. 경보가 울리면 가까운 비상계단으로 대피해 주세요.'),
      bodyEn: '',
      publishAt: ago(1),
      unpublishAt: null,
    },
    {
      kind: 'community',
      category: 'form',
      placement: 'list',
      access: 'public',
      pinned: false,
      titleKo: '이사(반출입) 신청서 양식',
      titleEn: 'Move-in and move-out request form',
      bodyKo: p('이사 및 대형 물품 반출입 3일 전까지 관리사무소에 신청서를 제출해 주세요.'),
      bodyEn: p('Hand this form to the building office at least three days before a move or a large delivery.'),
      publishAt: ago(20),
      unpublishAt: null,
    },
    {
      kind: 'community',
      category: 'document',
      placement: 'list',
      access: 'tenants',
      pinned: false,
      titleKo: '입주사 관리 규약 (2026년 개정)',
      titleEn: 'Tenant rules (2026 revision)',
      bodyKo: p('입주사 관리 규약 개정본입니다. 공용 공간 이용, 소음, 반출입 시간에 관한 조항이 바뀌었습니다.'),
      bodyEn: p('The revised tenant rules: the clauses on shared spaces, noise and delivery hours have changed.'),
      publishAt: ago(15),
      unpublishAt: null,
    },
    {
      kind: 'advertisement',
      category: null,
      placement: 'list',
      access: 'public',
      pinned: false,
      titleKo: '1층 로비 팝업 스토어 입점 모집',
      titleEn: 'Pop-up stores wanted in the ground-floor lobby',
      bodyKo: p('로비 팝업 공간(약 20㎡)을 2주 단위로 운영할 브랜드를 모집합니다. 문의: 관리사무소'),
      bodyEn: p('The lobby pop-up space (about 20 m²) is let by the fortnight. Ask the building office.'),
      publishAt: ago(7),
      unpublishAt: null,
    },
    {
      kind: 'advertisement',
      category: null,
      placement: 'homeBanner',
      access: 'public',
      pinned: false,
      titleKo: '세차 월 정기 서비스 오픈',
      titleEn: 'Monthly car wash service now open',
      bodyKo: p('주차 중에 손세차와 실내 청소를 맡기세요. 입주사 임직원 전용 월 정기 요금으로 이용할 수 있습니다.'),
      bodyEn: p('Have your car hand-washed and cleaned inside while you work, at a monthly rate for tenant staff.'),
      publishAt: HOME_FROM,
      unpublishAt: HOME_UNTIL,
    },
    {
      kind: 'advertisement',
      category: null,
      placement: 'homeModal',
      access: 'public',
      pinned: false,
      titleKo: '3층 피트니스 및 카페 라운지 운영 시간 변경 안내',
      titleEn: 'Changed opening hours of the 3rd-floor fitness center and cafe lounge',
      bodyKo: p(
        '연말연시를 맞아 3층 피트니스 센터와 카페 라운지의 운영 시간이 아래와 같이 변경됩니다. 이용에 참고해 주시기 바랍니다.',
        '피트니스 센터: 12월 24일(화)부터 1월 6일(월)까지 평일 07:00~20:00 (주말·공휴일 휴관)',
        '카페 라운지: 같은 기간 평일 08:00~17:00 (12월 31일은 15:00 마감)',
        '문의: 입주사 서비스 센터 02-6000-1000',
      ),
      bodyEn: p(
        'Over the year-end holidays the 3rd-floor fitness center and cafe lounge open at the times below. Thank you for planning accordingly.',
        'Fitness center: from Tue 24 December to Mon 6 January, weekdays 07:00-20:00 (closed on weekends and holidays)',
        'Cafe lounge: over the same period, weekdays 08:00-17:00 (closing at 15:00 on 31 December)',
        'Questions: tenant service center 02-6000-1000',
      ),
      publishAt: HOME_FROM,
      unpublishAt: HOME_UNTIL,
    },
  ];
}

/**
 * Demo content (issue 17): bilingual notices (one pinned, one about the car park, one in Korean
 * only), community items (one for tenants only), advertisements, and the home's banner and notice
 * modal with the spec's texts and window. Once: skipped when any content exists.
 */
export async function seedContent(db: Db, now: Date): Promise<void> {
  const [any] = await db.select({ id: contentItems.id }).from(contentItems).limit(1);
  if (any) return;
  for (const item of items(now)) {
    const [row] = await db
      .insert(contentItems)
      .values({
        ...item,
        titleEn: item.titleEn ?? '',
        bodyEn: item.bodyEn ?? '',
        attachmentIds: [],
        searchText: searchTextOf({
          titleKo: item.titleKo,
          titleEn: item.titleEn ?? '',
          bodyKo: item.bodyKo,
          bodyEn: item.bodyEn ?? '',
        }),
        status: 'published',
        version: 1,
        createdAt: item.publishAt ?? now,
        updatedAt: item.publishAt ?? now,
      })
      .returning({ id: contentItems.id });
    const { publishAt: _p, unpublishAt: _u, ...data } = item;
    await db
      .insert(contentVersions)
      .values({ itemId: row!.id, version: 1, data: { ...data, attachmentIds: [] }, savedAt: item.publishAt ?? now });
  }
}
