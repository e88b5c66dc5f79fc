// @vitest-environment happy-dom
import { creditLineMessages, creditLinePaths } from '@kredo/contract/credit-lines';
import { loansPaths } from '@kredo/contract/loans';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { callsTo, creditLineOf, lineId, loansServer } from '../loans-test-kit';
import {
  atWithdraw,
  confirm,
  feeUnknown,
  infoCalls,
  pass,
  refusal,
  slowInfoServer,
  type,
} from './withdraw-test-kit';

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

describe('withdrawing from a credit line (spec 001 §2.10, §5, §7, §8)', () => {
  it("shows the available limit and the amount field, its max attribute '30' as the spec has it", async () => {
    loansServer({ loans: [creditLineOf()] });
    const field = await atWithdraw();
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByText('₹75,000')).toBeTruthy();
    expect(field.getAttribute('max')).toBe('30');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('Up to ₹75,000')).toBeTruthy();
    expect(confirm().disabled).toBe(true);
  });

  it('asks for the fee 1 s after typing stops, for the last amount only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = loansServer({ loans: [creditLineOf()] });
    const field = await atWithdraw();
    await type(field, '1');
    await pass(600);
    await type(field, '10');
    await pass(600);
    await type(field, '100');
    await pass(900);
    expect(infoCalls(server)).toEqual([]);
    await pass(200);
    await waitFor(() => expect(infoCalls(server)).toEqual(['10000']));
    const [call] = callsTo(server, creditLinePaths.preDrawdownInfo);
    expect(new URL(call!.url, 'http://x').searchParams.get('loan_id')).toBe(lineId);
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('keeps Confirm disabled until the fee for the amount on screen has been answered, then shows it', async () => {
    const { server, waiting } = slowInfoServer();
    const field = await atWithdraw();
    await type(field, '10000');
    expect(confirm().disabled).toBe(true);
    await waitFor(() => expect(infoCalls(server)).toEqual(['1000000']), { timeout: 3_000 });
    expect(screen.getByText('Working out the convenience fee…')).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    await act(async () => waiting.shift()?.());
    await waitFor(() => expect(confirm().disabled).toBe(false));
    const rows = screen.getByRole('table', { name: 'What this withdrawal costs' }).querySelectorAll('tr');
    expect([...rows].map((row) => row.textContent)).toEqual([
      'Paid to your bank account₹10,000',
      'Convenience fee₹100',
      'GST on the fee₹20',
    ]);
  });

  it('shows no fee of an amount no longer typed, though its answer comes last', async () => {
    const { server, waiting } = slowInfoServer();
    const field = await atWithdraw();
    await type(field, '5000');
    await waitFor(() => expect(infoCalls(server)).toEqual(['500000']), { timeout: 3_000 });
    await type(field, '6000');
    await waitFor(() => expect(infoCalls(server)).toEqual(['500000', '600000']), { timeout: 3_000 });
    // The answer for ₹6,000 first, then the stale one for ₹5,000.
    await act(async () => waiting.pop()?.());
    await act(async () => waiting.pop()?.());
    await waitFor(() => expect(confirm().disabled).toBe(false));
    const table = screen.getByRole('table', { name: 'What this withdrawal costs' });
    expect(table.textContent).toContain('₹6,000');
    expect(table.textContent).toContain('₹60');
    expect(table.textContent).not.toContain('₹50');
  });

  it('says the fee and GST apply when the fee cannot be read, and lets the borrower confirm', async () => {
    loansServer({ loans: [creditLineOf()] }, (_call, path) =>
      path === creditLinePaths.preDrawdownInfo ? refusal(503, 'Service unavailable') : undefined,
    );
    const field = await atWithdraw();
    await type(field, '10000');
    expect(await screen.findByText(feeUnknown, undefined, { timeout: 3_000 })).toBeTruthy();
    expect(confirm().disabled).toBe(false);
  });

  it.each([
    ['0', 'Please Enter amount between 0 and ₹75,000'],
    ['-50', 'Please Enter amount between 0 and ₹75,000'],
    ['12.345', 'Please Enter amount between 0 and ₹75,000'],
    ['75000.01', 'Amount should be within Available Limit'],
    ['80000', 'Amount should be within Available Limit'],
  ])('refuses %s: %s, asking no fee and keeping Confirm disabled', async (typed, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = loansServer({ loans: [creditLineOf()] });
    const field = await atWithdraw();
    await type(field, typed);
    expect(screen.getByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await pass(1_500);
    expect(infoCalls(server)).toEqual([]);
    expect(confirm().disabled).toBe(true);
  });

  it("says 'Loan Tenure has expired' on an expired line before anything is typed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = loansServer({ loans: [creditLineOf({ is_expired: true })] });
    const field = await atWithdraw();
    expect(screen.getByText('Loan Tenure has expired')).toBeTruthy();
    await type(field, '1000');
    expect(screen.getByText('Loan Tenure has expired')).toBeTruthy();
    await pass(1_500);
    expect(infoCalls(server)).toEqual([]);
    expect(confirm().disabled).toBe(true);
  });

  it('draws once on a double tap, with one request id, then shows the details with the money on its way', async () => {
    const server = loansServer({ loans: [creditLineOf()] });
    const field = await atWithdraw();
    await type(field, '10000');
    await waitFor(() => expect(confirm().disabled).toBe(false), { timeout: 3_000 });
    expect(callsTo(server, loansPaths.userLoans)).toHaveLength(1);
    await act(async () => {
      fireEvent.click(confirm());
      fireEvent.click(confirm());
    });
    await act(async () => {
      fireEvent.click(screen.queryByRole('button', { name: 'Confirm' }) ?? document.body);
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Credit line details' })).toBeTruthy();
    const draws = callsTo(server, creditLinePaths.drawdown);
    expect(draws).toHaveLength(1);
    expect(draws[0]?.method).toBe('POST');
    expect(draws[0]?.body).toEqual({ loanId: lineId, amount: 1_000_000, requestId: expect.any(String) });
    expect((draws[0]?.body as { requestId: string }).requestId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(screen.getByText(/^Your withdrawal is on its way to your bank account/)).toBeTruthy();
    // The list is read again: the ₹10,000 on its way is no longer available.
    await waitFor(() => expect(screen.getByText('₹65,000')).toBeTruthy());
    expect(callsTo(server, loansPaths.userLoans)).toHaveLength(2);
  });

  it('says drawdowns are on hold on a suspended line, and offers no Confirm', async () => {
    loansServer({ loans: [creditLineOf({}, {}, { suspended: true })] });
    await renderApp(`/loans/rloc-details/withdraw?loan_id=${lineId}`);
    expect(await screen.findByText(creditLineMessages.suspended)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    loansServer({ loans: [creditLineOf()] });
    await renderApp(`/loans/rloc-details/withdraw?loan_id=${lineId}`);
    const field = await screen.findByRole('textbox', { name: 'निकाली जाने वाली राशि' });
    await type(field, '80000');
    expect(screen.getByText('राशि उपलब्ध लिमिट के भीतर होनी चाहिए')).toBeTruthy();
    await type(field, '0');
    expect(screen.getByText('कृपया 0 और ₹75,000 के बीच की राशि दर्ज करें')).toBeTruthy();
  });
});
