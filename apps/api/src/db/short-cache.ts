/**
 * Answers a replica keeps for a moment (decision 0012): a read asked for again within the time
 * shares the answer already found or on its way, instead of asking the database again. A failed
 * read is not kept. Whoever changes what a cache holds on this replica clears it at once; another
 * replica shows the change within the time.
 */
export interface ShortCache {
  get<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
  clear(): void;
}

export function shortCache({ ttlMs = 1000, maxKeys = 500 }: { ttlMs?: number; maxKeys?: number } = {}): ShortCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      const now = performance.now(); // a cache's lifetime: machine time, not the rules' clock
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value as Promise<T>;
      if (entries.size >= maxKeys) entries.clear();
      // A real promise, run once: Drizzle's query builders run their query again on every `then`.
      const value = Promise.resolve(load());
      entries.set(key, { until: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key); // not a newer read of the key
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
