// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

/* The page-not-found screen shows spec 000's quoted 'Page not found' (§2.1; docs/texts.md). */

describe("page not found's spec texts", () => {
  it("says 'Page not found' for a path that is no screen", async () => {
    await renderApp('/healwise/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
