import { seoulDate } from '@tea/shared/calendar';
import { addDays, addMonths } from '@tea/shared/reservations/reservation.rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayjs } from '../../../shared/dates';
import { queryString, useAdminCalendar, type AdminReservation } from '../api';
import { AdminPage } from '../components/admin-page';
import { FilterForm } from '../components/filter-form';
import { ReservationFilterSelects } from '../components/reservation-filters';
import { TableRegion, th } from '../../../shared/ui/table-region';
import { useListParams } from '../../../shared/use-list-params';

const KEYS = ['month', 'amenity', 'status', 'companyId'] as const;
/** Bookings listed in a day's cell; the rest are counted and a link opens the day's list. */
const SHOWN_A_DAY = 4;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const ENTRY_STYLES: Record<AdminReservation['status'], string> = {
  pending: 'border-l-4 border-[#b7791f] bg-[#fff6e5]',
  confirmed: 'border-l-4 border-[#2f855a] bg-[#eef8f2]',
  waitlisted: 'border-l-4 border-line bg-navy-50',
  completed: 'border-l-4 border-line bg-navy-50',
  cancelled: 'border-l-4 border-line bg-white text-muted line-through',
  no_show: 'border-l-4 border-danger bg-white text-muted',
};

/** The month's days from the Sunday on or before the 1st to the Saturday on or after the last, by week. */
function weeksOf(month: string): string[][] {
  const first = `${month}-01`;
  const last = addDays(addMonths(first, 1), -1);
  let day = addDays(first, -new Date(`${first}T00:00:00Z`).getUTCDay());
  const weeks: string[][] = [];
  while (day <= last) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(day, i));
    weeks.push(week);
    day = addDays(day, 7);
  }
  return weeks;
}

