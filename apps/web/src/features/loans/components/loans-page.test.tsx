// @vitest-environment happy-dom
import { loansPaths } from '@kredo/contract/loans';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveAggregatorDetails } from '../../../lib/aggregator-details';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { callsTo, creditLineOf, loanOf, loansServer } from '../loans-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

const cards = () => screen.findAllByRole('article');

describe('the loans list (spec 001 §2.10)', () => {
  it("opens from home's My Loans and says the borrower has no loans, from the loans call", async () => {
    const server = loansServer({ loans: [] });
    await renderApp('/healwise');
    const myLoans = await screen.findByRole('link', { name: 'My Loans' });
    expect(myLoans.getAttribute('href')).toBe('/healwise/loans');
    // The loans screen's chunk loads on the way.
    await act(async () => {
      fireEvent.click(myLoans);
    });

    expect(await screen.findByText('You have no loans currently!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Loans' })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    const [loansCall] = callsTo(server, loansPaths.userLoans);
    expect(loansCall?.method).toBe('GET');
    expect(loansCall?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('is the same screen at /repaymentinfo, with or without the partner segment', async () => {
    for (const path of ['/repaymentinfo', '/jobpath/repaymentinfo', '/loans']) {
      loansServer({ loans: [] });
      const { unmount } = await renderApp(path);
      expect(await screen.findByText('You have no loans currently!')).toBeTruthy();
      unmount();
    }
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    loansServer({ loans: [] });
    await renderApp('/loans');
    expect(await screen.findByText('अभी आपका कोई लोन नहीं है!')).toBeTruthy();
  });

  it('shows each loan newest disbursal first; a term loan with status, amount, tenure, EMI start date, Details', async () => {
    loansServer({
      loans: [
        loanOf(
          { loan_id: 'a1f0c2d4-0000-4000-8000-000000000001' },
          {
            status: 'PRE_CLOSED',
            disbursalDate: '2025-01-05',
            amount: 2_000_000,
            tenureMonths: 6,
            emiStartDate: '2025-02-05',
          },
        ),
        loanOf(
          { loan_id: 'a1f0c2d4-0000-4000-8000-000000000002' },
          { disbursalDate: '2026-01-10', emiStartDate: '2026-02-05' },
        ),
        creditLineOf({ loan_id: 'a1f0c2d4-0000-4000-8000-000000000003' }, { disbursalDate: '2026-03-01' }),
      ],
    });
    await renderApp('/loans');
    const [line, newest, older, ...rest] = await cards();
    expect(rest).toEqual([]);
    // The credit line, paid out last, has its own card first.
    expect(line?.textContent).toContain('Credit line from Kaveri Capital');
    expect(newest?.textContent).toContain('DISBURSED');
    expect(newest?.textContent).toContain('₹50,000');
    expect(newest?.textContent).toContain('12 months');
    expect(newest?.textContent).toContain('5 Feb 2026');
    // The status as the lender names it, its underscores written as spaces.
    expect(older?.textContent).toContain('PRE CLOSED');
    expect(older?.textContent).not.toContain('PRE_CLOSED');
    expect(older?.textContent).toContain('₹20,000');
    expect(older?.textContent).toContain('6 months');
    const details = within(newest as HTMLElement).getByRole('link', {
      name: 'Details of the ₹50,000 loan from Kaveri Capital',
    });
    expect(details.getAttribute('href')).toBe('/loans/details?loan_id=a1f0c2d4-0000-4000-8000-000000000002');
    await act(async () => {
      fireEvent.click(details);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan details' })).toBeTruthy();
  });

  it("names the status in Hindi, and a loan's tenure of one month in the singular", async () => {
    await changeLanguage('hi');
    loansServer({ loans: [loanOf({}, { status: 'PRE_CLOSED', tenureMonths: 1 })] });
    await renderApp('/loans');
    const [card] = await cards();
    expect(card?.textContent).toContain('समय से पहले बंद');
    expect(card?.textContent).toContain('1 महीना');
  });

  it("says 'Something Went Wrong.' when the loans call fails, and asks again on Try again", async () => {
    let fail = true;
    loansServer({}, (_call, path) =>
      path === loansPaths.userLoans && fail
        ? Response.json({ code: 'BAD', message: 'No' }, { status: 400 })
        : undefined,
    );
    await renderApp('/loans');
    expect(await screen.findByText('Something Went Wrong.')).toBeTruthy();
    expect(screen.queryByText('You have no loans currently!')).toBeNull();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await cards()).toHaveLength(1);
  });

  it('shows the top-up banner when the server answers a pre-approved product', async () => {
    loansServer({
      preApproved: { preApprovedProducts: [{ productCode: 'PERSONAL_LOAN', maxAmount: 7_500_000 }] },
    });
    await renderApp('/loans');
    const banner = await screen.findByRole('complementary', {
      name: 'You are pre-approved for a top-up loan',
    });
    expect(banner.textContent).toContain('₹75,000');
    expect(within(banner).getByRole('link', { name: 'Apply for a top-up' }).getAttribute('href')).toBe(
      '/loan-application',
    );
  });

  it.each([
    ['answers none', { preApprovedProducts: [] }],
    ['fails', null],
  ])('shows no top-up banner when the server %s', async (_case, preApproved) => {
    const server = loansServer({ preApproved });
    await renderApp('/loans');
    await cards();
    await waitFor(() => expect(callsTo(server, loansPaths.preApprovedProducts)).toHaveLength(1));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("opens the partner link's loan directly, once", async () => {
    const linked = 'b3c4d5e6-0000-4000-8000-00000000000a';
    saveAggregatorDetails({ loanId: linked });
    loansServer({ loans: [loanOf(), loanOf({ loan_id: linked }, { lenderLoanAcctId: 'KAV-LN-LINKED' })] });
    await renderApp('/loans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan details' })).toBeTruthy();
    expect(screen.getByText('KAV-LN-LINKED')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Back to My Loans' }));
    });
    expect(await cards()).toHaveLength(2);
  });
});
