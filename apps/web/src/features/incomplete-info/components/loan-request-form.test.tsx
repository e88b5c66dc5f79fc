// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import type { FetchCall } from '../../../test/stub-fetch';
import { choose, profileRoute, submit, textbox, typeInto } from '../form-test-kit';
import { applicationId, profileWith, serve, settling, statusWith } from '../test-kit';

const application = {
  applicationId,
  status: 'INCOMPLETE_INFO',
  subStatuses: ['LOAN_REQUEST_INCOMPLETE'],
  productCode: 'PL_SALARIED',
  productType: 'PERSONAL_LOAN',
  amountRequested: 5_000_000,
  tenureRequested: 12,
  purpose: 'Medical',
  latestStatusUpdateTime: '2026-01-01T00:00:00.000Z',
};
const boundary = {
  amount_range: [1_000_000, 20_000_000],
  tenure_months_range: [3, 24],
  tenure_step_months: 3,
};

function applicationRoute(call: FetchCall) {
  if (call.url.includes('/api/paandu/latest-application-status')) return Response.json({ application });
  if (call.url.includes('/api/corleone/loan-boundary')) return Response.json(boundary);
  if (call.url.includes('/api/loan-application/loan-requirement')) return Response.json({ application });
  return undefined;
}

async function open() {
  const calls = serve(
    statusWith('INCOMPLETE_INFO', ['LOAN_REQUEST_INCOMPLETE']),
    profileRoute(profileWith()),
    applicationRoute,
  );
  await renderApp('/incomplete-info/loan-request');
  await screen.findByRole('form', { name: 'Loan Details' });
  return calls;
}

describe('the loan details correction', () => {
  it('starts from the application and offers the product’s tenures', async () => {
    const calls = await open();
    expect((textbox(/^Loan Amount/) as HTMLInputElement).value).toBe('50000');
    expect(screen.getByText('Between ₹10,000 and ₹2,00,000')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('loan-boundary'))?.url).toContain(
      'productCode=PL_SALARIED',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Loan Tenure/ }));
    const tenures = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(tenures.map((option) => option.textContent)).toEqual([
      '3 months',
      '6 months',
      '9 months',
      '12 months',
      '15 months',
      '18 months',
      '21 months',
      '24 months',
    ]);
  });

  it('keeps the amount within the boundary and asks a remark for Other', async () => {
    const calls = await open();
    typeInto(/^Loan Amount/, '5000');
    expect(await screen.findByText('Please enter Loan Amount between 10000 and 200000')).toBeTruthy();
    typeInto(/^Loan Amount/, '');
    expect(await screen.findByText('Please enter this to continue the application')).toBeTruthy();
    typeInto(/^Loan Amount/, '60000');
    choose(/^Purpose/, 'Other');
    submit();
    expect(await screen.findByText('Please enter this to continue the application')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('changes the application, saves the loan request, then settles it', async () => {
    const calls = await open();
    typeInto(/^Loan Amount/, '75000');
    choose(/^Loan Tenure/, '18 months');
    choose(/^Purpose/, 'Other');
    typeInto(/^Tell us the purpose/, 'House repairs');
    submit();

    expect(await screen.findByText('Loan Details updated successfully')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual([
      '/api/loan-application/loan-requirement',
      '/api/paandu/profile',
      '/api/corleone/incomplete-info-on-complete',
    ]);
    expect(posts[0]?.body).toEqual({
      applicationId,
      amountRequested: 7_500_000,
      tenureRequested: 18,
      purpose: 'Other',
    });
    expect(posts[1]?.body).toEqual({
      profileData: {
        loanRequest: { amount: 7_500_000, tenure: 18, purpose: 'Other', purposeRemark: 'House repairs' },
      },
    });
    expect(posts[2]?.body).toEqual(settling(['LOAN_REQUEST_INCOMPLETE']));
  });

  describe('in Hindi', () => {
    afterEach(() => changeLanguage('en'));

    it('names the purposes in Hindi, and still sends the purpose itself', async () => {
      await changeLanguage('hi');
      serve(
        statusWith('INCOMPLETE_INFO', ['LOAN_REQUEST_INCOMPLETE']),
        profileRoute(profileWith()),
        applicationRoute,
      );
      await renderApp('/incomplete-info/loan-request');
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^उद्देश्य/ }));
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toContain('किराये की जमा राशि');
      expect(options.map((option) => option.textContent)).not.toContain('Rental Deposit');
      expect(
        within(screen.getByRole('listbox')).getByRole('option', { name: 'इलाज' }).getAttribute('data-value'),
      ).toBe('Medical');
    });
  });
});
