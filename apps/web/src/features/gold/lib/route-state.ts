import {
  deliveryProductSchema,
  goldBankAccountSchema,
  redeemDetailsSchema,
  verifiedBuySchema,
  verifiedSellSchema,
} from '@kredo/contract/gold';
import * as z from 'zod/mini';
import { serverNow } from '../../../lib/server-clock';

/*
 * What one gold screen hands the next in the route's state: never in the address, so a reload or
 * a link shared starts the trade again ('Transaction Cancelled') rather than replaying an order.
 * Each is read back through its schema, since history state is whatever the browser kept.
 */

/** When the quote on screen stops being offered (device clock, ms): the countdown goes on from it. */
const expiresAt = z.number();

export const confirmBuyStateSchema = z.object({
  order: verifiedBuySchema,
  /** Paise a gram, GST apart. */
  rate: z.number(),
  expiresAt,
});
export type ConfirmBuyState = z.output<typeof confirmBuyStateSchema>;

/** The account a sell is paid to: as typed on the bank details form, or the verified one on file (masked). */
export const sellAccountSchema = z.extend(goldBankAccountSchema, {});
export type SellAccount = z.output<typeof sellAccountSchema>;

export const sellStateSchema = z.object({
  order: verifiedSellSchema,
  rate: z.number(),
  expiresAt,
  account: z.optional(sellAccountSchema),
});
export type SellState = z.output<typeof sellStateSchema>;

export const confirmDeliveryStateSchema = z.object({
  product: deliveryProductSchema,
  redeem: redeemDetailsSchema,
});
export type ConfirmDeliveryState = z.output<typeof confirmDeliveryStateSchema>;

/** The state as its schema reads it, or undefined when it is missing or not that screen's. */
export function readState<T>(schema: z.ZodMiniType<T>, state: unknown): T | undefined {
  const parsed = schema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}

/** Seconds left until `expiresAt`, never below zero. */
export const secondsUntil = (expiresAtMs: number, nowMs = Date.now()) =>
  Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));

/** The device time (ms) of a server instant (an order's pay-by), by the server's clock as last seen. */
export const onDeviceClock = (serverInstant: string, nowMs = Date.now()) =>
  nowMs + (Date.parse(serverInstant) - serverNow(nowMs).getTime());
