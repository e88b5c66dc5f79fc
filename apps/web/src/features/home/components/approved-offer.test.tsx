// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ApprovedOffer } from './approved-offer';

beforeEach(() => initI18n());

const offer = {
  lenderId: 174,
  amount: 10_000_000,
  tenureMonths: 12,
  emiAmount: 1_083_334,
  interestPercent: 30,
  processingFee: 200_000,
  dueDayOfMonth: 7,
};

const rowsOf = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the approved offer on home', () => {
  it('states a term loan with its EMI and flat rate', () => {
    render(<ApprovedOffer approval={offer} />);
    expect(rowsOf()).toContain('EMI₹10,833.34 per month');
    expect(rowsOf()).toContain('Interest30% p.a. (flat)');
  });

  it('states a credit line by its limit, with interest only on what is withdrawn and bills due on the 5th; no EMI', () => {
    render(<ApprovedOffer approval={{ ...offer, isCreditLine: true }} />);
    expect(screen.getByRole('table', { name: 'Your credit line offer' })).toBeTruthy();
    const rows = rowsOf();
    expect(rows).toContain('Credit limit₹1,00,000');
    expect(rows).toContain('Interest30% a year, only on what you withdraw');
    expect(rows).toContain('Bill due date5th of every month');
    expect(rows.some((row) => row?.startsWith('EMI'))).toBe(false);
  });
});
