// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { FetchCall } from '../../../test/stub-fetch';
import { profileRoute, profileSaveBody, refuseProfileSave } from '../form-test-kit';
import { profileWith, serve, settleBody, settling, statusWith } from '../test-kit';

const branches: Record<string, object> = {
  HDFC0001234: {
    IFSC: 'HDFC0001234',
    BANK: 'HDFC Bank',
    BRANCH: 'Andheri',
    CITY: 'Mumbai',
    STATE: 'Maharashtra',
  },
  SBIN0005678: {
    IFSC: 'SBIN0005678',
    BANK: 'State Bank of India',
    BRANCH: 'Fort',
    CITY: 'Mumbai',
    STATE: null,
  },
};

const profile = profileRoute(profileWith());

function ifscRoute(call: FetchCall) {
  const ifsc = /\/ifsc\/(\w+)$/.exec(call.url)?.[1];
  if (ifsc === 'BARB0BROKEN') return Response.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 });
  if (ifsc) {
    const branch = branches[ifsc];
    return branch
      ? Response.json(branch)
      : Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  }
  return undefined;
}

async function open(subStatuses: string[]) {
  const calls = serve(statusWith('INCOMPLETE_INFO', subStatuses), profile, ifscRoute);
  await renderApp('/incomplete-info/bank-details');
  await screen.findByRole('heading', { level: 1, name: 'Bank Details' });
  return calls;
}

