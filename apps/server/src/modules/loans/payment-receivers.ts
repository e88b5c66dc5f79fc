import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentWebhookEvent } from '../../providers/payment-gateway/index.ts';
import { isGoldOrder, receiveGoldPaymentWebhook } from '../gold/gold-payments.ts';
import { isInsuranceOrder, receiveInsurancePaymentWebhook } from '../insurance/insurance-payments.ts';

/**
 * The products other than loans that take payments through the gateway. A payment link's reference
 * is the paying order's id, so the first receiver that owns the reference applies the event (a
 * refund's event names its payment's link too); a reference none owns is a loan's payment.
 */
export type PaymentReceiver = {
  name: string;
  owns(db: Db, reference: string): Promise<boolean>;
  receive(
    deps: Pick<AppDeps, 'db' | 'clock'>,
    event: PaymentWebhookEvent,
  ): Promise<{ duplicate: boolean; outcome: string }>;
};

export const productPaymentReceivers: readonly PaymentReceiver[] = [
  { name: 'gold', owns: isGoldOrder, receive: receiveGoldPaymentWebhook },
  { name: 'insurance', owns: isInsuranceOrder, receive: receiveInsurancePaymentWebhook },
];

/** The receiver of a reference, or undefined for a loan's (the loans module's own). */
export async function receiverOf(db: Db, reference: string): Promise<PaymentReceiver | undefined> {
  for (const receiver of productPaymentReceivers) if (await receiver.owns(db, reference)) return receiver;
  return undefined;
}
