// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { serve } from '../test-kit';

/*
 * The Products page shows spec 000's quoted texts exactly (§2.4, §8; docs/texts.md). The quotes
 * are written out here, not read from the catalogue.
 */

describe("the Products page's spec texts", () => {
  it("says 'Not Eligible!' when no product is offered", async () => {
    serve({
      route: (_call, path) =>
        path === '/api/paandu/eligible-loan-products' ? Response.json({ product_specs: [] }) : undefined,
    });
    await renderApp('/loan-application/product');

    expect(await screen.findByRole('heading', { level: 1, name: 'Not Eligible!' })).toBeTruthy();
    expect(screen.getByText('Sorry! You are Not Eligible for a loan currently.')).toBeTruthy();
  });

  it('says the application is under process when a new one is not allowed', async () => {
    serve({
      route: (_call, path) =>
        path === '/api/paandu/allow-new-application'
          ? Response.json({ isAllowNewApplication: false })
          : undefined,
    });
    await renderApp('/loan-application/product');

    expect(
      await screen.findByText(
        'Sorry! Your loan application is under process and you won’t be able to apply for a new loan.',
      ),
    ).toBeTruthy();
  });

  it("says 'Something went wrong!' when the products cannot be read", async () => {
    serve({
      route: (_call, path) =>
        path === '/api/paandu/eligible-loan-products'
          ? new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })
          : undefined,
    });
    await renderApp('/loan-application/product');

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong!' })).toBeTruthy();
  });
});
