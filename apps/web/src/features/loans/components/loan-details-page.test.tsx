// @vitest-environment happy-dom
import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { loansPaths } from '@kredo/contract/loans';
import { messages } from '@kredo/contract/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { callsTo, inDays, loanId, loanOf, loansServer, repaymentOptionsOf } from '../loans-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

const atDetails = () => renderApp(`/loans/details?loan_id=${loanId}`);
const heading = () => screen.findByRole('heading', { level: 1, name: 'Loan details' });

describe("a term loan's payment details (spec 001 §2.10)", () => {
  it('shows the details card, the loan account number, Pay, the bank to repay to and the lender', async () => {
    loansServer({ loans: [loanOf({}, { disbursalDate: '2026-01-10' })] });
    await atDetails();
    await heading();
    const facts = screen.getByRole('table', { name: 'Loan figures' });
    const rows = within(facts)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Loan amount₹50,000',
      'Tenure12 months',
      'Interest30% p.a.',
      'EMI₹5,416.67',
      'Processing fee₹1,500 + GST ₹270',
      'Disbursal date10 Jan 2026',
    ]);
    expect(screen.getByText('KAV-LN-000123')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
    const bank = screen.getByRole('table', { name: 'Repayment bank account' });
    expect(bank.textContent).toContain('Kaveri Capital Collections');
    expect(bank.textContent).toContain('50200012345678');
    expect(bank.textContent).toContain('HDFC0001234');
    expect(bank.textContent).toContain('Current');
    const lender = screen.getByRole('region', { name: 'Lender' });
    expect(within(lender).getByRole('link', { name: 'care@kaveri.example' }).getAttribute('href')).toBe(
      'mailto:care@kaveri.example',
    );
    expect(within(lender).getByRole('link', { name: '1800-111-2222' })).toBeTruthy();
    // Nothing is wrong with a loan paid up to date.
    expect(screen.queryByText('Your account is now overdue, please pay your dues')).toBeNull();
  });

  it('states one EMI, the last EMI where it differs, and the total the instalments repay', async () => {
    const schedule = [
      ...Array.from({ length: 11 }, (_, index) => ({
        date: inDays(30 * index + 5),
        paid_date: null,
        amount: 1_083_334,
      })),
      { date: inDays(335), paid_date: null, amount: 1_083_326 },
    ];
    loansServer({
      loans: [loanOf({ repayment_schedules: schedule }, { amount: 10_000_000, emiAmount: 1_083_334 })],
    });
    await atDetails();
    await heading();
    const rows = within(screen.getByRole('table', { name: 'Loan figures' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('EMI₹10,833.34 (last EMI ₹10,833.26)');
    expect(rows).toContain('Total repayment₹1,30,000');
    // The calendar says the same: eleven EMIs of ₹10,833.34 and the last.
    const amounts = within(screen.getByRole('list', { name: 'EMI calendar' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.match(/₹[\d,.]+/)?.[0]);
    expect(new Set(amounts.slice(0, 11))).toEqual(new Set(['₹10,833.34']));
    expect(amounts[11]).toBe('₹10,833.26');

    await changeLanguage('hi');
    expect(await screen.findByText('₹10,833.34 (अंतिम EMI ₹10,833.26)')).toBeTruthy();
    expect(screen.getByText('कुल चुकौती')).toBeTruthy();
  });

  it('leaves the total repayment out once the loan is closed: it is not what a foreclosure paid', async () => {
    const schedule = [
      { date: inDays(-30), paid_date: inDays(-30), amount: 1_083_334 },
      { date: inDays(0), paid_date: null, amount: 1_083_326 },
    ];
    loansServer({
      loans: [loanOf({ is_closed: true, repayment_schedules: schedule }, { status: 'PRE_CLOSED' })],
    });
    await atDetails();
    await heading();
    const facts = screen.getByRole('table', { name: 'Loan figures' }).textContent ?? '';
    expect(facts).toContain('EMI₹10,833.34 (last EMI ₹10,833.26)');
    expect(facts).not.toContain('Total repayment');
  });

  it('copies the loan account number', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    loansServer();
    await atDetails();
    await heading();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy loan account number' }));
    });
    expect(writeText).toHaveBeenCalledWith('KAV-LN-000123');
    expect(await screen.findByText('Loan account number copied')).toBeTruthy();
  });

  it.each([
    ['ACTIVATED', messages.nachActivated],
    ['IN_PROCESS', messages.nachInProcess],
    ['REJECTED', messages.nachRejected],
  ] as const)("shows the mandate's status bar: %s", async (nachStatus, text) => {
    loansServer({ loans: [loanOf({}, { nachStatus })] });
    await atDetails();
    const bar = await screen.findByRole('status', { name: 'Mandate status' });
    expect(bar.textContent).toContain(text);
  });

  describe('once the mandate debits nothing more (a matured loan, or an overdue one past its last due date)', () => {
    const payInApp =
      'Your EMIs are no longer collected from your bank account through the mandate. Please pay your dues here in the app.';
    const pastLastDueDate = [
      { date: inDays(-40), paid_date: inDays(-40) },
      { date: inDays(-10), paid_date: null },
    ];

    it.each([
      ['matured', loanOf({ is_expired: true, repayment_schedules: pastLastDueDate })],
      ['overdue past its last due date', loanOf({ repayment_schedules: pastLastDueDate })],
    ])('says to pay the dues in the app, not to keep a balance for the mandate: %s', async (_, loan) => {
      loansServer({ loans: [loan] });
      await atDetails();
      const bar = await screen.findByRole('status', { name: 'Mandate status' });
      expect(bar.textContent).toBe(payInApp);
      expect(screen.queryByText(messages.nachActivated)).toBeNull();
    });

    it('keeps the mandate status while a debit is being presented', async () => {
      const server = loansServer({
        loans: [loanOf({ is_expired: true, repayment_schedules: pastLastDueDate })],
        options: repaymentOptionsOf({ nachPresentationInProcess: true }),
      });
      await atDetails();
      await waitFor(() =>
        expect(callsTo(server, loanPaymentPaths.repaymentOptions).length).toBeGreaterThan(0),
      );
      const bar = await screen.findByRole('status', { name: 'Mandate status' });
      expect(bar.textContent).toContain(messages.nachActivated);
      expect(screen.queryByText(payInApp)).toBeNull();
    });

    it('keeps the mandate status on an overdue loan with a due date ahead: its debit takes the arrears', async () => {
      loansServer({
        loans: [loanOf({ repayment_schedules: [...pastLastDueDate, { date: inDays(20), paid_date: null }] })],
      });
      await atDetails();
      const bar = await screen.findByRole('status', { name: 'Mandate status' });
      expect(bar.textContent).toContain(messages.nachActivated);
    });

    it('says so in Hindi', async () => {
      await changeLanguage('hi');
      loansServer({ loans: [loanOf({ is_expired: true, repayment_schedules: pastLastDueDate })] });
      await atDetails();
      const bar = await screen.findByRole('status', { name: 'मैंडेट की स्थिति' });
      expect(bar.textContent).toBe(
        'आपकी EMI अब मैंडेट से आपके बैंक खाते से नहीं ली जाएगी। कृपया अपना बकाया यहीं ऐप में चुकाएँ।',
      );
    });
  });

  it("says 'Your account is now overdue, please pay your dues' once a due date has passed unpaid", async () => {
    loansServer({
      loans: [
        loanOf({
          repayment_schedules: [
            { date: inDays(-3), paid_date: null },
            { date: inDays(27), paid_date: null },
          ],
        }),
      ],
    });
    await atDetails();
    expect(await screen.findByText('Your account is now overdue, please pay your dues')).toBeTruthy();
  });

  it("says 'Your loan is matured' when its term is over", async () => {
    loansServer({ loans: [loanOf({ is_expired: true })] });
    await atDetails();
    expect(await screen.findByText('Your loan is matured')).toBeTruthy();
    expect(screen.queryByText('Your loan has been closed and all dues are paid!')).toBeNull();
  });

  it('says a closed loan is closed with all dues paid, offers the NOC and no Pay', async () => {
    loansServer({ loans: [loanOf({ is_closed: true, is_expired: true }, { status: 'CLOSED' })] });
    await atDetails();
    expect(await screen.findByText('Your loan has been closed and all dues are paid!')).toBeTruthy();
    expect(screen.queryByText('Your loan is matured')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download NOC' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Statement of account' })).toBeTruthy();
  });

  it('offers no NOC while the loan is open', async () => {
    loansServer();
    await atDetails();
    await heading();
    expect(screen.queryByRole('button', { name: 'Download NOC' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Statement of account' })).toBeTruthy();
  });

  it("says so when the loan is not among the borrower's, with the way back to the list", async () => {
    loansServer();
    await renderApp('/loans/details?loan_id=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('We could not find this loan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Loans' }).getAttribute('href')).toBe('/loans');
  });

  it("says 'Something Went Wrong.' when the loans call fails", async () => {
    loansServer({}, (_call, path) =>
      path === loansPaths.userLoans
        ? Response.json({ code: 'BAD', message: 'No' }, { status: 400 })
        : undefined,
    );
    await atDetails();
    expect(await screen.findByText('Something Went Wrong.')).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    await changeLanguage('hi');
    loansServer({ loans: [loanOf({ is_closed: true }, { status: 'CLOSED' })] });
    await atDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'लोन का विवरण' })).toBeTruthy();
    expect(screen.getByText('आपका लोन बंद हो गया है और सभी बकाया चुका दिए गए हैं!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'NOC डाउनलोड करें' })).toBeTruthy();
  });
});
