import { devBase } from '@kredo/contract/dev';

/** The bank's pages of an e-mandate, under the dev routes (`mandateSandboxPages`). */
export const eMandatePagesPath = '/e-mandate/authorize';

/** The page the borrower's browser opens to authorise the mandate: a path on this server. */
export const authLinkOf = (providerMandateId: string, token: string) =>
  `${devBase}${eMandatePagesPath}/${providerMandateId}?token=${token}`;

/** The address of one of the mandate's pages (a form's action). */
export const pagePathOf = (
  providerMandateId: string,
  page?: 'net-banking' | 'debit-card' | 'otp' | 'cancel',
) => `${devBase}${eMandatePagesPath}/${providerMandateId}${page ? `/${page}` : ''}`;
