// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { signedInWith } from '../test-kit';

/*
 * The application status message shows spec 000's quoted texts exactly (§2.3; docs/texts.md).
 * The quotes are written out here, not read from the catalogue.
 */

describe("the application status message's spec texts", () => {
  it('says an INITIATED application is in', async () => {
    signedInWith('INITIATED');
    await renderApp('/application-status');

    expect(await screen.findByText('Your application is successfully updated')).toBeTruthy();
    expect(screen.getByText('Please allow us some time to process it.')).toBeTruthy();
  });

  it("says 'Looks like some items are still missing' for INCOMPLETE_INFO", async () => {
    signedInWith('INCOMPLETE_INFO');
    await renderApp('/application-status');

    expect(await screen.findByText('Looks like some items are still missing')).toBeTruthy();
    expect(screen.getByText('ADDITIONAL INFORMATION REQUIRED')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details' })).toBeTruthy();
  });
});
