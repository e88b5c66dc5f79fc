// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPartnerArt } from './load-partner-art';
import { WithPartnerArt } from './with-partner-art';

const drawn = (partnerId: string) =>
  render(
    <WithPartnerArt partnerId={partnerId} placeholder={<p>placeholder</p>} fallback={<p>fallback</p>}>
      {() => <p>art</p>}
    </WithPartnerArt>,
  );

describe("a partner's art", () => {
  it('is drawn in the first render once it has arrived, without the placeholder', async () => {
    await loadPartnerArt('healwise');
    drawn('healwise');

    // Synchronously: no Suspense round, so no placeholder frame before the art.
    expect(screen.getByText('art')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
