// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { serve, statusWith } from '../test-kit';

/*
 * The correction list shows spec 000's quoted texts exactly (§2.3, §4.1; docs/texts.md). The
 * quotes are written out here, not read from the catalogue.
 */

describe("the correction list's spec texts", () => {
  it("says 'Looks like some items are still missing' when no screen settles what is outstanding", async () => {
    serve(statusWith('INCOMPLETE_INFO', ['KYC_PENDING']));
    await renderApp('/incomplete-info');

    expect(await screen.findByText('Looks like some items are still missing')).toBeTruthy();
  });
});
