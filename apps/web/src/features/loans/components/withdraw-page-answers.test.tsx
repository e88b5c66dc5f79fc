// @vitest-environment happy-dom
import { creditLineMessages, creditLinePaths } from '@kredo/contract/credit-lines';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { callsTo, creditLineOf, drawdownOf, lineId, loansServer } from '../loans-test-kit';
import { atWithdraw, confirm, refusal, type } from './withdraw-test-kit';

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

describe("the withdraw screen and the server's answers (spec 001 §5, §8)", () => {
  it("shows the server's refusal as its text, in Hindi too; Confirm again is a new request", async () => {
    const server = loansServer({ loans: [creditLineOf()] }, (_call, path) =>
      path === creditLinePaths.drawdown ? refusal(409, creditLineMessages.payoutRefused) : undefined,
    );
    const field = await atWithdraw();
    await type(field, '10000');
    await waitFor(() => expect(confirm().disabled).toBe(false), { timeout: 3_000 });
    await act(async () => {
      fireEvent.click(confirm());
    });
    expect((await screen.findByRole('alert')).textContent).toBe(creditLineMessages.payoutRefused);
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeTruthy();

    await changeLanguage('hi');
    expect(screen.getByRole('alert').textContent).toBe(
      'हम अभी आपके बैंक खाते में पैसे नहीं भेज सके। कृपया कल फिर से प्रयास करें।',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'पुष्टि करें' }));
    });
    await waitFor(() => expect(callsTo(server, creditLinePaths.drawdown)).toHaveLength(2));
    const [first, second] = callsTo(server, creditLinePaths.drawdown).map(
      (call) => (call.body as { requestId: string }).requestId,
    );
    expect(second).not.toBe(first);
  });

  it("words the server's withdraw check as the screen's own, with the limit it filled in", async () => {
    // Another drawdown took most of the room in the meantime.
    loansServer({ loans: [creditLineOf()] }, (_call, path) =>
      path === creditLinePaths.drawdown
        ? refusal(422, 'Please Enter amount between 0 and ₹2,000')
        : undefined,
    );
    await changeLanguage('hi');
    await renderApp(`/loans/rloc-details/withdraw?loan_id=${lineId}`);
    const field = await screen.findByRole('textbox', { name: 'निकाली जाने वाली राशि' });
    await type(field, '10000');
    const submit = () => screen.getByRole('button', { name: 'पुष्टि करें' }) as HTMLButtonElement;
    await waitFor(() => expect(submit().disabled).toBe(false), { timeout: 3_000 });
    await act(async () => {
      fireEvent.click(submit());
    });
    expect((await screen.findByRole('alert')).textContent).toBe('कृपया 0 और ₹2,000 के बीच की राशि दर्ज करें');
  });

  it.each([
    ['no answer comes', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => refusal(500, "Couldn't process the request, please try again")],
  ])(
    "says 'Something Went Wrong. Please Try Again.' when %s, and Confirm again sends the same request id",
    async (_case, fail) => {
      let down = true;
      const server = loansServer({ loans: [creditLineOf()] }, (_call, path) =>
        path === creditLinePaths.drawdown && down ? (fail() as unknown as Response) : undefined,
      );
      const field = await atWithdraw();
      await type(field, '10000');
      await waitFor(() => expect(confirm().disabled).toBe(false), { timeout: 3_000 });
      await act(async () => {
        fireEvent.click(confirm());
      });
      expect((await screen.findByRole('alert')).textContent).toBe('Something Went Wrong. Please Try Again.');
      // The drawdown may have been made: the same request again draws once at most.
      down = false;
      await act(async () => {
        fireEvent.click(confirm());
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Credit line details' })).toBeTruthy();
      const ids = callsTo(server, creditLinePaths.drawdown).map(
        (call) => (call.body as { requestId: string }).requestId,
      );
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
    },
  );

  it('makes a new request id once the amount changes after a failure', async () => {
    let down = true;
    const server = loansServer({ loans: [creditLineOf()] }, (_call, path) =>
      path === creditLinePaths.drawdown && down ? refusal(503, 'Service unavailable') : undefined,
    );
    const field = await atWithdraw();
    await type(field, '10000');
    await waitFor(() => expect(confirm().disabled).toBe(false), { timeout: 3_000 });
    await act(async () => {
      fireEvent.click(confirm());
    });
    await screen.findByRole('alert');
    down = false;
    await type(field, '9000');
    await waitFor(() => expect(confirm().disabled).toBe(false), { timeout: 3_000 });
    await act(async () => {
      fireEvent.click(confirm());
    });
    await screen.findByRole('heading', { level: 1, name: 'Credit line details' });
    const bodies = callsTo(server, creditLinePaths.drawdown).map(
      (call) => call.body as { amount: number; requestId: string },
    );
    expect(bodies.map((body) => body.amount)).toEqual([1_000_000, 900_000]);
    expect(bodies[1]?.requestId).not.toBe(bodies[0]?.requestId);
  });

  it('shows why a payout failed at once', async () => {
    loansServer({ loans: [creditLineOf()] }, (_call, path) =>
      path === creditLinePaths.drawdown
        ? Response.json(
            drawdownOf({ status: 'FAILED', failureReason: creditLineMessages.noDisbursalAccount }),
          )
        : undefined,
    );
    const field = await atWithdraw();
    await type(field, '10000');
    await waitFor(() => expect(confirm().disabled).toBe(false), { timeout: 3_000 });
    await act(async () => {
      fireEvent.click(confirm());
    });
    expect((await screen.findByRole('alert')).textContent).toBe(creditLineMessages.noDisbursalAccount);
  });
});
