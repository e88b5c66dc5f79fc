import { AppError } from '../../lib/app-error.ts';
import { failAsUnconfigured } from '../unconfigured-provider.ts';

/**
 * The gold vendor that sells, keeps, buys back and delivers its customers' 24k 99.5% gold, as
 * SafeGold's partner API meets a distributor (reference/lending-rules.md §5.1). Amounts are
 * integers: rupees in paise, gold in units of 0.1 mg (1 g = 10,000 units).
 *
 * - A rate (`buyRate`, `sellRate`) has an id and is good for 7 minutes at the vendor.
 * - A trade is verified (`verifyBuy`, `verifySell`, `verifyRedeem`) against a rate, which answers
 *   the vendor's transaction id, then confirmed (`confirm*`) within 10 minutes of the verify, else
 *   the transaction fails. A buy is confirmed once its payment has been captured; a redeem once
 *   its making charges have.
 * - A confirm that fails at the vendor may answer 200 with an empty body (`null` here): the
 *   order's status (`orderStatus`) is the only truth, and is asked until final.
 * - After every confirm the vendor sends the distributor a signed callback with the transaction
 *   and the customer's gold balance after it (`parseCallback`); late, twice or out of order.
 * - A delivery is dispatched and carried by a courier over days (`deliveryStatus`).
 * - `fetchHoldings` is the vendor's book of every customer's balance, for the nightly
 *   reconciliation: our ledger must equal it to 0.1 mg.
 *
 * A real vendor is a new file beside sandbox.ts.
 */

export type GoldRate = {
  /** The vendor's id of the rate: a trade names it. */
  rateId: string;
  /** Paise per gram, GST excluded. */
  pricePerGram: number;
  /** GST on a purchase in basis points (300: 3%); 0 on a sell. */
  taxBasisPoints: number;
  /** The vendor refuses the rate after this instant. */
  validUntil: Date;
};

export type GoldCustomer = {
  /** The vendor's id of the customer. */
  vendorUserId: string;
  name: string;
  mobile: string;
  pinCode: string;
  email: string | null;
  /** 0.1 mg units. */
  goldBalance: number;
  /** The vendor refuses sells and deliveries of a blocked customer (its books and ours differ). */
  blocked: boolean;
  /** Whether a verified PAN is on the vendor's file. */
  panVerified: boolean;
};

export type RegisterGoldCustomer = {
  name: string;
  /** 10 digits: the vendor registers a mobile once (a second call answers the same customer). */
  mobile: string;
  pinCode: string;
  email: string | null;
};

/** What a verify answers: the transaction to confirm, as the vendor priced it. */
export type VerifiedTrade = {
  txId: string;
  rateId: string;
  /** 0.1 mg units. */
  gold: number;
  /** Paise: for a buy what the customer pays, GST included; for a sell what the customer gets. */
  amount: number;
  /** Paise: the GST within `amount` (0 on a sell). */
  tax: number;
  /** The vendor fails the transaction when it is not confirmed by then. */
  confirmBy: Date;
};

export type VerifiedRedeem = {
  txId: string;
  productCode: string;
  /** 0.1 mg units the product takes from the customer's balance. */
  gold: number;
  /** Paise: the making (minting) and delivery charges the customer pays, GST included. */
  makingCharges: number;
  estimatedDeliveryDays: number;
  confirmBy: Date;
};

export type DeliveryAddress = {
  name: string;
  phone: string;
  address: string;
  landmark: string | null;
  city: string;
  state: string;
  pinCode: string;
};

export type GoldProduct = {
  productCode: string;
  skuNumber: string;
  description: string;
  /** 0.1 mg units of gold it is made of. */
  metalWeight: number;
  /** E.g. "24K 995". */
  purity: string;
  /** Paise, GST included. */
  makingCharges: number;
  packagingType: string;
  imageUrls: string[];
  inStock: boolean;
  refundPolicy: string;
};

export type TradeKind = 'buy' | 'sell' | 'redeem';

/** Where a verified transaction stands at the vendor. `in-progress`: confirmed, not yet settled. */
export type TradeStatus = 'pending' | 'in-progress' | 'success' | 'failed';

export type TradeState = {
  txId: string;
  kind: TradeKind;
  status: TradeStatus;
  /** The vendor's invoice number once it has confirmed; null before or when failed. */
  invoiceNumber: string | null;
  /** The customer's balance after the transaction, once it has succeeded. */
  balanceAfter: number | null;
};

export const deliveryStages = [
  'ORDER_PLACED',
  'DISPATCHED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'RETURNED',
] as const;
export type DeliveryStage = (typeof deliveryStages)[number];

export type DeliveryStatus = {
  txId: string;
  stage: DeliveryStage;
  courierCompany: string | null;
  courierTrackingId: string | null;
  trackingLink: string | null;
  /** When the stage was reached. */
  updatedAt: Date;
};

/** The vendor's callback after a confirm, verified: the transaction and the balance after it. */
export type GoldCallback = {
  /** Unique per event; a redelivery repeats it. */
  eventId: string;
  vendorUserId: string;
  txId: string;
  kind: TradeKind;
  status: 'success' | 'failed';
  /** 0.1 mg units, after the transaction. */
  goldBalance: number;
  occurredAt: Date;
};

/** The vendor's book of one customer at an instant. */
export type GoldHolding = { vendorUserId: string; goldBalance: number };

