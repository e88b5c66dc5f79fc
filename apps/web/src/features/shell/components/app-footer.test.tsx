// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

describe('footer language switch', () => {
  it('switches the shell to Hindi, marks the page as Hindi and remembers the choice', async () => {
    await renderApp('/healwise');

    fireEvent.click(await screen.findByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByText('HealWise के साथ साझेदारी में')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(localStorage.getItem('kredo.language')).toBe('hi');
    // Texts without a Hindi translation fall back to English.
    expect(await screen.findByRole('heading', { level: 1, name: 'HealWise' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'आपको क्या मिलता है' })).toBeTruthy();
  });
});
