// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { formPath, profileSaves, profileWith, serve } from '../test-kit';

describe('the Assets screen', () => {
  it('starts from what was saved and saves what is ticked, in the order the choices are listed', async () => {
    const calls = serve({ profile: profileWith({ assets: ['GOLD'] }) });
    await renderApp(formPath('assets'));
    const gold = (await screen.findByRole('checkbox', { name: 'Gold' })) as HTMLInputElement;
    expect(gold.checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'A two-wheeler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(profileSaves(calls)).toEqual([{ profileData: { assets: ['TWO_WHEELER', 'GOLD'] } }]),
    );
  });
});
