// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { userStatusOf } from '../../test/user-status';
import { serve, userId } from '../../features/loan-application/test-kit';

describe('the application screens opened without a chosen product', () => {
  it.each([
    '/loan-application/form/residence',
    '/loan-application/application-field',
    '/loan-application/application-field/user-form?category=PERSONAL_DETAILS',
    '/loan-application/kyc',
  ])('%s leads to the products to choose one', async (path) => {
    serve();
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it('asks the basic eligibility answers before showing products, not "Not Eligible!"', async () => {
    serve({
      route: (_call, path) =>
        path === `/api/lam/status/${userId}`
          ? Response.json({
              ...userStatusOf(userId),
              userStatus: { latestApplicationsStatus: null, eligibility: null },
            })
          : undefined,
    });
    await renderApp('/loan-application/product');

    expect(await screen.findByRole('heading', { level: 1, name: 'Basic Eligibility' })).toBeTruthy();
    expect(screen.queryByText('Not Eligible!')).toBeNull();
  });
});
