import type { Page } from 'playwright-core';

import { answerSellVerify } from './gold-visitors.ts';
import type { Screen } from './screens.ts';

/** Until every picture on the screen has loaded (the vendor's products and logo). */
const picturesLoaded = async (page: Page) => {
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
};

/** Types the amount of the gold area's buy or sell form (its rupees), as a borrower would. */
const goldAmount = (rupees: string) => async (page: Page) => {
  await page.locator('form input[name=amount]').fill(rupees);
};
/** Submits the buy or sell form with `rupees` and waits for the screen it leads to (its table). */
const goldTrade = (rupees: string) => async (page: Page) => {
  await goldAmount(rupees)(page);
  await page.locator('form button[type=submit]').click();
  await page.locator('table').waitFor();
};
/** A sell of Rs 50 (under the PAN threshold) confirmed, on to the account step. */
const goldSellToAccount = async (page: Page) => {
  await goldTrade('50')(page);
  await page.locator('h1 ~ button.MuiButton-contained').click();
  await page.locator('table').waitFor({ state: 'detached' });
};
/** The delivery address of the 0.5 g coin, its pin code (the gold user's) checked. */
const goldAddressChecked = async (page: Page) => {
  await page.locator('input[autocomplete=address-level2]:not([value=""])').waitFor();
  await picturesLoaded(page);
};

/**
 * Digital gold's screens (spec 002 §2), in the order a borrower meets them, after the loans' (the
 * gallery's list in screens.ts).
 */
export const goldScreens: Screen[] = [
  // Digital gold (spec 002 §2): home's 'Digital Gold' leads to Buy; a borrower who is not a gold
  // user is asked to register over it.
  {
    name: 'gold-register',
    visitor: 'applicant',
    path: '/gold',
    async prepare(page) {
      await page.locator('[role=dialog] form').waitFor();
    },
  },
  { name: 'gold-buy', visitor: 'gold-holder', path: '/gold', prepare: goldAmount('1000') },
  {
    name: 'gold-buy-minimum',
    visitor: 'gold-holder',
    path: '/gold',
    async prepare(page) {
      await goldAmount('50')(page);
      await page.locator('form button[type=submit]').click();
      await page.locator('form [aria-invalid=true]').waitFor();
    },
  },
  // A buy of Rs 500 or more by a gold user without a verified PAN: 'Verify Pan Details'.
  {
    name: 'gold-pan',
    visitor: 'gold-registered',
    path: '/gold',
    async prepare(page) {
      await goldAmount('600')(page);
      await page.locator('form button[type=submit]').click();
      await page.locator('[role=dialog] form').waitFor();
    },
  },
  {
    name: 'gold-confirm-buy',
    visitor: 'gold-holder',
    path: '/gold',
    landsOn: '/gold/confirmBuy',
    prepare: goldTrade('200'),
  },
  {
    name: 'gold-payment-success',
    visitor: 'gold-holder',
    path: '/payment-success?product=EGOLD&transaction_id=:goldOrderId&txn_type=BUY',
  },
  {
    name: 'gold-order-details',
    visitor: 'gold-holder',
    path: '/gold/orderDetails?transaction_id=:goldOrderId&txn_type=BUY&paymentComplete=true',
  },
  { name: 'gold-locker', visitor: 'gold-holder', path: '/gold/locker' },
  { name: 'gold-sell', visitor: 'gold-holder', path: '/gold/sellGold', prepare: goldAmount('100') },
  // The holder's gold was bought today: the two-day rule's words under the form.
  {
    name: 'gold-sell-limited',
    visitor: 'gold-holder',
    path: '/gold/sellGold',
    async prepare(page) {
      await goldAmount('100')(page);
      await page.locator('form button[type=submit]').click();
      await page.locator('form [role=alert]').waitFor();
    },
  },
  // The sell's screens after its verify, which the browser answers (gold-visitors.ts).
  {
    name: 'gold-confirm-sell',
    visitor: 'gold-holder',
    path: '/gold/sellGold',
    landsOn: '/gold/confirmSell',
    answers: answerSellVerify,
    prepare: goldTrade('50'),
  },
  {
    name: 'gold-bank-details',
    visitor: 'gold-holder',
    path: '/gold/sellGold',
    landsOn: '/gold/bankDetails',
    answers: answerSellVerify,
    prepare: goldSellToAccount,
  },
  {
    name: 'gold-verified-account',
    visitor: 'gold-seller',
    path: '/gold/sellGold',
    landsOn: '/gold/verified-bank-account',
    answers: answerSellVerify,
    prepare: goldSellToAccount,
  },
  {
    name: 'gold-order-success',
    visitor: 'gold-holder',
    path: '/gold/orderSuccess?transaction_id=:goldOrderId&txn_type=BUY',
  },
  { name: 'gold-order-fail', visitor: 'gold-holder', path: '/gold/order-fail' },
  { name: 'gold-delivery', visitor: 'gold-holder', path: '/gold/getDelivery', prepare: picturesLoaded },
  {
    name: 'gold-product',
    visitor: 'gold-holder',
    path: '/gold/productDetails?sku=SG24C0005',
    prepare: picturesLoaded,
  },
  {
    name: 'gold-delivery-address',
    visitor: 'gold-holder',
    path: '/gold/delivery-address?sku=SG24C0005',
    prepare: goldAddressChecked,
  },
  {
    name: 'gold-confirm-delivery',
    visitor: 'gold-holder',
    path: '/gold/delivery-address?sku=SG24C0005',
    landsOn: '/gold/confirm-delivery',
    async prepare(page) {
      await goldAddressChecked(page);
      await page.locator('input[autocomplete=street-address]').fill('12 Residency Road');
      await page.locator('form button[type=submit]').click();
      await page.locator('table').waitFor();
    },
  },
  { name: 'gold-orders', visitor: 'gold-holder', path: '/gold/orders' },
  { name: 'gold-terms', visitor: 'gold-holder', path: '/gold/terms-conditions' },
];
