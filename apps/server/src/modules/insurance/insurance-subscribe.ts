import { randomUUID } from 'node:crypto';

import type { InsuranceProduct, SubscribeBody, SubscribeResult } from '@kredo/contract/insurance';
import { insuranceMessages, insuranceProblemText } from '@kredo/contract/insurance-messages';
import { messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';
import { insurancePayMinutes } from '@kredo/domain/insurance';
import { readInsuranceForm } from '@kredo/domain/insurance-form';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { isSameSiteText } from '../../lib/same-site.ts';
import { findUserById } from '../users/users.repository.ts';
import { offeredProduct } from './insurance-catalogue.ts';
import { proposalParts } from './insurance-subscribe-checks.ts';
import { insuranceOrders } from './insurance.schema.ts';

export type SubscribeDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'insurer' | 'paymentGateway' | 'mode'>;
type Host = { protocol: string; host: string | undefined };

/** The sealing context of an order's form values: a value sealed for one order opens for no other. */
export const detailsContext = (orderId: string) => `insurance-order:${orderId}`;

/** How long a payment link is made for at least: the gateway's shortest. */
const linkMinutes = 16;

const failure = (errors: string[], fieldErrors: Record<string, string[]> = {}): SubscribeResult => ({
  status: 'FAILURE',
  url: null,
  orderId: null,
  errors,
  fieldErrors,
});

/** The red box's lines: each field's label and its message ('Date of Birth: Age should be between 18 and 65'). */
function formFailure(product: InsuranceProduct, texts: Record<string, string>): SubscribeResult {
  const fieldErrors: Record<string, string[]> = {};
  const errors = product.inputFields.flatMap((field) => {
    const text = texts[field.name];
    if (!text) return [];
    fieldErrors[field.name] = [text];
    return [`${field.label}: ${text}`];
  });
  return failure(errors, fieldErrors);
}

/** Where the gateway sends the browser back: the screen's address, else the payment success page. */
function returnUrlOf(body: SubscribeBody, orderId: string, host: Host, sandbox: boolean) {
  if (body.return_url === undefined)
    return `${host.protocol}://${host.host ?? 'localhost'}/#/insurancePaymentSuccess?orderId=${orderId}`;
  if (!isSameSiteText(body.return_url, host.host, sandbox))
    throw new AppError('VALIDATION_FAILED', 'return URL is not on this site', {
      fieldErrors: { return_url: [messages.invalid] },
    });
  const url = new URL(body.return_url);
  return `${body.return_url}${url.hash.includes('?') || url.search ? '&' : '?'}orderId=${orderId}`;
}

/**
 * Subscribe (spec 002 §4 Insurance): the product must be on offer; the form's values are checked
 * by the product's own fields with the screen's rules, its uploads and consent code as
 * `proposalParts` says; the order is stored with the product as sold and its values sealed, and a
 * payment link made for its price, payable for `insurancePayMinutes`. What the borrower can correct
 * (a wrong code among it) is answered as FAILURE with the lines the screen shows, and no premium
 * is asked; the proposal goes to the insurer once the premium is captured.
 */
export async function subscribe(
  deps: SubscribeDeps,
  userId: string,
  body: SubscribeBody,
  host: Host,
): Promise<SubscribeResult> {
  let product: InsuranceProduct;
  try {
    product = await offeredProduct(deps, body.productId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return failure([error.userMessage]);
    throw error;
  }
  const now = deps.clock.now();
  const form = readInsuranceForm(product.inputFields, body, isoDate(deps.clock.businessDate()));
  if (!form.ok) {
    const texts = Object.entries(form.problems).map(([name, problem]) => [
      name,
      insuranceProblemText(problem),
    ]);
    return formFailure(product, Object.fromEntries(texts));
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'the session names no user');
  const checked = await proposalParts(deps, userId, product, form.values, user.mobile);
  if (!checked.ok) return formFailure(product, checked.messages);
  const { details, consentId, attachments } = checked.parts;
  const id = randomUUID();
  const callbackUrl = returnUrlOf(body, id, host, deps.mode === 'sandbox');
  const mobile = user.mobile ?? String(form.values.mobile ?? '');
  const payBy = new Date(now.getTime() + insurancePayMinutes * 60_000);
  await deps.db.insert(insuranceOrders).values({
    id,
    userId,
    mobile,
    state: 'CREATED',
    productId: product.productId,
    productName: product.productName,
    subCategory: product.subCategory,
    coverType: product.coverType.type,
    coverLabel: product.coverType.label,
    insurerName: product.insurer.name,
    distributorName: product.distributor.name,
    validityMonths: product.validityInMonths,
    sumInsuredPaise: product.sumInsured,
    pricePaise: product.price,
    taxPaise: product.tax.amount,
    taxRateBasisPoints: product.tax.rateBasisPoints,
    insuredName: String(form.values.name ?? user.name ?? ''),
    detailsSealed: deps.cipher.encrypt(detailsContext(id), JSON.stringify(details)),
    consentId,
    attachments,
    payBy,
    createdAt: now,
  });
  try {
    const link = await deps.paymentGateway.createPaymentLink({
      reference: id,
      amount: product.price,
      description: `Insurance: ${product.productName}`,
      customer: {
        name: String(form.values.name ?? user.name ?? ''),
        mobile,
        email: typeof form.values.email === 'string' ? form.values.email : null,
      },
      callbackUrl,
      expireBy: new Date(Math.max(payBy.getTime(), now.getTime() + linkMinutes * 60_000)),
    });
    await deps.db
      .update(insuranceOrders)
      .set({ paymentLinkId: link.linkId, paymentLink: link.shortUrl })
      .where(eq(insuranceOrders.id, id));
    return { status: 'SUCCESS', url: link.shortUrl, orderId: id, errors: [], fieldErrors: {} };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PROVIDER_UNAVAILABLE') throw error;
    // A link may have been made with its answer lost: a payment on it is refunded as late.
    await deps.db
      .update(insuranceOrders)
      .set({ state: 'EXPIRED', failureReason: 'NOT_PAID' })
      .where(eq(insuranceOrders.id, id));
    return failure([insuranceMessages.insurancePaymentUnavailable]);
  }
}
