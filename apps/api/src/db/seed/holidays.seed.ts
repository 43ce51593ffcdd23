import * as years from '@hyunbinseo/holidays-kr/all';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { holidays } from '../schema/holidays.js';

const EN: Record<string, string> = {
  '1월 1일': "New Year's Day",
  '설날 전날': 'Seollal (eve)',
  설날: 'Seollal (Lunar New Year)',
  '설날 다음 날': 'Seollal (day after)',
  '3ㆍ1절': 'Independence Movement Day',
  어린이날: "Children's Day",
  '부처님 오신 날': "Buddha's Birthday",
  현충일: 'Memorial Day',
  광복절: 'Liberation Day',
  '추석 전날': 'Chuseok (eve)',
  추석: 'Chuseok',
  '추석 다음 날': 'Chuseok (day after)',
  개천절: 'National Foundation Day',
  한글날: 'Hangul Day',
  기독탄신일: 'Christmas Day',
  노동절: 'Labour Day',
  제헌절: 'Constitution Day',
  임시공휴일: 'Temporary public holiday',
};

/** The English name of a Korean holiday name from the official gazette list. */
export function holidayNameEn(nameKo: string): string {
  if (EN[nameKo]) return EN[nameKo];
  const substitute = /^대체공휴일\((.+)\)$/.exec(nameKo);
  if (substitute?.[1]) return `Substitute holiday (${holidayNameEn(substitute[1])})`;
  if (nameKo.includes('선거')) return 'Election day';
  if (nameKo.startsWith('임시공휴일')) return 'Temporary public holiday';
  return nameKo;
}

export function holidayRows() {
  return Object.values(years).flatMap((year) =>
    Object.entries(year).map(([date, names]) => {
      const nameKo = names.join(', ');
      return { date, nameKo, nameEn: names.map(holidayNameEn).join(', '), kind: 'public' as const };
    }),
  );
}

/** Public holidays are upserted; temporary holidays and closures added in the back office are kept. */
export async function seedHolidays(db: Db): Promise<void> {
  await db
    .insert(holidays)
    .values(holidayRows())
    .onConflictDoUpdate({
      target: holidays.date,
      set: { nameKo: sql`excluded.name_ko`, nameEn: sql`excluded.name_en` },
      setWhere: sql`${holidays.kind} = 'public'`,
    });
}
