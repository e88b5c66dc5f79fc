import { creditLinePaths } from '@kredo/contract/credit-lines';
import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { callsTo, creditLineOf, lineId, loansServer } from '../loans-test-kit';

/** The withdraw screen's tests' steps: the clock, the screen, its field and Confirm, the answers. */

export const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

export const atWithdraw = async () => {
  await renderApp(`/loans/rloc-details/withdraw?loan_id=${lineId}`);
  return screen.findByRole('textbox', { name: 'Amount to withdraw' });
};
export const type = (field: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(field, { target: { value } });
  });
export const confirm = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
export const infoCalls = (server: ReturnType<typeof loansServer>) =>
  callsTo(server, creditLinePaths.preDrawdownInfo).map((call) =>
    new URL(call.url, 'http://x').searchParams.get('amount'),
  );
export const feeUnknown = '* Convenience Fee and GST will be applicable on the amount drawdown.';
export const refusal = (status: number, message: string) =>
  Response.json({ code: 'CONFLICT', message }, { status });

/** A server whose pre-drawdown answers wait until the test lets each go. */
export function slowInfoServer() {
  const waiting: Array<() => void> = [];
  const server = loansServer({}, (call, path) => {
    if (path !== creditLinePaths.preDrawdownInfo) return undefined;
    const amount = Number(new URL(call.url, 'http://x').searchParams.get('amount'));
    return new Promise<Response>((resolve) =>
      waiting.push(() =>
        resolve(Response.json({ convenienceFee: amount / 100, convenienceFeeGst: amount / 500 })),
      ),
    ) as unknown as Response;
  });
  server.loans = [creditLineOf()];
  return { server, waiting };
}
