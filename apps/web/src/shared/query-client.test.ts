import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLanguage } from './api-client';
import { PortalQueryClient, queryClientConfig } from './query-client';
import { storage } from './storage';

afterEach(() => storage.remove('selectedLang'));

describe('the query cache', () => {
  it('asks again in the new language after the language changes, and keeps each language apart', async () => {
    const client = new QueryClient(queryClientConfig);
    let asked = 0;
    const statuses = () =>
      client.fetchQuery({ queryKey: ['admin', 'visits'], queryFn: async () => `${++asked}:${requestLanguage()}` });
    storage.set('selectedLang', 'ko');
    expect(await statuses()).toBe('1:ko');
    expect(await statuses()).toBe('1:ko'); // fresh: not asked again
    storage.set('selectedLang', 'en');
    expect(await statuses()).toBe('2:en');
    storage.set('selectedLang', 'ko');
    expect(await statuses()).toBe('1:ko');
    await client.invalidateQueries({ queryKey: ['admin'] }); // by key, in every language
    expect(
      client
        .getQueryCache()
        .findAll({ queryKey: ['admin'] })
        .every((q) => q.state.isInvalidated),
    ).toBe(true);
  });
});

describe('after a write', () => {
  it('asks again when a first read was still on its way: its answer may predate the write', async () => {
    const client = new PortalQueryClient(queryClientConfig);
    let status = 'pending';
    let asked = 0;
    const answers: (() => void)[] = [];
    // The first read leaves before the write and its answer (read before the write) arrives after it.
    const observer = new QueryObserver(client, {
      queryKey: ['admin', 'users', { q: 'haneul' }],
      queryFn: () => {
        asked += 1;
        const seen = status;
        return new Promise<string>((resolve) => answers.push(() => resolve(seen)));
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    status = 'approved';
    const invalidated = client.invalidateQueries({ queryKey: ['admin'] });
    answers[0]!();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();
    await invalidated;
    expect(asked).toBe(2);
    expect(observer.getCurrentResult().data).toBe('approved');
    unsubscribe();
  });
});
