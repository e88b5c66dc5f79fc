import { backOfficeInsurancePaths } from '@kredo/contract/insurance-back-office';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pathWith } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { anOperationsSession, anOrder, detailOf, issuedOrder } from '../testing/insurance-fixtures';

const proposed = anOrder();
const refreshPath = pathWith(backOfficeInsurancePaths.refreshOrder, { orderId: proposed.orderId });
const cancelPath = pathWith(backOfficeInsurancePaths.cancelOrder, { orderId: issuedOrder.orderId });

function insuranceServer(
  onPost: (path: string, body: unknown) => Response = () => errorResponse(404, 'NOT_FOUND', 'x'),
) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === backOfficeInsurancePaths.orders) {
      const status = new URL(call.url, 'http://localhost').searchParams.get('status');
      const orders = [proposed, issuedOrder].filter((order) =>
        status === 'AWAITING_INSURER'
          ? ['PAID', 'PROPOSED'].includes(order.state)
          : !status || order.state === status,
      );
      return Response.json({ orders, truncated: false });
    }
    if (call.method === 'POST') return onPost(call.path, call.body);
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

async function renderAs(path: string) {
  saveSession(anOperationsSession());
  await renderConsole(path, { signedIn: false });
  return screen.findByRole('table', { name: 'Insurance orders' });
}

describe("operations' insurance page", () => {
  it("opens on the orders awaiting the insurer, and 'Ask the insurer now' shows the order as it now stands", async () => {
    const calls = insuranceServer((path) =>
      path === refreshPath
        ? Response.json(detailOf({ ...proposed, state: 'ISSUED', policyNumber: 'SGI/PA/2026/000124' }))
        : errorResponse(404, 'NOT_FOUND', 'x'),
    );
    const table = await renderAs('/insurance');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('AWAITING_INSURER');
    expect(calls.find((call) => call.path === backOfficeInsurancePaths.orders)?.url).toBe(
      `${backOfficeInsurancePaths.orders}?status=AWAITING_INSURER`,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: 'Ask the insurer now about the order of Asha Verma' }),
      );
    });
    expect(await screen.findByText('Asked about the order of Asha Verma: it is Issued.')).toBeTruthy();
    expect(within(table).getByText('SGI/PA/2026/000124')).toBeTruthy();
  });

  it('cancels an issued policy within its free look period with a note saying how the customer asked', async () => {
    const calls = insuranceServer((path) =>
      path === cancelPath
        ? Response.json(
            detailOf({ ...issuedOrder, state: 'CANCELLED', cancelledAt: '2026-11-30T04:00:00.000Z' }),
          )
        : errorResponse(404, 'NOT_FOUND', 'x'),
    );
    await renderAs('/insurance?status=ISSUED');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel the policy of Kiran Rao' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel within the free look period' });
    await act(async () => {
      fireEvent.change(within(dialog).getByRole('textbox', { name: /How and when the customer asked/ }), {
        target: { value: 'E-mail of 30 Nov asking to cancel' },
      });
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    });
    expect(
      await screen.findByText('The policy of Kiran Rao is cancelled; its refund is on its way.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      [cancelPath, { note: 'E-mail of 30 Nov asking to cancel' }],
    ]);
  });

  it("shows an order's issuance: the insurer's proposal and its last answer", async () => {
    stubFetch((call) =>
      call.path === backOfficeInsurancePaths.orders
        ? Response.json({ orders: [proposed], truncated: false })
        : call.path === pathWith(backOfficeInsurancePaths.order, { orderId: proposed.orderId })
          ? Response.json(detailOf(proposed))
          : errorResponse(404, 'NOT_FOUND', 'x'),
    );
    await renderAs('/insurance');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Issuance of the order of Asha Verma' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Issuance of Asha Verma’s order' });
    expect(await within(dialog).findByText('PENDING')).toBeTruthy();
    expect(within(dialog).getByText('SGI-PROP-0001')).toBeTruthy();
  });

  it('tries a refund the gateway declined again, and offers it no more once asked', async () => {
    const declined = anOrder({
      orderId: '7b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d53',
      state: 'REFUSED',
      customerName: 'Meera Nair',
      failureReason: 'REFUSED',
      refund: { refundId: 'refund-1', status: 'FAILED', amount: 199_00, reason: 'REFUSED' },
    });
    const retryPath = pathWith(backOfficeInsurancePaths.retryRefund, { orderId: declined.orderId });
    const calls = stubFetch((call) =>
      call.path === backOfficeInsurancePaths.orders
        ? Response.json({ orders: [declined], truncated: false })
        : call.method === 'POST' && call.path === retryPath
          ? Response.json(
              detailOf({
                ...declined,
                refund: { refundId: 'refund-2', status: 'PENDING', amount: 199_00, reason: 'REFUSED' },
              }),
            )
          : errorResponse(404, 'NOT_FOUND', 'x'),
    );
    await renderAs('/insurance?status=REFUSED');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry the refund of Meera Nair' }));
    });
    expect(await screen.findByText('The refund of Meera Nair is asked of the gateway again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry the refund of Meera Nair' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([retryPath]);
  });
});
