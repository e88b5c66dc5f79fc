// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { userStatusOf } from '../../../test/user-status';
import {
  callsTo,
  consentServer,
  esignRequestId,
  opportunityId,
  opportunityOf,
  userId,
  type ConsentServer,
} from '../consent-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

const withdrawPath = '/api/hagen/withdraw-offer';
const afterSignature = opportunityOf({
  status: 'CUST_CONSENT_GIVEN',
  subStatuses: ['REPAY_INST_PENDING'],
  isEsignDone: true,
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel this loan' }));
  return screen.findByRole('dialog', { name: 'Do you want to cancel this loan?' });
};

/** A server that withdraws the offer (and cancels the application), or refuses with a 409. */
function withdrawingServer({ refuse = false } = {}): ConsentServer {
  let cancelled = false;
  return consentServer(afterSignature, (call, path) => {
    if (path === withdrawPath) {
      if (refuse)
        return Response.json({ code: 'CONFLICT', message: messages.withdrawNotPossible }, { status: 409 });
      cancelled = true;
      return Response.json({ ok: true });
    }
    if (path === `/api/lam/status/${userId}` && cancelled)
      return Response.json(userStatusOf(userId, { latestStatus: 'CANCELLED' }));
    return undefined;
  });
}

describe("'Cancel this loan'", () => {
  it.each([
    ['the post-approval form', 'A few more details', { subStatuses: ['PA_FORM_PENDING'] }],
    ['the agreement wait', 'Preparing your loan agreement', { subStatuses: ['SHUBHSIGN_PENDING'] }],
    ['the e-sign screen', 'Sign your Loan Agreement', { subStatuses: ['SHUBHSIGN_PENDING'], esignRequestId }],
    ['the repayment step', 'Set up repayment', { subStatuses: ['REPAY_INST_PENDING'], isEsignDone: true }],
  ] as const)('is offered on %s', async (_screen, title, state) => {
    const server = consentServer(
      opportunityOf({ status: 'CUST_CONSENT_GIVEN', ...state, subStatuses: [...state.subStatuses] }),
    );
    server.unsignedDoc = btoa('%PDF-1.7 agreement');
    await renderApp('/consent');
    expect(await heading(title)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancel this loan' })).toBeTruthy();
  });

  it('is not offered before the offer is accepted', async () => {
    consentServer();
    await renderApp('/consent');
    expect(await heading('Your Loan Offer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel this loan' })).toBeNull();
  });

  it("asks first; 'Keep the loan' closes the question and sends nothing", async () => {
    const server = withdrawingServer();
    await renderApp('/consent/repay');
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('You will not be charged anything.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the loan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await heading('Set up repayment')).toBeTruthy();
    expect(callsTo(server, withdrawPath)).toHaveLength(0);
  });

  it("'Yes, cancel the loan' withdraws the offer and home shows the cancelled application", async () => {
    const server = withdrawingServer();
    await renderApp('/consent/repay');
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the loan' }));
    expect(await heading('Hello, Asha Verma')).toBeTruthy();
    expect(screen.getByText('Your last application was cancelled')).toBeTruthy();
    expect(callsTo(server, withdrawPath).map((call) => [call.method, call.body])).toEqual([
      ['POST', { opportunityId }],
    ]);
  });

  it('says why when the loan can no longer be cancelled, and stays on the screen', async () => {
    withdrawingServer({ refuse: true });
    await renderApp('/consent/repay');
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the loan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.withdrawNotPossible);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Set up repayment' })).toBeTruthy();
  });

  it('asks and answers in Hindi', async () => {
    withdrawingServer({ refuse: true });
    await renderApp('/consent/repay');
    await heading('Set up repayment');
    await changeLanguage('hi');
    fireEvent.click(await screen.findByRole('button', { name: 'यह लोन रद्द करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'क्या आप यह लोन रद्द करना चाहते हैं?' });
    expect(dialog.textContent).toContain('आपसे कोई शुल्क नहीं लिया जाएगा।');
    fireEvent.click(screen.getByRole('button', { name: 'हाँ, लोन रद्द करें' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^यह लोन अब यहाँ रद्द नहीं किया जा सकता।/);
  });
});
