// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('routes with the optional partner segment', () => {
  it("shows a partner's landing in its colours with its name as the level-1 heading", async () => {
    await renderApp('/healwise');

    const heading = await screen.findByRole('heading', { level: 1, name: 'HealWise' });
    expect(heading).toHaveProperty('dataset.testid', 'partner-name');
    // The stylesheets paint the app bar with this token (the e2e suite checks the pixels).
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0F766E');
    expect(screen.getByText('In partnership with HealWise')).toBeTruthy();
    expect(screen.getByText('Medical expenses financed in minutes')).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Kredo`)).toBeTruthy();
  });

  it('serves the same screen with and without the partner segment', async () => {
    await renderApp('/tips');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tips to Improve Your Kredo Credit Score' }),
    ).toBeTruthy();
    expect(screen.queryByText(/In partnership with/)).toBeNull();
    expect(within(screen.getByTestId('app-bar')).getByText('Kredo')).toBeTruthy();
  });

  it('dresses a partner sub-route as the partner', async () => {
    await renderApp('/jobpath/tips');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tips to Improve Your Kredo Credit Score' }),
    ).toBeTruthy();
    expect(screen.getByText('In partnership with JobPath')).toBeTruthy();
  });

  it('treats an unknown first segment as the default brand', async () => {
    await renderApp('/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kredo' })).toBeTruthy();
  });

  it('shows Page not found for anything deeper', async () => {
    await renderApp('/healwise/nothing/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('hides the app bar in native Android mode', async () => {
    await renderApp('/android');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kredo' })).toBeTruthy();
    expect(screen.queryByTestId('app-bar')).toBeNull();
  });

  it("shows the brand's support address on the chat page", async () => {
    await renderApp('/lendbazaar/chat');
    expect(await screen.findByRole('link', { name: 'care@lendbazaar.example' })).toBeTruthy();
  });
});
