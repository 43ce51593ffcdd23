/**
 * When a charge line's booking happens, as the statement writes it on every page and in the Excel
 * file: a booking's day and hours, or a locker or basket rental's period from its first to its last
 * day (not the reservation core's one-day 00:00–23:59 it is kept under), in the product's date format.
 */
import { formatDateRange, formatTimeSpan } from '../format';

export function chargeWhen(
  booking: { date: string; start: string; end: string; lastDay: string | null },
  lang: 'ko' | 'en',
): string {
  return booking.lastDay === null
    ? formatTimeSpan(booking.date, booking.start, booking.end, lang)
    : formatDateRange(booking.date, booking.lastDay, lang);
}
