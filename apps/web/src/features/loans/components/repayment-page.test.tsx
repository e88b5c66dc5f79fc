// @vitest-environment happy-dom
import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { messages } from '@kredo/contract/messages';
import { formatDateInWords } from '@kredo/domain/date-entry';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  inDays,
  loanId,
  loansServer,
  paymentId,
  paymentOf,
  repaymentOptionsOf,
} from '../loans-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

async function atRepayment(
  state: Parameters<typeof loansServer>[0] = {},
  path = `/repayment?loan_id=${loanId}`,
) {
  const server = loansServer(state);
  await renderApp(path);
  await screen.findByRole('group', { name: 'What would you like to pay?' });
  return server;
}

const choices = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
const choose = async (name: RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name }));
  });
};
const submit = async (name: string | RegExp) => {
  const button = screen.getByRole('button', { name });
  await act(async () => {
    fireEvent.click(button);
  });
};
const typeAmount = async (text: string) => {
  await act(async () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount in ₹' }), { target: { value: text } });
  });
};

/** The gateway's page is left for through location.assign, recorded here. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', assign });
  return assign;
}

describe('the repayment screen (spec 001 §4.9)', () => {
  it("offers 'Pay dues' while something is due, the next EMI, the foreclosure valid today only, and another amount", async () => {
    await atRepayment({ options: repaymentOptionsOf({ dues: 600_000 }) });
    expect(screen.getByText('Loan account KAV-LN-000123')).toBeTruthy();
    expect(choices()).toEqual([
      'Pay dues₹6,000 due now',
      `Pay next EMI₹5,416.67, due on ${formatDateInWords(inDays(5))}`,
      'Prepay part of the loanFrom ₹5,416.67 up to ₹41,999: your EMI stays, your loan ends sooner',
      'Close the loan (foreclosure)₹43,210 closes your loan (valid today only)',
      'Another amountFrom ₹100 up to ₹43,210',
    ]);
    // What is due comes first.
    expect((screen.getByRole('radio', { name: /Pay dues/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay ₹6,000' })).toBeTruthy();
  });

  it("leaves out 'Pay dues' when nothing is due, and the next EMI after the last", async () => {
    await atRepayment({ options: repaymentOptionsOf({ dues: 0, nextEmi: null }) });
    expect(choices().map((text) => text?.split('₹')[0])).toEqual([
      'Prepay part of the loanFrom ',
      'Close the loan (foreclosure)',
      'Another amountFrom ',
    ]);
  });

  it('never offers a ₹0 choice nor a ₹0 Pay button: the next EMI the advance already covers is left out', async () => {
    await atRepayment({
      options: repaymentOptionsOf({ dues: 0, advance: 541_667, nextEmi: { amount: 0, dueDate: inDays(5) } }),
    });
    expect(choices().map((text) => text?.split('₹')[0])).toEqual([
      'Prepay part of the loanFrom ',
      'Close the loan (foreclosure)',
      'Another amountFrom ',
    ]);
    expect(screen.queryByText(/₹0\b/)).toBeNull();
    expect((screen.getByRole('radio', { name: /Prepay part/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('breaks the dues out: principal and interest overdue, penal and bounce charges, each with its amount', async () => {
    await atRepayment({
      options: repaymentOptionsOf({
        dues: 541_667 + 50_000 + 25_000,
        duesBreakdown: { principal: 400_000, interest: 141_667, penal: 50_000, bounce: 25_000 },
      }),
    });
    const rows = within(screen.getByRole('table', { name: 'What your dues are made of' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Principal overdue₹4,000',
      'Interest overdue₹1,416.67',
      'Penal charges₹500',
      'Bounce charges₹250',
      'Total₹6,166.67',
    ]);
  });

  it('leaves out the parts of the dues that are nil, and takes an advance off', async () => {
    await atRepayment({
      options: repaymentOptionsOf({
        dues: 40_000,
        advance: 10_000,
        duesBreakdown: { principal: 0, interest: 0, penal: 50_000, bounce: 0 },
      }),
    });
    const rows = within(screen.getByRole('table', { name: 'What your dues are made of' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Penal charges₹500', 'Less advance paid-₹100', 'Total₹400']);
  });

  it('shows no breakdown when nothing is due', async () => {
    await atRepayment();
    expect(screen.queryByRole('table', { name: 'What your dues are made of' })).toBeNull();
  });

  it('breaks the dues out in Hindi', async () => {
    await changeLanguage('hi');
    loansServer({
      options: repaymentOptionsOf({
        dues: 616_667,
        duesBreakdown: { principal: 400_000, interest: 141_667, penal: 50_000, bounce: 25_000 },
      }),
    });
    await renderApp(`/repayment?loan_id=${loanId}`);
    const table = await screen.findByRole('table', { name: 'आपके बकाया का ब्योरा' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['बकाया मूलधन₹4,000', 'बकाया ब्याज₹1,416.67', 'दंड शुल्क₹500', 'बाउंस शुल्क₹250', 'कुल₹6,166.67']);
  });

  it("shows the foreclosure quote's breakdown when chosen, an advance taken off", async () => {
    await atRepayment({
      options: repaymentOptionsOf({
        foreclosure: {
          total: 4_300_000,
          principal: 4_200_000,
          interest: 96_000,
          charges: 25_000,
          advance: 21_000,
          validOn: inDays(0),
        },
      }),
    });
    expect(screen.queryByRole('table', { name: 'What closing the loan pays' })).toBeNull();
    await choose(/Close the loan/);
    const rows = within(screen.getByRole('table', { name: 'What closing the loan pays' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Principal₹42,000',
      'Interest₹960',
      'Charges₹250',
      'Less advance paid-₹210',
      'Total₹43,000',
    ]);
    expect(screen.getByRole('button', { name: 'Pay ₹43,000' })).toBeTruthy();
  });

  it.each([
    ['99', messages.paymentAmountTooSmall],
    ['', messages.paymentAmountTooSmall],
    ['43,210.01', messages.paymentAmountTooLarge],
  ])(
    "refuses another amount of '%s' with the catalogue's words, and starts no payment",
    async (typed, message) => {
      const server = await atRepayment();
      await choose(/Another amount/);
      await typeAmount(typed);
      await submit(/^Pay/);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(callsTo(server, loanPaymentPaths.payments)).toEqual([]);
    },
  );

  it('says the amount rule in Hindi', async () => {
    await changeLanguage('hi');
    loansServer();
    await renderApp(`/repayment?loan_id=${loanId}`);
    const group = await screen.findByRole('group', { name: 'आप कितना भुगतान करना चाहते हैं?' });
    await act(async () => {
      fireEvent.click(within(group).getByRole('radio', { name: /कोई और राशि/ }));
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'राशि (₹ में)' }), { target: { value: '50' } });
    });
    await submit(/भुगतान करें/);
    expect(await screen.findByText('कृपया कम से कम ₹100 की राशि दर्ज करें।')).toBeTruthy();
  });

  it("starts the payment and takes the browser to the gateway's page, to come back to the result", async () => {
    const assign = stubLocation();
    const server = await atRepayment({ payments: [paymentOf({ purpose: 'AMOUNT', amount: 250_050 })] });
    await choose(/Another amount/);
    await typeAmount('2,500.50');
    await submit('Pay ₹2,500.50');
    const [call] = callsTo(server, loanPaymentPaths.payments);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      loanId,
      purpose: 'AMOUNT',
      amount: 250_050,
      returnUrl: 'http://localhost:8080/#/repayment/result?payment_id=',
    });
    expect(assign).toHaveBeenCalledWith('https://gateway.example/pay/plink_1');
    expect(localStorage.getItem('kredo.loans.lastPayment')).toBe(paymentId);
  });

  it('pays the next EMI with no amount of its own, under the partner segment', async () => {
    const assign = stubLocation();
    const server = await atRepayment({}, `/healwise/repayment?loan_id=${loanId}`);
    await submit('Pay ₹5,416.67');
    expect(callsTo(server, loanPaymentPaths.payments)[0]?.body).toEqual({
      loanId,
      purpose: 'NEXT_EMI',
      returnUrl: 'http://localhost:8080/#/healwise/repayment/result?payment_id=',
    });
    expect(assign).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal in the borrower's words", async () => {
    loansServer({}, (_call, path) =>
      path === loanPaymentPaths.repaymentOptions
        ? Response.json({ code: 'LOAN_CLOSED', message: messages.paymentLoanClosed }, { status: 409 })
        : undefined,
    );
    await renderApp(`/repayment?loan_id=${loanId}`);
    expect(await screen.findByText(messages.paymentLoanClosed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to loan details' }).getAttribute('href')).toBe(
      `/loans/details?loan_id=${loanId}`,
    );
  });
});
