import { seoulDate } from '@tea/shared/calendar';
import { SEAT_ROOM_NAMES, SEAT_ROOMS, type SeatRoom as Board, type BoardSnapshot } from '@tea/shared/dashboards/board.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { boardSnapshot } from './board.service.js';

/** The channel the database's triggers announce every booking, seat and resource change on (migration 0026). */
export const BOARD_CHANNEL = 'board_changes';
/** Changes arriving this close together make one event (a burst of bookings is one recount, not hundreds). */
export const COALESCE_MS = 40;
/** A comment line to every screen this often, so proxies keep the connection and dead ones are found. */
export const HEARTBEAT_MS = 15_000;
/** A screen that has not read this much of what was sent is cut off (it reconnects with Last-Event-ID). */
const MAX_UNREAD_BYTES = 256 * 1024;

/** One open stream: what the hub writes to, and how it is closed. */
export interface Screen {
  write(text: string): boolean;
  /** Bytes written and not yet taken by the client. */
  unread(): number;
  end(): void;
}

interface BoardState {
  snapshot: BoardSnapshot | null;
  screens: Set<Screen>;
  /** Seoul days changed since the last event. */
  changed: Set<string>;
  timer: NodeJS.Timeout | null;
  /** The event being made: events of a board go out one after the other, in order. */
  making: Promise<void>;
}

export interface BoardHub {
  /** Adds a screen to a board: it gets the board now, unless `lastEventId` says it has it already. */
  join(board: Board, screen: Screen, lastEventId?: string): Promise<void>;
  leave(board: Board, screen: Screen): void;
  /** The board now, read afresh (a page's first look, right after its own change). */
  snapshot(board: Board): Promise<BoardSnapshot>;
  /** Open screens on this replica. */
  screens(): number;
  close(): Promise<void>;
}

/** What the triggers announce: the amenity, the resource and the day that changed (null: the seat itself). */
interface Notice {
  a: string;
  r: number;
  d: string | null;
}

/** The text of one event of the stream: its id (the board's version: a digest of what it shows), its name and the board as JSON. */
export const boardEvent = (s: BoardSnapshot) => `id: ${s.version}\nevent: board\ndata: ${JSON.stringify(s)}\n\n`;

/**
 * The live boards of one server replica (issue 16, decision 0037). It LISTENs to the database's
 * notices (every replica gets every change, whoever made it), recounts a board once per burst of
 * changes, and writes that one event to every screen of the board. It keeps nothing another replica
 * needs: a screen moving to another replica gets the board from there. It starts listening with its
 * first screen, so a replica without screens costs nothing.
 */
export function createBoardHub(database: Database, clock: Clock, log: FastifyBaseLogger, maxScreens: number): BoardHub {
  const states = new Map<Board, BoardState>(
    SEAT_ROOM_NAMES.map((b) => [
      b,
      { snapshot: null, screens: new Set(), changed: new Set(), timer: null, making: Promise.resolve() },
    ]),
  );
  const state = (b: Board) => states.get(b)!;
  let listening: Promise<() => Promise<void>> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let open = 0;

  const recount = async (board: Board) => {
    const s = state(board);
    s.timer = null;
    const changed = [...s.changed];
    s.changed.clear();
    if (s.screens.size === 0) {
      s.snapshot = null; // counted again when a screen comes
      return;
    }
    const before = s.snapshot?.version;
    s.snapshot = await boardSnapshot(database.db, board, clock.now(), changed);
    // A change of the other side of the room today: nothing to send (another day's change goes to the booking pages).
    const today = s.snapshot.date;
    if (s.snapshot.version === before && changed.every((d) => d === today)) return;
    const event = boardEvent(s.snapshot);
    for (const screen of s.screens) send(board, screen, event);
  };

  const schedule = (board: Board) => {
    const s = state(board);
    if (s.timer) return;
    s.timer = setTimeout(() => {
      s.making = s.making.then(() => recount(board)).catch((err: unknown) => log.error({ err, board }, 'board recount failed'));
    }, COALESCE_MS);
  };

  const send = (board: Board, screen: Screen, text: string) => {
    if (screen.unread() > MAX_UNREAD_BYTES) {
      leave(board, screen);
      screen.end();
      return;
    }
    screen.write(text);
  };

  const onNotice = (payload: string) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    for (const board of SEAT_ROOM_NAMES) {
      if (SEAT_ROOMS[board].amenity !== notice.a) continue;
      const s = state(board);
      if (notice.d) s.changed.add(notice.d);
      schedule(board);
    }
  };

  /** After a lost connection, what was announced meanwhile is unknown: every board is counted again. */
  const onReconnect = () => {
    for (const board of SEAT_ROOM_NAMES) {
      state(board).changed.add(seoulDate(clock.now()));
      schedule(board);
    }
  };

  const beat = () => {
    const today = seoulDate(clock.now());
    for (const board of SEAT_ROOM_NAMES) {
      const s = state(board);
      // A new day: the board shows the new day's bookings.
      if (s.snapshot && s.snapshot.date !== today) schedule(board);
      for (const screen of s.screens) send(board, screen, ': heartbeat\n\n');
    }
  };

  const start = () => {
    if (listening) return listening;
    const opening = (async () => {
      const stop = await database.listen(BOARD_CHANNEL, onNotice, onReconnect);
      heartbeat = setInterval(beat, HEARTBEAT_MS).unref();
      return stop;
    })();
    // The database away when the first screen came: the next screen tries again (decision 0048).
    opening.catch(() => {
      if (listening === opening) listening = null;
    });
    return (listening = opening);
  };

  const current = async (board: Board) => {
    await start();
    const s = state(board);
    await s.making;
    s.snapshot ??= await boardSnapshot(database.db, board, clock.now());
    return s.snapshot;
  };

  function leave(board: Board, screen: Screen) {
    if (state(board).screens.delete(screen)) open -= 1;
  }

  return {
    async join(board, screen, lastEventId) {
      if (open >= maxScreens) throw new AppError('BOARD_FULL');
      const s = state(board);
      s.screens.add(screen);
      open += 1;
      const snapshot = await current(board);
      if (!s.screens.has(screen)) return; // gone while the board was counted
      if (lastEventId !== snapshot.version) send(board, screen, boardEvent(snapshot));
    },
    leave,
    // A page's first look needs no LISTEN connection: one query.
    snapshot: (board) => boardSnapshot(database.db, board, clock.now()),
    screens: () => open,
    async close() {
      if (heartbeat) clearInterval(heartbeat);
      for (const [board, s] of states) {
        if (s.timer) clearTimeout(s.timer);
        for (const screen of s.screens) {
          leave(board, screen);
          screen.end();
        }
      }
      if (listening) await (await listening.catch(() => async () => undefined))();
    },
  };
}
