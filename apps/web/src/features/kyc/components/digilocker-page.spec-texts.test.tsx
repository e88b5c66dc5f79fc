// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';
import { server, sessionId, signIn, userId } from './kyc-test-kit';

/*
 * DigiLocker KYC shows spec 000's quoted texts exactly (§2.4, §8 'Digilocker'; docs/texts.md).
 * The quotes are written out here, not read from the catalogue.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe("DigiLocker KYC's spec texts", () => {
  it("is titled 'Digilocker KYC Verification'", async () => {
    server();
    signIn();
    await renderApp('/loan-application/kyc/digilocker?productCode=PERSONAL_LOAN');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Digilocker KYC Verification' }),
    ).toBeTruthy();
  });

  it("says 'Digilocker KYC updated successfully' on the return from DigiLocker", async () => {
    server();
    signIn();
    await renderApp(
      `/loan-application/kyc/digilocker?userId=${userId}&session_id=${sessionId}&invoker=LOAN_APPLICATION&code=c-1&state=st-1`,
    );

    expect(await screen.findByText('Digilocker KYC updated successfully')).toBeTruthy();
  });
});
