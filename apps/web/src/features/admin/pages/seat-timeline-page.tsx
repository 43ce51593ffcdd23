import { seoulDate } from '@tea/shared/calendar';
import { SEAT_ROOM_NAMES, type SeatRoom } from '@tea/shared/dashboards/board.schema';
import type { TimelineBooking } from '@tea/shared/dashboards/seat-timeline.schema';
import { minutesOf } from '@tea/shared/reservations/reservation.rules';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../shared/use-list-params';
import { useLiveSeatTimeline, useSeatTimeline } from '../api';
import { AdminPage } from '../components/admin-page';
import { FilterField, FilterForm, filterControl } from '../components/filter-form';

const KEYS = ['room', 'date'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const BAR_TONE: Record<string, string> = {
  confirmed: 'bg-[#fff6e5] border-[#b7791f] text-[#5c3b00]',
  checkedIn: 'bg-[#eef8f2] border-[#2f855a] text-[#17603c]',
  completed: 'bg-navy-50 border-line text-navy-900',
  no_show: 'bg-[#fdf1f0] border-danger text-danger',
  pending: 'bg-[#fff6e5] border-[#b7791f] text-[#5c3b00]',
  waitlisted: 'bg-navy-50 border-line text-navy-900',
  cancelled: 'bg-white border-line text-muted',
};

const CLOSED_STRIPES = 'bg-[repeating-linear-gradient(45deg,#f3f4f6,#f3f4f6_8px,#fff_8px,#fff_16px)]';

/** One booking on a seat's row, placed by its hours: when, who, which company, and its state. */
function Bar({ booking: b, left, width }: { booking: TimelineBooking; left: number; width: number }) {
  const { t } = useTranslation('admin');
  const state = barState(b);
  return (
    <li
      data-state={state}
      className={`absolute inset-y-1.5 overflow-hidden rounded-md border-l-4 px-2 py-1 text-xs leading-tight ${BAR_TONE[state]}`}
      style={{ left: `${left}%`, width: `${width}%` }}
      title={`${b.start}–${b.end} ${b.booker} · ${b.company} · ${t(`seatTimeline.states.${state}`)}`}
    >
      <span className="block truncate font-bold">
        <span className="sr-only">
          {b.start}–{b.end}{' '}
        </span>
        {b.booker}
      </span>
      <span className="block truncate">
        {t(`seatTimeline.states.${state}`)} · {b.company}
      </span>
    </li>
  );
}

/** The state a booking's bar says: checked in, or its status. */
const barState = (b: TimelineBooking) => (b.status === 'confirmed' && b.checkedInAt ? 'checkedIn' : b.status);

/**
 * /admin/seat-timeline (issue 16): a room's day at a glance for the desk, one row a seat and one bar a
 * booking (who, which company, checked in or not, no-show), from opening to closing. A room with a
 * wall board follows its stream, so the day changes as people book, check in or are released.
 */
export default function SeatTimelinePage() {
  const { t } = useTranslation('admin');
  const { filters, setFilters } = useListParams(KEYS);
  const room = (SEAT_ROOM_NAMES as string[]).includes(filters.room) ? (filters.room as SeatRoom) : 'nrm';
  const date = DATE.test(filters.date) ? filters.date : seoulDate();
  const timeline = useSeatTimeline(room, date);
  useLiveSeatTimeline(room);

  const data = timeline.data;
  const opens = minutesOf(data?.opensAt ?? '09:00');
  const span = Math.max(60, minutesOf(data?.closesAt ?? '18:00') - opens);
  // The grid's lines and labels fall on whole hours, from the first at or after opening (golf opens at 06:30).
  const firstHour = Math.ceil(opens / 60) * 60;
  const hours = Array.from({ length: Math.floor((opens + span - firstHour) / 60) }, (_, i) => firstHour + i * 60).filter(
    (m) => m < opens + span,
  );
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

  return (
    <AdminPage title={t('seatTimeline.title')} lead={t('seatTimeline.lead')}>
      <FilterForm key={`${room}-${date}`} keys={KEYS} onApply={setFilters}>
        <FilterField label={t('seatTimeline.room')} htmlFor="timeline-room" minWidth="min-w-[12rem]">
          <select id="timeline-room" name="room" defaultValue={room} className={filterControl}>
            {SEAT_ROOM_NAMES.map((r) => (
              <option key={r} value={r}>
                {t(`seatTimeline.rooms.${r}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t('seatTimeline.date')} htmlFor="timeline-date">
          <input id="timeline-date" name="date" type="date" defaultValue={date} className={filterControl} />
        </FilterField>
      </FilterForm>

      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {timeline.isPending
          ? t('common:loading')
          : timeline.isError
            ? t('list.failed')
            : t('seatTimeline.count', { seats: data?.seats.length ?? 0, count: data?.bookings.length ?? 0 })}
      </p>

      {data && data.seats.length === 0 ? (
        <p className="rounded-lg bg-navy-50 p-4">{t('seatTimeline.noSeats')}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border border-line"
          tabIndex={0}
          role="region"
          aria-label={t('seatTimeline.title')}
        >
          <div className="min-w-[72rem]">
            <div className="grid grid-cols-[6rem_1fr] border-b border-line bg-navy-50 text-sm font-semibold text-navy-900">
              <span className="px-3 py-2">{t('seatTimeline.seat')}</span>
              <div className="relative h-9">
                {hours.map((m) => (
                  <span
                    key={m}
                    // Centred on its line, except a label at the very start, which would leave the grid.
                    className={`absolute top-2 tabular-nums ${m === opens ? '' : '-translate-x-1/2'}`}
                    style={{ left: `${((m - opens) / span) * 100}%` }}
                  >
                    {hhmm(m)}
                  </span>
                ))}
              </div>
            </div>
            <ul>
              {(data?.seats ?? []).map((seat) => (
                <li
                  key={seat.id}
                  className="grid grid-cols-[6rem_1fr] border-b border-line last:border-b-0"
                  data-seat={seat.number}
                >
                  <span className="px-3 py-3 font-bold text-navy-900">
                    {t('seatTimeline.seatNumber', { number: seat.number })}
                    {seat.closed && <span className="block text-xs font-normal text-muted">{t('seatTimeline.closed')}</span>}
                  </span>
                  <div className={`relative h-16 ${seat.closed ? CLOSED_STRIPES : ''}`}>
                    {hours.map((m) => (
                      <span
                        key={m}
                        aria-hidden
                        className="absolute inset-y-0 border-l border-line/60"
                        style={{ left: `${((m - opens) / span) * 100}%` }}
                      />
                    ))}
                    <ul aria-label={t('seatTimeline.seatNumber', { number: seat.number })} className="absolute inset-0">
                      {data!.bookings
                        .filter((b) => b.seatId === seat.id)
                        .map((b) => (
                          <Bar
                            key={b.id}
                            booking={b}
                            left={((minutesOf(b.start) - opens) / span) * 100}
                            width={((minutesOf(b.end) - minutesOf(b.start)) / span) * 100}
                          />
                        ))}
                    </ul>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </AdminPage>
  );
}
