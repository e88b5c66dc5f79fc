import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import type { CatalogueKey } from '@kredo/contract/catalogue';
import { auth } from './en/auth';
import type { bankStatements } from './en/bank-statements';
import type { consent } from './en/consent';
import type { creditReport } from './en/credit-report';
import type { documents } from './en/documents';
import type { kyc } from './en/kyc';
import type { loanApplication } from './en/loan-application';
import type { dev } from './en/dev';
import { fields } from './en/fields';
import type { gold } from './en/gold';
import type { home } from './en/home';
import type { incompleteInfo } from './en/incomplete-info';
import type { incompleteInfoFlows } from './en/incomplete-info-flows';
import type { insurance } from './en/insurance';
import type { loans } from './en/loans';
import { otp } from './en/otp';
import type { paForm } from './en/pa-form';
import type { profile } from './en/profile';
import type { referral } from './en/referral';
import { shell } from './en/shell';
import type { tips } from './en/tips';

/**
 * English resources. `messages` is the spec's catalogue from the contract, reused as-is so the
 * browser shows the same text the server sends: its first-visit part here, the rest added by
 * lib/catalogue.ts with the first screen beyond the landing.
 */
export const en = {
  messages: firstVisitMessages as Record<CatalogueKey, string>,
  shell,
  otp,
  auth,
  fields,
};

/**
 * Namespaces of screens behind sign-in: typed here, bundled with their feature's chunk and added
 * by `registerTexts` when it loads (each feature's `texts.ts`). Hindi stays in ./hi.ts, which is
 * downloaded only when Hindi is chosen.
 */
export type LazyResources = {
  loanApplication: typeof loanApplication;
  documents: typeof documents;
  kyc: typeof kyc;
  bankStatements: typeof bankStatements;
  consent: typeof consent;
  home: typeof home;
  loans: typeof loans;
  gold: typeof gold;
  creditReport: typeof creditReport;
  insurance: typeof insurance;
  incompleteInfo: typeof incompleteInfo;
  incompleteInfoFlows: typeof incompleteInfoFlows;
  paForm: typeof paForm;
  profile: typeof profile;
  referral: typeof referral;
  tips: typeof tips;
  dev: typeof dev;
};
export type LazyNamespace = keyof LazyResources;

export type Resources = typeof en & LazyResources;
