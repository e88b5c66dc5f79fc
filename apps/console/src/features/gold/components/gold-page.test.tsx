import { backOfficeGoldPaths } from '@kredo/contract/gold-back-office';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aStaffSession } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { aBreak, aPayout, anOrder } from '../testing/gold-fixtures';
import { gets, goldServer, renderAs } from '../testing/gold-server';

describe('the gold page', () => {
  it('is in the navigation of staff who view the ledger, after the credit lines', async () => {
    goldServer();
    await renderAs('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    const links = nav.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(links.indexOf('Credit lines'), links.indexOf('Credit lines') + 2)).toEqual([
      'Credit lines',
      'Gold',
    ]);

    fireEvent.click(nav.getByRole('link', { name: 'Gold' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold' })).toBeDefined();
    expect(nav.getByRole('link', { name: 'Gold' }).getAttribute('aria-current')).toBe('page');
  });

  it('is in the admin’s navigation too', async () => {
    goldServer();
    await renderAs('/', aStaffSession({ staff: { ...aStaffSession().staff, roles: ['admin'] } }));
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Gold' }),
    ).toBeDefined();
  });

  it('is not in the navigation of an underwriter', async () => {
    goldServer();
    await renderConsole('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(nav.queryByRole('link', { name: 'Gold' })).toBeNull();
  });

  it('opens on the orders, and its tabs load the payouts and the reconciliation in turn', async () => {
    const calls = goldServer({ orders: [anOrder()], payouts: [aPayout()], breaks: [aBreak()] });
    await renderAs('/gold');
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('table', { name: 'Gold orders' });

    fireEvent.click(screen.getByRole('tab', { name: 'Payouts' }));
    await screen.findByRole('table', { name: 'Refunds and sale payouts' });
    expect(screen.queryByRole('table', { name: 'Gold orders' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Reconciliation' }));
    await screen.findByRole('table', { name: 'Reconciliation breaks' });
    expect(gets(calls, backOfficeGoldPaths.orders)).toHaveLength(1);
    expect(gets(calls, backOfficeGoldPaths.payouts)).toHaveLength(1);
    expect(gets(calls, backOfficeGoldPaths.breaks)).toHaveLength(1);
  });

  it('shows the server’s refusal to a role without the ledger', async () => {
    stubFetch(() => errorResponse(403, 'FORBIDDEN', 'Your role does not allow this action'));
    await renderAs('/gold', aStaffSession());
    expect(await screen.findByText('Your role does not allow this action')).toBeDefined();
  });
});
