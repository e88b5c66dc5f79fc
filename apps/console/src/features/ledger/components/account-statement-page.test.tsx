import type { AccountStatementResponse } from '@kredo/contract/ledger';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { anOperationsSession } from '../../../test/mandate-fixtures';
import { renderConsole } from '../../../test/render-console';
import { ledgerServer } from '../testing/ledger-server';

const holdingId = '0b7f3c1e-2a44-4d55-8a9e-3f1d2c4b5a6e';

const holding: AccountStatementResponse = {
  ownerId: holdingId,
  subject: 'gold-holding',
  lenderId: 174,
  accounts: [
    {
      code: 'customer-gold',
      name: 'Customer gold holdings',
      type: 'liability',
      unit: 'XAU',
      postedDebits: 0,
      postedCredits: 20_000,
      pendingDebits: 5_000,
      pendingCredits: 0,
      balance: 20_000,
      available: 15_000,
    },
  ],
  entries: [
    {
      entryId: 'entry-9',
      businessDate: '2026-11-24',
      kind: 'receipt',
      narration: 'Gold bought',
      postedAt: '2026-11-24T10:00:00.000Z',
      lines: [
        { account: 'gateway-suspense', unit: 'INR', amount: 1_300_000, loanId: null, instalmentNumber: null },
        {
          account: 'gold-vendor-payable',
          unit: 'INR',
          amount: -1_300_000,
          loanId: null,
          instalmentNumber: null,
        },
        { account: 'gold-in-vault', unit: 'XAU', amount: 20_000, loanId: null, instalmentNumber: null },
        { account: 'customer-gold', unit: 'XAU', amount: -20_000, loanId: null, instalmentNumber: null },
      ],
    },
  ],
};

async function renderStatement(path: string) {
  saveSession(anOperationsSession());
  return renderConsole(path, { signedIn: false });
}

describe('the statement of an account', () => {
  it('looks a holding up by its id: its balance, what a sell in flight holds, and its entries in grams and rupees', async () => {
    ledgerServer({ accounts: { [holdingId]: holding } });
    await renderStatement('/ledger/accounts');
    fireEvent.change(screen.getByLabelText('Holding, credit line, policy or loan id'), {
      target: { value: ` ${holdingId} ` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    expect(
      await screen.findByRole('heading', { name: `Statement of gold holding ${holdingId}` }),
    ).toBeDefined();
    const accounts = screen.getByRole('table', { name: 'Its accounts' });
    expect(within(accounts).getAllByRole('row')[1]?.textContent).toBe(
      'customer-goldCustomer gold holdingsXAU2.0000 g Cr0.5000 g1.5000 g',
    );
    const entries = screen.getByRole('table', { name: 'Journal entries' });
    expect(within(entries).getAllByText('₹13,000.00')).toHaveLength(2);
    expect(within(entries).getAllByText('2.0000 g')).toHaveLength(2);
  });

  it('says so for an id with no account, and for text that is no id', async () => {
    ledgerServer();
    await renderStatement('/ledger/accounts/6a0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a99');
    expect(await screen.findByText('Page not found')).toBeDefined();

    ledgerServer();
    await renderStatement('/ledger/accounts/not-an-id');
    await waitFor(() => expect(screen.getAllByText('No account is kept for this id')).toHaveLength(1));
  });
});
