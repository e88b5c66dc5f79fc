// @vitest-environment happy-dom
import { creditReportPaths } from '@kredo/contract/credit-report';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { creditReportServer, noReport, reportOf } from '../credit-report-test-kit';

afterEach(() => changeLanguage('en'));

const progressOf = (name: string) => screen.getByRole('progressbar', { name });

describe('the credit report (spec 002 §2)', () => {
  it('draws the score on its gauge, each block with bars at the ratings, and the bureau in rupees', async () => {
    creditReportServer();
    await renderApp('/creditReport');
    expect(await screen.findByRole('img', { name: 'Your credit score: 62 out of 100, Good' })).toBeTruthy();
    expect(screen.getByText('Generated on 29 Nov 2026')).toBeTruthy();

    const primary = screen.getByRole('region', { name: 'Primary' });
    expect(within(primary).getAllByRole('progressbar')).toHaveLength(5);
    expect(progressOf('Bureau Score: Excellent, 100%').getAttribute('aria-valuenow')).toBe('100');
    expect(progressOf('Repayment History: Good, 75%').getAttribute('aria-valuenow')).toBe('75');
    expect(progressOf('Cash Withdrawals: Average, 50%').getAttribute('aria-valuenow')).toBe('50');
    expect(progressOf('Bank Transfers: Poor, 25%').getAttribute('aria-valuenow')).toBe('25');

    // 'Soft Connections' is in the answer and hidden in the secondary block.
    const secondary = screen.getByRole('region', { name: 'Secondary' });
    expect(within(secondary).getAllByRole('progressbar')).toHaveLength(3);
    expect(screen.queryByText('Soft Connections')).toBeNull();

    const bureau = screen.getByRole('table', { name: 'Credit Bureau' });
    expect(
      within(bureau)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Bureau score781',
      'Number of accounts6',
      'Active accounts3',
      'Total outstanding balance₹3,90,000',
      'Accounts with outstanding EMI2',
    ]);
    expect(screen.getByRole('link', { name: 'Tips to improve your score' }).getAttribute('href')).toBe(
      '/tips',
    );
  });

  it("opens 'Know more' on a parameter with what it reads, and closes it", async () => {
    creditReportServer();
    await renderApp('/creditReport');
    fireEvent.click(await screen.findByRole('button', { name: 'Know more about Cash Withdrawals' }));
    const help = screen.getByRole('dialog', { name: 'Cash Withdrawals' });
    expect(within(help).getByText(/cash taken out at an ATM, against payments by debit card/)).toBeTruthy();
    fireEvent.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the bureau block out when the bureau has no file', async () => {
    creditReportServer({ report: reportOf({ bureau_data: null }) });
    await renderApp('/creditReport');
    expect(await screen.findByRole('region', { name: 'Primary' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Credit Bureau' })).toBeNull();
  });

  it('asks for consent before generating, then shows the report the bureau pull made', async () => {
    const calls = creditReportServer({ report: noReport });
    await renderApp('/creditReport');
    expect(
      await screen.findByText('Please generate your credit report before applying for a loan.'),
    ).toBeTruthy();
    const generate = screen.getByRole('button', { name: 'Generate credit report' });
    fireEvent.click(generate);
    expect(await screen.findByText('Please give your consent to fetch your credit report.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /I allow Kredo to fetch my credit report/ }));
    fireEvent.click(generate);
    expect(await screen.findByRole('img', { name: 'Your credit score: 62 out of 100, Good' })).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.url, call.body])).toEqual([
      [creditReportPaths.creditScore, { consent: true }],
    ]);
  });

  it('reads in Hindi', async () => {
    await changeLanguage('hi');
    creditReportServer();
    await renderApp('/creditReport');
    expect(await screen.findByRole('heading', { level: 1, name: 'क्रेडिट रिपोर्ट' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'आपका क्रेडिट स्कोर: 100 में से 62, अच्छा' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'क्रेडिट ब्यूरो' })).toBeTruthy();
  });
});
