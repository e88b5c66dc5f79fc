import { consentPaths, type OpportunityDetails } from '@kredo/contract/consent';
import type { Page } from 'playwright-core';

import type { Borrower } from './borrowers.ts';
import {
  awaitNachStatus,
  initiateNach,
  netBankingAtBank,
  signOffer,
  uploadSignedScan,
} from './mandate-borrowers.ts';
import {
  acceptOffer,
  approvedOffer,
  awaitAgreement,
  awaitSettledForm,
  completePaForm,
  declineOffer,
  giveAlternateContact,
  opportunityOf,
  until,
  uploadSelfie,
  type Offer,
  type OfferOptions,
} from './offer-borrowers.ts';

/** Borrowers at each step of the offer after approval (spec 001 §2.1-2.5), one per screen state. */
export type OfferVisitor =
  /** Accepted the offer: the post-approval form asks for the alternate contact. */
  | 'offer-accepted'
  /** The application's disbursal account is unknown to the bank: the form asks for another. */
  | 'offer-disbursal-failed'
  /** The disbursal account is verified, the repayment (NACH) account is unknown to the bank. */
  | 'offer-nach-failed'
  /** A credit line, whose lender insures its loans: the form asks for the nominee. */
  | 'offer-nominee'
  /** Contact given and accounts verified: the form asks for the selfie. */
  | 'offer-selfie'
  /** Selfie taken: the form asks whether a cancelled cheque is given. */
  | 'offer-cheque'
  /** The form completed and the agreement generated: the signature is next. */
  | 'offer-signing'
  /** The agreement signed: the repayment step is next. */
  | 'offer-signed'
  /** The bank refused the e-NACH (AP11, the password 'wrong' at the sandbox bank). */
  | 'offer-enach-rejected'
  /** Chose Scan & Upload and downloaded the form: the signed scan is next. */
  | 'offer-paper-started'
  /** Uploaded the signed form's scan: operations verify it (IN_PROCESS). */
  | 'offer-paper-uploaded'
  /** The e-NACH registered (ACTIVATED): the opportunity waits for the payout (DISBURSAL_PENDING). */
  | 'offer-enach-active'
  /** Declined the offer. */
  | 'offer-declined';

type Setup = {
  name: string;
  options?: OfferOptions;
  then: (baseUrl: string, offer: Offer) => Promise<unknown>;
};

/** The first item the form asks for must be `item`, or the screen would not be the one named. */
async function expectFirstDue(baseUrl: string, offer: Offer, item: string) {
  const first = await awaitSettledForm(baseUrl, offer);
  if (first !== item) throw new Error(`${offer.name}: ${first} is due first, not ${item}`);
}

/** Signed, then authorised an e-NACH at the sandbox bank's net banking with `password`. */
async function enachAtBank(baseUrl: string, offer: Offer, password?: string) {
  await signOffer(baseUrl, offer);
  await netBankingAtBank(baseUrl, await initiateNach(baseUrl, offer, 'ENACH'), password);
}

