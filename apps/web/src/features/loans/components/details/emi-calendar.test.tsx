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
});
