import { goldOrderStates } from '@kredo/contract/gold-back-office';
import { goldTxnTypes } from '@kredo/contract/gold';
import { formatGrams, goldUnits } from '@kredo/domain/money';

import { formatAmount, formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import type { GoldOrdersFilter } from '../api/get-gold-orders';

const texts = text.gold;

/** Paise as rupees to the paisa (₹1,200.50): what moves a customer's money is checked to the paisa. */
export const rupees = (amountPaise: number) => formatAmount(amountPaise, { exact: true });

/** 0.1 mg units as grams to four places, the precision gold is held at: '1.2000 g'. */
export const grams = (units: number) => texts.grams(formatGrams(goldUnits(units)));

/** A difference in grams with its sign: '+0.0003 g', '-0.0003 g'; none is '0.0000 g'. */
export const signedGrams = (units: number) => (units > 0 ? `+${grams(units)}` : grams(units));

/** An instant as the console shows it, or a dash when it has not happened. */
export const when = (iso: string | null) => (iso ? formatDateTime(iso) : texts.none);

/** The server's failure reason or delivery stage in words; one the console does not know, as sent. */
export const failureLabel = (reason: string | null) =>
  reason === null ? texts.none : (texts.orders.failureReasons[reason] ?? reason);
export const deliveryStageLabel = (stage: string | null) =>
  stage === null ? texts.none : (texts.orders.deliveryStages[stage] ?? stage);

/** The page's tabs, in the order shown; the first is the default. */
export const goldTabs = ['orders', 'payouts', 'reconciliation'] as const;
export type GoldTab = (typeof goldTabs)[number];

export function readGoldTab(value: string | null): GoldTab {
  return goldTabs.find((tab) => tab === value) ?? 'orders';
}

/** The state filter's choices, in the order offered: those awaiting the vendor first (the default). */
export const awaitingVendor = 'AWAITING_VENDOR';
export const allChoice = 'all';
export const stateChoices = [awaitingVendor, allChoice, ...goldOrderStates] as const;

/** The orders' filter as the address holds it: a state the contract does not know is the default. */
export function readOrdersFilter(search: URLSearchParams): GoldOrdersFilter {
  const status = search.get('status');
  const kind = goldTxnTypes.find((each) => each === search.get('kind'));
  const state =
    status === allChoice ? undefined : (goldOrderStates.find((each) => each === status) ?? awaitingVendor);
  return { ...(state ? { status: state } : {}), ...(kind ? { kind } : {}) };
}

/** Only a paid, confirming or verified order has anything to ask the gateway or the vendor. */
export const mayAskVendor = (status: string) => ['PAID', 'CONFIRMING', 'VERIFIED'].includes(status);
