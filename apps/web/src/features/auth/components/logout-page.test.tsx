// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionKeys } from '../../../lib/session';
import { renderApp } from '../../../test/render-app';

afterEach(() => localStorage.clear());

describe('logout', () => {
  it('clears the stored session, says why, and returns to the partner landing', async () => {
    for (const key of Object.values(sessionKeys)) localStorage.setItem(key, 'stored');

    await renderApp('/healwise/logout?reason=session-timeout');

    expect(await screen.findByRole('heading', { level: 1, name: 'HealWise' })).toBeTruthy();
    expect(await screen.findByText('Session timeout')).toBeTruthy();
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('says nothing about a timeout on an ordinary logout', async () => {
    await renderApp('/logout');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kredo' })).toBeTruthy();
    expect(screen.queryByText('Session timeout')).toBeNull();
  });
});
