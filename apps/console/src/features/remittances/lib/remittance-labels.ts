import { findLender } from '@kredo/contract/lenders';
import type { RemittancePayee } from '@kredo/contract/remittances';

import { formatAmount } from '../../../lib/format';
import { text } from '../../../text';

/** Paise as rupees to the paisa (₹1,200.50): what goes to a payee is checked to the last paisa. */
export const rupees = (amountPaise: number) => formatAmount(amountPaise, { exact: true });

/** 'Sahyadri Finance (174)'; a lender this console does not know, by its id. */
export const lenderLabel = (lenderId: number) =>
  text.remittances.lender(lenderId, findLender(lenderId)?.name);

export const payeeLabel = (payee: RemittancePayee) => text.remittances.payees[payee];

/** A payee in a sentence: 'the insurer'. */
export const payeeInText = (payee: RemittancePayee) => text.remittances.payeesInText[payee];
