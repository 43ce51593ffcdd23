/**
 * Answers a replica keeps for a moment (decision 0012): a read asked for again within the time
 * shares the answer already found or on its way, instead of asking the database again. A failed
 * read is not kept. Whoever changes what a cache holds on this replica clears it at once; another
 * replica shows the change within the time.
 *
 * A key still asked for in the second half of its time is read again in the background while the
 * answer it holds is served: under steady traffic nobody waits for the read that replaces an answer
 * (the tail of bench:visits was every reader of a list waiting, once a second, for its reload), and
 * no answer served is older than the time, counted from when its read began.
 */
export interface ShortCache {
  get<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
  clear(): void;
}

interface Entry {
  /** When its read began (machine time): the answer is as of then. */
  readAt: number;
  value: Promise<unknown>;
  settled: boolean;
  refreshing: boolean;
}

export function shortCache({ ttlMs = 1000, maxKeys = 500 }: { ttlMs?: number; maxKeys?: number } = {}): ShortCache {
  const entries = new Map<string, Entry>();

  /** Starts `load` as the key's answer; a real promise, run once: Drizzle's query builders run their query again on every `then`. */
  function read(key: string, load: () => PromiseLike<unknown>, now: number): Entry {
    const entry: Entry = { readAt: now, value: Promise.resolve(load()), settled: false, refreshing: false };
    entry.value.then(
      () => (entry.settled = true),
      () => {
        if (entries.get(key) === entry) entries.delete(key); // not a newer read of the key
      },
    );
    return entry;
  }

  function refresh(key: string, current: Entry, load: () => PromiseLike<unknown>, now: number): void {
    current.refreshing = true;
    const next = read(key, load, now);
    next.value.then(
      () => {
        // Kept only if nothing replaced or cleared the answer it refreshes meanwhile.
        if (entries.get(key) === current) entries.set(key, next);
      },
      () => (current.refreshing = false),
    );
  }

  return {
    get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      const now = performance.now(); // a cache's lifetime: machine time, not the rules' clock
      const hit = entries.get(key);
      if (hit && now - hit.readAt < ttlMs) {
        if (hit.settled && !hit.refreshing && now - hit.readAt >= ttlMs / 2) refresh(key, hit, load, now);
        return hit.value as Promise<T>;
      }
      if (entries.size >= maxKeys) entries.clear();
      const entry = read(key, load, now);
      entries.set(key, entry);
      return entry.value as Promise<T>;
    },
    clear: () => entries.clear(),
  };
}
