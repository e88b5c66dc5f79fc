// @vitest-environment happy-dom
import { loansPaths } from '@kredo/contract/loans';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveAggregatorDetails } from '../../../lib/aggregator-details';
import { changeLanguage } from '../../../lib/i18n';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { renderApp } from '../../../test/render-app';
import { callsTo, creditLineOf, inDays, lineId, loansServer } from '../loans-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

const atDetails = (query = '') => renderApp(`/loans/rloc-details?loan_id=${lineId}${query}`);
const heading = () => screen.findByRole('heading', { level: 1, name: 'Credit line details' });
/** What the screen says of the line as a whole (the offline banner is a status too, always there). */
const notices = () =>
  screen
    .queryAllByRole('status')
    .map((status) => status.textContent)
    .filter(Boolean);
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe("a credit line's details (spec 001 §2.10, §4.9)", () => {
  it('shows the limit, the available limit, the outstanding, the interest rate and the last day', async () => {
    loansServer({ loans: [creditLineOf({}, {}, { expiresOn: '2027-03-31' })] });
    await atDetails();
    await heading();
    expect(rowsOf('Credit line figures')).toEqual([
      'Total limit₹1,00,000',
      'Available limit₹75,000',
      'Outstanding₹25,587.96',
      'Interest rate24% p.a.',
      'Valid till31 Mar 2027',
    ]);
    expect(screen.getByRole('link', { name: 'Repay' }).getAttribute('href')).toBe(
      `/repayment?loan_id=${lineId}`,
    );
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      `/loans/rloc-details/withdraw?loan_id=${lineId}`,
    );
    expect(screen.getByRole('region', { name: 'Lender' }).textContent).toContain('care@kaveri.example');
    // Nothing to say of a line far from its end.
    expect(notices()).toEqual([]);
  });

  it("shows the due's principal, interest and charges to 2 decimals, and its date", async () => {
    loansServer({
      loans: [
        creditLineOf({ due: { principal: 2_500_000, interest: 41_096, charges: 17_700, date: inDays(4) } }),
      ],
    });
    await atDetails();
    await heading();
    expect(rowsOf('What is due')).toEqual([
      'Principal₹25,000.00',
      'Interest₹410.96',
      'Charges₹177.00',
      'Total due₹25,587.96',
      `Due on${formatCalendarDate(inDays(4))}`,
    ]);
  });

  it('says nothing is due when the line owes nothing now', async () => {
    loansServer({ loans: [creditLineOf({ due: null })] });
    await atDetails();
    await heading();
    expect(screen.getByText('Nothing is due right now.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'What is due' })).toBeNull();
  });

  it('lists the transactions newest first, drawdowns with a minus and payments with a plus, scrolling at 385 px', async () => {
    loansServer({
      loans: [
        creditLineOf({
          soa_txns: [
            { narration: 'Drawdown A', date: '2026-01-05', amount: -1_500_000 },
            { narration: 'Payment B', date: '2026-02-10', amount: 250_050 },
            { narration: 'Drawdown C', date: '2026-02-10', amount: -700_000 },
            { narration: 'Payment D', date: '2026-01-20', amount: 500_000 },
          ],
        }),
      ],
    });
    await atDetails();
    await heading();
    const list = screen.getByRole('list', { name: 'Recent transactions' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Payment B10 Feb 2026 · Payment+₹2,500.50',
      'Drawdown C10 Feb 2026 · Withdrawal-₹7,000',
      'Payment D20 Jan 2026 · Payment+₹5,000',
      'Drawdown A5 Jan 2026 · Withdrawal-₹15,000',
    ]);
    const style = getComputedStyle(list);
    expect(style.maxHeight).toBe('385px');
    expect(style.overflowY).toBe('auto');
    // Scrollable, so reachable by the keyboard.
    expect(list.tabIndex).toBe(0);
  });

  it("says 'Your loan is matured' once the line has expired, and offers Repay but not Withdraw", async () => {
    loansServer({
      loans: [creditLineOf({ is_expired: true, available_limit: 0 }, {}, { expiresOn: inDays(-3) })],
    });
    await atDetails();
    await heading();
    expect(notices()).toEqual(['Your loan is matured']);
    expect(screen.getByRole('link', { name: 'Repay' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it.each([
    [30, [`Your credit line expires on ${formatCalendarDate(inDays(30))}`]],
    [0, [`Your credit line expires on ${formatCalendarDate(inDays(0))}`]],
    [31, []],
  ])('says when the line expires once that is 30 days away or fewer: %i days', async (days, said) => {
    loansServer({ loans: [creditLineOf({}, {}, { expiresOn: inDays(days) })] });
    await atDetails();
    await heading();
    expect(notices()).toEqual(said);
  });

  it('says a closed line is closed and all dues are paid, with its NOC in place of Repay and Withdraw', async () => {
    loansServer({
      loans: [creditLineOf({ is_closed: true, is_expired: true, due: null }, { status: 'CLOSED' })],
    });
    await atDetails();
    await heading();
    expect(notices()).toEqual(['Your loan has been closed and all dues are paid!']);
    expect(screen.getByRole('button', { name: 'Download Noc' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Repay' })).toBeNull();
  });

  it('shows the list read a moment ago when it carries no withdraw flag', async () => {
    const server = loansServer({ loans: [creditLineOf()] });
    await renderApp('/loans');
    await screen.findByRole('article', { name: 'Credit line from Kaveri Capital' });
    // The line as the server has it after a withdrawal made elsewhere.
    server.loans = [creditLineOf({ available_limit: 6_500_000 })];
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /^Details of the ₹1,00,000 credit line/ }));
    });
    await heading();
    expect(callsTo(server, loansPaths.userLoans)).toHaveLength(1);
    expect(rowsOf('Credit line figures')).toContain('Available limit₹75,000');
    expect(screen.queryByText(/Your withdrawal is on its way/)).toBeNull();
  });

  it('reads the loans again and says the money is on its way when it carries the withdraw flag', async () => {
    const server = loansServer({ loans: [creditLineOf()] });
    await renderApp('/loans');
    await screen.findByRole('article', { name: 'Credit line from Kaveri Capital' });
    server.loans = [creditLineOf({ available_limit: 6_500_000 })];
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /^Details of the ₹1,00,000 credit line/ }));
    });
    await heading();
    // The same list, reached with the flag the withdraw screen's success adds.
    cleanup();
    await atDetails('&withdraw=true');
    await heading();
    expect(
      screen.getByText(
        'Your withdrawal is on its way to your bank account. It usually arrives within a few minutes; your available limit is updated.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(rowsOf('Credit line figures')).toContain('Available limit₹65,000'));
    expect(callsTo(server, loansPaths.userLoans)).toHaveLength(2);
  });

  it("opens the line's details from a term loan's details address and from the partner link", async () => {
    loansServer({ loans: [creditLineOf()] });
    const { unmount } = await renderApp(`/loans/details?loan_id=${lineId}`);
    await heading();
    unmount();

    saveAggregatorDetails({ loanId: lineId });
    loansServer({ loans: [creditLineOf()] });
    await renderApp('/loans');
    await heading();
  });

  it('says so when no credit line has the id', async () => {
    loansServer({ loans: [creditLineOf()] });
    await renderApp('/loans/rloc-details?loan_id=nothing-here');
    await heading();
    expect(screen.getByText('We could not find this loan.')).toBeTruthy();
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    loansServer({ loans: [creditLineOf()] });
    await atDetails();
    await screen.findByRole('heading', { level: 1, name: 'क्रेडिट लाइन का विवरण' });
    expect(screen.getByRole('table', { name: 'क्या देय है' }).textContent).toContain('₹410.96');
    expect(screen.getByRole('heading', { level: 2, name: 'हाल के लेन-देन' })).toBeTruthy();
  });
});