const setups: Record<OfferVisitor, Setup> = {
  'offer-accepted': { name: 'Nisha Rao', then: acceptOffer },
  'offer-disbursal-failed': {
    name: 'Arjun Mehta',
    options: { failingAccount: 'DISBURSAL' },
    async then(baseUrl, offer) {
      await acceptOffer(baseUrl, offer);
      await giveAlternateContact(baseUrl, offer);
      await expectFirstDue(baseUrl, offer, 'BANK_DETAILS');
    },
  },
  'offer-nach-failed': {
    name: 'Pooja Nair',
    options: { failingAccount: 'NACH' },
    async then(baseUrl, offer) {
      await acceptOffer(baseUrl, offer);
      await giveAlternateContact(baseUrl, offer);
      await expectFirstDue(baseUrl, offer, 'BANK_DETAILS_NACH');
    },
  },
  'offer-nominee': {
    name: 'Sunil Joshi',
    options: { productCode: 'CREDIT_LINE' },
    async then(baseUrl, offer) {
      await acceptOffer(baseUrl, offer);
      await giveAlternateContact(baseUrl, offer);
      await expectFirstDue(baseUrl, offer, 'INSURANCE_NOMINEE');
    },
  },
  'offer-selfie': {
    name: 'Divya Menon',
    async then(baseUrl, offer) {
      await acceptOffer(baseUrl, offer);
      await giveAlternateContact(baseUrl, offer);
      await expectFirstDue(baseUrl, offer, 'SELFIE');
    },
  },
  'offer-cheque': {
    name: 'Karan Singh',
    async then(baseUrl, offer) {
      await acceptOffer(baseUrl, offer);
      await giveAlternateContact(baseUrl, offer);
      await expectFirstDue(baseUrl, offer, 'SELFIE');
      await uploadSelfie(baseUrl, offer);
      await expectFirstDue(baseUrl, offer, 'DOCUMENT_CONSENT');
    },
  },
  'offer-signing': {
    name: 'Lakshmi Pillai',
    async then(baseUrl, offer) {
      await acceptOffer(baseUrl, offer);
      await completePaForm(baseUrl, offer);
      await awaitAgreement(baseUrl, offer);
    },
  },
  'offer-signed': { name: 'Rahul Gupta', then: signOffer },
  'offer-enach-rejected': {
    name: 'Imran Sheikh',
    async then(baseUrl, offer) {
      await enachAtBank(baseUrl, offer, 'wrong');
      await awaitNachStatus(baseUrl, offer, 'REJECTED');
    },
  },
  'offer-paper-started': {
    name: 'Geeta Bhat',
    async then(baseUrl, offer) {
      await signOffer(baseUrl, offer);
      await initiateNach(baseUrl, offer, 'PNACH');
    },
  },
  'offer-paper-uploaded': {
    name: 'Manoj Tiwari',
    async then(baseUrl, offer) {
      await signOffer(baseUrl, offer);
      await initiateNach(baseUrl, offer, 'PNACH');
      await uploadSignedScan(baseUrl, offer);
      await awaitNachStatus(baseUrl, offer, 'IN_PROCESS');
    },
  },
  'offer-enach-active': {
    name: 'Shreya Kulkarni',
    async then(baseUrl, offer) {
      await enachAtBank(baseUrl, offer);
      await awaitNachStatus(baseUrl, offer, 'ACTIVATED');
      await until('the payout awaited', async () =>
        (await opportunityOf(baseUrl, offer)).status === 'DISBURSAL_PENDING' ? true : undefined,
      );
    },
  },
  'offer-declined': { name: 'Farah Khan', then: declineOffer },
};

/** The offer visitors named (every one by default), made in parallel over the API (about 10 s). */
export async function makeOfferVisitors<V extends OfferVisitor = OfferVisitor>(
  baseUrl: string,
  staff: string,
  visitors: readonly V[] = Object.keys(setups) as V[],
): Promise<Record<V, Borrower>> {
  const made: Partial<Record<V, Borrower>> = {};
  await Promise.all(
    visitors.map(async (visitor) => {
      const setup = setups[visitor];
      const offer = await approvedOffer(baseUrl, staff, setup.name, setup.options);
      await setup.then(baseUrl, offer);
      made[visitor] = offer;
    }),
  );
  return made as Record<V, Borrower>;
}

/**
 * Answers the browser's reads of the opportunity with `change` applied: a state the sandbox does
 * not reach by itself (the agreement still being generated; the lender's side after consent,
 * which has no sandbox yet). Removed with `page.unrouteAll()`.
 */
export type OpportunityChange =
  Partial<OpportunityDetails> | ((body: OpportunityDetails) => OpportunityDetails);

export async function changeOpportunity(page: Page, change: OpportunityChange): Promise<void> {
  await page.route(`**${consentPaths.opportunity}?**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as OpportunityDetails;
    await route.fulfill({
      response,
      json: typeof change === 'function' ? change(body) : { ...body, ...change },
    });
  });
}
