// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { lineOpportunityOf, opportunityOf } from '../consent-test-kit';
import { CreditLineIllustration } from './credit-line-offer';
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

describe("a credit line's offer (its KFS)", () => {
  it('states the limit, the rate on what is withdrawn, both fees, the bill and due days and the APR; no EMI', () => {
    render(<OfferSummary opportunity={lineOpportunityOf()} />);
    expect(row('Credit limit')).toBe('Credit limit₹1,00,000');
    expect(row('You can withdraw for')).toBe('You can withdraw for12 months from activation');
    expect(row('Interest')).toBe('Interest30% a year, only on what you withdraw');
    expect(row('Processing fee')).toBe('Processing fee₹2,000 + GST, once, in your first bill');
    expect(row('Convenience fee')).toBe('Convenience fee2% of each withdrawal (at least ₹199) + GST');
    expect(row('Bill date')).toBe('Bill date1st of every month');
    expect(row('Due date')).toBe('Due date5th of every month');
    expect(row('APR')).toBe('APR (example below)180.54%');
    expect(row('EMI')).toBeUndefined();
  });

  it('shows the example drawdown bill by bill, with what is repaid in all, in English and Hindi', async () => {
    render(<CreditLineIllustration line={lineOpportunityOf().kfs!.creditLine!} />);
    const bills = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(bills.map((bill) => bill.textContent)).toEqual([
      '5 Dec 2026₹1,05,295.34₹1,00,000+ ₹575.34+ ₹4,720',
      '5 Jan 2027₹328.77₹0+ ₹328.77+ ₹0',
    ]);
    expect(
      screen.getByText('You repay ₹1,05,624.11 in all: ₹904.11 interest and ₹4,720 fees with GST.'),
    ).toBeTruthy();
    await act(async () => {
      await changeLanguage('hi');
    });
    expect(screen.getByText('उदाहरण: आज पूरी लिमिट की निकासी')).toBeTruthy();
  });
});
