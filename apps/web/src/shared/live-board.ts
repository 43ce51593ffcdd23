import type { BoardSnapshot, SeatRoom } from '@tea/shared/dashboards/board.schema';
import { EventSource } from 'eventsource';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiHeaders, apiUrl } from './api-client';

/** After the stream is refused (a replica full, the server restarting), the next try waits this long. */
const RETRY_MS = 5000;

export type BoardLink = 'connecting' | 'live' | 'reconnecting';

/**
 * Follows a live board's stream (`GET /api/v1/dashboards/{board}/events`, issue 16): `onBoard` gets the
 * board on connect and after each change. The `eventsource` library reconnects by itself with
 * Last-Event-ID (the server then sends the board only if it changed meanwhile); a refused stream is
 * opened again after RETRY_MS. Headers (the API key) go through its `fetch`, which a browser's own
 * EventSource cannot send. Answers the link's state, for the screen to say so.
 */
export function useLiveBoard(board: SeatRoom | null, onBoard: (snapshot: BoardSnapshot) => void): BoardLink {
  const [link, setLink] = useState<BoardLink>('connecting');
  const handler = useRef(onBoard);
  handler.current = onBoard;

  useEffect(() => {
    if (!board) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      source = new EventSource(new URL(apiUrl(`/dashboards/${board}/events`), window.location.href), {
        fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, ...apiHeaders() } }),
      });
      source.addEventListener('open', () => setLink('live'));
      source.addEventListener('board', (event) => {
        setLink('live');
        handler.current(JSON.parse(event.data) as BoardSnapshot);
      });
      source.addEventListener('error', () => {
        setLink('reconnecting');
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          retry = setTimeout(open, RETRY_MS);
        }
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [board]);

  return link;
}

/**
 * Keeps a booking page's map live (issue 16): the room's stream tells of every change, whoever made it,
 * and the query `queryKey` (its map) is asked again, so a seat taken by someone else greys out without a
 * reload. The stream's first event is the room as it is, which the map already shows.
 */
export function useLiveQuery(room: SeatRoom | null, queryKey: QueryKey): void {
  const client = useQueryClient();
  const first = useRef(true);
  useLiveBoard(room, () => {
    if (first.current) first.current = false;
    else void client.invalidateQueries({ queryKey });
  });
}
