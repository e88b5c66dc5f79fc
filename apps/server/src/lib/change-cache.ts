import type { Database } from '../db/database.ts';

/**
 * A read kept in memory until the database says it changed. Triggers on the tables a read comes
 * from `pg_notify(channel, key)` as their rows change (in the writing transaction, so only once it
 * commits; '*' for everything), and every instance hears them (`Database.listen`). The embedded
 * database hears its own as the committing statement ends, so a read after a write never finds
 * the old value; on PostgreSQL another instance hears it within the notification's delivery.
 *
 * It keeps nothing while it cannot hear (before it listens, or while the listening connection is
 * down and notifications are lost), forgets everything when hearing stops or starts again, and
 * stores a value only if nothing changed while it was being read. An entry also lapses after
 * `lifetimeMs`, a bound on any change no trigger reports.
 */
export type ChangeCache<V> = {
  /** The value of `key` as `load` reads it, or as it was kept: `stamp` must match (a date, say). */
  read(key: string, stamp: string, load: () => Promise<V>): Promise<V>;
  /** Forgets `key` now (this instance's own change, before its notification arrives). */
  forget(key: string): void;
  /** Starts hearing the channel; the returned function stops it. */
  start(): Promise<() => Promise<void>>;
  /** For tests and metrics: entries kept, and reads answered from memory. */
  readonly size: number;
  readonly hits: number;
};

export type ChangeCacheOptions = {
  channel: string;
  /** The most entries kept; the oldest go first. */
  capacity: number;
  lifetimeMs: number;
  now?: () => number;
};

export function createChangeCache<V>(
  database: Pick<Database, 'listen'>,
  options: ChangeCacheOptions,
): ChangeCache<V> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { stamp: string; value: V; until: number }>();
  let hearing = false;
  /** Moves at every change heard: a read that saw it move while it ran keeps nothing. */
  let changes = 0;
  let hits = 0;

  const forget = (key: string) => {
    changes += 1;
    if (key === '*') entries.clear();
    else entries.delete(key);
  };

  return {
    async read(key, stamp, load) {
      if (!hearing) return load();
      const kept = entries.get(key);
      if (kept && kept.stamp === stamp && kept.until > now()) {
        hits += 1;
        return kept.value;
      }
      const before = changes;
      const value = await load();
      if (hearing && changes === before) {
        entries.delete(key);
        entries.set(key, { stamp, value, until: now() + options.lifetimeMs });
        if (entries.size > options.capacity) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
      }
      return value;
    },
    forget,
    async start() {
      return database.listen(options.channel, forget, (now) => {
        // Whatever changed while deaf went unheard: nothing kept survives a change of hearing.
        forget('*');
        hearing = now;
      });
    },
    get size() {
      return entries.size;
    },
    get hits() {
      return hits;
    },
  };
}
