// @vitest-environment happy-dom
import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { queryClient } from '../../../lib/query-client';
import { callsTo, loanId, loanOf, loansServer, paymentId, paymentOf, userId } from '../loans-test-kit';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS } from './payment-result-page';

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

const paymentPath = loanPaymentPaths.payment.replace(':paymentId', paymentId);
const atResult = () => renderApp(`/repayment/result?payment_id=${paymentId}`);

describe('the payment result (spec 001 §4.8, §4.9)', () => {
  it('says the money is credited, with the day, and leads back to the loan', async () => {
    loansServer({ payments: [paymentOf({ status: 'CAPTURED', creditedOn: '2026-03-10' })] });
    await atResult();
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(screen.getByText('₹5,416.67 has been credited to your loan on 10 Mar 2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to loan details' }).getAttribute('href')).toBe(
      `/loans/details?loan_id=${loanId}`,
    );
  });

  it('after a part prepayment, says the loan is shorter and asks the loans again for the new EMI calendar', async () => {
    const server = loansServer({
      payments: [
        paymentOf({ purpose: 'PREPAYMENT', amount: 2_000_000, status: 'CAPTURED', creditedOn: '2026-03-10' }),
      ],
    });
    // The loans as read before paying, still fresh in the cache.
    queryClient.setQueryData(['loans', 'user-loans', userId], { loans: [loanOf()] });
    await atResult();
    expect(await screen.findByText('₹20,000 has been credited to your loan on 10 Mar 2026.')).toBeTruthy();
    expect(
      screen.getByText(
        'Your loan is now shorter: your EMI stays the same and the loan details show your new EMI calendar.',
      ),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Go to loan details' }));
    });
    expect(await screen.findByRole('list', { name: 'EMI calendar' })).toBeTruthy();
    expect(callsTo(server, '/api/kautilya/user-loans')).toHaveLength(1);
  });

  it("says a failed payment failed, with the gateway's reason and 'Try again'", async () => {
    loansServer({
      payments: [paymentOf({ status: 'FAILED', failureReason: 'Payment declined by the bank' })],
    });
    await atResult();
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('Reason: Payment declined by the bank')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/repayment?loan_id=${loanId}`,
    );
  });

  it('says an expired payment expired, with Try again', async () => {
    loansServer({ payments: [paymentOf({ status: 'EXPIRED' })] });
    await atResult();
    expect(await screen.findByText('This payment has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });

  it('asks again every 3 s while the payment is pending, until it is captured', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = loansServer({
      payments: [
        paymentOf({ status: 'PENDING' }),
        paymentOf({ status: 'PENDING' }),
        paymentOf({ status: 'CAPTURED', creditedOn: null }),
      ],
    });
    await atResult();
    expect(await screen.findByText('Your payment is being processed')).toBeTruthy();
    expect(callsTo(server, paymentPath)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
    });
    expect(callsTo(server, paymentPath)).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
    });
    expect(
      await screen.findByText('We have received ₹5,416.67. It will be credited to your loan shortly.'),
    ).toBeTruthy();
    const asked = callsTo(server, paymentPath).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 3);
    });
    expect(callsTo(server, paymentPath)).toHaveLength(asked);
  });

  it('stops asking after two minutes, says the bank has not confirmed yet, and asks again on Check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = loansServer({ payments: [paymentOf({ status: 'PENDING' })] });
    await atResult();
    await screen.findByText('Your payment is being processed');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_LIMIT_MS + PAYMENT_POLL_INTERVAL_MS);
    });
    expect(await screen.findByText('Your bank has not confirmed the payment yet')).toBeTruthy();
    const asked = callsTo(server, paymentPath).length;
    expect(asked).toBeGreaterThanOrEqual(PAYMENT_POLL_LIMIT_MS / PAYMENT_POLL_INTERVAL_MS - 2);
    expect(asked).toBeLessThanOrEqual(PAYMENT_POLL_LIMIT_MS / PAYMENT_POLL_INTERVAL_MS + 2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 5);
    });
    expect(callsTo(server, paymentPath)).toHaveLength(asked);

    server.payments = [paymentOf({ status: 'CAPTURED', creditedOn: '2026-03-10' })];
    const checkAgain = screen.getByRole('button', { name: 'Check again' });
    await act(async () => {
      fireEvent.click(checkAgain);
    });
    expect(await screen.findByText('Payment received')).toBeTruthy();
  });

  it('finds the payment the browser left for when the way back carries no id', async () => {
    localStorage.setItem('kredo.loans.lastPayment', paymentId);
    loansServer({ payments: [paymentOf({ status: 'CAPTURED', creditedOn: '2026-03-10' })] });
    await renderApp('/repayment/result?payment_id=');
    expect(await screen.findByText('Payment received')).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    await changeLanguage('hi');
    loansServer({ payments: [paymentOf({ status: 'FAILED', failureReason: null })] });
    await atResult();
    expect(await screen.findByText('भुगतान नहीं हो सका')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'फिर से प्रयास करें' })).toBeTruthy();
  });
});
