// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userStatusOf } from '../../../test/user-status';
import { formPath, serve, userId } from '../test-kit';

/** The borrower's latest application in `status`. */
const withLatest = (status: string) => () =>
  serve({
    route: (_call, path) =>
      path === `/api/lam/status/${userId}`
        ? Response.json(userStatusOf(userId, { latestStatus: status }))
        : undefined,
  });

describe('the application form once the application is decided', () => {
  it.each(['APPROVED', 'CUST_CONSENT_GIVEN', 'DISBURSAL_PENDING'])(
    'leads from the form to the status screen when the application is %s',
    async (status) => {
      withLatest(status)();
      await renderApp(formPath('residence'));

      expect(await screen.findByRole('heading', { level: 1, name: 'Application status' })).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: 'Residence Details' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    },
  );

  it('leads from eligibility to the status screen too', async () => {
    withLatest('APPROVED')();
    await renderApp('/loan-application');

    expect(await screen.findByRole('heading', { level: 1, name: 'Application status' })).toBeTruthy();
  });

  it.each(['INCOMPLETE_INFO', 'REJECTED'])(
    'keeps the form open when the application is %s',
    async (status) => {
      withLatest(status)();
      await renderApp(formPath('residence'));

      expect(await screen.findByRole('heading', { level: 1, name: 'Residence Details' })).toBeTruthy();
    },
  );
});
