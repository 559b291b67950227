import type { ChangeFeed } from '../db/change-feed';

/**
 * Values read from the database, kept in this process while nothing they may depend on has changed: an entry
 * is served only if the change feed has not moved since before it was read (db/change-feed.ts), and before its
 * own deadline (`until`, at most `ttlMs` after the read). Without a feed (some tests, tools), nothing is kept.
 * Errors are not kept: a refused read is made again next time.
 */
export type ReadCache<V> = {
  get(key: string, read: () => Promise<{ value: V; until?: number }>): Promise<V>;
};

export function createReadCache<V>(
  changes: ChangeFeed | undefined,
  options: { maxEntries: number; ttlMs: number },
): ReadCache<V> {
  const entries = new Map<string, { value: V; generation: number; until: number }>();
  return {
    async get(key, read) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && changes?.reliable && hit.generation === changes.generation && now < hit.until)
        return hit.value;
      // Taken before the read: a change that ends while it runs makes what it returns out of date at once.
      const generation = changes?.generation;
      const { value, until = Number.POSITIVE_INFINITY } = await read();
      if (changes?.reliable && generation === changes.generation) {
        // Old generations are never served again; past the bound they all go at once.
        if (entries.size >= options.maxEntries) entries.clear();
        entries.set(key, { value, generation, until: Math.min(until, now + options.ttlMs) });
      }
      return value;
    },
  };
}
