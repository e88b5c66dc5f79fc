// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import {
  awaitingRepayment,
  callsTo,
  consentServer,
  mandateId,
  nachOf,
  opportunityOf,
} from '../../consent-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

const opportunityPath = '/api/loan-opportunity/opportunity';

const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const modeList = async () => screen.findByRole('list', { name: 'Ways to set up repayment' });

/** A borrower at the repayment step. */
const repayServer = (overrides: Parameters<typeof opportunityOf>[0] = {}) =>
  consentServer(opportunityOf({ ...awaitingRepayment, ...overrides }));

describe("back from the bank's page", () => {
  it('registers the mandate, asking every 5 s, until the offer moves on to the thank-you screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = repayServer({ nach: nachOf() });
    await renderApp(`/consent/repay?status=success&mandate_id=${mandateId}`);

    expect(await screen.findByText('Registering your mandate', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Ways to set up repayment' })).toBeNull();
    const asked = callsTo(server, opportunityPath).length;
    await pass(5_000);
    await waitFor(() => expect(callsTo(server, opportunityPath).length).toBe(asked + 1));

    server.opportunity = { ...server.opportunity, nach: nachOf({ nachStatus: 'IN_PROCESS' }) };
    await pass(5_000);
    expect(await screen.findByText(messages.nachInProcess)).toBeTruthy();

    server.opportunity = {
      ...server.opportunity,
      status: 'DISBURSAL_PENDING',
      subStatuses: [],
      nach: nachOf({ nachStatus: 'ACTIVATED', umrn: 'HDFC7021811230000123' }),
    };
    await pass(5_000);
    expect(await heading('Thank you!')).toBeTruthy();
  });

  it('stops asking and offers the modes again once the bank rejected it, with its reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = repayServer({ nach: nachOf({ nachStatus: 'IN_PROCESS' }) });
    await renderApp('/consent/repay?status=success');
    await screen.findByText('Registering your mandate', { selector: 'p' });

    server.opportunity = {
      ...server.opportunity,
      nach: nachOf({ nachStatus: 'REJECTED', reasonCode: 'AP11', reasonText: 'Authentication failed' }),
    };
    await pass(5_000);
    expect(await screen.findByText('Your mandate was rejected: Authentication failed')).toBeTruthy();
    expect(await modeList()).toBeTruthy();
    const asked = callsTo(server, opportunityPath).length;
    await pass(15_000);
    expect(callsTo(server, opportunityPath)).toHaveLength(asked);
  });

  it.each(['cancelled', 'timeout'])(
    'says the mandate was not completed at the bank (%s) and offers the modes',
    async (status) => {
      repayServer({ nach: nachOf() });
      await renderApp(`/consent/repay?status=${status}&mandate_id=${mandateId}`);
      expect(
        await screen.findByText(
          'The mandate was not completed at your bank. Please choose how to set up repayment again.',
        ),
      ).toBeTruthy();
      expect(await modeList()).toBeTruthy();
    },
  );

  it("gives the bank's reason when it failed", async () => {
    repayServer({
      nach: nachOf({ nachStatus: 'REJECTED', reasonCode: 'AP04', reasonText: 'Account inoperative' }),
    });
    await renderApp(`/consent/repay?status=failed&mandate_id=${mandateId}`);
    expect(
      await screen.findByText(
        'Your bank did not register the mandate. Please choose how to set up repayment again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your mandate was rejected: Account inoperative')).toBeTruthy();
    expect(await modeList()).toBeTruthy();
  });
});
