// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { serveCorrections } from './flows-test-kit';

/*
 * The selfie correction shows spec 000's quoted texts exactly (§8 'Incomplete info messages';
 * docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

describe("the selfie correction's spec texts", () => {
  it("says 'Selfie image is unclear. Please upload a clear picture'", async () => {
    serveCorrections(['SELFIE_UNCLEAR'], () => undefined);
    await renderApp('/incomplete-info/selfie-unclear');

    expect(await screen.findByText('Selfie image is unclear. Please upload a clear picture')).toBeTruthy();
  });
});
