import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.js';
import type { Db } from '../client.js';
import { users } from '../schema/accounts.js';
import { companies } from '../schema/companies.js';

interface DemoUser {
  loginId: string;
  password: string;
  name: string;
  role: 'member' | 'tenant_manager' | 'building_manager';
  company: string | null;
  status: 'pending' | 'approved';
  gender: 'male' | 'female';
  floor?: number;
}

/** The demo accounts of issue 3 (listed in the README). */
export const DEMO_USERS: DemoUser[] = [
  {
    loginId: 'admin',
    password: 'Admin!2345',
    name: '관리자',
    role: 'building_manager',
    company: null,
    status: 'approved',
    gender: 'female',
  },
  {
    loginId: 'acme.master',
    password: 'Master!2345',
    name: '최지훈',
    role: 'tenant_manager',
    company: 'acme',
    status: 'approved',
    gender: 'male',
    floor: 12,
  },
  {
    loginId: 'acme.kim',
    password: 'Member!2345',
    name: '김민지',
    role: 'member',
    company: 'acme',
    status: 'approved',
    gender: 'female',
    floor: 13,
  },
  {
    loginId: 'acme.lee',
    password: 'Member!2345',
    name: '이서준',
    role: 'member',
    company: 'acme',
    status: 'pending',
    gender: 'male',
    floor: 14,
  },
  {
    loginId: 'blue.master',
    password: 'Master!2345',
    name: '정하늘',
    role: 'tenant_manager',
    company: 'blue',
    status: 'approved',
    gender: 'female',
    floor: 20,
  },
  {
    loginId: 'blue.park',
    password: 'Member!2345',
    name: '박도윤',
    role: 'member',
    company: 'blue',
    status: 'approved',
    gender: 'male',
    floor: 22,
  },
];

const FAMILY = ['강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '전'];
const GIVEN = ['서연', '지우', '하준', '민서', '예준', '수아', '도현', '지호', '유나', '시우', '채원', '건우'];

/** More ACME staff, so the employee list has pages (some of the first 32 waiting for approval; 33-47 are journeys' own accounts). */
function extraStaff(): DemoUser[] {
  return Array.from({ length: 47 }, (_, i) => ({
    loginId: `acme.staff${String(i + 1).padStart(2, '0')}`,
    password: 'Member!2345',
    name: `${FAMILY[i % FAMILY.length]}${GIVEN[i % GIVEN.length]}`,
    role: 'member' as const,
    company: 'acme',
    status: i % 6 === 5 && i < 32 ? ('pending' as const) : ('approved' as const),
    gender: i % 2 ? ('male' as const) : ('female' as const),
    floor: 12 + (i % 3),
  }));
}

/** Journeys' own accounts acme.staff{n}, each in no other journey, a woman then a man by turns. */
function journeyStaff(numbers: number[]): DemoUser[] {
  return numbers.map((n, i) => ({
    loginId: `acme.staff${n}`,
    password: 'Member!2345',
    name: `${FAMILY[n % FAMILY.length]}${GIVEN[n % GIVEN.length]}`,
    role: 'member' as const,
    company: 'acme',
    status: 'approved' as const,
    gender: i % 2 ? ('male' as const) : ('female' as const),
    floor: 12,
  }));
}

/**
 * The seat amenities' journeys (issue 16): 48-51 the nap room, 52-55 golf, 56-59 the refresh lounge,
 * 60-63 check-in and no-shows, 64-67 paid passes and seats, 68-71 the dashboards.
 */
const napStaff = () => journeyStaff(Array.from({ length: 24 }, (_, i) => 48 + i));
/** Issue 17's journeys: 72-75 the events, 76-79 the CMS. */
const eventStaff = () => journeyStaff([72, 73, 74, 75]);
const contentStaff = () => journeyStaff([76, 77, 78, 79]);

export async function seedUsers(db: Db, now: Date): Promise<void> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.loginId, 'admin')).limit(1);
  if (existing.length > 0) return;
  const all = [...DEMO_USERS, ...extraStaff(), ...napStaff(), ...eventStaff(), ...contentStaff()];
  const codes = [...new Set(all.map((u) => u.company).filter((c): c is string => c !== null))];
  const rows = await db.select({ id: companies.id, code: companies.code }).from(companies).where(inArray(companies.code, codes));
  const companyId = new Map(rows.map((r) => [r.code, r.id]));
  const values = await Promise.all(
    all.map(async (u, i) => ({
      loginId: u.loginId,
      passwordHash: await hashPassword(u.password),
      name: u.name,
      email: `${u.loginId}@tea-demo.example`,
      mobile: `+82105${String(1000000 + i * 7919).slice(-7)}`,
      gender: u.gender,
      role: u.role,
      status: u.status,
      companyId: u.company ? (companyId.get(u.company) ?? null) : null,
      floor: u.floor ?? null,
      decidedAt: u.status === 'approved' ? now : null,
      createdAt: new Date(now.getTime() - (all.length - i) * 86_400_000),
    })),
  );
  await db.insert(users).values(values).onConflictDoNothing();
}
