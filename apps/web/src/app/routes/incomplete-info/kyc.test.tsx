// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { applicationId, expectSettled, serveCorrections, settleCalls, userId } from './flows-test-kit';
import { digilockerSession, kycRoutes, passOkyc } from './kyc-test-kit';

const unclear = ['AADHAAR_UNCLEAR', 'CURR_ADDR_PROOF_UNCLEAR', 'SELFIE_UNCLEAR'];
const settledKyc = [{ applicationId, subStatuses: ['AADHAAR_UNCLEAR', 'CURR_ADDR_PROOF_UNCLEAR'] }];

describe('the Complete KYC correction', () => {
  it("offers the KYC modes of the application's product, each on this screen", async () => {
    const calls = serveCorrections(unclear, kycRoutes);
    await renderApp('/healwise/incomplete-info/kyc');

    expect(await screen.findByRole('heading', { level: 1, name: 'KYC' })).toBeTruthy();
    expect(screen.getByText(/^Your Aadhaar or current address proof was unclear/)).toBeTruthy();
    const options = await screen.findByRole('list', { name: 'KYC options' });
    expect(
      within(options)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/healwise/incomplete-info/kyc?mode=okyc',
      '/healwise/incomplete-info/kyc?mode=digilocker',
      '/healwise/incomplete-info/kyc?mode=scan',
      '/healwise/incomplete-info/kyc?mode=appointment',
    ]);
    expect(calls.find((call) => call.url.startsWith('/api/paandu/kyc-modes'))?.url).toBe(
      '/api/paandu/kyc-modes?productCode=PERSONAL_LOAN',
    );
  });

  it("completes with Aadhaar OKYC: 'KYC updated successfully', the KYC items settled and the list in place", async () => {
    const calls = serveCorrections(unclear, kycRoutes);
    await renderApp('/incomplete-info/kyc');
    const options = await screen.findByRole('list', { name: 'KYC options' });
    await act(async () => fireEvent.click(within(options).getByRole('link', { name: /^Aadhaar OKYC/ })));

    expect(await screen.findByRole('heading', { level: 1, name: 'Aadhaar KYC Verification' })).toBeTruthy();
    await passOkyc();
    await expectSettled('KYC');
    expect(calls.find((call) => call.url === '/api/kyc/validate-otp')?.body).toMatchObject({
      invoker: 'INCOMPLETE_INFO',
    });
    expect(settleCalls(calls)).toEqual(settledKyc);
  });

  it('completes with DigiLocker on its return to this screen', async () => {
    const calls = serveCorrections(unclear, kycRoutes);
    await renderApp(
      `/incomplete-info/kyc?userId=${userId}&session_id=${digilockerSession}&invoker=INCOMPLETE_INFO&code=c-1&state=st-1`,
    );
    expect(await screen.findByText('Digilocker KYC updated successfully')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectSettled('KYC');
    expect(settleCalls(calls)).toEqual(settledKyc);
  });

  it('completes with the scanned address proof, both sides', async () => {
    const calls = serveCorrections(unclear, kycRoutes, (call, path) =>
      path === '/api/paandu/docs'
        ? Response.json(
            {
              document: {
                id: `d-${(call.body as { side: string }).side}`,
                docType: 'CURRENT_ADDRESS_PROOF',
                docSubType: 'DL',
                side: (call.body as { side: string }).side,
                docMode: 'SCAN',
                contentType: 'image/png',
                sizeBytes: 8,
                sha256: 'ab',
                date: '2026-11-21T10:00:00.000Z',
                current: true,
              },
            },
            { status: 201 },
          )
        : undefined,
    );
    await renderApp('/incomplete-info/kyc?mode=scan');

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Address Proof Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Driving Licence' }));
    const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'side.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Front side'), { target: { files: [png()] } });
    fireEvent.change(screen.getByLabelText('Back side'), { target: { files: [png()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await expectSettled('KYC');
    expect(calls.filter((call) => call.url === '/api/paandu/docs')).toHaveLength(2);
    expect(settleCalls(calls)).toEqual(settledKyc);
  });
});
