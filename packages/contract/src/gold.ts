import * as z from 'zod/mini';

import { goldVendorName } from './gold-delivery.ts';
import { text } from './text.ts';

/**
 * Digital gold (spec 002 §2-§9): the gold user, prices, buying through the payment gateway,
 * the locker, selling to a verified bank account, delivery of coins and bars, orders and
 * invoices. Every call lives on the gateway host under `egold` with the spec's field names.
 * Amounts are integers: rupees in paise, gold in units of 0.1 mg (1 g = 10,000), tax rates in
 * basis points. `txn_id` is our order's id; the vendor's own ids never leave the server.
 */
const base = '/gateway/egold';
export const goldPaths = {
  users: `${base}/users`,
  user: `${base}/user`,
  panVerification: `${base}/pan-verification`,
  buyPrice: `${base}/buy-price`,
  verifyPrice: `${base}/verify-price`,
  paymentLink: `${base}/payment-link`,
  orderStatus: `${base}/order-status`,
  balance: `${base}/balance`,
  sellPrice: `${base}/sell-price`,
  sellVerifyPrice: `${base}/sell/verify-price`,
  sellVerifyBankAccount: `${base}/sell/verify-bank-account`,
  bankAccountVerify: `${base}/bank-account-verify`,
  /** The spec's "sell gold (path not shown)": the confirmed sell paid to the verified account. */
  sell: `${base}/sell/confirm`,
  products: `${base}/delivery/products`,
  validatePincode: `${base}/delivery/validate-pincode`,
  redeemGold: `${base}/delivery/redeem-gold`,
  deliveryStatus: `${base}/delivery/status`,
  transactions: `${base}/transactions`,
  transactionStatus: `${base}/transactions/status`,
  invoice: `${base}/invoice`,
} as const;

const vendor = z.literal(goldVendorName);

const paise = z.number().check(z.int(), z.nonnegative());
const gold = z.number().check(z.int(), z.nonnegative());
const orderId = z.uuid();
/** The vendor's id of the gold user, as the screens send it back. */
const vendorUserId = text().check(z.minLength(1), z.maxLength(40));

/** The gold vendor's name, on every call that names it. */
export const vendorQuerySchema = z.object({ vendor });

// The gold user (spec 002 §3).

export const registerGoldUserBodySchema = z.object({
  user_id: z.uuid(),
  user_info: z.object({
    name: text().check(z.minLength(1), z.maxLength(100)),
    mobile: text().check(z.regex(/^[5-9]\d{9}$/)),
    pin: text().check(z.regex(/^\d{6}$/)),
    email: text().check(z.maxLength(200)),
  }),
});
export type RegisterGoldUserBody = z.input<typeof registerGoldUserBodySchema>;

export const goldUserQuerySchema = z.object({ user_id: z.uuid() });

export const goldBankAccountSchema = z.object({
  /** Masked to its last four digits. */
  accountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
  beneficiaryName: z.string(),
});

export const goldUserSchema = z.object({
  vendor_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  mobile_no: z.string(),
  email: z.nullable(z.string()),
  pin_code: z.string(),
  /** The PAN verified for gold, masked (e.g. ABCxxxxx4K); null until verified. */
  panDetails: z.nullable(z.object({ pan: z.string() })),
  /** The account's KYC (spec 000) is verified: a PAN check then proceeds by itself. */
  is_kyc_verified: z.boolean(),
  gold_balance: gold,
  bankAccountDetails: z.object({
    isPanVerified: z.boolean(),
    panNameMatch: z.boolean(),
    bankAccount: z.nullable(goldBankAccountSchema),
  }),
  /** Sells and deliveries are paused while the vendor's books and ours differ. */
  on_hold: z.boolean(),
});
export type GoldUser = z.output<typeof goldUserSchema>;

export const panVerificationBodySchema = z.object({
  pan: text().check(z.regex(/^[A-Z]{3}[CPHFATBLJG][A-Z]\d{4}[A-Z]$/)),
  /** Date of birth as epoch milliseconds. */
  dob: z.number().check(z.int()),
  user_id: z.uuid(),
});
export const panVerificationSchema = z.object({ data: z.object({ status: z.boolean() }) });

// Prices and quotes.

export const goldPriceSchema = z.object({
  /** Paise per gram, GST excluded. */
  current_price: paise,
  /** GST on this side in basis points: 300 on a buy, 0 on a sell. */
  applicable_tax: z.number(),
  rate_id: z.string(),
  /** When the quote stops being offered (server time). */
  rate_validity: z.iso.datetime(),
  /** Seconds from now until `rate_validity`: what the countdown shows. */
  expires_in: z.number().check(z.int()),
});
export type GoldPrice = z.output<typeof goldPriceSchema>;

const userInfo = z.object({ vendor_id: vendorUserId, user_id: z.uuid() });

export const verifyBuyBodySchema = z.object({
  gold_info: z.object({ rate_id: text().check(z.maxLength(100)), gold_amount: gold, buy_price: paise }),
  user_info: userInfo,
});
export type VerifyBuyBody = z.input<typeof verifyBuyBodySchema>;

export const verifiedBuySchema = z.object({
  gold_amount: gold,
  gst_amount: paise,
  /** Paise, GST included: what the payment link will ask. */
  buy_price: paise,
  txn_id: z.string(),
  /** The order must be paid by then, or it is refused (a payment after it is refunded). */
  pay_by: z.iso.datetime(),
});
export type VerifiedBuy = z.output<typeof verifiedBuySchema>;

