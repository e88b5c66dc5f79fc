// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { signedInWith } from '../test-kit';

describe('home', () => {
  it('shows the incomplete-information banner while the latest application needs information', async () => {
    signedInWith('INCOMPLETE_INFO');
    await renderApp('/healwise');

    const banner = await screen.findByTestId('incomplete-info-banner');
    expect(banner.textContent).toContain('ADDITIONAL INFORMATION REQUIRED');
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/healwise/incomplete-info',
    );
  });

  it('shows no banner otherwise', async () => {
    signedInWith('INITIATED');
    await renderApp('/');
    expect(await screen.findByRole('link', { name: 'My Loans' })).toBeTruthy();
    expect(screen.queryByTestId('incomplete-info-banner')).toBeNull();
  });

  it('opens the loans area for redirect=loans when no website is configured', async () => {
    signedInWith(null);
    await renderApp('/?redirect=loans');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Loans' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).toBeNull();
  });
});

describe('application status message', () => {
  it('says an INITIATED application is in', async () => {
    signedInWith('INITIATED');
    await renderApp('/application-status');
    expect(await screen.findByText('Your application is successfully updated')).toBeTruthy();
    expect(screen.getByText('Please allow us some time to process it.')).toBeTruthy();
  });

  it('says what is missing for INCOMPLETE_INFO, with the support address and View Details', async () => {
    signedInWith('INCOMPLETE_INFO');
    await renderApp('/healwise/application-status');
    expect(await screen.findByText('Looks like some items are still missing')).toBeTruthy();
    expect(screen.getByText(/loans@healwise\.example/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details' })).toBeTruthy();
  });
});
