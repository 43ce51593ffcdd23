import type { AnalyticsEvent } from '@tea/shared/analytics/analytics.schema';
import { apiHeaders, apiUrl } from './api-client';

const FLUSH_DELAY_MS = 2000;
const MAX_BATCH = 50;
const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is queued in one request; keepalive lets it finish while the page unloads, with its headers. */
export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BATCH);
    void fetch(apiUrl('/analytics/events'), {
      method: 'POST',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      keepalive: true,
    }).catch(() => undefined);
  }
}

/** Queues an event with the browser's time of it: the server leaves out one stamped far from its own. */
export function track(type: AnalyticsEvent['type'], path: string): void {
  queue.push({ type, path: path.slice(0, 512) || '/', at: new Date().toISOString() });
  if (queue.length >= MAX_BATCH) return flushAnalytics();
  timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushAnalytics);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
}
