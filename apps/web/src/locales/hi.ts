import type { Resources } from './en';
import type { DeepPartial } from './deep-partial';
import { auth } from './hi/auth';
import { bankStatements } from './hi/bank-statements';
import { consent } from './hi/consent';
import { creditReport } from './hi/credit-report';
import { documents } from './hi/documents';
import { fields } from './hi/fields';
import { gold } from './hi/gold';
import { home } from './hi/home';
import { incompleteInfo } from './hi/incomplete-info';
import { incompleteInfoFlows } from './hi/incomplete-info-flows';
import { insurance } from './hi/insurance';
import { kyc } from './hi/kyc';
import { loanApplication } from './hi/loan-application';
import { loans } from './hi/loans';
import { messages } from './hi/messages';
import { otp } from './hi/otp';
import { paForm } from './hi/pa-form';
import { profile } from './hi/profile';
import { referral } from './hi/referral';
import { shell } from './hi/shell';
import { tips } from './hi/tips';

/** Hindi: loaded only when chosen; the tester pages (dev) stay in English. */
export const hi: DeepPartial<Resources> = {
  messages,
  shell,
  tips,
  otp,
  auth,
  profile,
  home,
  loans,
  gold,
  referral,
  creditReport,
  insurance,
  incompleteInfo,
  incompleteInfoFlows,
  paForm,
  kyc,
  bankStatements,
  consent,
  loanApplication,
  documents,
  fields,
};
