import { goldTxnTypes, type GoldTxnType } from '@kredo/contract/gold';

const orderIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order named by a screen's query (`transaction_id`, `txn_type`), or undefined when it names none. */
export function orderOfQuery(
  params: URLSearchParams,
): { txnId: string; type: GoldTxnType | undefined } | undefined {
  const txnId = params.get('transaction_id') ?? '';
  if (!orderIdPattern.test(txnId)) return undefined;
  // The vendor's redeem is our delivery (spec 002 §3).
  const asked = (params.get('txn_type') ?? '').toUpperCase().replace('REDEEM', 'DELIVER');
  const type = goldTxnTypes.find((known) => known === asked);
  return { txnId, type };
}
