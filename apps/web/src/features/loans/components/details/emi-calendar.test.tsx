// @vitest-environment happy-dom
import { formatDateInWords } from '@kredo/domain/date-entry';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n';
import { renderApp } from '../../../../test/render-app';
import { inDays, loanId, loanOf, loansServer, today } from '../../loans-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

const calendar = async () => screen.findByRole('list', { name: 'EMI calendar' });

describe('the EMI calendar (spec 001 §4.9)', () => {
  it('gives each instalment its date, its amount and its state in words', async () => {
    loansServer({
      loans: [
        loanOf({
          repayment_schedules: [
            { date: inDays(30), paid_date: null },
            { date: inDays(-60), paid_date: inDays(-61) },
            { date: inDays(-30), paid_date: null },
            { date: today(), paid_date: null },
          ],
        }),
      ],
    });
    await renderApp(`/loans/details?loan_id=${loanId}`);
    const items = within(await calendar()).getAllByRole('listitem');
    const day = (days: number) => formatDateInWords(inDays(days));
    expect(items.map((item) => item.textContent)).toEqual([
      `EMI 1 · ${day(-60)}Paid on ${day(-61)}₹5,416.67✓Paid`,
      `EMI 2 · ${day(-30)}₹5,416.67!Overdue`,
      `EMI 3 · ${day(0)}₹5,416.67!Due today`,
      `EMI 4 · ${day(30)}₹5,416.67Upcoming`,
    ]);
    expect(screen.getByText('1 of 4 EMIs paid')).toBeTruthy();
  });

  it('after a part prepayment, shows the shortened schedule with each amount, the last one smaller', async () => {
    loansServer({
      loans: [
        loanOf({
          repayment_schedules: [
            { date: inDays(-25), paid_date: inDays(-1), amount: 541_667 },
            { date: inDays(5), paid_date: null, amount: 541_667 },
            { date: inDays(35), paid_date: null, amount: 123_456 },
          ],
        }),
      ],
    });
    await renderApp(`/loans/details?loan_id=${loanId}`);
    const items = within(await calendar()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.match(/₹[\d,.]+/)?.[0])).toEqual([
      '₹5,416.67',
      '₹5,416.67',
      '₹1,234.56',
    ]);
    expect(screen.getByText('1 of 3 EMIs paid')).toBeTruthy();
  });

  it('shows an EMI paid early as paid in advance and counts it, and what is left of one paid in part', async () => {
    loansServer({
      loans: [
        loanOf({
          repayment_schedules: [
            { date: inDays(5), paid_date: null, amount: 1_083_334, unpaid: 1_083_334, advance: 1_083_334 },
            { date: inDays(35), paid_date: null, amount: 1_083_334, unpaid: 1_083_334, advance: 200_000 },
            { date: inDays(65), paid_date: null, amount: 1_083_326, unpaid: 1_083_326, advance: 0 },
          ],
        }),
      ],
    });
    await renderApp(`/loans/details?loan_id=${loanId}`);
    const items = within(await calendar()).getAllByRole('listitem');
    const day = (days: number) => formatDateInWords(inDays(days));
    expect(items.map((item) => item.textContent)).toEqual([
      `EMI 1 · ${day(5)}Covered by the amount you paid ahead, settled on its due date₹10,833.34✓Paid in advance`,
      `EMI 2 · ${day(35)}₹2,000 paid in advance, ₹8,833.34 left to pay₹10,833.34Upcoming`,
      `EMI 3 · ${day(65)}₹10,833.26Upcoming`,
    ]);
    expect(screen.getByText('1 of 3 EMIs paid')).toBeTruthy();
  });

  it('shows a foreclosed loan’s instalments after the closure as foreclosed, never upcoming or overdue', async () => {
    loansServer({
      loans: [
        loanOf(
          {
            is_closed: true,
            tags: ['closed'],
            repayment_schedules: [
              { date: inDays(-40), paid_date: inDays(-40), amount: 541_667, unpaid: 0, advance: 0 },
              { date: inDays(-10), paid_date: null, amount: 541_667, unpaid: 0, advance: 0 },
              { date: inDays(20), paid_date: null, amount: 541_667, unpaid: 0, advance: 0 },
            ],
          },
          { status: 'PRE_CLOSED' },
        ),
      ],
    });
    await renderApp(`/loans/details?loan_id=${loanId}`);
    await screen.findByText('Your loan has been closed and all dues are paid!');
    const items = within(await calendar()).getAllByRole('listitem');
    const day = (days: number) => formatDateInWords(inDays(days));
    expect(items.map((item) => item.textContent)).toEqual([
      `EMI 1 · ${day(-40)}Paid on ${day(-40)}₹5,416.67✓Paid`,
      `EMI 2 · ${day(-10)}Nothing to pay: the loan is closed–Foreclosed`,
      `EMI 3 · ${day(20)}Nothing to pay: the loan is closed–Foreclosed`,
    ]);
    expect(screen.getByText('Loan closed: 1 EMI paid, nothing more to pay')).toBeTruthy();
    expect(screen.queryByText('Overdue')).toBeNull();
    expect(screen.queryByText('Upcoming')).toBeNull();
  });

  it('names the states in Hindi', async () => {
    await changeLanguage('hi');
    loansServer({
      loans: [
        loanOf({
          repayment_schedules: [
            { date: inDays(-40), paid_date: inDays(-40) },
            { date: inDays(-10), paid_date: null },
            { date: inDays(20), paid_date: null },
          ],
        }),
      ],
    });
    await renderApp(`/loans/details?loan_id=${loanId}`);
    const list = await screen.findByRole('list', { name: 'EMI कैलेंडर' });
    const states = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(states[0]).toContain('चुकाई गई');
    expect(states[1]).toContain('बकाया');
    expect(states[2]).toContain('आगामी');
  });

  it('names paid in advance and foreclosed in Hindi', async () => {
    await changeLanguage('hi');
    loansServer({
      loans: [
        loanOf({
          repayment_schedules: [
            { date: inDays(5), paid_date: null, amount: 541_667, unpaid: 541_667, advance: 541_667 },
            { date: inDays(35), paid_date: null, amount: 541_667, unpaid: 541_667, advance: 100_000 },
          ],
        }),
        loanOf(
          {
            loan_id: 'closed-loan',
            is_closed: true,
            repayment_schedules: [{ date: inDays(20), paid_date: null, unpaid: 0, advance: 0 }],
          },
          { status: 'PRE_CLOSED' },
        ),
      ],
    });
    const { unmount } = await renderApp(`/loans/details?loan_id=${loanId}`);
    const open = within(await screen.findByRole('list', { name: 'EMI कैलेंडर' })).getAllByRole('listitem');
    expect(open[0]?.textContent).toContain('पहले ही चुकाई गई');
    expect(open[1]?.textContent).toContain('₹1,000 पहले ही चुकाया गया, ₹4,416.67 चुकाना बाकी');
    unmount();
    await renderApp('/loans/details?loan_id=closed-loan');
    const closed = within(await screen.findByRole('list', { name: 'EMI कैलेंडर' })).getAllByRole('listitem');
    expect(closed[0]?.textContent).toContain('समय से पहले बंद');
  });
});
