import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { bounceCharge, penalChargeDue, standardChargePolicy } from './loan-charges.ts';
import { instalmentDue } from './loan-servicing-test-kit.ts';
import { basisPoints, paise } from './money.ts';

const policy = standardChargePolicy;
const due = instalmentDue(2, '2026-04-05', { interest: 1_800, principal: 8_200 });

describe('the penal charge', () => {
  it('is Rs 500 at the day-end of the due date when the instalment is unpaid, once', () => {
    expect(penalChargeDue(due, isoDate('2026-04-04'), false, policy)).toBe(0);
    expect(penalChargeDue(due, isoDate('2026-04-05'), false, policy)).toBe(50_000);
    expect(penalChargeDue(due, isoDate('2026-05-20'), false, policy)).toBe(50_000);
    expect(penalChargeDue(due, isoDate('2026-04-06'), true, policy)).toBe(0);
  });

  it('is due on a part-paid instalment, but not on one whose principal and interest are paid', () => {
    const onlyInterestLeft = instalmentDue(2, '2026-04-05', { interest: 1 });
    expect(penalChargeDue(onlyInterestLeft, isoDate('2026-04-05'), false, policy)).toBe(50_000);
    const chargesLeft = instalmentDue(2, '2026-04-05', { fees: 29_500 });
    expect(penalChargeDue(chargesLeft, isoDate('2026-04-05'), false, policy)).toBe(0);
  });

  it('is the amount the lender’s policy names', () => {
    const other = { ...policy, penalPerMissedInstalment: paise(35_000) };
    expect(penalChargeDue(due, isoDate('2026-04-05'), false, other)).toBe(35_000);
  });
});

describe('the bounce charge', () => {
  it('is Rs 250, a penal charge with no GST', () => {
    expect(bounceCharge(policy)).toEqual({ charge: 25_000, gst: 0 });
  });

  it('rounds a GST a lender states half up to the paisa', () => {
    const taxed = { ...policy, bounceChargeGstRate: basisPoints(1_800) };
    expect(bounceCharge({ ...taxed, bounceCharge: paise(25_025) }).gst).toBe(4_505); // 4,504.5
    expect(bounceCharge({ ...policy, bounceChargeGstRate: basisPoints(0) }).gst).toBe(0);
  });
});
