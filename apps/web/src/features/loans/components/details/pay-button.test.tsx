// @vitest-environment happy-dom
import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { callsTo, inDays, loanId, loanOf, loansServer, repaymentOptionsOf } from '../../loans-test-kit';

/** The details of a loan whose next unpaid EMI is `days` away, with the NACH presentation as given. */
async function atDetails(days: number, nachPresentationInProcess: boolean) {
  const server = loansServer({
    loans: [
      loanOf({
        repayment_schedules: [
          { date: inDays(days - 30), paid_date: inDays(days - 30) },
          { date: inDays(days), paid_date: null },
        ],
      }),
    ],
    options: repaymentOptionsOf({ nachPresentationInProcess }),
  });
  await renderApp(`/loans/details?loan_id=${loanId}`);
  await screen.findByRole('heading', { level: 1, name: 'Loan details' });
  // Pay decides by the repayment options, read as the screen opens.
  await waitFor(() => expect(callsTo(server, loanPaymentPaths.repaymentOptions)).toHaveLength(1));
  return server;
}

const pay = async () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  });
const toRepayment = () => screen.findByRole('heading', { level: 1, name: 'Pay your loan' });

describe('Pay (spec 001 §4.9)', () => {
  it.each([0, 1, 2])(
    'asks first when the EMI is %i days away and its NACH presentation is under process',
    async (days) => {
      await atDetails(days, true);
      await pay();
      const dialog = await screen.findByRole('dialog', { name: 'Your EMI is already being collected' });
      expect(dialog.textContent).toContain('already under process');
      expect(dialog.textContent).toContain('excess amount will be refunded');
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'I wish to pay' })).toBeTruthy();
    },
  );

  it("goes on to the repayment screen on 'I wish to pay'", async () => {
    await atDetails(1, true);
    await pay();
    const target = await screen.findByRole('button', { name: 'I wish to pay' });
    await act(async () => {
      fireEvent.click(target);
    });
    expect(await toRepayment()).toBeTruthy();
  });

  it("stays on the details on 'Cancel'", async () => {
    await atDetails(2, true);
    await pay();
    const target = await screen.findByRole('button', { name: 'Cancel' });
    await act(async () => {
      fireEvent.click(target);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Loan details' })).toBeTruthy();
  });

  it.each([
    ['3 days away', 3, true],
    ['past, with none after it', -1, true],
    ['tomorrow, but no NACH presentation is under process', 1, false],
  ])('goes straight to the repayment screen when the EMI is %s', async (_case, days, presenting) => {
    await atDetails(days, presenting);
    await pay();
    expect(await toRepayment()).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
