import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { requestLanguage } from './api-client';
import { queryClientConfig } from './query-client';
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
