// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  goldServer,
  orderId,
  productOf,
  queryOf,
  redeemOf,
  refusal,
  stubLocation,
  userId,
  vendorId,
  type GoldAnswers,
} from '../gold-test-kit';

const coin = productOf();
const bar = productOf({
  id: 'SGB10',
  sku_number: 'SG24B0100',
  description: '10 gram 24K gold bar',
  metal_weight: 100_000,
  making_charges: 140_000,
  in_stock: false,
});

const products = { products: [coin, bar] };
const deliverable = (pin: string) => ({ is_valid: true, pincode: pin, city: 'Mumbai', state: 'Maharashtra' });

function deliveryServer(answers: GoldAnswers = {}) {
  return goldServer({
    answers: {
      [goldPaths.products]: products,
      [goldPaths.validatePincode]: deliverable('400001'),
      [goldPaths.redeemGold]: redeemOf(),
      ...answers,
    },
  });
}

const box = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = async (label: string, text: string) => {
  await act(async () => {
    fireEvent.change(box(label), { target: { value: text } });
  });
};
const press = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const message = (label: string) => document.getElementById(`${box(label).id}-helper`)?.textContent;

async function atAddress(answers: GoldAnswers = {}) {
  const server = deliveryServer(answers);
  await renderApp(`/gold/delivery-address?sku=${coin.sku_number}`);
  await screen.findByRole('heading', { level: 1, name: 'Gold Delivery' });
  await screen.findByRole('textbox', { name: 'Address' });
  return server;
}

describe('delivery (spec 002 §2, §4, §5)', () => {
  it("lists the coins and bars with their making charges; one out of stock says 'Out of stock' and cannot be chosen", async () => {
    const server = deliveryServer();
    await renderApp('/gold/getDelivery');
    const list = await screen.findByRole('list', { name: 'Coins and bars' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('1 gram 24K gold coin')).toBeTruthy();
    expect(within(first!).getByText('Making Charges ₹450')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'View 1 gram 24K gold coin' }).getAttribute('href')).toBe(
      '/gold/productDetails?sku=SG24C0010',
    );
    expect(
      (within(second!).getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(queryOf(callsTo(server, goldPaths.products)[0]!)).toEqual({ vendor: 'safegold' });
  });

  it("shows a product's details and leads on to its address; an unknown one leads back to the list", async () => {
    deliveryServer();
    await renderApp('/gold/productDetails?sku=SG24C0010');
    expect(await screen.findByRole('heading', { level: 1, name: '1 gram 24K gold coin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get this delivered' }).getAttribute('href')).toBe(
      '/gold/delivery-address?sku=SG24C0010',
    );
  });

  it('leads to the delivery list without a product chosen', async () => {
    deliveryServer();
    await renderApp('/gold/delivery-address');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Delivery' })).toBeTruthy();
  });

  it("shows the product, its making charges and 'Powered by' the vendor above the address", async () => {
    await atAddress();
    const product = screen.getByRole('region', { name: 'Product to be delivered' });
    expect(within(product).getByText('1 gram 24K gold coin')).toBeTruthy();
    expect(within(product).getByText('Making Charges ₹450')).toBeTruthy();
    expect(within(product).getByText('Powered by')).toBeTruthy();
    expect(within(product).getByRole('img', { name: 'SafeGold' })).toBeTruthy();
    // Filled in from the gold user.
    expect(box('Name').value).toBe('Asha Verma');
    expect(box('Phone number').value).toBe('9876543210');
  });

  it("trims each field and says 'Field is required' of an empty one", async () => {
    const server = await atAddress();
    await type('Name', '   ');
    await type('Address', '  ');
    await type('City', '');
    await press('Confirm');
    expect(message('Name')).toBe('Field is required');
    expect(message('Address')).toBe('Field is required');
    expect(message('Landmark (optional)')).toBeUndefined();
    expect(callsTo(server, goldPaths.redeemGold)).toEqual([]);
  });

  it("checks the pin code as it is typed: 'Not deliverable', or its city and state filled in", async () => {
    const server = await atAddress({
      [goldPaths.validatePincode]: [
        { is_valid: true, pincode: '400001', city: 'Mumbai', state: 'Maharashtra' },
        { is_valid: false, pincode: '990001', city: null, state: null },
      ],
    });
    await waitFor(() => expect(box('City').value).toBe('Mumbai'));
    expect(box('State').value).toBe('Maharashtra');
    expect(message('Pin code')).toBe('We deliver to Mumbai');
    await type('Pin code', '990001');
    await waitFor(() => expect(message('Pin code')).toBe('Not deliverable'));
    expect(callsTo(server, goldPaths.validatePincode).map((call) => call.body)).toEqual([
      { pin_code: '400001' },
      { pin_code: '990001' },
    ]);
  });

  it("orders the delivery and shows 'Confirm Payment'; 'Make Payment' asks the gateway for the making charges", async () => {
    const replace = stubLocation();
    const server = await atAddress({
      [goldPaths.paymentLink]: { payment_url: 'https://gateway.example/pay/d1' },
    });
    await waitFor(() => expect(box('City').value).toBe('Mumbai'));
    await type('Address', '  12 Marine Drive  ');
    await type('Landmark (optional)', ' Near the pier ');
    await press('Confirm');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Payment' })).toBeTruthy();
    expect(callsTo(server, goldPaths.redeemGold)[0]?.body).toEqual({
      user_id: userId,
      vendor_id: vendorId,
      product_code: 'SGC1',
      name: 'Asha Verma',
      phone_no: '9876543210',
      address: '12 Marine Drive',
      landmark: 'Near the pier',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400001',
    });
    const rows = within(screen.getByRole('table', { name: 'Your delivery' }))
      .getAllByRole('row')
      .map((row) => row.firstChild?.textContent);
    expect(rows).toEqual([
      'Product',
      'Purity',
      'Date',
      'Making Charges',
      'Estimated Delivery Time',
      'Total Payable Amount',
    ]);
    const values = within(screen.getByRole('table', { name: 'Your delivery' }))
      .getAllByRole('row')
      .map((row) => row.lastChild?.textContent);
    expect(values[0]).toBe('1 gram 24K gold coin');
    expect(values[1]).toBe('99.5%');
    expect(values[3]).toBe('₹450');
    expect(values[4]).toBe('7 days');
    expect(values[5]).toBe('₹450.00');

    await press('Make Payment');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://gateway.example/pay/d1'));
    expect(callsTo(server, goldPaths.paymentLink)[0]?.body).toMatchObject({
      amount: 45_000,
      txn_id: orderId,
      txn_type: 'DELIVER',
      return_url: `http://localhost:8080/#/payment-success?product=EGOLD&transaction_id=${orderId}&txn_type=DELIVER`,
    });
  });

  it("shows the server's refusal above the fields ('Insufficient gold balance')", async () => {
    await atAddress({ [goldPaths.redeemGold]: refusal(422, 'GOLD_REFUSED', 'Insufficient gold balance') });
    await waitFor(() => expect(box('City').value).toBe('Mumbai'));
    await type('Address', '12 Marine Drive');
    await press('Confirm');
    expect((await screen.findByRole('alert')).textContent).toContain('Insufficient gold balance');
  });

  it("says 'Sorry. Something went wrong !' on 'Confirm Payment' without a delivery ordered", async () => {
    deliveryServer();
    await renderApp('/gold/confirm-delivery');
    expect(await screen.findByText('Sorry. Something went wrong !')).toBeTruthy();
  });
});
