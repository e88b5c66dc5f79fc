import { AppError } from '../../lib/app-error.ts';

/**
 * Error codes the vendor answers a refused call with (`GoldVendorError.vendorCode`): SafeGold's
 * numbers where it has them.
 */
export const goldVendorErrors = {
  /** A field missing or malformed. */
  missingInfo: 1,
  /** The transaction (or product) is unknown, or not in a state to be confirmed. */
  invalidTransaction: 2,
  /** The customer is not registered. */
  userMissing: 3,
  /** The product is out of stock. */
  outOfStock: 4,
  /** The rate is unknown or no longer valid. */
  rateExpired: 5,
  /** The amount does not match the rate and the quantity. */
  priceMismatch: 6,
  /** Not enough gold in the customer's balance. */
  insufficientBalance: 7,
  /** A verified PAN is needed for this quantity. */
  kycRequired: 8,
  /** The customer is blocked (books differ). */
  userBlocked: 9,
  /** Not deliverable to the pin code. */
  notDeliverable: 10,
} as const;

export type GoldVendorErrorCode = (typeof goldVendorErrors)[keyof typeof goldVendorErrors];

/** A call the vendor refused, with its code; an outage is an AppError PROVIDER_UNAVAILABLE instead. */
export class GoldVendorError extends AppError {
  override name = 'GoldVendorError';
  readonly vendorCode: GoldVendorErrorCode;
  constructor(vendorCode: GoldVendorErrorCode, message: string) {
    super('CONFLICT', `gold vendor: ${message}`);
    this.vendorCode = vendorCode;
  }
}
