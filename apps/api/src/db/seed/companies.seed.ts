import type { Db } from '../client.js';
import { companies } from '../schema/companies.js';

type NewCompany = typeof companies.$inferInsert;

/** Demo tenants: offices in both towers, one split across floors, and retail on B1. */
export const DEMO_COMPANIES: NewCompany[] = [
  { code: 'acme', nameKo: '에이씨엠이코리아', nameEn: 'ACME Korea', kind: 'office', tower: 'A', floors: [12, 13, 14] },
  {
    code: 'blue',
    nameKo: '블루오션파트너스',
    nameEn: 'Blue Ocean Partners',
    kind: 'office',
    tower: 'B',
    floors: [20, 22],
    splitFloor: true,
  },
  { code: 'hanbit', nameKo: '한빛증권', nameEn: 'Hanbit Securities', kind: 'office', tower: 'A', floors: [5, 6, 7, 8] },
  { code: 'seoulbio', nameKo: '서울바이오랩', nameEn: 'Seoul Bio Labs', kind: 'office', tower: 'B', floors: [15, 16] },
  { code: 'namsan', nameKo: '법무법인 남산', nameEn: 'Namsan Law Group', kind: 'office', tower: 'A', floors: [24, 25] },
  { code: 'haneul', nameKo: '하늘소프트', nameEn: 'Haneul Soft', kind: 'office', tower: 'B', floors: [9] },
  { code: 'lumiere', nameKo: '카페 뤼미에르', nameEn: 'Cafe Lumiere', kind: 'retail', tower: 'A', floors: [-1] },
  { code: 'greentable', nameKo: '그린테이블', nameEn: 'Green Table', kind: 'retail', tower: 'B', floors: [-1] },
];

export async function seedCompanies(db: Db): Promise<void> {
  await db.insert(companies).values(DEMO_COMPANIES).onConflictDoNothing({ target: companies.code });
}
