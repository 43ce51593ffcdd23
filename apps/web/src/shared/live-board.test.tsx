import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveBoard, useLiveQuery } from './live-board';

/** The streams opened: their address, headers sent, and a way to play an event or a failure. */
const opened: { url: string; headers: Record<string, string>; emit(type: string, data?: string): void; closed: boolean }[] = [];
vi.mock('eventsource', () => {
  class FakeEventSource {
    static CLOSED = 2;
    readyState = 1;
    private listeners = new Map<string, ((e: { data?: string }) => void)[]>();
    constructor(url: URL, init: { fetch: (input: string, init: { headers: Record<string, string> }) => Promise<unknown> }) {
      const stream = {
        url: String(url),
        headers: {} as Record<string, string>,
        closed: false,
        emit: (type: string, data?: string) => this.listeners.get(type)?.forEach((l) => l({ data })),
      };
      const fetchSpy = vi.fn(
        async (_input: string, given: { headers: Record<string, string> }) => (stream.headers = given.headers),
      );
      vi.stubGlobal('fetch', fetchSpy);
      void init.fetch(String(url), { headers: { accept: 'text/event-stream' } });
      opened.push(stream);
      this.close = () => void (stream.closed = true);
    }
    addEventListener(type: string, listener: (e: { data?: string }) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close() {}
  }
  return { EventSource: FakeEventSource };
});

afterEach(() => {
  cleanup();
  opened.length = 0;
  vi.unstubAllGlobals();
});

const board = JSON.stringify({ board: 'nrw', seats: [] });

describe('a live board in the browser', () => {
  it('follows the room’s stream with the API key, hands over each board, and closes it when the page goes', () => {
    const boards: unknown[] = [];
    const { result, unmount } = renderHook(() => useLiveBoard('nrw', (b) => boards.push(b)));
    expect(opened).toHaveLength(1);
    expect(opened[0]!.url).toMatch(/\/api\/v1\/dashboards\/nrw\/events$/);
    expect(opened[0]!.headers['x-api-key']).toBeTruthy();
    expect(opened[0]!.headers.accept).toBe('text/event-stream');
    expect(result.current).toBe('connecting');
    act(() => opened[0]!.emit('board', board));
    expect(result.current).toBe('live');
    expect(boards).toEqual([{ board: 'nrw', seats: [] }]);
    act(() => opened[0]!.emit('error'));
    expect(result.current).toBe('reconnecting');
    unmount();
    expect(opened[0]!.closed).toBe(true);
  });

  it('asks a booking page’s map again at each change, not for the first board (the map has it already)', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveQuery('refresh-lounge', ['refresh', 'seats']), { wrapper });
    expect(opened[0]!.url).toMatch(/dashboards\/refresh-lounge\/events$/);
    act(() => opened[0]!.emit('board', board));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => opened[0]!.emit('board', board));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['refresh', 'seats'] });
  });

  it('opens nothing for a room without a stream', () => {
    renderHook(() => useLiveBoard(null, () => undefined));
    expect(opened).toHaveLength(0);
  });
});
