import * as z from 'zod/mini';

import { text } from './text.ts';

/**
 * Delivery of a coin or bar out of the locker, and an order's invoice (spec 002 §3, §7 Gold):
 * the calls' bodies and answers, re-exported by gold.ts. Amounts in paise, gold in 0.1 mg units.
 */
/** The gold vendor's name, on every gold call that names it. */
export const goldVendorName = 'safegold';
const vendor = z.literal(goldVendorName);
const paise = z.number().check(z.int(), z.nonnegative());
const gold = z.number().check(z.int(), z.nonnegative());
const orderId = z.uuid();
/** The vendor's id of the gold user, as the screens send it back. */
const vendorUserId = text().check(z.minLength(1), z.maxLength(40));

export const deliveryProductSchema = z.object({
  id: z.string(),
  sku_number: z.string(),
  description: z.string(),
  /** Paise, GST included. */
  making_charges: paise,
  images: z.array(z.string()),
  /** 0.1 mg units. */
  metal_weight: gold,
  purity: z.string(),
  packaging_type: z.string(),
  in_stock: z.boolean(),
  refund_policy: z.string(),
});
export type DeliveryProduct = z.output<typeof deliveryProductSchema>;
export const deliveryProductsSchema = z.object({ products: z.array(deliveryProductSchema) });

export const validatePincodeBodySchema = z.object({ pin_code: text().check(z.regex(/^\d{6}$/)) });
export const pincodeDetailsSchema = z.object({
  is_valid: z.boolean(),
  pincode: z.string(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
});

const addressField = (max: number) => text().check(z.trim(), z.minLength(1), z.maxLength(max));
export const redeemGoldBodySchema = z.object({
  user_id: z.uuid(),
  vendor_id: vendorUserId,
  product_code: text().check(z.maxLength(50)),
  name: addressField(100),
  phone_no: text().check(z.regex(/^[5-9]\d{9}$/)),
  address: addressField(300),
  landmark: z.optional(text().check(z.trim(), z.maxLength(100))),
  city: addressField(80),
  state: addressField(80),
  pincode: text().check(z.regex(/^\d{6}$/)),
});
export type RedeemGoldBody = z.input<typeof redeemGoldBodySchema>;

export const redeemDetailsSchema = z.object({
  /** Paise: the making charges to pay. */
  price: paise,
  txn_id: z.string(),
  estimated_delivery_days: z.number(),
  pay_by: z.iso.datetime(),
});
export type RedeemDetails = z.output<typeof redeemDetailsSchema>;

export const deliveryStatusQuerySchema = z.object({ vendor, txn_id: orderId });
export const deliveryStatusSchema = z.object({
  delivery_status: z.string(),
  courier_tracking_id: z.nullable(z.string()),
  courier_company: z.nullable(z.string()),
  tracking_link: z.nullable(z.string()),
});
export type DeliveryStatus = z.output<typeof deliveryStatusSchema>;

export const invoiceQuerySchema = z.object({
  vendor,
  txn_id: orderId,
  /** The language the invoice is made in, the first time it is asked for (English by default). */
  lang: z.optional(z.enum(['en', 'hi'])),
});
/** A short-lived signed link to the invoice PDF. */
export const invoiceSchema = z.object({ invoice_link: z.string() });
