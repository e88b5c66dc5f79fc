// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  goldServer,
  goldUserOf,
  orderId,
  queryOf,
  refusal,
  transactionOf,
  userId,
  vendorId,
  verifiedSellOf,
  type GoldAnswers,
} from '../gold-test-kit';

const hdfc = { IFSC: 'HDFC0001234', BANK: 'HDFC Bank', BRANCH: 'Fort', CITY: 'Mumbai', STATE: 'Maharashtra' };
const verifiedAccount = {
  accountNumber: 'XXXXXX4321',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC Bank',
  beneficiaryName: 'Asha Verma',
};

/** A PAN-verified seller without a verified account, at the bank details of a Rs 100 sell. */
async function atBankDetails(answers: GoldAnswers = {}) {
  const user = goldUserOf({
    panDetails: { pan: 'ABCxxxxx4K' },
    bankAccountDetails: { isPanVerified: true, panNameMatch: false, bankAccount: null },
  });
  const server = goldServer({
    user,
    answers: {
      [goldPaths.sellVerifyPrice]: verifiedSellOf(),
      '/ifsc/HDFC0001234': hdfc,
      [goldPaths.sell]: transactionOf({ type: 'SELL', status: 'PENDING' }),
      ...answers,
    },
  });
  await renderApp('/gold/sellGold');
  const amount = await screen.findByRole('textbox', { name: 'Amount in ₹' });
  await act(async () => {
    fireEvent.change(amount, { target: { value: '100' } });
  });
  await press('Continue');
  await screen.findByRole('heading', { level: 1, name: 'Confirm Sale' });
  await press('Continue');
  await screen.findByRole('heading', { level: 1, name: 'Bank Details' });
  return server;
}

const box = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = async (label: RegExp, text: string) => {
  await act(async () => {
    fireEvent.change(box(label), { target: { value: text } });
  });
};
const press = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const tick = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('checkbox', { name: /I confirm these bank details/ }));
  });
};
const message = (label: RegExp) => document.getElementById(`${box(label).id}-helper-text`)?.textContent;

async function fill(details: { number?: string; again?: string; ifsc?: string; name?: string }) {
  await type(/^Account number/, details.number ?? '50100012344321');
  await type(/^Re-enter account number/, details.again ?? details.number ?? '50100012344321');
  await type(/^IFSC/, details.ifsc ?? 'HDFC0001234');
  await type(/^Account holder’s name/, details.name ?? 'Asha Verma');
}

describe('bank details of a sell (spec 002 §2, §5, §8)', () => {
  it('keeps Confirm unusable until the box confirming the details is ticked', async () => {
    await atBankDetails();
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await tick();
    expect(confirm.disabled).toBe(false);
  });

  it("says 'Required field', 'Account number mismatch', 'IFSC invalid' and 'Invalid Name'", async () => {
    const server = await atBankDetails();
    await tick();
    await press('Confirm');
    for (const label of [/^Account number/, /^Re-enter/, /^IFSC/, /^Account holder’s name/, /^Bank name/]) {
      expect(message(label)).toBe('Required field');
    }
    await fill({ number: '50100012344321', again: '50100012344322', ifsc: 'HDFC000123', name: 'Asha 2' });
    await press('Confirm');
    expect(message(/^Re-enter/)).toBe('Account number mismatch');
    expect(message(/^IFSC/)).toBe('IFSC invalid');
    expect(message(/^Account holder’s name/)).toBe('Invalid Name');
    expect(callsTo(server, goldPaths.sellVerifyBankAccount)).toEqual([]);
  });

  it("looks an 11-character IFSC up: 'Incorrect IFSC code!' when unknown, the bank's name filled in when known", async () => {
    const server = await atBankDetails();
    await type(/^IFSC/, 'ABCD0999999');
    await waitFor(() => expect(message(/^IFSC/)).toBe('Incorrect IFSC code!'));
    await fill({ ifsc: 'ABCD0999999' });
    await tick();
    await press('Confirm');
    expect(callsTo(server, goldPaths.sellVerifyBankAccount)).toEqual([]);
    await type(/^IFSC/, 'HDFC0001234');
    await waitFor(() => expect(box(/^Bank name/).value).toBe('HDFC Bank'));
    expect(message(/^IFSC/)).toBe('HDFC Bank, Fort, Mumbai');
  });

  it('asks for the penny drop again while it is under way, then pays the verified account', async () => {
    const server = await atBankDetails({
      [goldPaths.sellVerifyBankAccount]: [
        { status: null, bankAccount: null },
        { status: 'SUCCESS', bankAccount: verifiedAccount },
      ],
    });
    await fill({});
    await tick();
    await press('Confirm');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account to be credited' }, { timeout: 6_000 }),
    ).toBeTruthy();
    const checks = callsTo(server, goldPaths.sellVerifyBankAccount);
    expect(checks).toHaveLength(2);
    expect(queryOf(checks[0]!)).toEqual({ vendor: 'safegold' });
    expect(checks[1]?.body).toEqual(checks[0]?.body);
    expect(checks[0]?.body).toEqual({
      account_number: '50100012344321',
      ifsc: 'HDFC0001234',
      beneficiary_name: 'Asha Verma',
      bank_name: 'HDFC Bank',
      user_id: userId,
    });
    expect(screen.getByText('XXXXXX4321')).toBeTruthy();
    await press('CONFIRM');
    await screen.findByRole('heading', { level: 1, name: 'Order Successful' });
    expect(callsTo(server, goldPaths.sell)[0]?.body).toEqual({
      account_number: '50100012344321',
      ifsc: 'HDFC0001234',
      txn_id: orderId,
      customer_name: 'Asha Verma',
      vendor_id: vendorId,
      bank_name: 'HDFC Bank',
    });
  });

  it.each([
    ['FAILED', { status: 'FAILED', bankAccount: null }],
    ['a 400', refusal(400, 'VALIDATION_FAILED', 'Invalid')],
  ])(
    "says 'We couldn't verify your bank account details please enter correct details.' on %s",
    async (_case, answer) => {
      await atBankDetails({ [goldPaths.sellVerifyBankAccount]: answer });
      await fill({});
      await tick();
      await press('Confirm');
      expect((await screen.findByRole('alert')).textContent).toBe(
        "We couldn't verify your bank account details please enter correct details.",
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Bank Details' })).toBeTruthy();
    },
  );
});
