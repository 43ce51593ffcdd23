/** The body of a December GX program the office creates in the API and e2e tests (Mon/Wed/Fri 07:00, 20 places, 10 in line). */
export const gxProgramBody = (name: { ko: string; en: string }, over: Record<string, unknown> = {}) => ({
  month: '2026-12',
  nameKo: name.ko,
  nameEn: name.en,
  weekdays: [1, 3, 5],
  start: '07:00',
  end: '07:50',
  instructor: 'Kim Haneul',
  capacity: 20,
  waitlistLength: 10,
  price: 150_000,
  ...over,
});
