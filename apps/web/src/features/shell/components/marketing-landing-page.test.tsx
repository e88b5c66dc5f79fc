// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

function figure(card: HTMLElement, term: string): string | null | undefined {
  const row = within(card).getByText(term, { selector: 'dt' });
  return row.nextElementSibling?.textContent;
}

describe('the login page loan facts', () => {
  it("prices the example loan to the paisa and names the default brand's lender", async () => {
    await renderApp('/');

    const sample = await screen.findByRole('region', { name: 'What a loan costs' });
    expect(figure(sample, 'Loan amount')).toBe('₹50,000');
    expect(figure(sample, 'Tenure')).toBe('12 months');
    expect(figure(sample, 'Interest')).toBe('2.5% flat per month');
    expect(figure(sample, 'Processing fee')).toBe('₹1,000 + ₹180 GST');
    // The convenience fee every offer charges: 0.5% of ₹50,000 (at least ₹99), with its GST.
    expect(figure(sample, 'Convenience fee')).toBe('₹250 + ₹45 GST');
    expect(figure(sample, 'Paid into your account')).toBe('₹48,525');
    expect(figure(sample, 'Monthly instalment (EMI)')).toBe('₹5,416.67 (last EMI ₹5,416.63)');
    expect(figure(sample, 'Total interest')).toBe('₹15,000');
    expect(figure(sample, 'Total amount to repay')).toBe('₹65,000');
    expect(figure(sample, 'Annual percentage rate (APR)')).toBe('57.73%');

    const lender = screen.getByRole('region', { name: 'Loan Provided By' });
    expect(within(lender).getByText('Sahyadri Finance Private Limited')).toBeTruthy();
    expect(within(lender).getByText('Registration number N-13.02287')).toBeTruthy();
    expect(within(lender).getByRole('link', { name: 'grievance@sahyadrifinance.example' })).toBeTruthy();
    // Our own brand is not co-branded with itself.
    expect(screen.queryByTestId('co-brand')).toBeNull();
  });

  it("co-brands a partner's login page and names the partner's lender", async () => {
    await renderApp('/healwise');

    expect(await screen.findByRole('heading', { level: 1, name: 'HealWise' })).toBeTruthy();
    expect(within(screen.getByTestId('co-brand')).getByText('Powered by Kredo')).toBeTruthy();
    const lender = await screen.findByRole('region', { name: 'Loan Provided By' });
    expect(within(lender).getByText('Kaveri Capital Limited')).toBeTruthy();
  });
});

describe('the marketing login at sl', () => {
  it('shows the pitch, the sign-in, the loan facts, three testimonials and the footer', async () => {
    await renderApp('/lendbazaar/sl');

    expect(await screen.findByRole('heading', { level: 1, name: 'LendBazaar' })).toBeTruthy();
    expect(within(screen.getByTestId('co-brand')).getByText('Powered by Kredo')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Loans that fit your month' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'SignIn to your account' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'What a loan costs' })).toBeTruthy();

    const testimonials = screen.getByRole('region', { name: 'What borrowers say' });
    const quotes = within(testimonials).getAllByRole('figure');
    expect(quotes).toHaveLength(3);
    expect(quotes[1]?.textContent).toContain('Rahul M., Jaipur');

    const footer = screen.getByRole('region', { name: 'About LendBazaar' });
    expect(
      within(footer).getByText('Loans on this page are provided by Narmada Credit and Investments Limited.'),
    ).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'care@lendbazaar.example' }).getAttribute('href')).toBe(
      'mailto:care@lendbazaar.example',
    );
    expect(
      within(footer).getByRole('link', { name: 'Connect your email to the account' }).getAttribute('href'),
    ).toBe('/lendbazaar/updateEmail');
  });

  it('reads in Hindi, figures and all', async () => {
    await changeLanguage('hi');
    await renderApp('/sl');

    expect(await screen.findByRole('heading', { level: 2, name: 'उधारकर्ता क्या कहते हैं' })).toBeTruthy();
    const sample = screen.getByRole('region', { name: 'एक लोन की लागत' });
    expect(figure(sample, 'सुविधा शुल्क')).toBe('₹250 + ₹45 जीएसटी');
    expect(figure(sample, 'वार्षिक प्रतिशत दर (एपीआर)')).toBe('57.73%');
  });
});
