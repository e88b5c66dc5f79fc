import { mandatePaths, type NachLink } from '@kredo/contract/mandates';
import type { NachStatus } from '@kredo/domain/mandate-lifecycle';

import { makePng } from '../images.ts';
import {
  acceptOffer,
  approvedOffer,
  call,
  completePaForm,
  opportunityOf,
  signAgreement,
  until,
  type Offer,
  type OfferOptions,
} from './offer-borrowers.ts';

/**
 * Borrowers at the repayment step (spec 001 §2.6-2.8, §4.7) over the API the web client uses, and
 * the sandbox bank's pages as a browser would post them (docs/providers.md 'NACH mandates').
 */

/** Accepts the approved offer, answers its form and signs its agreement: the repayment step is next. */
export async function signOffer(baseUrl: string, offer: Offer): Promise<void> {
  await acceptOffer(baseUrl, offer);
  await completePaForm(baseUrl, offer);
  await signAgreement(baseUrl, offer);
}

/** A new borrower whose agreement is signed. */
export async function signedOffer(
  baseUrl: string,
  staff: string,
  name: string,
  options: OfferOptions = {},
): Promise<Offer> {
  const offer = await approvedOffer(baseUrl, staff, name, options);
  await signOffer(baseUrl, offer);
  return offer;
}

/** `hagen/initiate-nach`: the bank's page of an e-NACH, or the paper form's link. */
export const initiateNach = (baseUrl: string, offer: Offer, nachMode: 'ENACH' | 'PNACH') =>
  call<NachLink>(baseUrl, offer.token, mandatePaths.initiateNach, {
    method: 'POST',
    body: { nachMode, redirectUrl: `${baseUrl}/#/consent/repay`, oppId: offer.opportunityId },
  });

/**
 * Logs in on the sandbox bank's net banking page of the e-NACH: any password authorises it, the
 * password 'wrong' fails it (AP11 at once). The bank sends the browser back with a 303.
 */
export async function netBankingAtBank(baseUrl: string, link: NachLink, password = 'sandbox-pass') {
  const page = new URL(link.link, baseUrl);
  const response = await fetch(`${baseUrl}${page.pathname}/net-banking`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: page.searchParams.get('token') ?? '',
      customerId: 'CUST1001',
      password,
    }).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`the bank's page answered ${response.status}`);
}

/** The signed form's scan, a PNG, as the repay/scan screen uploads it: operations verify it next. */
export const uploadSignedScan = (baseUrl: string, offer: Offer) =>
  call(baseUrl, offer.token, mandatePaths.uploadSignedPaperNach, {
    method: 'POST',
    body: {
      contentType: 'image/png',
      docContent: makePng(420, 300, [245, 245, 240]).toString('base64'),
      opportunityId: offer.opportunityId,
      userId: offer.userId,
    },
  });

/**
 * Waits for the opportunity's mandate to reach `status`: NPCI's answer comes 5 s after the bank's
 * authorisation on the server clock, and the running server delivers the webhooks each second.
 */
export const awaitNachStatus = (baseUrl: string, offer: Offer, status: NachStatus) =>
  until(`mandate ${status}`, async () =>
    (await opportunityOf(baseUrl, offer)).nach?.nachStatus === status ? status : undefined,
  );
