import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { billPaidOn } from './credit-line-bill-paid-on.ts';

const bill = { billDate: isoDate('2026-05-01'), dueDate: isoDate('2026-05-05'), owed: 1_000_00, unpaid: 0 };
const paid = (receivedOn: string, amount: number) => ({ receivedOn: isoDate(receivedOn), paid: amount });

describe('the day a credit line bill was paid', () => {
  it('is the day the repayments since the bill reached what it asked', () => {
    const repayments = [paid('2026-04-20', 5_000_00), paid('2026-05-09', 600_00), paid('2026-05-03', 500_00)];
    expect(billPaidOn(bill, repayments)).toBe('2026-05-09');
  });

  it('is its due date when it was paid before it was made, and none while unpaid', () => {
    expect(billPaidOn(bill, [paid('2026-04-20', 5_000_00)])).toBe('2026-05-05');
    expect(billPaidOn({ ...bill, unpaid: 1 }, [paid('2026-05-02', 5_000_00)])).toBeNull();
  });
});
