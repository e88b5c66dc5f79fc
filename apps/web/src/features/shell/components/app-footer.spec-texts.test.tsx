// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

/* The footer shows spec 000's quoted 'In partnership with' (§2.2 item 5; docs/texts.md). */

afterEach(() => localStorage.clear());

describe("the footer's spec texts", () => {
  it("says 'In partnership with' and the partner's name under a partner", async () => {
    await renderApp('/healwise');

    expect(await screen.findByText('In partnership with HealWise')).toBeTruthy();
  });
});
