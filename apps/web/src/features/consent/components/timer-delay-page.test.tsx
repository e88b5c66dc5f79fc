// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { callsTo, consentServer, esignRequestId, opportunityOf } from '../consent-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

const signing = opportunityOf({ status: 'CUST_CONSENT_GIVEN', subStatuses: ['SHUBHSIGN_PENDING'] });
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the agreement-generation wait', () => {
  it('asks for the e-sign request every 5 s, then the agreement every 10 s, and moves to the signature', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = consentServer(signing);
    await renderApp('/consent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preparing your loan agreement' }),
    ).toBeTruthy();
    expect(callsTo(server, '/esign/getunsigneddocs')).toHaveLength(0);

    server.opportunity = { ...signing, esignRequestId };
    await pass(5_000);
    await vi.waitFor(() => expect(callsTo(server, '/esign/getunsigneddocs')).toHaveLength(1));
    expect(callsTo(server, '/esign/getunsigneddocs')[0]?.url).toBe(
      `/esign/getunsigneddocs?request_id=${esignRequestId}`,
    );
    await pass(9_000);
    expect(callsTo(server, '/esign/getunsigneddocs')).toHaveLength(1);
    server.unsignedDoc = btoa('%PDF-1.7 agreement');
    await pass(1_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign your Loan Agreement' })).toBeTruthy();
  });

  it("says 'Your loan agreement generation has failed, for further support' and the address after 60 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    consentServer(signing);
    await renderApp('/healwise/consent/timer-delay');
    expect(await screen.findByText('60 seconds left')).toBeTruthy();

    await pass(59_000);
    expect(screen.queryByText(/Your loan agreement generation has failed/)).toBeNull();
    await pass(1_000);
    const failure = await screen.findByText(/Your loan agreement generation has failed, for further support/);
    expect(failure.textContent).toBe(
      'Your loan agreement generation has failed, for further support loans@healwise.example',
    );
  });
});
