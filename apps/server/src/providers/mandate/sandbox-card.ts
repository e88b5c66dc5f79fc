import { businessDateOf } from '../../lib/clock.ts';

/** What the sandbox bank says of a card's details; undefined when it takes them. Never echoes them. */
export function cardDetailsError(cardNumber: string | undefined, expiry: string | undefined, now: Date) {
  const digits = (cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits)) return 'Enter the 16-digit card number.';
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec((expiry ?? '').trim());
  if (!match) return 'Enter the expiry as MM/YY.';
  const [year, month] = businessDateOf(now).split('-').map(Number) as [number, number];
  const expiresInMonth = (2000 + Number(match[2])) * 12 + Number(match[1]);
  if (expiresInMonth < year * 12 + month) return 'This card has expired.';
  return undefined;
}

export const isOtpShaped = (otp: string | undefined) => /^\d{6}$/.test((otp ?? '').trim());
