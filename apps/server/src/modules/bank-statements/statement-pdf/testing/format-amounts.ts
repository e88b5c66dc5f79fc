import { formatRupees, paise } from '@kredo/domain/money';

import type { StatementLayout } from '../statement-layouts.ts';

/** A debit or credit cell as the layout prints it: en-IN grouped or plain digits, '' or 0.00 for none. */
export function formatAmountCell(amountPaise: number, layout: StatementLayout): string {
  if (amountPaise === 0) return layout.emptyAmount;
  return formatMagnitude(amountPaise, layout);
}

export function formatMagnitude(amountPaise: number, layout: StatementLayout): string {
  const text = formatRupees(paise(Math.abs(amountPaise)));
  return layout.amountGrouping === 'indian' ? text : text.replaceAll(',', '');
}

/** A balance: a minus, or CR/DR after it (SBI). */
export function formatBalance(balancePaise: number, layout: StatementLayout): string {
  const magnitude = formatMagnitude(balancePaise, layout);
  if (layout.negativeBalance === 'dr-suffix') return `${magnitude} ${balancePaise < 0 ? 'DR' : 'CR'}`;
  return balancePaise < 0 ? `-${magnitude}` : magnitude;
}