const card = (name: string) => screen.getByRole('region', { name });
const fill = (region: HTMLElement, label: RegExp, value: string) => {
  const input = within(region).getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

function fillAccount(name: string, number: string, ifsc: string) {
  const region = card(name);
  fill(region, /^(?!.*Re-enter).*Account Number/, number);
  fill(region, /Re-enter Account Number/, number);
  fill(region, /IFSC/, ifsc);
}

describe('the bank details correction', () => {
  it('shows only the cards whose sub-status is outstanding', async () => {
    await open(['DISBURSAL_BANK_DETAILS']);
    const region = await screen.findByRole('region', { name: 'Disbursal Account' });
    // The card names the account; its fields do not repeat it.
    expect(within(region).getByRole('textbox', { name: /^Account Number/ })).toBeTruthy();
    expect(screen.queryByText(/Account Account/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Repayment Account (NACH)' })).toBeNull();
  });

  it('checks the number, its re-entry and the IFSC as they are typed, and waits for them', async () => {
    await open(['NACH_BANK_DETAILS']);
    const region = await screen.findByRole('region', { name: 'Repayment Account (NACH)' });
    expect(continueButton().disabled).toBe(true);

    fill(region, /^(?!.*Re-enter).*Account Number/, '1234');
    expect(await screen.findByText('Please enter correct account number')).toBeTruthy();
    fill(region, /^(?!.*Re-enter).*Account Number/, '12345678901');
    fill(region, /Re-enter Account Number/, '12345678900');
    expect(await screen.findByText('Account Number does not match')).toBeTruthy();
    fill(region, /Re-enter Account Number/, '12345678901');
    await vi.waitFor(() => expect(screen.queryByText('Account Number does not match')).toBeNull());

    fill(region, /IFSC/, 'HDFC000');
    expect(await screen.findByText('Incorrect IFSC code!')).toBeTruthy();
    fill(region, /IFSC/, '');
    await vi.waitFor(() => expect(screen.queryByText('Incorrect IFSC code!')).toBeNull());
    expect(continueButton().disabled).toBe(true);

    fill(region, /IFSC/, 'HDFC0009999');
    expect(await screen.findByText('Incorrect IFSC code!')).toBeTruthy();
    fill(region, /IFSC/, 'BARB0BROKEN');
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    fill(region, /IFSC/, 'hdfc0001234');
    expect(await screen.findByText('HDFC Bank, Andheri, Mumbai')).toBeTruthy();
    await vi.waitFor(() => expect(continueButton().disabled).toBe(false));
  });

  it('refuses one account (its number at its IFSC) for repayment and disbursal, and Continue waits', async () => {
    await open(['NACH_BANK_DETAILS', 'DISBURSAL_BANK_DETAILS']);
    await screen.findByRole('region', { name: 'Disbursal Account' });
    fillAccount('Repayment Account (NACH)', 'ABC12345678', 'HDFC0001234');
    fillAccount('Disbursal Account', 'abc12345678', 'hdfc0001234');

    expect(
      await screen.findByText('*Repayment Account details should be different from the disbursal'),
    ).toBeTruthy();
    expect(
      screen.getByText('*Disbursal Account details should be different from the repayment'),
    ).toBeTruthy();
    await screen.findAllByText('HDFC Bank, Andheri, Mumbai');
    expect(continueButton().disabled).toBe(true);

    // The same number at another bank is another account; so is another number ending alike.
    for (const [number, ifsc] of [
      ['ABC12345678', 'SBIN0005678'],
      ['XYZ99995678', 'HDFC0001234'],
    ] as const) {
      fillAccount('Disbursal Account', number, ifsc);
      await vi.waitFor(() => expect(continueButton().disabled).toBe(false));
      expect(
        screen.queryByText('*Repayment Account details should be different from the disbursal'),
      ).toBeNull();
    }
  });

  it('saves both accounts, settles both sub-statuses and says Bank Details updated successfully', async () => {
    const calls = await open(['NACH_BANK_DETAILS', 'DISBURSAL_BANK_DETAILS', 'SELFIE_UNCLEAR']);
    await screen.findByRole('region', { name: 'Disbursal Account' });
    fillAccount('Repayment Account (NACH)', 'ABC12345678', 'HDFC0001234');
    fillAccount('Disbursal Account', 'XYZ99999999', 'SBIN0005678');
    await vi.waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());

    expect(await screen.findByText('Bank Details updated successfully')).toBeTruthy();
    expect(profileSaveBody(calls)).toEqual({
      bankAccounts: [
        {
          beneficiaryName: 'Asha Verma',
          bankName: 'HDFC Bank',
          ifsc: 'HDFC0001234',
          accountNumber: 'ABC12345678',
          accountType: 'SAVINGS',
          purposeType: 'NACH',
        },
        {
          beneficiaryName: 'Asha Verma',
          bankName: 'State Bank of India',
          ifsc: 'SBIN0005678',
          accountNumber: 'XYZ99999999',
          accountType: 'SAVINGS',
          purposeType: 'DISBURSAL',
        },
      ],
    });
    expect(settleBody(calls)).toEqual(settling(['NACH_BANK_DETAILS', 'DISBURSAL_BANK_DETAILS']));
    expect(await screen.findByRole('link', { name: /Selfie/ })).toBeTruthy();
  });

  it('asks both accounts when the bank details as a whole are incomplete, and settles that', async () => {
    const calls = await open(['BANK_DETAILS_INCOMPLETE']);
    await screen.findByRole('region', { name: 'Disbursal Account' });
    fillAccount('Repayment Account (NACH)', 'ABC12345678', 'HDFC0001234');
    fillAccount('Disbursal Account', 'XYZ99999999', 'SBIN0005678');
    await vi.waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());

    expect(await screen.findByText('Bank Details updated successfully')).toBeTruthy();
    expect(profileSaveBody(calls)).toMatchObject({
      bankAccounts: [{ purposeType: 'NACH' }, { purposeType: 'DISBURSAL' }],
    });
    expect(settleBody(calls)).toEqual(settling(['BANK_DETAILS_INCOMPLETE']));
  });

  it('shows the server refusing a number already saved for the other account against the field', async () => {
    const refusal = refuseProfileSave({
      'bankAccounts.0.accountNumber': ['*Disbursal Account details should be different from the repayment'],
    });
    serve(statusWith('INCOMPLETE_INFO', ['DISBURSAL_BANK_DETAILS']), refusal, profile, ifscRoute);
    await renderApp('/incomplete-info/bank-details');
    await screen.findByRole('region', { name: 'Disbursal Account' });
    fillAccount('Disbursal Account', 'ABC12345678', 'SBIN0005678');
    await vi.waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    expect(
      await screen.findByText('*Disbursal Account details should be different from the repayment'),
    ).toBeTruthy();
    expect(screen.queryByText('Bank Details updated successfully')).toBeNull();
  });
});
