import * as years from '@hyunbinseo/holidays-kr/all';
import { E2E_NOW } from './clock';

/** Days in Seoul for the journeys that book: each picks days of its own, ahead of the pinned today. */

/** Korean public holidays from the same gazette list the server seeds. */
const HOLIDAYS = new Set(Object.values(years).flatMap((year) => Object.keys(year)));

/** The pinned today in Seoul (YYYY-MM-DD). */
export const seoulToday = () => E2E_NOW.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

/** The Seoul date `days` after the pinned today, whatever kind of day it is. */
export function seoulDay(days: number): string {
  const d = new Date(`${seoulToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A business day at least `days` ahead (meeting packages need two weeks). */
export function businessDayAhead(days: number): string {
  for (let ahead = days; ; ahead++) {
    const iso = seoulDay(ahead);
    const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(iso)) return iso;
  }
}

/** The first day of the week `weekday` (0 Sunday … 6 Saturday) after the pinned today, `weeks` weeks on (-1: the one before today). */
export function weekdayFromToday(weekday: number, weeks = 0): string {
  for (let ahead = 1; ; ahead++) {
    const iso = seoulDay(ahead);
    if (new Date(`${iso}T00:00:00Z`).getUTCDay() === weekday) return seoulDay(ahead + 7 * weeks);
  }
}
