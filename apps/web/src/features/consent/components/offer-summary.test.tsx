// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { opportunityOf } from '../consent-test-kit';
import { OfferSummary } from './offer-summary';

beforeEach(() => initI18n());
afterEach(async () => {
  await changeLanguage('en');
});

/** Rs 1,00,000 over 12 months at 2.5% flat: Rs 1,30,000, eleven EMIs of 10,833.34 and a last of 10,833.26. */
const oddPaise = opportunityOf({
  amount: 10_000_000,
  emiAmount: 1_083_334,
  installmentAmount: 1_083_326,
  schedule: Array.from({ length: 12 }, (_, index) => ({
    instalmentNo: index + 1,
    dueDate: `2027-${String(index + 1).padStart(2, '0')}-05`,
    outstandingPrincipal: 0,
    principal: 0,
    interest: 0,
    instalment: index === 11 ? 1_083_326 : 1_083_334,
  })),
  kfs: { ...opportunityOf().kfs!, totalRepayable: 13_000_000 },
});

const row = (name: string) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((item) => item.textContent?.startsWith(name))?.textContent;

describe('the offer summary (spec 001 §2.2)', () => {
  it('states the EMI of the schedule, the last EMI where it differs, and the total the instalments repay', () => {
    render(<OfferSummary opportunity={oddPaise} />);
    expect(row('EMI')).toBe('EMI₹10,833.34 (last EMI ₹10,833.26)');
    expect(row('Total amount to repay')).toBe('Total amount to repay₹1,30,000');
  });

  it('states one EMI alone when every instalment is the same', () => {
    render(<OfferSummary opportunity={opportunityOf()} />);
    expect(row('EMI')).toBe('EMI₹5,416.67');
  });

  it('says the last EMI in Hindi', async () => {
    await act(async () => {
      await changeLanguage('hi');
    });
    render(<OfferSummary opportunity={oddPaise} />);
    expect(screen.getByText('₹10,833.34 (अंतिम EMI ₹10,833.26)')).toBeTruthy();
  });
});
