import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAnalytics, track } from './analytics';

const sent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([, init]) =>
    (JSON.parse((init as RequestInit).body as string) as { events: { path: string }[] }).events.map((e) => e.path),
  );

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  flushAnalytics();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analytics events', () => {
  it('batches page views for two seconds, then sends them in one request that outlives the page', () => {
    track('page_view', '/');
    track('page_view', '/parking');
    vi.advanceTimersByTime(1999);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sent(fetch)).toEqual([['/', '/parking']]);
    expect((fetch.mock.calls[0]![1] as RequestInit).keepalive).toBe(true);
  });

  it('stamps each event with the time it happened, not the time its batch leaves', () => {
    vi.setSystemTime(new Date('2026-12-07T01:00:00Z'));
    track('page_view', '/');
    vi.advanceTimersByTime(2000);
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      events: [{ type: 'page_view', path: '/', at: '2026-12-07T01:00:00.000Z' }],
    });
  });

  it('sends what is queued at once when the page is hidden or left, not two seconds later', () => {
    track('page_view', '/');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent(fetch)).toEqual([['/']]);
    track('page_view', '/parking');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent(fetch)).toEqual([['/'], ['/parking']]);
    vi.advanceTimersByTime(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
