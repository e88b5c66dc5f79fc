// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { loanId, loansServer } from '../../loans-test-kit';

describe("the lender's contacts on a loan's details (spec 001 §3 lender_info)", () => {
  it('makes the e-mail and the phone number links a thumb can hit: 44 px tall at least', async () => {
    loansServer();
    await renderApp(`/loans/details?loan_id=${loanId}`);
    const lender = await screen.findByRole('region', { name: 'Lender' });
    const links = within(lender).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'mailto:care@kaveri.example',
      'tel:1800-111-2222',
    ]);
    for (const link of links) expect(getComputedStyle(link).minHeight).toBe('44px');
  });
});