export { GoldVendorError, goldVendorErrors, type GoldVendorErrorCode } from './errors.ts';

/** The vendor as its tax invoices name it: the seller of the gold. */
export type GoldSeller = { legalName: string; address: string; state: string; gstin: string; email: string };

export type GoldVendor = {
  readonly name: string;
  readonly seller: GoldSeller;
  /** Registers the customer, or answers the one registered with this mobile. */
  registerCustomer(request: RegisterGoldCustomer): Promise<GoldCustomer>;
  /** Throws AppError NOT_FOUND for a customer the vendor does not know. */
  fetchCustomer(vendorUserId: string): Promise<GoldCustomer>;
  /** Records the customer's PAN as verified by the distributor (kyc-update): the vendor keeps it masked. */
  updateKyc(vendorUserId: string, pan: string): Promise<void>;
  buyRate(): Promise<GoldRate>;
  sellRate(): Promise<GoldRate>;
  /**
   * Prices a buy of `gold` units at the rate for `amount` paise GST included. Refuses
   * (GoldVendorError) an unknown or expired rate, an amount that is not the rate's price of the
   * quantity (grams down to 4 places, rupees up to 2), a blocked or unknown customer, a
   * quantity past the vendor's KYC tier without a verified PAN.
   */
  verifyBuy(
    vendorUserId: string,
    trade: { rateId: string; gold: number; amount: number },
  ): Promise<VerifiedTrade>;
  /** Answers the vendor's invoice number, or null for its 200 with an empty body. */
  confirmBuy(vendorUserId: string, txId: string): Promise<string | null>;
  /** As verifyBuy for a sell; refuses a quantity beyond the customer's balance. */
  verifySell(
    vendorUserId: string,
    trade: { rateId: string; gold: number; amount: number },
  ): Promise<VerifiedTrade>;
  confirmSell(vendorUserId: string, txId: string): Promise<string | null>;
  products(): Promise<GoldProduct[]>;
  /** Whether the vendor delivers to the pin code, and its city. */
  checkPincode(pinCode: string): Promise<{ deliverable: boolean; city: string | null; state: string | null }>;
  /** Reserves a product for delivery; refuses an unknown or out-of-stock product, a balance too small, an undeliverable pin code. */
  verifyRedeem(
    vendorUserId: string,
    request: { productCode: string; address: DeliveryAddress },
  ): Promise<VerifiedRedeem>;
  confirmRedeem(vendorUserId: string, txId: string): Promise<string | null>;
  /** Throws AppError NOT_FOUND for a transaction the vendor does not know. */
  orderStatus(txId: string): Promise<TradeState>;
  /** A confirmed redeem's delivery; NOT_FOUND before it is confirmed. */
  deliveryStatus(txId: string): Promise<DeliveryStatus>;
  /** Every customer's balance now (the vendor's reconciliation report). */
  fetchHoldings(): Promise<GoldHolding[]>;
  /**
   * The callback's event when its signature (hex HMAC-SHA256 over the raw body) is the vendor's.
   * Throws AppError FORBIDDEN for a missing or wrong signature, VALIDATION_FAILED for a signed
   * body that is no callback, SERVICE_UNAVAILABLE while a restarted sandbox has not read its
   * signing secret yet (the delivery is tried again).
   */
  parseCallback(
    rawBody: Buffer | string,
    headers: Record<string, string | string[] | undefined>,
  ): GoldCallback;
};

const unavailable = failAsUnconfigured('gold vendor');

/** Production until a gold vendor is configured: every call fails as an outage. */
export const unconfiguredGoldVendor: GoldVendor = {
  name: 'unconfigured',
  seller: { legalName: 'Gold vendor not configured', address: '', state: '', gstin: '', email: '' },
  registerCustomer: unavailable,
  fetchCustomer: unavailable,
  updateKyc: unavailable,
  buyRate: unavailable,
  sellRate: unavailable,
  verifyBuy: unavailable,
  confirmBuy: unavailable,
  verifySell: unavailable,
  confirmSell: unavailable,
  products: unavailable,
  checkPincode: unavailable,
  verifyRedeem: unavailable,
  confirmRedeem: unavailable,
  orderStatus: unavailable,
  deliveryStatus: unavailable,
  fetchHoldings: unavailable,
  parseCallback: () => {
    throw new AppError('PROVIDER_UNAVAILABLE', 'no gold vendor is configured');
  },
};

/** Where the gold vendor delivers its callbacks on this server. */
export const goldVendorCallbackPath = '/api/webhooks/gold-vendor';

/** Sends one delivery to `goldVendorCallbackPath` and answers the HTTP status it got. */
export type GoldCallbackSend = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/**
 * The sandbox vendor, with its side the app drives: callbacks fall due by the sandbox clock and
 * `deliverDueCallbacks` sends those due now (main.ts every second; tests call it themselves). A
 * delivery answered with anything but 2xx is tried again later.
 */
export type SandboxGoldVendor = GoldVendor & {
  deliverDueCallbacks(send: GoldCallbackSend): Promise<number>;
  /**
   * Tests and dev only: moves a customer's book by `units` (signed) without a trade, to make a
   * reconciliation break; refuses a balance below zero (insufficientBalance).
   */
  adjustHolding(vendorUserId: string, units: number, reason: string): Promise<GoldHolding>;
};
