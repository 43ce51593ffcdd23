/** Days in Seoul for the journeys that book: each picks days of its own, ahead of today. */

const HOLIDAYS = new Set(['2026-12-25', '2027-01-01', '2027-02-16', '2027-02-17', '2027-02-18', '2027-03-01']);

export const seoulToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

/** A business day at least `days` ahead (meeting packages need two weeks). */
export function businessDayAhead(days: number): string {
  const d = new Date(`${seoulToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  for (;;) {
    const iso = d.toISOString().slice(0, 10);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !HOLIDAYS.has(iso)) return iso;
    d.setUTCDate(d.getUTCDate() + 1);
  }
}
