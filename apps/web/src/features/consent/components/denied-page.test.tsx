// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { androidBridgeEvent, androidDevKeys } from '../../../lib/android-bridge-simulator';
import { renderApp } from '../../../test/render-app';
import { callsTo, consentServer, opportunityId } from '../consent-test-kit';

const deny = () => fireEvent.click(screen.getByRole('button', { name: 'Deny Loan Offer' }));
const choose = (reason: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Reason' }), { target: { value: reason } });

describe('the offer denial screen', () => {
  it("asks for a reason: 'Please select one of the options to proceed.'", async () => {
    const server = consentServer();
    await renderApp('/consent/denied');

    await screen.findByRole('heading', { level: 1, name: 'Decline Loan Offer' });
    deny();
    expect(await screen.findByText('Please select one of the options to proceed.')).toBeTruthy();
    expect(callsTo(server, '/api/hagen/consent')).toHaveLength(0);
  });

  it("asks where from for 'Already got a loan', and sends the reason with it", async () => {
    const server = consentServer();
    await renderApp('/consent/denied');

    await screen.findByRole('heading', { level: 1, name: 'Decline Loan Offer' });
    choose('alreadyGotLoan');
    deny();
    expect(await screen.findByText('Please mention where did you get the loan offer.')).toBeTruthy();
    expect(callsTo(server, '/api/hagen/consent')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Where did you get the loan offer?' }), {
      target: { value: 'My bank' },
    });
    deny();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have declined this offer' }),
    ).toBeTruthy();
    expect(callsTo(server, '/api/hagen/consent')[0]?.body).toEqual({
      opportunityId,
      consent: false,
      comment: 'Already got a loan: My bank',
    });
  });

  it("sends a fixed reason's text, and tells an Android shell 'DECLINED'", async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '208');
    const bridge: string[] = [];
    const listen = (event: Event) => bridge.push((event as CustomEvent<{ call: string }>).detail.call);
    window.addEventListener(androidBridgeEvent, listen);
    const server = consentServer();
    await renderApp('/android/consent/denied');

    await screen.findByRole('heading', { level: 1, name: 'Decline Loan Offer' });
    choose('highInterest');
    deny();
    await screen.findByRole('heading', { level: 1, name: 'You have declined this offer' });
    expect(callsTo(server, '/api/hagen/consent')[0]?.body).toMatchObject({ comment: 'High interest rate' });
    await waitFor(() => expect(bridge).toContain('consentResult(DECLINED)'));
    window.removeEventListener(androidBridgeEvent, listen);
  });
});
