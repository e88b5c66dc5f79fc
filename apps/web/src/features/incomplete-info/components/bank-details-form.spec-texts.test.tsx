// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { FetchCall } from '../../../test/stub-fetch';
import { profileRoute } from '../form-test-kit';
import { profileWith, serve, statusWith } from '../test-kit';

/*
 * The bank details correction shows spec 000's quoted texts exactly (§5.3, §8 'Profile save',
 * §4.2 toast; docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

function ifscRoute(call: FetchCall) {
  const ifsc = /\/ifsc\/(\w+)$/.exec(call.url)?.[1];
  if (ifsc === 'BARB0BROKEN') return Response.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 });
  if (ifsc === 'HDFC0001234' || ifsc === 'SBIN0005678')
    return Response.json({
      IFSC: ifsc,
      BANK: 'Bank',
      BRANCH: 'Branch',
      CITY: 'Mumbai',
      STATE: 'Maharashtra',
    });
  if (ifsc) return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  return undefined;
}

async function open(...routes: Array<(call: FetchCall) => Response | undefined>) {
  serve(
    statusWith('INCOMPLETE_INFO', ['NACH_BANK_DETAILS', 'DISBURSAL_BANK_DETAILS']),
    ...routes,
    profileRoute(profileWith()),
    ifscRoute,
  );
  await renderApp('/incomplete-info/bank-details');
  await screen.findByRole('region', { name: 'Disbursal Account' });
}

function fill(card: string, label: RegExp, value: string) {
  const input = within(screen.getByRole('region', { name: card })).getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function fillAccount(card: string, number: string, ifsc: string) {
  fill(card, /^(?!.*Re-enter).*Account Number/, number);
  fill(card, /Re-enter Account Number/, number);
  fill(card, /IFSC/, ifsc);
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

describe("the bank details correction's spec texts", () => {
  it("says 'Please enter correct account number', 'Account Number does not match', 'Incorrect IFSC code!' and 'Something went wrong!'", async () => {
    await open();
    const repayment = 'Repayment Account (NACH)';

    fill(repayment, /^(?!.*Re-enter).*Account Number/, '1234');
    expect(await screen.findByText('Please enter correct account number')).toBeTruthy();
    fill(repayment, /^(?!.*Re-enter).*Account Number/, '12345678901');
    fill(repayment, /Re-enter Account Number/, '12345678900');
    expect(await screen.findByText('Account Number does not match')).toBeTruthy();
    fill(repayment, /IFSC/, 'HDFC000');
    expect(await screen.findByText('Incorrect IFSC code!')).toBeTruthy();
    fill(repayment, /IFSC/, 'HDFC0009999');
    expect(await screen.findByText('Incorrect IFSC code!')).toBeTruthy();
    fill(repayment, /IFSC/, 'BARB0BROKEN');
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
  });

  it('says each account must differ from the other', async () => {
    await open();

    fillAccount('Repayment Account (NACH)', 'ABC12345678', 'HDFC0001234');
    fillAccount('Disbursal Account', 'ABC12345678', 'HDFC0001234');

    expect(
      await screen.findByText('*Repayment Account details should be different from the disbursal'),
    ).toBeTruthy();
    expect(
      screen.getByText('*Disbursal Account details should be different from the repayment'),
    ).toBeTruthy();
  });

  it("toasts 'Something went wrong!' when a save fails without a message, and 'Bank Details updated successfully' when it works", async () => {
    let saves = 0;
    await open((call) =>
      call.method === 'POST' && call.url.includes('/api/paandu/profile') && saves++ === 0
        ? new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })
        : undefined,
    );
    fillAccount('Repayment Account (NACH)', 'ABC12345678', 'HDFC0001234');
    fillAccount('Disbursal Account', 'XYZ99999999', 'SBIN0005678');
    await vi.waitFor(() => expect(continueButton().disabled).toBe(false));

    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong!');

    fireEvent.click(continueButton());
    expect(await screen.findByText('Bank Details updated successfully')).toBeTruthy();
  });
});