/**
 * /admin/calendar: every company's bookings on a month's calendar, filtered like the list; waiting
 * lounge requests stand out. A day opens the reservations list for that day, where the actions are.
 * Rentals for a period (a locker for 3 months) are left off the days and counted above them.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('admin');
  const ko = i18n.language === 'ko';
  const { filters, setFilters } = useListParams(KEYS);
  const month = MONTH.test(filters.month) ? filters.month : seoulDate().slice(0, 7);
  const first = `${month}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const { data, isPending, isError } = useAdminCalendar({
    from: first,
    to: last,
    amenity: filters.amenity,
    status: filters.status,
    companyId: filters.companyId,
  });
  const byDay = new Map<string, AdminReservation[]>();
  for (const r of data?.items ?? []) byDay.set(r.date, [...(byDay.get(r.date) ?? []), r]);
  const today = seoulDate();
  const monthTitle = dayjs(first).format(ko ? 'YYYY년 M월' : 'MMMM YYYY');
  const weekdays = Array.from({ length: 7 }, (_, i) => dayjs(addDays('2026-11-22', i))); // a Sunday onwards
  const withFilters = (next: Partial<Record<(typeof KEYS)[number], string>>) => queryString({ ...filters, month, ...next });
  const dayList = (date: string) =>
    `/admin/reservations${queryString({
      from: date,
      to: date,
      amenity: filters.amenity,
      status: filters.status,
      companyId: filters.companyId,
    })}`;

  return (
    <AdminPage title={t('calendar.title')} lead={t('calendar.lead')}>
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <input type="hidden" name="month" value={month} />
        <ReservationFilterSelects idPrefix="calendar" filters={filters} />
      </FilterForm>

      <nav aria-label={t('calendar.months')} className="mb-3 grid grid-cols-2 items-center gap-x-3 sm:grid-cols-[1fr_auto_1fr]">
        <h2
          className="order-first col-span-2 text-center text-xl font-bold text-navy-900 sm:order-none sm:col-span-1"
          aria-live="polite"
        >
          {monthTitle}
        </h2>
        <Link
          to={{ search: withFilters({ month: addMonths(first, -1).slice(0, 7) }) }}
          className="inline-flex min-h-11 items-center justify-self-start rounded-md px-3 font-semibold text-navy-800 underline-offset-4 hover:underline sm:order-first"
        >
          ‹ {t('calendar.previous')}
        </Link>
        <Link
          to={{ search: withFilters({ month: addMonths(first, 1).slice(0, 7) }) }}
          className="inline-flex min-h-11 items-center justify-self-end rounded-md px-3 font-semibold text-navy-800 underline-offset-4 hover:underline"
        >
          {t('calendar.next')} ›
        </Link>
      </nav>
      <div className="mb-3 text-sm text-muted" aria-live="polite">
        <p>{isPending ? t('common:loading') : isError ? t('list.failed') : t('list.total', { n: data?.items.length ?? 0 })}</p>
        {/* Rentals for a period (the registry's model) have no place in a day's cell: counted, and found on their page. */}
        {!!data?.rentals && (
          <p className="mt-1">
            {t('calendar.rentals', { count: data.rentals })}{' '}
            <Link to="/admin/wellness/lockers" className="font-semibold text-navy-800 underline underline-offset-4">
              {t('calendar.rentalsLink')}
            </Link>
          </p>
        )}
      </div>

      {/* Phones: the month's booked days as a list; wider screens: the month grid. */}
      <ol aria-label={t('calendar.caption', { month: monthTitle })} className="space-y-4 md:hidden">
        {[...byDay.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([date, rows]) => (
            <li key={date}>
              <Link to={dayList(date)} className="font-bold text-navy-900 underline underline-offset-4">
                {t('calendar.dayLabel', { date: dayjs(date).format(ko ? 'M월 D일 (dd)' : 'ddd, MMMM D'), count: rows.length })}
              </Link>
              <ul className="mt-2 space-y-1">
                {rows.map((r) => (
                  <Entry key={r.id} r={r} />
                ))}
              </ul>
            </li>
          ))}
      </ol>
      <div className="hidden md:block">
        <TableRegion caption={t('calendar.caption', { month: monthTitle })} minWidth="min-w-[48rem]">
          <thead>
            <tr>
              {weekdays.map((d, i) => (
                <th
                  key={i}
                  scope="col"
                  className={`${th.replace('text-navy-900', '')} w-[14.28%] text-center ${
                    i === 0 ? 'text-danger' : i === 6 ? 'text-[#1d4ed8]' : 'text-navy-900'
                  }`}
                >
                  <abbr title={d.format('dddd')} className="no-underline">
                    {d.format(ko ? 'dd' : 'ddd')}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week) => (
              <tr key={week[0]}>
                {week.map((date) => {
                  const rows = byDay.get(date) ?? [];
                  const inMonth = date.startsWith(month);
                  const label = t('calendar.dayLabel', {
                    date: dayjs(date).format(ko ? 'M월 D일 (dd)' : 'ddd, MMMM D'),
                    count: rows.length,
                  });
                  return (
                    <td
                      key={date}
                      className={`h-32 border border-line p-1.5 align-top ${inMonth ? 'bg-white' : 'bg-navy-50/60'}`}
                    >
                      <Link
                        to={dayList(date)}
                        aria-label={label}
                        aria-current={date === today ? 'date' : undefined}
                        className={`inline-flex h-7 min-w-7 items-center justify-center rounded-full px-1.5 text-sm font-semibold tabular-nums hover:bg-navy-50 ${
                          date === today ? 'bg-navy-900 text-white hover:bg-navy-800' : inMonth ? 'text-navy-900' : 'text-muted'
                        }`}
                      >
                        {Number(date.slice(8))}
                      </Link>
                      {rows.length > 0 && (
                        <ul className="mt-1 space-y-1">
                          {rows.slice(0, SHOWN_A_DAY).map((r) => (
                            <Entry key={r.id} r={r} />
                          ))}
                          {rows.length > SHOWN_A_DAY && (
                            <li>
                              <Link
                                to={dayList(date)}
                                className="text-xs font-semibold text-navy-800 underline underline-offset-2"
                              >
                                {t('calendar.more', { n: rows.length - SHOWN_A_DAY })}
                              </Link>
                            </li>
                          )}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </TableRegion>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        {(['pending', 'confirmed', 'cancelled'] as const).map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-3 w-5 rounded-sm ${ENTRY_STYLES[s]}`} />
            {t(`reservationStatus.${s}`)}
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

/** One booking in the calendar: its start, facility and company, its status by colour and in words for screen readers. */
function Entry({ r }: { r: AdminReservation }) {
  const { t } = useTranslation('admin');
  return (
    <li className={`rounded-sm px-1.5 py-0.5 text-xs leading-snug ${ENTRY_STYLES[r.status]}`}>
      <span className="font-semibold tabular-nums">{r.start}</span> {r.resource.name}
      <span className="block truncate">
        {r.company.name}
        <span className="sr-only">, {t(`reservationStatus.${r.status}`)}</span>
      </span>
    </li>
  );
}
