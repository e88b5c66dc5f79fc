// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { awaitingRepayment, consentServer, nachOf, opportunityOf } from '../../consent-test-kit';

/** A borrower at the repayment step whose mandate is `nach`. */
const repayServer = (overrides: Parameters<typeof opportunityOf>[0] = {}) =>
  consentServer(opportunityOf({ ...awaitingRepayment, ...overrides }));

const modeList = async () => screen.findByRole('list', { name: 'Ways to set up repayment' });

describe('the NACH status bar (spec 001 §4.7)', () => {
  it.each([
    ['IN_PROCESS', messages.nachInProcess],
    ['AUTHORIZED', messages.nachAuthorized],
    ['ACTIVATED', messages.nachActivated],
    ['REJECTED', messages.nachRejected],
  ] as const)('says %s', async (nachStatus, text) => {
    repayServer({ nach: nachOf({ nachStatus }) });
    await renderApp('/consent/repay');
    const bar = await screen.findByRole('status', { name: 'Mandate status' });
    expect(bar.textContent).toContain(text);
  });

  it('says a paper form under review is with operations, not yet at the bank', async () => {
    repayServer({
      nach: nachOf({ mode: 'PNACH', collection: 'UPLOAD', vendor: null, nachStatus: 'IN_PROCESS' }),
    });
    await renderApp('/consent/repay');
    const bar = await screen.findByRole('status', { name: 'Mandate status' });
    expect(bar.textContent).toContain('Our team is verifying it');
    expect(bar.textContent).not.toContain(messages.nachInProcess);
  });

  it("shows a rejection's reason, in the server's words when the code is not one we know", async () => {
    repayServer({
      nach: nachOf({ nachStatus: 'REJECTED', reasonCode: 'X99', reasonText: 'Mandate limit exceeded' }),
    });
    await renderApp('/consent/repay');
    expect(await screen.findByText('Your mandate was rejected: Mandate limit exceeded')).toBeTruthy();
    expect(screen.getByText(messages.nachRejected)).toBeTruthy();
  });

  it('shows nothing before the mandate reaches the bank', async () => {
    repayServer({ nach: nachOf() });
    await renderApp('/consent/repay');
    await modeList();
    for (const text of [
      messages.nachInProcess,
      messages.nachAuthorized,
      messages.nachActivated,
      messages.nachRejected,
    ])
      expect(screen.queryByText(text)).toBeNull();
  });
});
