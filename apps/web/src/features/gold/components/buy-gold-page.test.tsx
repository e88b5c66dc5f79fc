// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { priceTrade } from '@kredo/domain/gold';
import { paise } from '@kredo/domain/money';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  buyRate,
  callsTo,
  goldServer,
  goldUserOf,
  priceOf,
  queryOf,
  refusal,
  userId,
  vendorId,
  verifiedBuyOf,
  verifiedSeller,
} from '../gold-test-kit';

async function atBuy(options: Parameters<typeof goldServer>[0] = {}) {
  const server = goldServer(options);
  await renderApp('/gold');
  await screen.findByRole('heading', { level: 1, name: 'Buy Gold' });
  await screen.findByRole('timer');
  return server;
}

const type = async (label: string, text: string) => {
  await act(async () => {
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
  });
};
const press = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const fieldMessage = (label: string) =>
  document.getElementById(`${screen.getByRole('textbox', { name: label }).id}-helper`)?.textContent;

describe('Buy Gold (spec 002 §2, §4, §5)', () => {
  it('shows the buy rate a gram with its GST apart, the tabs, and how long the rate is offered', async () => {
    await atBuy();
    expect(screen.getByText('₹2,953.63/gm')).toBeTruthy();
    expect(screen.getByText('+ 3% GST')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Price valid for 05:00');
    const tabs = within(screen.getByRole('navigation', { name: 'Digital gold' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Buy', 'Locker', 'Delivery', 'Sell', 'Orders']);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
  });

  it("refuses no amount ('Required'), less than Rs 100 ('Minimum Rs. 100') and more than 30 g", async () => {
    const server = await atBuy();
    await press('Continue');
    expect(fieldMessage('Amount in ₹')).toBe('Required');
    await type('Amount in ₹', '99.99');
    expect(fieldMessage('Amount in ₹')).toBe('Minimum Rs. 100');
    await press('In grams');
    await type('Quantity in grams', '30.0001');
    await press('Continue');
    expect(fieldMessage('Quantity in grams')).toBe('Maximum 30(gm)s');
    expect(callsTo(server, goldPaths.verifyPrice)).toEqual([]);
  });

  it('says what the amount comes to: the grams rupees buy, rounded down, and the rupees grams cost, GST included', async () => {
    await atBuy();
    await type('Amount in ₹', '1000');
    expect(screen.getByText('You get 0.3287 g of 24k gold')).toBeTruthy();
    await press('In grams');
    await type('Quantity in grams', '0.2345');
    expect(screen.getByText('You pay ₹713.41, GST included')).toBeTruthy();
  });

  it('keeps two decimals of rupees and four of grams as they are typed', async () => {
    await atBuy();
    await type('Amount in ₹', '12a3.456');
    expect((screen.getByRole('textbox', { name: 'Amount in ₹' }) as HTMLInputElement).value).toBe('123.45');
    await press('In grams');
    await type('Quantity in grams', '1.23456');
    expect((screen.getByRole('textbox', { name: 'Quantity in grams' }) as HTMLInputElement).value).toBe(
      '1.2345',
    );
  });

  it('fixes the order at the quoted rate with the gold and price the vendor would make, and opens its confirm screen', async () => {
    const trade = priceTrade('buy', { rupees: paise(1000_00) }, paise(buyRate));
    const server = await atBuy({
      user: verifiedSeller(),
      answers: {
        [goldPaths.verifyPrice]: verifiedBuyOf({ gold_amount: trade.gold, buy_price: trade.amount }),
      },
    });
    await type('Amount in ₹', '1000');
    await press('Continue');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Purchase' })).toBeTruthy();
    const [verify] = callsTo(server, goldPaths.verifyPrice);
    expect(queryOf(verify!)).toEqual({ vendor: 'safegold' });
    expect(verify?.body).toEqual({
      gold_info: { rate_id: 'rate-buy-1', gold_amount: 3_287, buy_price: 99_999 },
      user_info: { vendor_id: vendorId, user_id: userId },
    });
    const rows = within(screen.getByRole('table', { name: 'Your purchase' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Gold0.3287 g', 'Rate₹2,953.63/gm', 'GST (3%)₹29.13', 'Total₹999.99']);
    expect(screen.getByText('24k 99.5% Purity')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Price valid for 0[45]:\d\d$/);
  });

  it("says 'Gold price may change' and asks for a new price when the quote ran out", async () => {
    const server = await atBuy({
      answers: { [goldPaths.verifyPrice]: refusal(409, 'GOLD_QUOTE_EXPIRED', 'This price has expired.') },
    });
    await type('Amount in ₹', '200');
    await press('Continue');
    expect(await screen.findByText('Gold price may change')).toBeTruthy();
    await waitFor(() => expect(callsTo(server, goldPaths.buyPrice)).toHaveLength(2));
  });

  it("shows the server's words when the buy is refused, and 'Some error occurred!' when it gave none", async () => {
    await atBuy({
      answers: {
        [goldPaths.verifyPrice]: [
          refusal(422, 'GOLD_REFUSED', 'Selling and delivery are paused.'),
          new Response('', { status: 502 }),
        ],
      },
    });
    await type('Amount in ₹', '200');
    await press('Continue');
    expect((await screen.findByRole('alert')).textContent).toContain('Selling and delivery are paused.');
    await press('Continue');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Some error occurred!'));
  });

  it('asks for a new price when the timer ends', async () => {
    const server = await atBuy({ answers: { [goldPaths.buyPrice]: priceOf({ expires_in: 1 }) } });
    await waitFor(() => expect(callsTo(server, goldPaths.buyPrice).length).toBeGreaterThanOrEqual(2), {
      timeout: 4_000,
    });
  });

  it('links the gold partner’s terms of use', async () => {
    await atBuy({ user: goldUserOf() });
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(
      '/gold/terms-conditions',
    );
  });
});
