import { describe, expect, it } from 'vitest';

import { createChangeCache } from './change-cache.ts';

/** A database's LISTEN as the cache sees it: the test says what is heard and when hearing stops. */
function fakeListen() {
  let onMessage: (payload: string) => void = () => {};
  let onHearing: (hearing: boolean) => void = () => {};
  return {
    database: {
      async listen(_channel: string, message: typeof onMessage, hearing?: typeof onHearing) {
        onMessage = message;
        onHearing = hearing ?? (() => {});
        onHearing(true);
        return async () => onHearing(false);
      },
    },
    notify: (payload: string) => onMessage(payload),
    hearing: (now: boolean) => onHearing(now),
  };
}

function counter() {
  let reads = 0;
  const load = (value: string) => async () => {
    reads += 1;
    return `${value}#${reads}`;
  };
  return { load, reads: () => reads };
}

describe('a read kept until the database says it changed', () => {
  const options = { channel: 'test', capacity: 3, lifetimeMs: 60_000 };

  it('reads every time until it hears, then keeps a read until its key is notified', async () => {
    const feed = fakeListen();
    const cache = createChangeCache<string>(feed.database, options);
    const { load, reads } = counter();
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#1');
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#2');

    await cache.start();
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#3');
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#3');
    expect(await cache.read('u2', 'd', load('b'))).toBe('b#4');
    feed.notify('u1');
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#5');
    expect(await cache.read('u2', 'd', load('b'))).toBe('b#4');
    feed.notify('*');
    expect(await cache.read('u2', 'd', load('b'))).toBe('b#6');
    expect(reads()).toBe(6);
    expect(cache.hits).toBe(2);
  });

  it('reads again when the stamp differs (the day turned) or the entry outlived its lifetime', async () => {
    let now = 0;
    const feed = fakeListen();
    const cache = createChangeCache<string>(feed.database, { ...options, now: () => now });
    await cache.start();
    const { load } = counter();
    expect(await cache.read('u1', '2026-11-30', load('a'))).toBe('a#1');
    expect(await cache.read('u1', '2026-12-01', load('a'))).toBe('a#2');
    now += 59_999;
    expect(await cache.read('u1', '2026-12-01', load('a'))).toBe('a#2');
    now += 1;
    expect(await cache.read('u1', '2026-12-01', load('a'))).toBe('a#3');
  });

  it('keeps nothing read while a change was heard, nor anything across a stretch it could not hear', async () => {
    const feed = fakeListen();
    const cache = createChangeCache<string>(feed.database, options);
    await cache.start();
    const { load } = counter();
    // The change commits while the read is under way: its value may be the old one.
    const during = cache.read('u1', 'd', async () => {
      const value = await load('a')();
      feed.notify('u1');
      return value;
    });
    expect(await during).toBe('a#1');
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#2');
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#2');

    // The listening connection dropped: changes went unheard, so nothing is kept or served.
    feed.hearing(false);
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#3');
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#4');
    feed.hearing(true);
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#5');
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#5');
  });

  it('forgets a key at once when told, and keeps no failed read', async () => {
    const feed = fakeListen();
    const cache = createChangeCache<string>(feed.database, options);
    await cache.start();
    const { load } = counter();
    await cache.read('u1', 'd', load('a'));
    cache.forget('u1');
    expect(await cache.read('u1', 'd', load('a'))).toBe('a#2');
    await expect(cache.read('u9', 'd', () => Promise.reject(new Error('no such user')))).rejects.toThrow(
      'no such user',
    );
    expect(await cache.read('u9', 'd', load('z'))).toBe('z#3');
  });

  it('holds at most its capacity, letting the oldest go first', async () => {
    const feed = fakeListen();
    const cache = createChangeCache<string>(feed.database, options);
    await cache.start();
    const { load } = counter();
    for (const key of ['u1', 'u2', 'u3', 'u4']) await cache.read(key, 'd', load(key));
    expect(cache.size).toBe(3);
    expect(await cache.read('u2', 'd', load('u2'))).toBe('u2#2');
    expect(await cache.read('u1', 'd', load('u1'))).toBe('u1#5');
  });
});
