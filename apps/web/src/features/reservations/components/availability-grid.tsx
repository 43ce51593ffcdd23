import { hourMarks, minutesOf } from '@tea/shared/reservations/reservation.rules';
import { useTranslation } from 'react-i18next';
import type { Availability, ConferenceRoom } from '../api';

export interface Selection {
  roomId: number | null;
  start: string;
  end: string;
}

/** The hours the grid spans: from the earliest opening to the latest closing of the rooms. */
export function roomsHours(rooms: Pick<ConferenceRoom, 'opensAt' | 'closesAt'>[]): { opens: string; closes: string } {
  if (rooms.length === 0) return { opens: '08:00', closes: '19:00' };
  return {
    opens: rooms.map((r) => r.opensAt).reduce((a, b) => (b < a ? b : a)),
    closes: rooms.map((r) => r.closesAt).reduce((a, b) => (b > a ? b : a)),
  };
}

const hourAfter = (time: string) => `${String(Math.floor(minutesOf(time) / 60) + 1).padStart(2, '0')}:00`;

/**
 * The day's rooms by hour: booked hours, hours outside a room's opening hours and rooms closed that
 * day are marked and cannot be chosen; a free hour chooses that
 * room from that hour, and a later free hour in the same row stretches the choice to it when every
 * hour between is free. Each hour is a button named with its room, time and state.
 */
export function AvailabilityGrid({
  rooms,
  availability,
  selection,
  excludeId,
  onSelect,
}: {
  rooms: ConferenceRoom[];
  availability: Availability | undefined;
  selection: Selection;
  /** The booking being changed: its own hours count as free. */
  excludeId?: { roomId: number; start: string; end: string } | null;
  onSelect: (next: Selection) => void;
}) {
  const { t } = useTranslation('reservations');
  const { opens, closes } = roomsHours(rooms);
  const hours = hourMarks(opens, closes).slice(0, -1);
  const dayOf = (roomId: number) => availability?.rooms.find((r) => r.id === roomId);
  /** Outside the room's hours, or the room closed that day. */
  const shut = (room: ConferenceRoom, hour: string) =>
    !!dayOf(room.id)?.closed || hour < room.opensAt || hourAfter(hour) > room.closesAt;
  const booked = (roomId: number, hour: string) => {
    const m = minutesOf(hour);
    const mine = excludeId && excludeId.roomId === roomId && m >= minutesOf(excludeId.start) && m < minutesOf(excludeId.end);
    if (mine) return false;
    return (dayOf(roomId)?.booked ?? []).some((b) => m >= minutesOf(b.start) && m < minutesOf(b.end));
  };
  const unavailable = (roomId: number, hour: string) => {
    const room = rooms.find((r) => r.id === roomId);
    return !room || shut(room, hour) || booked(roomId, hour);
  };
  const chosen = (roomId: number, hour: string) =>
    selection.roomId === roomId && minutesOf(hour) >= minutesOf(selection.start) && minutesOf(hour) < minutesOf(selection.end);
  const pick = (roomId: number, hour: string) => {
    const extends_ =
      selection.roomId === roomId &&
      minutesOf(hour) >= minutesOf(selection.start) &&
      hours
        .filter((h) => minutesOf(h) >= minutesOf(selection.start) && minutesOf(h) <= minutesOf(hour))
        .every((h) => !unavailable(roomId, h));
    onSelect(extends_ ? { roomId, start: selection.start, end: hourAfter(hour) } : { roomId, start: hour, end: hourAfter(hour) });
  };
  const closed = availability?.closed;
  return (
    <div>
      <p className="mb-2 text-sm text-muted">{closed ? t(closed.key, closed.params) : t('conference.gridHint')}</p>
      <div
        role="region"
        aria-label={t('conference.gridCaption', { date: availability?.date ?? '' })}
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-line bg-white"
      >
        <table className="w-full min-w-[44rem] border-collapse text-center text-sm">
          <caption className="sr-only">{t('conference.gridCaption', { date: availability?.date ?? '' })}</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 bg-navy-50 px-3 py-2 text-left font-semibold text-navy-900">
                {t('conference.room')}
              </th>
              {hours.map((h) => (
                <th key={h} scope="col" className="bg-navy-50 px-1 py-2 font-semibold text-navy-900 tabular-nums">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rooms.map((room) => (
              <tr key={room.id} className="border-t border-line">
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-3 py-2 text-left font-semibold whitespace-nowrap text-navy-900"
                >
                  {room.name}
                  <span className="block text-xs font-normal text-muted">{t('confirm.people', { count: room.capacity })}</span>
                  {dayOf(room.id)?.closed && (
                    <span className="block max-w-40 text-xs font-normal whitespace-normal text-danger">
                      {t('conference.roomClosed', dayOf(room.id)!.closed!.params)}
                    </span>
                  )}
                </th>
                {hours.map((h) => {
                  const isShut = !!closed || shut(room, h);
                  const isBooked = isShut || booked(room.id, h);
                  const isChosen = chosen(room.id, h);
                  const state = isShut
                    ? t('conference.unavailable')
                    : isBooked
                      ? t('conference.booked')
                      : isChosen
                        ? t('conference.chosen')
                        : t('conference.free');
                  return (
                    <td key={h} className="p-0.5">
                      <button
                        type="button"
                        disabled={isBooked}
                        aria-pressed={isChosen}
                        aria-label={t('conference.slot', { room: room.name, start: h, end: hourAfter(h), state })}
                        onClick={() => pick(room.id, h)}
                        className={`h-10 w-full rounded-sm text-xs ${
                          isBooked
                            ? 'cursor-not-allowed bg-[repeating-linear-gradient(135deg,#e5e9ef_0_6px,#f5f7fa_6px_12px)] text-muted'
                            : isChosen
                              ? 'bg-navy-900 font-bold text-white'
                              : 'bg-[#eef8f2] text-[#17603c] hover:bg-[#dcf0e4]'
                        }`}
                      >
                        <span aria-hidden="true">{isBooked ? '×' : isChosen ? '●' : ''}</span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-5 rounded-sm bg-[#eef8f2]" />
          {t('conference.free')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-5 rounded-sm bg-navy-900" />
          {t('conference.chosen')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-5 rounded-sm bg-[#e5e9ef]" />
          {t('conference.booked')}
        </li>
      </ul>
    </div>
  );
}
