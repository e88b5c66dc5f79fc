import type { GoldTransaction } from '@kredo/contract/gold';
import { goldSaleValue } from '@kredo/domain/gold';
import type { GoldUnits, Paise } from '@kredo/domain/money';

/**
 * What an order is worth on its screen (spec 002 §2): its amount, or when it carries none, its
 * quantity at its rate, to the paisa.
 */
export function orderValue(order: Pick<GoldTransaction, 'amount' | 'quantity' | 'rate'>): Paise {
  if (order.amount > 0) return order.amount as Paise;
  return goldSaleValue(order.quantity as GoldUnits, order.rate as Paise);
}

/** A courier's status as shown: 'OUT_FOR_DELIVERY' is 'OUT FOR DELIVERY'. */
export const deliveryStatusText = (status: string) => status.replaceAll('_', ' ');
