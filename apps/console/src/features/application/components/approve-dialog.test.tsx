import { defaultDueDayOfMonth, priceOffer } from '@kredo/domain/loan-offer';
import { paise } from '@kredo/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatAmount, formatPercent } from '../../../lib/format';
import { applicationPath, applicationServer, paths } from '../../../test/application-server';
import { anApplicationView } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render-console';
import { pricingOf } from '../lib/offer-terms';

const view = anApplicationView();

async function openDialog() {
  await renderConsole(applicationPath);
  fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  return within(await screen.findByRole('dialog', { name: 'Approve with terms' }));
}

function expectPreview(dialog: ReturnType<typeof within>, amount: number, tenureMonths: number) {
  const offer = priceOffer(
    { principal: paise(amount), tenureMonths, dueDayOfMonth: defaultDueDayOfMonth },
    pricingOf(view.boundary),
  );
  expect(dialog.getByTestId('offer-preview-emi').textContent).toBe(formatAmount(offer.emi, { exact: true }));
  expect(dialog.getByTestId('offer-preview-total').textContent).toBe(
    formatAmount(offer.totalRepayable, { exact: true }),
  );
  expect(dialog.getByTestId('offer-preview-apr').textContent).toBe(formatPercent(offer.apr));
  expect(dialog.getByTestId('offer-preview-disbursed').textContent).toBe(
    formatAmount(offer.disbursed, { exact: true }),
  );
  expect(dialog.getByTestId('offer-preview-processing-fee').textContent).toBe(
    formatAmount(offer.processingFee + offer.processingFeeGst, { exact: true }),
  );
}

describe('approving with terms', () => {
  it('starts from the request and prices it as the domain does', async () => {
    applicationServer();
    const dialog = await openDialog();

    expect((dialog.getByLabelText('Amount (Rs)') as HTMLInputElement).value).toBe('150000');
    expect((dialog.getByLabelText('Tenure (months)') as HTMLSelectElement).value).toBe('12');
    expect((dialog.getByLabelText('Due day') as HTMLInputElement).value).toBe('5');
    expectPreview(dialog, 15_000_000, 12);
    // 2.5% flat a month on Rs 1,50,000 over 12 months: Rs 16,250 a month.
    expect(dialog.getByTestId('offer-preview-emi').textContent).toBe('₹16,250.00');
  });

  it('updates the preview live as the amount and the tenure change', async () => {
    applicationServer();
    const dialog = await openDialog();
    const tenures = [...(dialog.getByLabelText('Tenure (months)') as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(tenures).toEqual(['6', '9', '12', '15', '18', '21', '24', '27', '30', '33', '36']);

    fireEvent.change(dialog.getByLabelText('Amount (Rs)'), { target: { value: '1,00,000' } });
    await waitFor(() => expectPreview(dialog, 10_000_000, 12));

    fireEvent.change(dialog.getByLabelText('Tenure (months)'), { target: { value: '24' } });
    await waitFor(() => expectPreview(dialog, 10_000_000, 24));

    // Outside the product's range: no offer to preview.
    fireEvent.change(dialog.getByLabelText('Amount (Rs)'), { target: { value: '900000' } });
    expect(await dialog.findByText('Enter terms within the product to see the offer')).toBeDefined();
    expect(dialog.queryByTestId('offer-preview-emi')).toBeNull();
  });

  it('sends the terms in paise and closes', async () => {
    const calls = applicationServer();
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText('Amount (Rs)'), { target: { value: '120000' } });
    fireEvent.change(dialog.getByLabelText('Tenure (months)'), { target: { value: '18' } });
    fireEvent.change(dialog.getByLabelText('Due day'), { target: { value: '10' } });

    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === paths.approve)?.body).toEqual({
      amount: 12_000_000,
      tenureMonths: 18,
      dueDayOfMonth: 10,
    });
  });

  it('refuses an amount outside the product and a due day past 28', async () => {
    const calls = applicationServer();
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText('Amount (Rs)'), { target: { value: '600000' } });
    fireEvent.change(dialog.getByLabelText('Due day'), { target: { value: '30' } });

    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));

    expect(await dialog.findByText('Enter an amount between ₹10,000 and ₹5,00,000')).toBeDefined();
    expect(dialog.getByText('Enter a day from 1 to 28')).toBeDefined();
    expect(calls.some((call) => call.path === paths.approve)).toBe(false);
  });
});

describe('rejecting', () => {
  it('sends the reason', async () => {
    const calls = applicationServer();
    await renderConsole(applicationPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the application' }));

    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Income could not be verified' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === paths.reject)?.body).toEqual({
      reason: 'Income could not be verified',
    });
  });
});
