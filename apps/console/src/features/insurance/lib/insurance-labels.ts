import { insuranceOrderStates, type InsuranceOrderRow } from '@kredo/contract/insurance-back-office';

import { formatAmount, formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import type { InsuranceOrdersFilter } from '../api/get-insurance-orders';

const texts = text.insurance;

/** Paise to the paisa: what moves a customer's money is checked to the paisa. */
export const rupees = (amountPaise: number) => formatAmount(amountPaise, { exact: true });

/** An instant as the console shows it, or a dash when it has not happened. */
export const when = (iso: string | null) => (iso ? formatDateTime(iso) : texts.none);

/** The refund in words: '₹199.00 pending (free look)'. */
export function refundLabel(refund: InsuranceOrderRow['refund']): string {
  if (!refund) return texts.none;
  const labels = texts.orders;
  return labels.refund(
    rupees(refund.amount),
    labels.refundStatuses[refund.status] ?? refund.status,
    labels.refundReasons[refund.reason] ?? refund.reason,
  );
}

/** The state filter's choices, in the order offered: those awaiting the insurer first (the default). */
export const awaitingInsurer = 'AWAITING_INSURER';
export const allChoice = 'all';
export const stateChoices = [awaitingInsurer, allChoice, ...insuranceOrderStates] as const;

/** The filter as the address holds it: a state the contract does not know is the default. */
export function readOrdersFilter(search: URLSearchParams): InsuranceOrdersFilter {
  const status = search.get('status');
  if (status === allChoice) return {};
  return { status: insuranceOrderStates.find((each) => each === status) ?? awaitingInsurer };
}

/** An unpaid, paid or proposed order has something to ask the gateway or the insurer. */
export const mayAskInsurer = (order: InsuranceOrderRow) =>
  ['CREATED', 'PAID', 'PROPOSED'].includes(order.state);

/**
 * An issued policy with a free look period: the server, whose clock decides, refuses one whose
 * period has ended, and the dialog shows its words.
 */
export const mayCancel = (order: InsuranceOrderRow) =>
  order.state === 'ISSUED' && order.freeLookEndsAt !== null;

/** A refund the gateway declined: operations may ask for it again. */
export const mayRetryRefund = (order: InsuranceOrderRow) => order.refund?.status === 'FAILED';
