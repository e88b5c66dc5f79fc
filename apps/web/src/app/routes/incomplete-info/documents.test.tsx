// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fileOf,
  pdfBytes,
  pngBytes,
  storedAnswer,
} from '../../../features/documents/components/documents-test-kit';
import type { FetchCall } from '../../../test/stub-fetch';
import { renderApp } from '../../../test/render-app';
import { applicationId, expectSettled, serveCorrections, settleCalls, userId } from './flows-test-kit';

const uploads = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.startsWith(`/api/document/${userId}/`))
    .map((call) => ({
      docType: call.url.split('/').pop(),
      docSubType: call.form?.get('docSubType') ?? null,
    }));

function server(answer: (call: FetchCall) => Response = storedAnswer) {
  return serveCorrections(
    ['LATEST_PAYSLIP_MISSING', 'SOA_MISSING', 'BUSINESS_PROOF_MISSING', 'SELFIE_UNCLEAR'],
    (call, path) => (path.startsWith(`/api/document/${userId}/`) ? answer(call) : undefined),
  );
}

const card = (name: string) => screen.getByRole('region', { name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

function pick(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(`${label} file`), { target: { files: [file] } });
}

async function chooseBusinessProofType(name: string) {
  fireEvent.mouseDown(within(card('Business Proof')).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('the other documents correction', () => {
  it('shows one card per missing item; Continue only once all are uploaded, then settles them', async () => {
    const calls = server();
    await renderApp('/incomplete-info/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Other Documents' })).toBeTruthy();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Latest Payslip',
      'Statement of Account',
      'Business Proof',
    ]);
    expect(continueButton().disabled).toBe(true);

    pick('Latest Payslip', fileOf(pngBytes, 'payslip.png', 'image/png'));
    await within(card('Latest Payslip')).findByText('Uploaded');
    pick('Statement of Account', fileOf(pdfBytes, 'soa.pdf', 'application/pdf'));
    await within(card('Statement of Account')).findByText('Uploaded');
    expect(continueButton().disabled).toBe(true);

    await chooseBusinessProofType('GST Registration');
    pick('Business Proof', fileOf(pdfBytes, 'gst.pdf', 'application/pdf'));
    await within(card('Business Proof')).findByText('Uploaded');
    await waitFor(() => expect(continueButton().disabled).toBe(false));

    expect(uploads(calls)).toEqual([
      { docType: 'PAY_SLIP', docSubType: null },
      { docType: 'BANK_STMT', docSubType: null },
      { docType: 'BUSINESS_PROOF', docSubType: 'GST' },
    ]);
    fireEvent.click(continueButton());
    await expectSettled('Other Documents');
    expect(settleCalls(calls)).toEqual([
      { applicationId, subStatuses: ['LATEST_PAYSLIP_MISSING', 'SOA_MISSING', 'BUSINESS_PROOF_MISSING'] },
    ]);
  });

  it("asks for the business proof's kind first: 'Select Business Proof Type', with UDYOG, GST and UDYAM", async () => {
    const calls = server();
    await renderApp('/incomplete-info/documents');
    await screen.findByRole('region', { name: 'Business Proof' });

    pick('Business Proof', fileOf(pdfBytes, 'proof.pdf', 'application/pdf'));
    const refusal = await within(card('Business Proof')).findByRole('alert');
    expect(refusal.textContent).toBe('Select Business Proof Type');
    expect(uploads(calls)).toEqual([]);

    fireEvent.mouseDown(within(card('Business Proof')).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('data-value'))).toEqual(['UDYOG', 'GST', 'UDYAM']);
  });

  it("says 'Something wrong, please try again' when an upload fails, and keeps Continue disabled", async () => {
    const calls = server(() =>
      Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
    );
    await renderApp('/incomplete-info/documents');
    await screen.findByRole('region', { name: 'Latest Payslip' });

    pick('Latest Payslip', fileOf(pngBytes, 'payslip.png', 'image/png'));
    expect(await within(card('Latest Payslip')).findByText('Something wrong, please try again')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    expect(settleCalls(calls)).toEqual([]);
  });
});
