// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { serve, statusWith } from '../test-kit';

describe('the correction list', () => {
  it('lists only the outstanding screens, in screen order, each linking to its screen', async () => {
    serve(
      statusWith('INCOMPLETE_INFO', [
        'NACH_BANK_DETAILS',
        'SELFIE_UNCLEAR',
        'RESI_ADDR_INCOMPLETE',
        'BS_6M_MISSING',
        'PERM_ADDR_INCOMPLETE',
      ]),
    );
    await renderApp('/healwise/incomplete-info');

    const list = await screen.findByRole('list', { name: 'Additional Information' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace('›', ''))).toEqual([
      'Bank Statement',
      'Selfie',
      'Residence Address',
      'Bank Details',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/healwise/incomplete-info/bank-statement',
      '/healwise/incomplete-info/selfie-unclear',
      '/healwise/incomplete-info/residence-address',
      '/healwise/incomplete-info/bank-details',
    ]);
  });

  it('says there is nothing to do when the application is not waiting for information', async () => {
    serve(statusWith('INITIATED', ['SELFIE_UNCLEAR']));
    await renderApp('/incomplete-info');
    expect(await screen.findByText('Nothing is pending on your application right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says items are missing, with the support address, when no screen settles what is outstanding', async () => {
    serve(statusWith('INCOMPLETE_INFO', ['KYC_PENDING']));
    await renderApp('/healwise/incomplete-info');
    expect(await screen.findByText('Looks like some items are still missing')).toBeTruthy();
    expect(screen.getByText(/loans@healwise\.example/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/healwise');
  });
});
