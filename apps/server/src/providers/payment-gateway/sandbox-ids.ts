import { randomInt } from 'node:crypto';

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomPart = () =>
  Array.from({ length: 14 }, () => alphanumerics[randomInt(alphanumerics.length)]).join('');

/** Ids shaped like Razorpay's: a prefix and 14 letters or digits. */
export const newLinkId = () => `plink_${randomPart()}`;
export const newPaymentId = () => `pay_${randomPart()}`;
export const newEventId = () => `evt_${randomPart()}`;
export const newRefundId = () => `rfnd_${randomPart()}`;

/** What a link id looks like: checked before the hosted page looks one up. */
export const linkIdPattern = /^plink_[A-Za-z0-9]{14}$/;
