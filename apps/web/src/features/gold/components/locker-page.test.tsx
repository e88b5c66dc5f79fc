// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { callsTo, goldServer, goldUserOf, queryOf, refusal, vendorId } from '../gold-test-kit';

describe('the locker (spec 002 §1, §7)', () => {
  it('shows the gold held to four decimals of a gram and its worth at the sell rate quoted now', async () => {
    const server = goldServer({
      answers: { [goldPaths.balance]: { gold_balance: 12_345, sellable_gold: 12_345 } },
    });
    await renderApp('/gold/locker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Locker' })).toBeTruthy();
    expect(await screen.findByText('1.2345 g')).toBeTruthy();
    // 1.2345 g at ₹2,863.20 a gram, up to the paisa.
    expect(await screen.findByText('Worth ₹3,534.63 at today’s sell price')).toBeTruthy();
    expect(screen.queryByText(/can be sold today/)).toBeNull();
    expect(queryOf(callsTo(server, goldPaths.balance)[0]!)).toEqual({
      vendor: 'safegold',
      vendor_id: vendorId,
    });
    expect(screen.getByRole('link', { name: 'Sell gold' }).getAttribute('href')).toBe('/gold/sellGold');
    expect(screen.getByRole('link', { name: 'Get it delivered' }).getAttribute('href')).toBe(
      '/gold/getDelivery',
    );
  });

  it('says how much may be sold today when recent purchases are locked', async () => {
    goldServer({ answers: { [goldPaths.balance]: { gold_balance: 12_345, sellable_gold: 2_345 } } });
    await renderApp('/gold/locker');
    expect(
      await screen.findByText(
        '0.2345 g of it can be sold today: gold bought in the last 2 days cannot be sold yet.',
      ),
    ).toBeTruthy();
  });

  it('offers only buying when the locker is empty', async () => {
    goldServer({ user: goldUserOf({ gold_balance: 0 }) });
    await renderApp('/gold/locker');
    expect(await screen.findByText('0.0000 g')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy more gold' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sell gold' })).toBeNull();
  });

  it('asks a borrower who is not a gold user to register', async () => {
    goldServer({ user: null });
    await renderApp('/gold/locker');
    expect(await screen.findByRole('dialog', { name: 'Register for digital gold' })).toBeTruthy();
    expect(screen.getByText('Register for digital gold to use your gold locker.')).toBeTruthy();
  });
});

describe('the gold area when the gold user cannot be read', () => {
  it("says so under the area's heading, with the server's words", async () => {
    goldServer({
      answers: { [goldPaths.user]: refusal(503, 'SERVICE_UNAVAILABLE', 'Some error occurred!') },
    });
    await renderApp('/gold/locker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital gold' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Some error occurred!');
  });
});
