// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { field, personalLoanFields, productCode, serve } from '../test-kit';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the products screen', () => {
  it("shows each product's picture, amount range, tenures and rate, and an example loan's EMI, total cost and APR", async () => {
    serve();
    await renderApp('/loan-application/product');

    const card = await screen.findByRole('region', { name: 'Personal Loan' });
    expect(card.querySelector('img[src="/products/personal-loan.svg"][alt=""]')).toBeTruthy();
    expect(rowsOf(within(card).getByRole('table', { name: 'What Personal Loan offers' }))).toEqual([
      'Amount₹25,001 to ₹4,00,000',
      'Tenure3 to 12 months',
      'Interest2.5% a month (flat)',
    ]);
    // ₹50,000 over 12 months at 2.5% flat a month: interest ₹1,250 a month, ₹15,000 in all, so
    // ₹65,000 repaid in 12 instalments, the largest ₹5,416.67. Fees: 2% processing ₹1,000 + 18%
    // GST ₹180, 0.5% convenience ₹250 + GST ₹45: ₹1,475. Cost: ₹15,000 + ₹1,475 = ₹16,475. The
    // APR is the yearly IRR of ₹48,525 paid out against those instalments.
    const example = within(card).getByRole('table', { name: 'For example, ₹50,000 over 12 months' });
    expect(rowsOf(example)).toEqual([
      'EMI₹5,416.67 a month',
      'Total cost (interest and fees)₹16,475',
      'APR57.73%',
    ]);
    expect(within(card).getByRole('button', { name: 'Apply for Personal Loan' })).toBeTruthy();
  });

  it("says the product's name, description and figures in Hindi", async () => {
    await changeLanguage('hi');
    try {
      serve();
      await renderApp('/loan-application/product');
      const card = await screen.findByRole('region', { name: 'पर्सनल लोन' });
      expect(within(card).getByRole('heading', { name: 'पर्सनल लोन' })).toBeTruthy();
      expect(
        within(card).getByText('आपकी ज़रूरतों के लिए ₹25,000 से अधिक और ₹4 लाख तक, 3 से 12 महीनों के लिए।'),
      ).toBeTruthy();
      expect(within(card).getByText('₹25,001 से ₹4,00,000')).toBeTruthy();
      expect(within(card).getByText('₹5,416.67 प्रति माह')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});

describe("the Required Fields checklist's loan summary", () => {
  /** The personal loan's fields with Loan Details holding `amount` (paise) and `tenure`. */
  function fieldsAsking(amount: number | null, tenure: string | null) {
    const fields = personalLoanFields();
    return {
      ...fields,
      required_fields: {
        ...fields.required_fields,
        LOAN_DETAILS: [
          field('loanRequest.amount', 'Loan Amount', { type: 'number', unit: 'paise', value: amount }),
          field('loanRequest.tenure', 'Tenure (months)', { type: 'dropdown', value: tenure }),
        ],
      },
    };
  }

  it('shows the amount, tenure, EMI, total cost and APR of the loan asked for before APPLY FOR LOAN', async () => {
    serve({ fields: fieldsAsking(10_000_000, '6') });
    await renderApp(`/loan-application/application-field?productCode=${productCode}`);

    const summary = await screen.findByRole('table', { name: 'Your loan' });
    // ₹1,00,000 over 6 months: interest ₹2,500 a month, ₹15,000 in all; ₹1,15,000 in 6
    // instalments, the largest ₹19,166.67. Fees: ₹2,000 + GST ₹360 and ₹500 + GST ₹90 = ₹2,950.
    expect(rowsOf(summary)).toEqual([
      'Loan amount₹1,00,000',
      'Tenure6 months',
      'EMI₹19,166.67 a month',
      'Total cost (interest and fees)₹17,950',
      'APR60.9%',
    ]);
    const apply = screen.getByRole('button', { name: 'APPLY FOR LOAN' });
    expect(summary.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is left out until the loan details are given', async () => {
    serve({ fields: fieldsAsking(null, null) });
    await renderApp(`/loan-application/application-field?productCode=${productCode}`);
    expect(await screen.findByRole('button', { name: 'APPLY FOR LOAN' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Your loan' })).toBeNull();
  });
});
