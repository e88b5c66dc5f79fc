import { devBase } from '@kredo/contract/dev';

/** The hosted payment page, under the dev routes (`paymentGatewaySandboxPages`, prefix `devBase`). */
export const paymentPagesPath = '/pay';

/** The link's short URL: the hosted page, a path on this server. */
export const shortUrlOf = (linkId: string) => `${devBase}${paymentPagesPath}/${linkId}`;

/** The address of one of the page's forms (its action). */
export const pagePathOf = (linkId: string, action?: 'cancel') =>
  `${shortUrlOf(linkId)}${action ? `/${action}` : ''}`;
