import pg from 'pg';

/**
 * Tells the server's in-memory caches (the signed-in sessions, GET /api/user) when what they hold may be out of
 * date, so they can skip the database on reads without ever serving a change late:
 * - every write statement or commit that ends in this process moves `generation` (hooked on the driver by
 *   `openDatabase`, so no code path can forget it) — seen before the writer's caller goes on;
 * - on PostgreSQL, the writes of other processes too: triggers on the tables these caches read announce them
 *   (`pg_notify('batir_cached_reads', table)`, migration 0033) and a dedicated connection LISTENs.
 * An entry is served only under the generation read before it was filled, and only while the feed is
 * `reliable`: always on PGlite (one process), on PostgreSQL only while listening (a lost connection may have
 * missed announcements: caches are bypassed until it is back, and everything older is dropped).
 */
export type ChangeFeed = {
  readonly generation: number;
  readonly reliable: boolean;
  /** A change has ended: every entry filled before is out of date. */
  bump(): void;
  /** Starts listening (PostgreSQL); resolves once listening or after a first failure, retried in the background. */
  start(): Promise<void>;
  close(): Promise<void>;
};

export const CHANGES_CHANNEL = 'batir_cached_reads';
/** Pause before listening again after the connection is lost. */
const RECONNECT_DELAY_MS = 1000;

/**
 * Statements that cannot change data; anything else (begin, commit, insert…) moves the generation when done.
 * A `with` query (the lists, the searches) is a read unless a word of it could write: a data-modifying CTE
 * (`with … insert`), or a row lock. Taken as a write, every list and search emptied the caches above.
 */
export const isReadStatement = (text: string) =>
  (/^\s*\(?\s*select\b/i.test(text) && !/\bfor\s+update\b/i.test(text)) ||
  (/^\s*with\b/i.test(text) && !/\b(insert|update|delete|merge|call|for\s+share)\b/i.test(text));

/** The feed of an embedded database: one process, its own writes are all there is. */
export function localChangeFeed(): ChangeFeed {
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    reliable: true,
    bump() {
      generation += 1;
    },
    start: async () => {},
    close: async () => {},
  };
}

/** The feed of a PostgreSQL database shared with other processes. */
export function postgresChangeFeed(options: { url: string; onError?: (error: Error) => void }): ChangeFeed {
  let generation = 0;
  let listening = false;
  let client: pg.Client | null = null;
  let closed = false;
  let started: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = (error?: Error) => {
    if (error) options.onError?.(error);
    listening = false;
    generation += 1;
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    // A dead client's errors must not reach the process.
    dead?.on('error', () => {});
    dead?.end().catch(() => {});
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void listen();
      }, RECONNECT_DELAY_MS);
      retry.unref();
    }
  };

  async function listen(): Promise<void> {
    if (closed || client) return;
    const next = new pg.Client({ connectionString: options.url, keepAlive: true });
    client = next;
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', () => {
      generation += 1;
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      if (client !== next) return;
      // What changed while nobody listened is unknown: everything cached before is dropped.
      generation += 1;
      listening = true;
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  }

  return {
    get generation() {
      return generation;
    },
    get reliable() {
      return listening;
    },
    bump() {
      generation += 1;
    },
    start() {
      started ??= listen();
      return started;
    },
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}
