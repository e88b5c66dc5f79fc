import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { advanceCover } from './advance-cover.ts';
import { paise } from './money.ts';
import { instalmentDue } from './loan-servicing-test-kit.ts';

const emi = { principal: 833_333, interest: 250_001 };

describe('advanceCover', () => {
  it('pays the instalments oldest first, each in full before the next: the first paid in advance, the second in part', () => {
    const dues = [
      instalmentDue(2, '2026-02-05', emi),
      instalmentDue(1, '2026-01-05', emi),
      instalmentDue(3, '2026-03-05', emi),
    ];
    expect(advanceCover(dues, paise(1_083_334 + 200_000))).toEqual([
      { instalmentNumber: 1, unpaid: 1_083_334, advance: 1_083_334 },
      { instalmentNumber: 2, unpaid: 1_083_334, advance: 200_000 },
      { instalmentNumber: 3, unpaid: 1_083_334, advance: 0 },
    ]);
  });

  it('skips what is paid and counts an instalment’s charges as part of it', () => {
    const dues = [
      instalmentDue(1, '2026-01-05'),
      instalmentDue(2, '2026-02-05', { ...emi, penal: 50_000 }),
      instalmentDue(3, '2026-03-05', emi),
    ];
    expect(advanceCover(dues, paise(1_133_334 + 1))).toEqual([
      { instalmentNumber: 1, unpaid: 0, advance: 0 },
      { instalmentNumber: 2, unpaid: 1_133_334, advance: 1_133_334 },
      { instalmentNumber: 3, unpaid: 1_083_334, advance: 1 },
    ]);
  });

  it('covers nothing without an advance', () => {
    expect(advanceCover([instalmentDue(1, '2026-01-05', emi)], paise(0))).toEqual([
      { instalmentNumber: 1, unpaid: 1_083_334, advance: 0 },
    ]);
  });

  it('never spends more than the advance, nor more than an instalment owes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 24 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        (owed, advance) => {
          const dues = owed.map((amount, index) =>
            instalmentDue(index + 1, `2026-${String((index % 12) + 1).padStart(2, '0')}-05`, {
              principal: amount,
            }),
          );
          const cover = advanceCover(dues, paise(advance));
          const spent = cover.reduce((sum, row) => sum + row.advance, 0);
          expect(spent).toBe(Math.min(advance, owed.reduce((sum, amount) => sum + amount, 0)));
          for (const row of cover) expect(row.advance).toBeLessThanOrEqual(row.unpaid);
        },
      ),
    );
  });
});
