// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consent } from '../../../locales/en/consent';
import { renderApp } from '../../../test/render-app';
import { consentServer, esignRequestId, opportunityOf } from '../consent-test-kit';

/*
 * The consent area shows spec 001's quoted texts exactly (§2.2-§2.9, §5, §8, §9; docs/texts.md);
 * the repayment step's are read on screen in repay-page.test.tsx and repay-scan-page.test.tsx.
 * The quotes are written out here, not read from the catalogue: first key by key, then on screen.
 */
const specQuotes: ReadonlyArray<readonly [key: string, quote: string]> = [
  ['messages.mandatoryFieldStar', '*Mandatory field.'],
  ['messages.kfsDownloaded', 'Your KFS has been Successfully downloaded!'],
  ['messages.kfsDownloadFailed', 'Something went wrong please try again later'],
  ['messages.selectDenyReason', 'Please select one of the options to proceed.'],
  ['messages.mentionLoanSource', 'Please mention where did you get the loan offer.'],
  ['messages.agreementGenerationFailed', 'Your loan agreement generation has failed, for further support'],
  ['messages.esignFailed', 'E-Sign failed. Please enter correct OTP.'],
  ['messages.consentAlreadyMarked', 'Consent is already marked'],
  ['consent.kfs.download', 'Download KFS'],
  ['consent.offer.units.Monthly', 'Months'],
  ['consent.offer.units.Daily', 'Days'],
  ['consent.offer.units.Weekly', 'Weeks'],
  ['consent.offer.units.Fortnightly', 'Fortnights'],
  ['consent.offer.plusGst', '{{amount}} + GST'],
  ['consent.offer.dueDayValue', '{{day}}{{suffix}} of every month'],
  ['consent.denied.deny', 'Deny Loan Offer'],
  ['consent.denied.acceptInstead', 'Accept Loan Offer'],
  ['consent.denied.reasons.higherAmount', 'Higher loan amount'],
  ['consent.loanReject.accept', 'Accept Loan'],
  ['consent.shubhForm.title', 'Sign your Loan Agreement'],
  ['consent.shubhForm.download', 'Download Agreement'],
  ['consent.shubhForm.verify', 'Verify'],
  ['consent.repay.modes.ENACH.title', 'E-NACH'],
  ['consent.repay.modes.ENACH.description', 'Register E-NACH via Net Banking / Debit Card'],
  ['consent.repay.modes.Scan.title', 'Scan & Upload'],
  ['consent.repay.modes.Scan.description', 'Download NACH form, sign & upload it'],
  ['consent.repay.tryAgain', 'Try Again'],
  ['messages.bankAccountsMissing', 'Looks like your bank account details are missing'],
  ['messages.enachNotSupported', 'Your bank is not supporting e-NACH'],
  ['messages.repaymentModesFailed', 'Please try again later'],
  ['messages.enachNotEligibleScan', 'Your bank is not eligible for E-NACH. Please select Scan and Upload.'],
  ['messages.nachLinkFailed', 'Something went wrong'],
  ['messages.nachUploadFailed', 'Something wrong, please try again'],
  ['consent.goHome', 'Go to Homepage'],
  ['consent.error.title', "Something's Wrong"],
  ['consent.error.body', 'Looks like something is missing'],
];

const english: Record<string, unknown> = { messages, consent };
const lookup = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);

describe("the consent area's catalogue holds spec 001's quotes exactly", () => {
  it.each(specQuotes)('%s', (key, quote) => {
    expect(lookup(key)).toBe(quote);
  });
});

describe("the consent area's spec texts on screen", () => {
  it("shows 'Months', '+ GST', '5th of every month', 'Download KFS' and '*Mandatory field.'", async () => {
    consentServer(opportunityOf({ dueDayOfMonth: 1 }));
    await renderApp('/consent');
    expect(await screen.findByText('12 Months')).toBeTruthy();
    expect(screen.getByText('₹1,500 + GST')).toBeTruthy();
    expect(screen.getByText('1st of every month')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download KFS' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and understood/ }));
    expect(await screen.findByText('*Mandatory field.')).toBeTruthy();
  });

  it("shows 'Deny Loan Offer', 'Accept Loan Offer' and both denial messages", async () => {
    consentServer();
    await renderApp('/consent/denied');
    fireEvent.click(await screen.findByRole('button', { name: 'Deny Loan Offer' }));
    expect(await screen.findByText('Please select one of the options to proceed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept Loan Offer' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Reason' }), {
      target: { value: 'alreadyGotLoan' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deny Loan Offer' }));
    expect(await screen.findByText('Please mention where did you get the loan offer.')).toBeTruthy();
  });

  it("shows 'Accept Loan' on the offer-rejected screen", async () => {
    consentServer(opportunityOf({ status: 'CUST_NOT_INTERESTED', subStatuses: ['CONSENT_DENIED'] }));
    await renderApp('/consent');
    expect(await screen.findByRole('button', { name: 'Accept Loan' })).toBeTruthy();
  });

  it("titles the e-sign screen 'Sign your Loan Agreement' with 'Download Agreement' and 'Verify'", async () => {
    const server = consentServer(
      opportunityOf({ status: 'CUST_CONSENT_GIVEN', subStatuses: ['SHUBHSIGN_PENDING'], esignRequestId }),
    );
    server.unsignedDoc = btoa('%PDF-1.7');
    await renderApp('/consent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign your Loan Agreement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Agreement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it("shows 'Something's Wrong', 'Looks like something is missing' and 'Go to Homepage'", async () => {
    consentServer(opportunityOf(), (_call, path) =>
      path === '/api/hagen/active-opp-id' ? Response.json({ active_opp_id: null }) : undefined,
    );
    await renderApp('/consent');
    expect(await screen.findByRole('heading', { level: 1, name: "Something's Wrong" })).toBeTruthy();
    expect(screen.getByText('Looks like something is missing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toBeTruthy();
  });
});
