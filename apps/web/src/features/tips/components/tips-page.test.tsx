// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';

afterEach(() => changeLanguage('en'));

describe('the tips screen', () => {
  it('says the tips are for being approved, not for a credit score of ours', async () => {
    await renderApp('/tips');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tips to improve your chances of approval' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Kredo Credit Score/)).toBeNull();
  });

  it('says so in Hindi', async () => {
    await changeLanguage('hi');
    await renderApp('/tips');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'लोन मंज़ूरी की संभावना बढ़ाने के सुझाव' }),
    ).toBeTruthy();
  });
});
