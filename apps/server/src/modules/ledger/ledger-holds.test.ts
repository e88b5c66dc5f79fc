import { randomUUID } from 'node:crypto';

import { isoDate } from '@kredo/domain/calendar-date';
import { credit, debit } from '@kredo/domain/ledger';
import { availableBalance } from '@kredo/domain/ledger-balances';
import { goldUnits } from '@kredo/domain/money';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDeps } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/database.ts';
import { accountsOwnedBy } from './ledger-accounts.ts';
import { balanceDifferences } from './ledger-balance-check.ts';
import { expireHolds, HoldResolvedError, placeHold, postHold, voidHold } from './ledger-holds.ts';
import { entryOfKey, postEntry } from './ledger.service.ts';

const now = new Date('2026-11-24T10:00:00Z');
const day = isoDate('2026-11-24');
const lender = 401;

describe('holds: reserve, then post or void, or expire', () => {
  let setup: Awaited<ReturnType<typeof createTestDeps>>;
  let db: Db;
  beforeAll(async () => {
    setup = await createTestDeps();
    db = setup.deps.db;
  });
  afterAll(() => setup.close());

  const buyGold = (holding: string, units: number) =>
    db.transaction((tx) =>
      postEntry(
        tx,
        {
          idempotencyKey: `buy:${randomUUID()}`,
          lenderId: lender,
          kind: 'receipt',
          businessDate: day,
          narration: 'Gold bought',
          lines: [
            debit('gold-in-vault', goldUnits(units)),
            credit('customer-gold', goldUnits(units), { subjectId: holding }),
          ],
        },
        now,
      ),
    );
  const sellHold = (
    holding: string,
    units: number,
    key = `sell:${randomUUID()}`,
    expiresAt: Date | null = null,
  ) =>
    db.transaction((tx) =>
      placeHold(
        tx,
        {
          idempotencyKey: key,
          lenderId: lender,
          kind: 'settlement',
          narration: 'Gold sell awaiting the vendor',
          expiresAt,
          lines: [
            debit('customer-gold', goldUnits(units), { subjectId: holding }),
            credit('gold-in-vault', goldUnits(units)),
          ],
        },
        now,
      ),
    );
  const gold = async (holding: string) => {
    const [account] = await accountsOwnedBy(db, holding);
    if (!account) throw new Error('no gold account');
    return account;
  };

  it('reserves a sell so the same gold cannot be sold twice, and posts it as one entry, once', async () => {
    const holding = randomUUID();
    await buyGold(holding, 10_000);
    const key = `sell:${randomUUID()}`;
    const first = await sellHold(holding, 6_000, key);
    expect((await sellHold(holding, 6_000, key)).placed).toBe(false);
    expect(first.placed).toBe(true);
    expect(await gold(holding)).toMatchObject({ postedCredits: 10_000, pendingDebits: 6_000 });
    expect(availableBalance(await gold(holding), 'liability')).toBe(4_000);
    // A second sell of more than is left is refused by the database.
    await expect(sellHold(holding, 5_000)).rejects.toThrow();
    const posted = await db.transaction((tx) => postHold(tx, key, day, now));
    const again = await db.transaction((tx) => postHold(tx, key, day, now));
    expect(again).toEqual({ entryId: posted.entryId, posted: false });
    expect(await gold(holding)).toMatchObject({ postedDebits: 6_000, pendingDebits: 0 });
    expect(await entryOfKey(db, `hold:${key}`)).toMatchObject({ kind: 'settlement', lenderId: lender });
    await expect(db.transaction((tx) => voidHold(tx, key, now))).rejects.toThrow(HoldResolvedError);
  });

  it('releases a voided hold, which can then never post', async () => {
    const holding = randomUUID();
    await buyGold(holding, 2_000);
    const key = `sell:${randomUUID()}`;
    await sellHold(holding, 2_000, key);
    await db.transaction((tx) => voidHold(tx, key, now));
    expect(await gold(holding)).toMatchObject({ pendingDebits: 0, postedDebits: 0 });
    await expect(db.transaction((tx) => postHold(tx, key, day, now))).rejects.toThrow(/already voided/);
    expect(await entryOfKey(db, `hold:${key}`)).toBeUndefined();
  });

  it('voids at its expiry what nobody resolved, and leaves the rest', async () => {
    const holding = randomUUID();
    await buyGold(holding, 3_000);
    await sellHold(holding, 1_000, `sell:${randomUUID()}`, new Date('2026-11-24T10:15:00Z'));
    await sellHold(holding, 1_000, `sell:${randomUUID()}`, new Date('2026-11-24T11:00:00Z'));
    expect(await expireHolds(db, new Date('2026-11-24T10:20:00Z'))).toBe(1);
    expect(await gold(holding)).toMatchObject({ pendingDebits: 1_000 });
    expect(await expireHolds(db, new Date('2026-11-24T10:20:00Z'))).toBe(0);
  });

  it('keeps every stored balance equal to the journal and the pending holds, after any sequence', async () => {
    const operation = fc.record({
      kind: fc.constantFrom('buy', 'hold', 'post', 'void'),
      units: fc.integer({ min: 1, max: 5_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const holding = randomUUID();
        const open: { key: string; units: number }[] = [];
        let held = 0;
        let owned = 0;
        for (const { kind, units } of operations) {
          if (kind === 'buy') {
            await buyGold(holding, units);
            owned += units;
          } else if (kind === 'hold') {
            const key = `sell:${randomUUID()}`;
            const refused = owned - held < units;
            const attempt = sellHold(holding, units, key);
            if (refused) await expect(attempt).rejects.toThrow();
            else {
              await attempt;
              open.push({ key, units });
              held += units;
            }
          } else {
            const next = open.shift();
            if (!next) continue;
            if (kind === 'post') {
              await db.transaction((tx) => postHold(tx, next.key, day, now));
              owned -= next.units;
            } else await db.transaction((tx) => voidHold(tx, next.key, now));
            held -= next.units;
          }
        }
        const account = await gold(holding).catch(() => null);
        if (account) {
          expect(account.postedCredits - account.postedDebits).toBe(owned);
          expect(account.pendingDebits).toBe(held);
          expect(availableBalance(account, 'liability')).toBeGreaterThanOrEqual(0);
        }
        expect(await balanceDifferences(db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
