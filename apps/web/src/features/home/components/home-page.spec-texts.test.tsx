// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { signedInWith } from '../test-kit';

/*
 * Home shows spec 000's quoted texts exactly (§2.3; docs/texts.md). The quotes are written out
 * here, not read from the catalogue.
 */

describe("home's spec texts", () => {
  it("offers 'Apply Loan' to a borrower without an application, and 'My Loans'", async () => {
    signedInWith(null);
    await renderApp('/');

    expect(await screen.findByRole('link', { name: 'Apply Loan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Loans' })).toBeTruthy();
  });

  it("shows 'ADDITIONAL INFORMATION REQUIRED' with 'View Details' while information is missing", async () => {
    signedInWith('INCOMPLETE_INFO');
    await renderApp('/');

    expect((await screen.findByTestId('incomplete-info-banner')).textContent).toContain(
      'ADDITIONAL INFORMATION REQUIRED',
    );
    expect(screen.getByRole('link', { name: 'View Details' })).toBeTruthy();
  });
});
