import type { Client as PgClient } from 'pg';

/**
 * What the database layer keeps on PostgreSQL sessions of its own, outside the pool: session
 * advisory locks (one run of a name across instances) and LISTEN for notifications.
 */
type ConnectionErrors = { onIdleError?: (error: Error) => void };

type Hold = <T>(name: string, work: () => Promise<T>) => Promise<T | undefined>;

/** One run of a name at a time in this process; `across` adds the other instances' runs. */
export function localExclusive(across?: Hold): Hold {
  const running = new Set<string>();
  return async (name, work) => {
    if (running.has(name)) return undefined;
    running.add(name);
    try {
      return across ? await across(name, work) : await work();
    } finally {
      running.delete(name);
    }
  };
}

/**
 * Session advisory locks on one connection of their own (not the pool's: a lock held through a
 * sweep must not keep a pooled connection, and must stay on the session that took it). Its
 * statements are sent one at a time. A dropped connection frees every lock it held, so the next
 * hold opens a new one; a run under way when it drops keeps going, and may then meet another's.
 */
export function advisoryLocks(connect: () => PgClient, options: ConnectionErrors) {
  let current: { client: PgClient; ready: Promise<PgClient> } | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const open = (): Promise<PgClient> => {
    if (current) return current.ready;
    const made = connect();
    const entry = { client: made, ready: made.connect().then(() => made) };
    // Only if it is still the current one: a newer client keeps its place (and its locks).
    const forget = () => {
      if (current === entry) current = undefined;
    };
    made.on('error', (error) => {
      forget();
      options.onIdleError?.(error);
      void made.end().catch(() => undefined);
    });
    made.on('end', forget);
    entry.ready.catch(() => {
      forget();
      void made.end().catch(() => undefined);
    });
    current = entry;
    return entry.ready;
  };
  const query = (text: string, name: string) => {
    const next = queue.then(async () => (await open()).query(text, [name]));
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    async hold<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
      const taken = await query('select pg_try_advisory_lock(hashtext($1)) as taken', name);
      if (!(taken.rows[0] as { taken: boolean }).taken) return undefined;
      try {
        return await work();
      } finally {
        await query('select pg_advisory_unlock(hashtext($1))', name).catch(() => undefined);
      }
    },
    async close() {
      const last = current;
      current = undefined;
      await queue;
      if (last) await last.client.end().catch(() => undefined);
    },
  };
}

/**
 * LISTEN on a client of its own. A dropped connection, or one that cannot be opened, is tried
 * again after a growing wait (1 s to 30 s) until stopped; a failed client is always ended.
 */
export async function listenOn(
  connect: () => PgClient,
  channel: string,
  onMessage: (payload: string) => void,
  options: ConnectionErrors,
  onHearing: (hearing: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: PgClient | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wait = 1_000;
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void open().catch(() => undefined);
    }, wait);
    timer.unref();
    wait = Math.min(wait * 2, 30_000);
  };
  const open = async () => {
    const client = connect();
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      options.onIdleError?.(error);
      if (current === client) {
        current = undefined;
        onHearing(false);
      }
      void client.end().catch(() => undefined);
      retry();
    });
    // Closed by the server without an error first: deaf as well, and opened again.
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      onHearing(false);
      retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      void client.end().catch(() => undefined);
      retry();
      throw error;
    }
    if (stopped) return void (await client.end().catch(() => undefined));
    current = client;
    wait = 1_000;
    onHearing(true);
  };
  await open();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const closing = current;
    current = undefined;
    if (closing) onHearing(false);
    await closing?.end().catch(() => undefined);
  };
}
