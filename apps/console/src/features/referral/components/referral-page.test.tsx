import { backOfficeReferralPaths } from '@kredo/contract/referral-back-office';
import type { StaffSession } from '@kredo/contract/staff';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { aStaffSession } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { aCashback, anOperationsSession, aReferral } from '../testing/referral-fixtures';

const owed = aReferral();
const paid = aReferral({
  referralId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a82',
  referrerName: 'Neha Kulkarni',
  cashback: aCashback({
    cashbackId: '0c7d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e22',
    status: 'PAID',
    attempts: 1,
    utr: '612345678901',
    paidAt: '2026-12-06T05:00:00.000Z',
  }),
});
const noneYet = aReferral({ referralId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a83', cashback: null });

/** The back office's referral routes: the list (filtered as the server filters it) and paying now. */
function referralServer(
  pay = () => Response.json({ ...owed, cashback: aCashback({ status: 'PAYING', attempts: 1 }) }),
) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === backOfficeReferralPaths.referrals) {
      const status = new URL(call.url, 'http://localhost').searchParams.get('status');
      const rows = [owed, paid, noneYet].filter(
        (row) => !status || (status === 'NONE' ? !row.cashback : row.cashback?.status === status),
      );
      return Response.json({ referrals: rows, truncated: false });
    }
    if (call.method === 'POST') return pay();
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

const renderAs = (path: string, session: StaffSession = anOperationsSession()) => {
  saveSession(session);
  return renderConsole(path, { signedIn: false });
};

describe('the referrals page', () => {
  it('is in the navigation of staff who view the ledger, after insurance, and not an underwriter’s', async () => {
    referralServer();
    await renderAs('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    const links = nav.getAllByRole('link').map((link) => link.textContent);
    expect(links[links.indexOf('Insurance') + 1]).toBe('Referrals');
    fireEvent.click(nav.getByRole('link', { name: 'Referrals' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' })).toBeDefined();
  });

  it('lists referrals with their cashbacks: owed, paid, and none yet', async () => {
    referralServer();
    await renderAs('/referrals');
    const table = await screen.findByRole('table', { name: 'Referrals and cashbacks' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows[0]).toEqual(
      expect.arrayContaining([
        'Asha Verma',
        'Ravi Kumar',
        'Loan ₹20,000.00 on 2026-12-01',
        '₹200.00',
        'Owed: no verified account',
        '2026-12-06 to 2026-12-31',
        'Pay now',
      ]),
    );
    expect(rows[1]).toEqual(expect.arrayContaining(['Neha Kulkarni', 'Paid', '612345678901', '1']));
    expect(rows[2]).toEqual(expect.arrayContaining(['No disbursal yet', '—']));
    expect(within(table).getAllByRole('button', { name: /^Pay the cashback/ })).toHaveLength(1);
  });

  it('filters by the cashback’s state, kept in the address', async () => {
    const calls = referralServer();
    await renderAs('/referrals');
    await screen.findByRole('table', { name: 'Referrals and cashbacks' });
    fireEvent.change(screen.getByLabelText('Cashback'), { target: { value: 'OWED' } });
    await screen.findByText('Owed: no verified account', { selector: 'td' });
    expect(calls.at(-1)?.url).toContain('status=OWED');
    expect(screen.queryByText('Neha Kulkarni')).toBeNull();
  });

  it('pays an owed cashback now, and says what came of it', async () => {
    const calls = referralServer();
    await renderAs('/referrals');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the cashback of Asha Verma now' }));
    expect(await screen.findByText('Asked: the cashback is now paying.')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      backOfficeReferralPaths.payCashback.replace(':cashbackId', owed.cashback?.cashbackId ?? ''),
    ]);
  });

  it('shows the server’s refusal in words', async () => {
    referralServer(() => errorResponse(409, 'CONFLICT', 'Only a cashback owed or failed can be paid now.'));
    await renderAs('/referrals', aStaffSession({ staff: { ...aStaffSession().staff, roles: ['admin'] } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the cashback of Asha Verma now' }));
    expect(await screen.findByText('Only a cashback owed or failed can be paid now.')).toBeDefined();
  });
});