export const goldTxnTypes = ['BUY', 'SELL', 'DELIVER'] as const;
export type GoldTxnType = (typeof goldTxnTypes)[number];

export const paymentLinkBodySchema = z.object({
  mobile: text().check(z.maxLength(15)),
  email: z.optional(z.nullable(text().check(z.maxLength(200)))),
  amount: paise,
  user_id: z.uuid(),
  txn_id: orderId,
  vendor_id: vendorUserId,
  txn_type: z.enum(['BUY', 'DELIVER']),
  vendor,
  name: text().check(z.maxLength(100)),
  platform: z.enum(['android', 'web']),
  /** Where the gateway sends the browser back (this site only); the server adds the order's query. */
  return_url: z.optional(text().check(z.maxLength(500))),
});
export type PaymentLinkBody = z.input<typeof paymentLinkBodySchema>;
export const paymentLinkSchema = z.object({ payment_url: z.string() });

export const verifySellBodySchema = z.object({
  user_info: userInfo,
  gold_info: z.object({ rate_id: text().check(z.maxLength(100)), gold_amount: gold, sell_price: paise }),
});
export type VerifySellBody = z.input<typeof verifySellBodySchema>;

export const verifiedSellSchema = z.object({
  sell_price: paise,
  gold_amount: gold,
  txn_id: z.string(),
  confirm_by: z.iso.datetime(),
});
export type VerifiedSell = z.output<typeof verifiedSellSchema>;

/** A refused sell that the two-day rule limits: what may be sold today (spec 002 §4 allowedSellAmount). */
export const sellLimitSchema = z.object({ allowedSellAmount: paise });

// Bank account for sells.

export const bankValidationStatuses = ['SUCCESS', 'FAILED'] as const;

export const verifyBankAccountBodySchema = z.object({
  account_number: text().check(z.regex(/^\d{9,18}$/)),
  ifsc: text().check(z.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/)),
  beneficiary_name: z.optional(text().check(z.maxLength(100))),
  bank_name: z.optional(text().check(z.maxLength(100))),
  user_id: z.optional(z.uuid()),
});
export type VerifyBankAccountBody = z.input<typeof verifyBankAccountBodySchema>;

/** null while the penny drop is under way: ask again. */
export const bankValidationSchema = z.object({
  status: z.nullable(z.enum(bankValidationStatuses)),
  bankAccount: z.nullable(goldBankAccountSchema),
});
export type BankValidation = z.output<typeof bankValidationSchema>;

export const bankAccountVerifyBodySchema = z.object({
  bankAccountNo: text().check(z.regex(/^\d{9,18}$/)),
  ifsc: text().check(z.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/)),
});

export const confirmSellBodySchema = z.object({
  account_number: text().check(z.maxLength(18)),
  ifsc: text().check(z.maxLength(11)),
  txn_id: orderId,
  customer_name: text().check(z.maxLength(100)),
  vendor_id: vendorUserId,
  bank_name: text().check(z.maxLength(100)),
});
export type ConfirmSellBody = z.input<typeof confirmSellBodySchema>;

// Orders.

export const goldOrderStatuses = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type GoldOrderStatus = (typeof goldOrderStatuses)[number];

export const orderStatusQuerySchema = z.object({
  vendor,
  order_type: z.optional(z.enum(goldTxnTypes)),
  txn_id: orderId,
});

export const goldTransactionSchema = z.object({
  transaction_id: z.string(),
  /** BUY, SELL or DELIVER (the vendor's redeem, shown as deliver). */
  type: z.enum(goldTxnTypes),
  status: z.enum(goldOrderStatuses),
  /** YYYY-MM-DD, India. */
  txn_date: z.iso.date(),
  /** Epoch milliseconds. */
  created_at: z.number(),
  /** Paise: what was paid (buy, making charges) or is paid out (sell). */
  price: paise,
  /** Paise: the same as price, GST included. */
  amount: paise,
  gst_amount: paise,
  /** 0.1 mg units moved. */
  quantity: gold,
  gold_amount: gold,
  /** Paise per gram the trade was priced at (0 for a delivery). */
  rate: paise,
  /** Why it failed, and whether money paid is being refunded. */
  failure_reason: z.nullable(z.string()),
  refund: z.nullable(z.object({ status: z.enum(['PENDING', 'PROCESSED', 'FAILED']), amount: paise })),
  invoice_available: z.boolean(),
  /** The order's payment (buy, making charges) was captured by the gateway. */
  paid: z.boolean(),
  /** For a delivery: the product. */
  product: z.nullable(z.object({ sku_number: z.string(), description: z.string() })),
});
export type GoldTransaction = z.output<typeof goldTransactionSchema>;

/** The order-status and transactions/status calls answer one transaction. */
export const orderStatusSchema = goldTransactionSchema;

export const transactionsQuerySchema = z.object({
  vendor,
  vendor_id: vendorUserId,
  page: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export const transactionsSchema = z.object({
  transactions: z.array(goldTransactionSchema),
  page: z.number(),
  has_more: z.boolean(),
});

export const transactionStatusQuerySchema = z.object({ vendor, txn_id: orderId });

export const balanceQuerySchema = z.object({ vendor, vendor_id: vendorUserId });
export const balanceSchema = z.object({
  gold_balance: gold,
  /** What may be sold today (the two-day rule, less sells and deliveries in flight). */
  sellable_gold: gold,
});
export type GoldBalance = z.output<typeof balanceSchema>;

// Delivery and invoices: gold-delivery.ts.
export * from './gold-delivery.ts';
