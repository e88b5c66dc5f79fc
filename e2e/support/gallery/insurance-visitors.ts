import {
  insurancePaths,
  type InsuranceOrder,
  type InsuranceProduct,
  type SubscribeResult,
} from '@kredo/contract/insurance';

import { payByUpi } from '../money/loan-api.ts';
import { advanceClock } from '../sign-in.ts';
import { newBorrower, verifyMobile, type Borrower } from './borrowers.ts';
import { call, until } from './offer-borrowers.ts';

/**
 * The insurance screens' borrower (spec 002): one who bought the personal accident cover twice at
 * the gateway's page, once issued by the sandbox insurer (its policy in force, so the partner
 * lists it too) and once still 'Under Process' (a proposal the sandbox issues six hours on:
 * docs/providers.md 'Issue Late'). A borrower without insurance is the gallery's applicant.
 */
export const insuranceVisitors = ['insurance-holder'] as const;
export type InsuranceVisitor = (typeof insuranceVisitors)[number];
export const isInsuranceVisitor = (visitor: string): visitor is InsuranceVisitor =>
  (insuranceVisitors as readonly string[]).includes(visitor);

/** An insurance borrower and the order their payment result shows (the one under process). */
export type InsuranceBorrower = Borrower & { insuranceOrderId: string };

const productId = 'pa-individual-1y';

/** The details form as the screen sends it, the profile's mobile kept: the partner knows them by it. */
async function detailsOf(baseUrl: string, borrower: Borrower, name: string) {
  const { products } = await call<{ products: InsuranceProduct[] }>(
    baseUrl,
    borrower.token,
    insurancePaths.products,
  );
  const mobile = products
    .find((product) => product.productId === productId)
    ?.inputFields.find((field) => field.name === 'mobile')?.value;
  return {
    productId,
    name,
    dob: '1991-03-12',
    gender: 'Female',
    email: 'insurance.gallery@example.com',
    mobile: mobile ?? '7000000001',
    pan: 'ABCPR1234K',
    pincode: '560001',
    nominee_name: 'Arun Rao',
    nominee_relationship: 'Spouse',
    nominee_dob: '1988-07-01',
  };
}

const orderOf = async (baseUrl: string, borrower: Borrower, orderId: string) =>
  (
    await call<{ orders: InsuranceOrder[] }>(
      baseUrl,
      borrower.token,
      `${insurancePaths.order}?orderId=${orderId}`,
    )
  ).orders[0];

/** A subscription paid at the gateway's page by UPI; answers the order once the payment is known. */
async function bought(baseUrl: string, borrower: Borrower, insured: string): Promise<string> {
  const result = await call<SubscribeResult>(baseUrl, borrower.token, insurancePaths.order, {
    method: 'POST',
    body: await detailsOf(baseUrl, borrower, insured),
  });
  if (result.status !== 'SUCCESS' || !result.url || !result.orderId)
    throw new Error(`${insured}: the subscription was refused: ${result.errors.join('; ')}`);
  const paid = await payByUpi(baseUrl, new URL(result.url, baseUrl).pathname, 'success@upi');
  if (paid.state !== 'accepted') throw new Error(`${insured}: the gateway refused the premium`);
  const orderId = result.orderId;
  await until('the premium paid', async () =>
    (await orderOf(baseUrl, borrower, orderId))?.status === 'UNDER_PROCESS' ? true : undefined,
  );
  return orderId;
}

/**
 * Made when the first insurance screen is shown, after every other screen of the server's: the
 * clock moves minutes for the insurer to issue, which no other screen is then waiting on.
 */
export async function makeInsuranceVisitors(
  baseUrl: string,
): Promise<Record<InsuranceVisitor, InsuranceBorrower>> {
  const holder = await newBorrower(baseUrl, 'Sunita Rao');
  await verifyMobile(baseUrl, holder);
  const issued = await bought(baseUrl, holder, 'Sunita Rao');
  // The sweep proposes a paid order within seconds and the insurer issues it five minutes on: the
  // clock moves until it has.
  await until(
    'the policy issued',
    async () => {
      if ((await orderOf(baseUrl, holder, issued))?.status === 'ISSUED') return true;
      await advanceClock(baseUrl, 6 * 60_000);
      return undefined;
    },
    60_000,
  );
  const underProcess = await bought(baseUrl, holder, 'Issue Late Sunita Rao');
  return { 'insurance-holder': { ...holder, insuranceOrderId: underProcess } };
}
