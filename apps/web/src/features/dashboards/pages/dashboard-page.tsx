import { BOARD_NAMES, type Board, type BoardSnapshot } from '@tea/shared/dashboards/board.schema';
import { boardCounts, nextFreeTimes } from '@tea/shared/dashboards/board.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useLiveBoard } from '../../../shared/live-board';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { seoulClock, useServerClock } from '../board-clock';
import { BoardSeatTile, STATE_TONE } from '../board-seat';

const isBoard = (name: string): name is Board => (BOARD_NAMES as string[]).includes(name);
const STATES = ['free', 'reserved', 'inUse', 'closed'] as const;

/**
 * /dashboard/nrm, /dashboard/nrw and /dashboard/golf (issue 16): a wall screen of a room, at 1920×1080
 * and 3840×2160 alike (sizes in viewport units, nothing scrolls). Each seat's state, the Seoul clock and
 * the next free times, kept live by the board's stream; no one's name. A wall screen has no language
 * switch: `?lang=en` chooses English.
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('amenities');
  const { board: name = '' } = useParams();
  const [search] = useSearchParams();
  const board = isBoard(name) ? name : null;
  const [snapshot, setSnapshot] = useState<BoardSnapshot | null>(null);
  const link = useLiveBoard(board, setSnapshot);
  const now = useServerClock(snapshot?.now ?? null);
  const clock = seoulClock(now);
  const lang = search.get('lang');
  useEffect(() => {
    if ((lang === 'ko' || lang === 'en') && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
  const title = board ? t(`board.titles.${board}`) : t('board.unknown');
  useDocumentTitle(title);

  if (!board) {
    return (
      <main className="flex h-screen items-center justify-center p-8 text-center text-[2vw]">
        <p role="alert">{t('board.unknown')}</p>
      </main>
    );
  }

  // A closed day (a weekend, a holiday, a closure) shows every seat closed, never free.
  const closed = snapshot?.closed ?? null;
  const seats = (snapshot?.seats ?? []).map((s) => (closed ? { ...s, closed: true } : s));
  const counts = boardCounts(seats, clock);
  const nextFree = snapshot ? nextFreeTimes(seats, clock, snapshot.closesAt) : [];
  const rows = Math.max(1, ...seats.map((s) => s.row));
  const columns = Math.max(1, ...seats.map((s) => s.column));
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ko-KR', {
    timeZone: 'Asia/Seoul',
    dateStyle: 'full',
  }).format(now);

  return (
    <main
      data-board={board}
      className="grid min-h-screen gap-4 px-4 py-5 lg:h-screen lg:grid-rows-[auto_auto_minmax(0,1fr)_auto] lg:gap-[1.6vh] lg:overflow-hidden lg:px-[2.5vw] lg:py-[3vh]"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 lg:gap-[2vw]">
        <div className="flex items-center gap-3 lg:gap-[1.5vw] lg:[&_svg]:h-[3.4vw] lg:[&_svg]:w-auto">
          <Logo tone="light" />
          <h1 className="text-2xl leading-tight font-extrabold lg:text-[2.4vw]">{title}</h1>
        </div>
        <div className="text-right">
          <p className="text-3xl leading-none font-bold tabular-nums lg:text-[3.4vw]" aria-label={t('board.clock')}>
            {clock}
          </p>
          <p className="mt-1 text-sm text-white/85 lg:mt-[0.6vh] lg:text-[1.1vw]">{date}</p>
        </div>
      </header>

      <section aria-label={t('board.summary')} className="flex flex-wrap items-center gap-2 lg:gap-[1vw]">
        {STATES.map((state) => (
          <p
            key={state}
            className={`rounded-lg px-3 py-1.5 text-sm font-bold lg:rounded-[0.8vw] lg:px-[1.2vw] lg:py-[1vh] lg:text-[1.3vw] ${STATE_TONE[state]}`}
          >
            {t(`board.states.${state}`)}{' '}
            <span className="tabular-nums" data-count={state}>
              {counts[state]}
            </span>
          </p>
        ))}
        <p className="ml-auto text-sm text-white/85 lg:text-[1.1vw]" role="status" data-link={link}>
          <span
            aria-hidden
            className={`mr-2 inline-block size-3 rounded-full lg:mr-[0.5vw] lg:size-[0.8vw] ${link === 'live' ? 'bg-[#4ade80]' : 'bg-[#fbbf24]'}`}
          />
          {t(`board.link.${link}`)}
        </p>
      </section>

      <ol
        aria-label={t('board.seatsLabel')}
        className="grid min-h-0 grid-cols-2 content-center gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(var(--columns),minmax(0,1fr))] lg:grid-rows-[repeat(var(--rows),var(--row))] lg:gap-[1vw]"
        style={{ '--columns': columns, '--rows': rows, '--row': `calc(58vh / ${Math.max(rows, 3)})` } as React.CSSProperties}
      >
        {seats.map((seat) => (
          <BoardSeatTile key={seat.id} seat={seat} time={clock} />
        ))}
      </ol>

      <footer className="flex flex-wrap items-baseline gap-3 rounded-lg bg-white/10 px-4 py-3 lg:gap-[1.5vw] lg:rounded-[0.9vw] lg:px-[1.5vw] lg:py-[1.4vh] lg:text-[1.3vw]">
        <h2 className="font-bold whitespace-nowrap">{t('board.nextFree')}</h2>
        {closed ? (
          <p data-testid="board-closed">{t(`board.closedToday.${closed}`)}</p>
        ) : nextFree.length === 0 ? (
          <p>{counts.free > 0 ? t('board.freeNow', { count: counts.free }) : t('board.noneToday')}</p>
        ) : (
          <ul className="flex flex-wrap gap-x-[2vw]">
            {nextFree.map((n) => (
              <li key={n.at} className="tabular-nums">
                <strong>{n.at}</strong> {t('board.seatNumbers', { seats: n.seats.join(', ') })}
              </li>
            ))}
          </ul>
        )}
      </footer>
    </main>
  );
}
