import type { PgTable } from 'drizzle-orm/pg-core';

import type { AppDeps } from '../../src/app-deps.ts';
import type { Db } from '../../src/db/database.ts';

/**
 * Runs `meanwhile` between the app's next read from `table` and the code that awaits it: the
 * read has answered, and what it answered is handed on only once `meanwhile` is done. So a
 * concurrent request or decision lands exactly between a service's read and its write, on PGlite
 * (one connection, where each request's queries would otherwise run back to back) as on
 * PostgreSQL. The app's database is itself again once that read has answered.
 */
export function interleaveAfterNextRead(
  deps: AppDeps,
  table: PgTable,
  meanwhile: () => Promise<unknown>,
): { done: Promise<void> } {
  const db = deps.db;
  let fired: () => void = () => {};
  const done = new Promise<void>((resolve) => (fired = resolve));
  let armed = true;
  const delayed = (query: object): object =>
    new Proxy(query, {
      get(target, property, receiver) {
        if (property !== 'then') return Reflect.get(target, property, receiver) as unknown;
        return (ok?: (rows: unknown) => unknown, fail?: (error: unknown) => unknown) =>
          Promise.resolve(target as PromiseLike<unknown>)
            .then(async (rows) => {
              deps.db = db;
              await meanwhile();
              fired();
              return rows;
            })
            .then(ok, fail);
      },
    });
  deps.db = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const builder = (value as (...a: unknown[]) => { from: (t: unknown) => object }).apply(target, args);
        return new Proxy(builder, {
          get(inner, key, innerReceiver) {
            const method = Reflect.get(inner, key, innerReceiver) as unknown;
            if (key !== 'from' || typeof method !== 'function') return method;
            return (from: unknown) => {
              const query = (method as (t: unknown) => object).call(inner, from);
              if (from !== table || !armed) return query;
              armed = false;
              return delayed(query);
            };
          },
        });
      };
    },
  }) as Db;
  return { done };
}
