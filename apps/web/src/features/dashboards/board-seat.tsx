import type { BoardSeat } from '@tea/shared/dashboards/board.schema';
import { seatStateAt } from '@tea/shared/dashboards/board.rules';
import { useTranslation } from 'react-i18next';

/** Each state's colours: white or ink text at a contrast of 4.5:1 or more on its tile. */
export const STATE_TONE = {
  free: 'bg-[#17603c] text-white ring-[#4ade80]/40',
  reserved: 'bg-[#ffd166] text-[#3d2a00] ring-[#ffd166]/40',
  inUse: 'bg-[#b42318] text-white ring-[#f87171]/40',
  closed: 'bg-[#3b4754] text-[#e5e9ee] ring-white/10',
} as const;

/** One seat's tile on the wall screen: its number, its state and what follows (minutes left, the next booking). */
export function BoardSeatTile({ seat, time }: { seat: BoardSeat; time: string }) {
  const { t } = useTranslation('amenities');
  const state = seatStateAt(seat, time);
  const detail =
    state.state === 'inUse'
      ? t('board.minutesLeft', { count: state.minutesLeft, until: state.until })
      : state.state === 'reserved'
        ? t('board.reservedUntil', { until: state.until })
        : state.state === 'free'
          ? state.nextBookingAt
            ? t('board.freeUntil', { at: state.nextBookingAt })
            : t('board.freeAllDay')
          : t('board.closedSeat');
  return (
    <li
      data-seat={seat.number}
      data-state={state.state}
      style={{ '--r': seat.row, '--c': seat.column } as React.CSSProperties}
      className={`flex min-h-24 flex-col justify-between gap-2 rounded-lg p-3 ring-4 lg:min-h-0 lg:rounded-[0.9vw] lg:p-[0.9vw] lg:[grid-column:var(--c)] lg:[grid-row:var(--r)] ${STATE_TONE[state.state]}`}
    >
      <span className="text-2xl leading-none font-extrabold tabular-nums lg:text-[2.6vw]">{seat.number}</span>
      <span>
        <span className="block text-base leading-tight font-bold lg:text-[1.25vw]">{t(`board.states.${state.state}`)}</span>
        <span className="block text-sm leading-tight tabular-nums opacity-95 lg:text-[0.95vw]">{detail}</span>
      </span>
    </li>
  );
}
