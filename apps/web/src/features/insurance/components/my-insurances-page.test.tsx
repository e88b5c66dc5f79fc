// @vitest-environment happy-dom
import { insurancePaths } from '@kredo/contract/insurance';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { callsTo, insuranceServer, orderId, orderOf, refusal } from '../insurance-test-kit';

const underProcess = orderOf({
  orderId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  status: 'UNDER_PROCESS',
  validityInMonths: null,
  policyNumber: null,
  issuedAt: null,
  coverFrom: null,
  coverTill: null,
  freeLookEndsAt: null,
  cancellable: false,
  policyAvailable: false,
});

describe('My Insurances (spec 002 §2, §8)', () => {
  it("shows 'Under Process' until issued, then the validity in months and the policy", async () => {
    insuranceServer({ answers: { [insurancePaths.order]: { orders: [underProcess, orderOf()] } } });
    await renderApp('/insurance/activeInsurances');
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText('Under Process')).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: 'Download Policy' })).toBeNull();
    expect(within(second!).getByText('Valid for 12 months')).toBeTruthy();
    expect(within(second!).getByText('By Riskcovry')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Download Policy' })).toBeTruthy();
  });

  it("says 'You haven't purchased any insurance.' without orders", async () => {
    insuranceServer();
    await renderApp('/insurance/activeInsurances');
    expect(await screen.findByText("You haven't purchased any insurance.")).toBeTruthy();
  });

  it('says the policies could not be fetched, with the contact address', async () => {
    insuranceServer({ answers: { [insurancePaths.order]: refusal(503, 'PROVIDER_UNAVAILABLE', 'Busy') } });
    await renderApp('/insurance/activeInsurances');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There was problem in Fetching Your Insurance Policies');
    expect(within(alert).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
  });

  it("says 'Your policy not yet generated, mail us for more details' when the policy cannot be had", async () => {
    const server = insuranceServer({
      answers: {
        [insurancePaths.order]: { orders: [orderOf()] },
        [insurancePaths.policy]: refusal(409, 'INSURANCE_POLICY_PENDING', 'Not yet'),
      },
    });
    await renderApp('/insurance/activeInsurances');
    const download = await screen.findByRole('button', { name: 'Download Policy' });
    await act(async () => {
      fireEvent.click(download);
    });
    expect(await screen.findByText('Your policy not yet generated, mail us for more details')).toBeTruthy();
    expect(callsTo(server, insurancePaths.policy)[0]?.url).toBe(
      `${insurancePaths.policy}?orderId=${orderId}`,
    );
  });

  it("cancels a policy in its free look period on 'YOUR POLICY' after a confirm step", async () => {
    const server = insuranceServer({
      answers: {
        [insurancePaths.order]: { orders: [orderOf()] },
        [insurancePaths.cancelOrder]: orderOf({ status: 'CANCELLED', cancellable: false }),
      },
    });
    await renderApp(`/insurance/policies?orderId=${orderId}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'YOUR POLICY' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel policy' }));
    });
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this policy?' });
    expect(callsTo(server, insurancePaths.cancelOrder, 'POST')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    });
    expect(
      await screen.findByText('Your policy is cancelled. The premium will be refunded in 3-7 business days'),
    ).toBeTruthy();
    expect(callsTo(server, insurancePaths.cancelOrder, 'POST')[0]?.body).toEqual({ orderId });
  });
});

describe('the Payment Successful screen for INSURANCE (spec 002 §2)', () => {
  it.each([
    `/payment-success?product=INSURANCE&orderId=${orderId}`,
    `/insurancePaymentSuccess?orderId=${orderId}`,
  ])('at %s asks for the order until paid, then leads to My Insurances', async (path) => {
    insuranceServer({
      answers: {
        [insurancePaths.order]: [
          { orders: [orderOf({ status: 'PAYMENT_PENDING' })] },
          { orders: [underProcess] },
        ],
      },
    });
    await renderApp(path);
    expect(await screen.findByText('Please wait while we confirm your payment.')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful' }, { timeout: 4_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Your insurance will be issued in 24hrs.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(
        '/insurance/activeInsurances',
      ),
    );
  });
});
