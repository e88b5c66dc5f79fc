// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountWith,
  formWith,
  isPaFormPost,
  isPaFormRead,
  opportunityId,
  paFormPosts,
  renderForm,
  serveForm,
  settleAccount,
} from '../test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
function type(name: RegExp, value: string) {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
}
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const accountNumber = /^Account Number/;
const accountNumberAgain = /Re-enter Account Number/;

function fillAccount(number: string, ifsc: string, name = 'Asha Verma') {
  type(/Account Holder Name/, name);
  type(/IFSC/, ifsc);
  type(accountNumber, number);
  type(accountNumberAgain, number);
}

async function sendAccount(number: string, ifsc: string) {
  fillAccount(number, ifsc);
  await waitFor(() => expect(continueButton().disabled).toBe(false));
  fireEvent.click(continueButton());
}

describe('bank details', () => {
  it('lists the accounts most recently verified first, masked, and checks the new one as it is typed', async () => {
    serveForm(
      formWith({
        postApprovalFields: ['BANK_DETAILS', 'BANK_DETAILS_NACH'],
        bankAccounts: [
          accountWith({
            purposeType: 'NACH',
            accountNumberMasked: 'XXXXXXX111',
            verifiedAt: '2026-01-01T00:00:00Z',
          }),
          accountWith({
            purposeType: 'DISBURSAL',
            bankName: 'State Bank of India',
            accountNumberMasked: 'XXXXXXX222',
            verification: 'FAILED',
            verificationMessage: 'This account is closed. Please give an account that is in use.',
            verifiedAt: null,
          }),
          accountWith({
            purposeType: 'NACH',
            accountNumberMasked: 'XXXXXXX333',
            verifiedAt: '2026-06-01T00:00:00Z',
          }),
        ],
      }),
    );
    await renderForm();
    expect(await screen.findByRole('heading', { name: 'Disbursal Account' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your bank accounts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('HDFC Bank A/c XXXXXXX333'),
      expect.stringContaining('HDFC Bank A/c XXXXXXX111'),
      expect.stringContaining('State Bank of India A/c XXXXXXX222'),
    ]);
    expect(within(list).getAllByText('Verified')).toHaveLength(2);
    expect(within(list).getByText('Not verified')).toBeTruthy();
    // The failed disbursal account says why, and a new one is asked for.
    expect(screen.getByText('This account is closed. Please give an account that is in use.')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    type(/IFSC/, 'hdfc000');
    expect((field(/IFSC/) as HTMLInputElement).value).toBe('HDFC000');
    expect(await screen.findByText('Incorrect IFSC code!')).toBeTruthy();
    type(/IFSC/, '');
    await waitFor(() => expect(screen.queryByText('Incorrect IFSC code!')).toBeNull());
    type(/IFSC/, 'HDFC0009999');
    expect(await screen.findByText('Incorrect IFSC code!')).toBeTruthy();
    type(/IFSC/, 'BARB0BROKEN');
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    type(/IFSC/, 'SBIN0005678');
    expect(await screen.findByText('State Bank of India, Fort, Mumbai')).toBeTruthy();

    type(accountNumber, '1234');
    expect(await screen.findByText('Please enter correct account number')).toBeTruthy();
    type(accountNumber, '123456789012');
    type(accountNumberAgain, '123456789000');
    expect(await screen.findByText('Account Number does not match')).toBeTruthy();
    type(accountNumberAgain, '123456789012');
    await waitFor(() => expect(screen.queryByText('Account Number does not match')).toBeNull());
    // The holder's name starts as the one on the accounts given before.
    expect((field(/Account Holder Name/) as HTMLInputElement).value).toBe('Asha Verma');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    type(/Account Holder Name/, '');
    expect(await screen.findByText('Please enter this to continue the application')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });

  it('sends the account, says it is being verified until the penny drop is verified, then asks for the NACH account', async () => {
    const form = formWith({ postApprovalFields: ['BANK_DETAILS', 'BANK_DETAILS_NACH'] });
    const calls = serveForm(form);
    await renderForm();
    await screen.findByRole('heading', { name: 'Disbursal Account' });
    await sendAccount('123456789012', 'HDFC0001234');

    expect(await screen.findByText('We are verifying your account. This takes a few seconds.')).toBeTruthy();
    expect(paFormPosts(calls)).toEqual([
      {
        opportunityId,
        bankAccount: {
          purposeType: 'DISBURSAL',
          beneficiaryName: 'Asha Verma',
          ifsc: 'HDFC0001234',
          accountNumber: '123456789012',
          accountType: 'SAVINGS',
        },
      },
    ]);
    expect(continueButton().disabled).toBe(true);
    const reads = calls.filter(isPaFormRead).length;
    // Still being verified: read again, and the borrower keeps waiting.
    await waitFor(() => expect(calls.filter(isPaFormRead).length).toBeGreaterThan(reads), { timeout: 4000 });
    expect(screen.getByRole('heading', { name: 'Disbursal Account' })).toBeTruthy();

    settleAccount(form, 'DISBURSAL', 'VERIFIED');
    expect(
      await screen.findByRole('heading', { name: 'Repayment Account (NACH)' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByText('We are verifying your account. This takes a few seconds.')).toBeNull();
  });

  it('keeps the account on screen when one read during the wait fails, and goes on once it is verified', async () => {
    const form = formWith({ postApprovalFields: ['BANK_DETAILS', 'SELFIE'] });
    let failNextRead = false;
    serveForm(form, (call) => {
      if (!isPaFormRead(call) || !failNextRead) return undefined;
      failNextRead = false;
      return Response.json({ code: 'NOT_FOUND', message: 'Page not found' }, { status: 404 });
    });
    await renderForm();
    await screen.findByRole('heading', { name: 'Disbursal Account' });
    await sendAccount('123456789012', 'HDFC0001234');
    await screen.findByText('We are verifying your account. This takes a few seconds.');

    failNextRead = true;
    await waitFor(() => expect(failNextRead).toBe(false), { timeout: 4000 });
    expect(screen.queryByText(/There was problem/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Disbursal Account' })).toBeTruthy();

    settleAccount(form, 'DISBURSAL', 'VERIFIED');
    expect(await screen.findByRole('heading', { name: 'Selfie' }, { timeout: 4000 })).toBeTruthy();
  });

  it("shows a failed verification's message and lets the borrower send a corrected account", async () => {
    const form = formWith({ postApprovalFields: ['BANK_DETAILS', 'BANK_DETAILS_NACH'] });
    const calls = serveForm(form);
    await renderForm();
    await screen.findByRole('heading', { name: 'Disbursal Account' });
    await sendAccount('123456789012', 'HDFC0001234');
    await screen.findByText('We are verifying your account. This takes a few seconds.');

    settleAccount(
      form,
      'DISBURSAL',
      'FAILED',
      'We could not find this account. Please check the account number and IFSC.',
    );
    expect(
      await screen.findByText(
        'We could not find this account. Please check the account number and IFSC.',
        undefined,
        {
          timeout: 4000,
        },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('We are verifying your account. This takes a few seconds.')).toBeNull();

    type(accountNumber, '123456789099');
    type(accountNumberAgain, '123456789099');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    expect(await screen.findByText('We are verifying your account. This takes a few seconds.')).toBeTruthy();
    expect(paFormPosts(calls)).toHaveLength(2);
  });

  it('refuses for NACH the account just given for disbursal (its number at its IFSC), with the red notice, and Continue waits', async () => {
    const form = formWith({ postApprovalFields: ['BANK_DETAILS', 'BANK_DETAILS_NACH'] });
    serveForm(form);
    await renderForm();
    await screen.findByRole('heading', { name: 'Disbursal Account' });
    await sendAccount('123456789012', 'HDFC0001234');
    await screen.findByText('We are verifying your account. This takes a few seconds.');
    settleAccount(form, 'DISBURSAL', 'VERIFIED');
    await screen.findByRole('heading', { name: 'Repayment Account (NACH)' }, { timeout: 4000 });

    fillAccount('123456789012', 'hdfc0001234');
    expect(
      await screen.findByText('*Repayment Account details should be different from the disbursal'),
    ).toBeTruthy();
    await screen.findByText('HDFC Bank, Andheri, Mumbai');
    expect(continueButton().disabled).toBe(true);

    // The same last digits at the same branch: another account.
    type(accountNumber, '987654321012');
    type(accountNumberAgain, '987654321012');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(
      screen.queryByText('*Repayment Account details should be different from the disbursal'),
    ).toBeNull();

    // The same number at another bank: another account too.
    fillAccount('123456789012', 'SBIN0005678');
    await screen.findByText('State Bank of India, Fort, Mumbai');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(
      screen.queryByText('*Repayment Account details should be different from the disbursal'),
    ).toBeNull();
  });

  it('sends for disbursal an account ending like the repayment account on file at its IFSC, the server telling whether it is the same', async () => {
    const calls = serveForm(
      formWith({
        postApprovalFields: ['BANK_DETAILS'],
        bankAccounts: [
          accountWith({ purposeType: 'NACH', ifsc: 'HDFC0001234', accountNumberMasked: 'XXXXXXX012' }),
        ],
      }),
      (call) =>
        isPaFormPost(call)
          ? Response.json(
              {
                code: 'VALIDATION_FAILED',
                message: '*Disbursal Account details should be different from the repayment',
                fieldErrors: {
                  'bankAccount.accountNumber': [
                    '*Disbursal Account details should be different from the repayment',
                  ],
                },
              },
              { status: 400 },
            )
          : undefined,
    );
    await renderForm();
    await screen.findByRole('heading', { name: 'Disbursal Account' });
    // Only XXXXXXX012 is known here: '555555555012' may well be another account.
    fillAccount('555555555012', 'HDFC0001234');
    await screen.findByText('HDFC Bank, Andheri, Mumbai');
    expect(
      screen.queryByText('*Disbursal Account details should be different from the repayment'),
    ).toBeNull();
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());

    // The server opened the number on file: it was the same account.
    await waitFor(() =>
      expect(
        screen.getAllByText('*Disbursal Account details should be different from the repayment').length,
      ).toBeGreaterThan(0),
    );
    expect(paFormPosts(calls)).toEqual([
      expect.objectContaining({
        bankAccount: expect.objectContaining({ accountNumber: '555555555012', ifsc: 'HDFC0001234' }),
      }),
    ]);
  });

  it('waits for an account given with the application while the server verifies it', async () => {
    const form = formWith({
      postApprovalFields: ['BANK_DETAILS', 'INSURANCE_NOMINEE'],
      bankAccounts: [accountWith({ purposeType: 'DISBURSAL', verification: 'PENDING', verifiedAt: null })],
    });
    serveForm(form);
    await renderForm();
    await screen.findByRole('heading', { name: 'Disbursal Account' });
    expect(screen.getByText('We are verifying your account. This takes a few seconds.')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    settleAccount(form, 'DISBURSAL', 'VERIFIED');
    expect(await screen.findByRole('heading', { name: 'Insurance Nominee' }, { timeout: 4000 })).toBeTruthy();
  });

  it("toasts the server's refusal and keeps the account to correct", async () => {
    serveForm(formWith({ postApprovalFields: ['BANK_DETAILS'] }), (call) =>
      call.method === 'POST' && call.url.endsWith('/api/hagen/pa-form')
        ? Response.json(
            {
              code: 'VALIDATION_FAILED',
              message: 'Please enter correct account number',
              fieldErrors: { 'bankAccount.accountNumber': ['Please enter correct account number'] },
            },
            { status: 422 },
          )
        : undefined,
    );
    await renderForm();
    await screen.findByRole('heading', { name: 'Disbursal Account' });
    await sendAccount('123456789012', 'HDFC0001234');
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter correct account number');
    expect(screen.getAllByText('Please enter correct account number')).toHaveLength(2);
    expect(screen.queryByText('We are verifying your account. This takes a few seconds.')).toBeNull();
  });
});
