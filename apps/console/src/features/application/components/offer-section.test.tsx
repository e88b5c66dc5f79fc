import type { ApplicationView, OfferProgress } from '@kredo/contract/back-office';
import type { LoanOffer } from '@kredo/contract/loan-offer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { applicationPath, applicationServer, paths } from '../../../test/application-server';
import { anApplicationView, anOfferProgress, applicationId } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render-console';
import { errorResponse } from '../../../test/stub-fetch';

const anOffer = (overrides: Partial<LoanOffer> = {}): LoanOffer => ({
  opportunityId: '7c0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a03',
  applicationId,
  status: 'CUST_CONSENT_GIVEN',
  subStatuses: ['SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
  productCode: 'PL',
  lenderId: 1,
  lenderName: 'Lender One',
  amount: 15_000_000,
  tenureMonths: 12,
  tenurePeriod: 'MONTHS',
  paymentFrequency: 'Monthly',
  monthlyFlatRateBp: 250,
  interestPercent: 30,
  emiAmount: 1_625_000,
  installmentAmount: 1_625_000,
  totalInterest: 4_500_000,
  totalRepayable: 19_500_000,
  processingFee: 300_000,
  processingFeeGst: 54_000,
  convenienceFeePct: 0.5,
  minConvenienceFee: 9_900,
  convenienceFee: 75_000,
  convenienceFeeGst: 13_500,
  disbursedAmount: 14_557_500,
  aprBp: 3_612,
  dueDayOfMonth: 5,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

const acceptedView = (overrides: Partial<ApplicationView> = {}) =>
  anApplicationView({
    application: { ...anApplicationView().application, status: 'CUST_CONSENT_GIVEN' },
    allowedActions: [],
    offer: anOffer(),
    ...overrides,
  });

async function openOffer() {
  await renderConsole(applicationPath);
  const region = await screen.findByRole('region', { name: 'Offer' });
  await within(region).findByText('Opportunity');
  return within(region);
}

describe('the offer after approval', () => {
  it('shows the answers with their KFS, every KFS version, the items and the agreement', async () => {
    applicationServer({ view: acceptedView(), offer: anOfferProgress() });
    const offer = await openOffer();

    // The terms while the offer stands, then its progress.
    expect(offer.getByText('₹1,45,575.00')).toBeDefined();
    const answers = within(offer.getByRole('table', { name: 'Borrower’s answers' }));
    const [, declined, accepted] = answers.getAllByRole('row');
    expect(within(declined!).getByText('Declined: EMI too high')).toBeDefined();
    expect(within(declined!).getByText('v1 (1f2e3d4c5b6a…)')).toBeDefined();
    expect(within(declined!).getByText('android-webview')).toBeDefined();
    expect(within(accepted!).getByText('Accepted')).toBeDefined();
    expect(within(accepted!).getByText('I agree to the loan terms')).toBeDefined();
    expect(within(accepted!).getByText('10.0.0.8')).toBeDefined();

    const versions = within(offer.getByRole('table', { name: 'Key Fact Statements' }));
    const [, first, second] = versions.getAllByRole('row');
    expect(within(first!).getByText('KR-7C0C3A52-1')).toBeDefined();
    expect(within(first!).getByText('No')).toBeDefined();
    expect(within(first!).getByText('en, hi')).toBeDefined();
    expect(within(second!).getByText('Yes')).toBeDefined();
    expect(within(second!).getByText('₹1,46,460.00')).toBeDefined();

    expect(offer.getByText('Nothing due')).toBeDefined();
    expect(offer.getByText(/Ravi Kumar, XXXXXX5600/)).toBeDefined();
    expect(offer.getByText('Sita Verma (Mother)')).toBeDefined();
    expect(offer.getByText(/NACH: XXXXXXX999 · FAILED · The account is closed/)).toBeDefined();

    expect(offer.getByText('KLA-2026-000123')).toBeDefined();
    expect(offer.getByText('Not signed yet')).toBeDefined();
    expect(offer.getByRole('button', { name: 'Resend e-sign code' })).toHaveProperty('disabled', false);
    expect(offer.getByRole('button', { name: 'Cancel offer' })).toHaveProperty('disabled', false);
  });

  it('marks a signature that verifies as valid and one that does not as invalid', async () => {
    const signed = (check: 'VALID' | 'INVALID' | 'UNREADABLE'): OfferProgress['agreement'] => ({
      ...anOfferProgress().agreement!,
      status: 'SIGNED',
      signedAt: '2026-03-06T10:00:00.000Z',
      signatureCheck: check,
      signatureValid: check === 'VALID',
      signerName: check === 'VALID' ? 'Asha Verma' : null,
    });
    applicationServer({
      view: acceptedView(),
      offer: anOfferProgress({ agreement: signed('VALID'), allowedActions: ['CANCEL_OFFER'] }),
    });
    const offer = await openOffer();
    expect(offer.getByLabelText('Signature: Valid')).toBeDefined();
    expect(offer.getByText('Asha Verma')).toBeDefined();
    expect(offer.getByRole('button', { name: 'Resend e-sign code' })).toHaveProperty('disabled', true);

    cleanup();
    applicationServer({ view: acceptedView(), offer: anOfferProgress({ agreement: signed('INVALID') }) });
    const invalid = await openOffer();
    expect(invalid.getByLabelText('Signature: Invalid: the stored PDF does not verify')).toBeDefined();

    cleanup();
    applicationServer({ view: acceptedView(), offer: anOfferProgress({ agreement: signed('UNREADABLE') }) });
    const unreadable = await openOffer();
    expect(unreadable.getByLabelText('Signature: Invalid: the stored PDF cannot be read')).toBeDefined();
  });

  it('disables both actions when the server allows neither, and shows a cancelled offer', async () => {
    applicationServer({
      view: acceptedView({
        application: { ...anApplicationView().application, status: 'CANCELLED' },
        offer: null,
      }),
      offer: anOfferProgress({
        opportunity: { ...anOfferProgress().opportunity!, status: 'CANCELLED', subStatuses: [] },
        allowedActions: [],
      }),
    });
    const offer = await openOffer();
    expect(offer.getByText('CANCELLED')).toBeDefined();
    expect(offer.getByRole('button', { name: 'Resend e-sign code' })).toHaveProperty('disabled', true);
    expect(offer.getByRole('button', { name: 'Cancel offer' })).toHaveProperty('disabled', true);
  });

  it('resends the e-sign code and says when another can go; a refusal shows the server’s words', async () => {
    let refuse = false;
    const calls = applicationServer({
      view: acceptedView(),
      offer: anOfferProgress(),
      onAction: (call) =>
        call.path !== paths.resendEsignCode
          ? undefined
          : refuse
            ? errorResponse(429, 'RATE_LIMITED', 'Please wait 60 seconds before asking for a new code.')
            : Response.json({ resendAfterSeconds: 60, expiresAt: '2026-03-06T10:10:00.000Z' }),
    });
    const offer = await openOffer();
    const offersBefore = calls.filter((call) => call.path === paths.offer).length;

    fireEvent.click(offer.getByRole('button', { name: 'Resend e-sign code' }));

    expect(
      await offer.findByText('A new code was sent to the borrower. Another can be sent after 60 s.'),
    ).toBeDefined();
    expect(calls.filter((call) => call.path === paths.resendEsignCode).map((call) => call.method)).toEqual([
      'POST',
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === paths.offer).length).toBeGreaterThan(offersBefore),
    );

    refuse = true;
    fireEvent.click(offer.getByRole('button', { name: 'Resend e-sign code' }));
    expect(await offer.findByText('Please wait 60 seconds before asking for a new code.')).toBeDefined();
  });

  it('cancels with a reason once confirmed, then shows the offer as it now stands', async () => {
    let cancelled = false;
    const calls = applicationServer({
      view: acceptedView(),
      offer: () =>
        cancelled
          ? anOfferProgress({
              opportunity: { ...anOfferProgress().opportunity!, status: 'CANCELLED', subStatuses: [] },
              allowedActions: [],
            })
          : anOfferProgress(),
      onAction: (call) => {
        if (call.path !== paths.cancelOffer) return undefined;
        cancelled = true;
        return Response.json({
          opportunityId: '7c0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a03',
          status: 'CANCELLED',
          applicationStatus: 'CANCELLED',
        });
      },
    });
    const offer = await openOffer();
    fireEvent.click(offer.getByRole('button', { name: 'Cancel offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel the offer' }));

    fireEvent.click(dialog.getByRole('button', { name: 'Cancel offer' }));
    expect(await dialog.findByText('Give the reason')).toBeDefined();
    expect(dialog.getByText('Confirm that the offer is to be cancelled')).toBeDefined();
    expect(calls.some((call) => call.path === paths.cancelOffer)).toBe(false);

    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: ' Borrower asked by phone ' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel offer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === paths.cancelOffer)?.body).toEqual({
      reason: 'Borrower asked by phone',
    });
    expect(await offer.findByText('CANCELLED')).toBeDefined();
    expect(offer.getByRole('button', { name: 'Cancel offer' })).toHaveProperty('disabled', true);
  });

  it('keeps the dialog open with the server’s refusal when the offer can no longer be cancelled', async () => {
    applicationServer({
      view: acceptedView(),
      offer: anOfferProgress(),
      onAction: (call) =>
        call.path === paths.cancelOffer
          ? errorResponse(409, 'CONFLICT', 'This offer is already cancelled')
          : undefined,
    });
    const offer = await openOffer();
    fireEvent.click(offer.getByRole('button', { name: 'Cancel offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel the offer' }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Duplicate application' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel offer' }));

    expect(await dialog.findByText('This offer is already cancelled')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Cancel the offer' })).toBeDefined();
  });
});
