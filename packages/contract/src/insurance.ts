import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { text } from './text.ts';

/**
 * Insurance (spec 002 §1-§9): the catalogue, subscribing (the details form, then the premium paid
 * at the payment gateway's page), My Insurances, the policy PDF and a cancellation within the free
 * look period. The spec's insurance service calls (products, order) live on the `/insurance` host;
 * its `insurance-gateway` calls on the gateway host. Amounts are integer paise, tax rates basis
 * points; the mobile number is the customer's insurance identity (spec 002 §1).
 */
const gatewayBase = `${apiBases.gateway}/insurance-gateway`;
export const insurancePaths = {
  /** GET: the catalogue (flat; `groupIntoSubProducts` of @kredo/domain/insurance-catalogue groups it). */
  products: `${apiBases.insurance}/products`,
  /** GET (optional ?orderId): My Insurances. POST: subscribe. */
  order: `${apiBases.insurance}/order`,
  /** POST: cancel an issued policy within its free look period. */
  cancelOrder: `${apiBases.insurance}/order/cancel`,
  /** GET ?productId: the policy terms, base64 (spec 002 §7 'Insurance document'). */
  document: `${apiBases.insurance}/document`,
  /** POST: the insurer sends the insured's mobile the consent code of an OTP field (insurance-otp-upload.ts). */
  otp: `${apiBases.insurance}/otp`,
  /** POST, multipart: a file field's document; answers the upload id the field holds. */
  upload: `${apiBases.insurance}/upload`,
  riskcovryLink: `${gatewayBase}/riskcovry-link`,
  /** GET ?orderId: a short-lived pre-signed URL of the issued policy's PDF. */
  policy: `${gatewayBase}/policy`,
} as const;

const paise = z.number().check(z.int(), z.nonnegative());

export const coverTypeCodes = ['INDIVIDUAL', 'FAMILY'] as const;
export const coverTypeSchema = z.object({ type: z.enum(coverTypeCodes), label: z.string() });

/**
 * Icon keys the screens draw themselves (no image is fetched): products, covers and distributors
 * name one of these in `icon` and `displayImage`.
 */
export const insuranceIconKeys = [
  'accident',
  'hospital',
  'hospital-cash',
  'covid',
  'mosquito',
  'ambulance',
  'family',
  'shield',
  'distributor',
] as const;

/** One input of the details form (spec 002 §3 'Input field definition'). */
export const insuranceFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  /**
   * text, date, select, radio or checkbox; otp: the insurer's consent code of `max_length`
   * digits (6 unless given), sent to the form's mobile through `insurancePaths.otp`; file: the
   * id of a document uploaded through `insurancePaths.upload`.
   */
  type: z.enum(['text', 'date', 'select', 'radio', 'checkbox', 'otp', 'file']),
  /** The keyboard to show: text, email, tel, number or date. */
  inputType: z.enum(['text', 'email', 'tel', 'number', 'date']),
  /** A prefilled value (from the borrower's profile), or null. Dates are YYYY-MM-DD. */
  value: z.nullable(z.string()),
  options: z.nullable(z.array(z.object({ label: z.string(), value: z.string() }))),
  regex: z.nullable(z.string()),
  /** For a date of birth: the youngest and oldest age accepted, in completed years. */
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
  max_length: z.nullable(z.number()),
});
export type InsuranceFieldDefinition = z.output<typeof insuranceFieldSchema>;

export const insuranceProductSchema = z.object({
  productId: z.string(),
  productTitle: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  /** The premium before tax. */
  productPrice: paise,
  /** What the borrower pays: the premium with its tax. */
  price: paise,
  /** The tax on this product's premium (0 bp for individual health and accident cover). */
  tax: z.object({ name: z.string(), rateBasisPoints: z.number(), amount: paise }),
  sumInsured: paise,
  validityInMonths: z.number(),
  subCategory: z.string(),
  subCategoryCovers: z.array(z.object({ description: z.string(), displayImage: z.string() })),
  coverage: z.string(),
  heading: z.string(),
  isIndividual: z.boolean(),
  coverType: coverTypeSchema,
  /** What is covered (`covered` true) and what is not, in the order the product detail lists them. */
  policyCovers: z.array(z.object({ title: z.string(), description: z.string(), covered: z.boolean() })),
  /** Statements the borrower ticks before 'Proceed'; empty when the product has none. */
  declarationFields: z.array(z.string()),
  termsAndCondition: z.array(z.string()),
  insurer: z.object({ name: z.string() }),
  distributor: z.object({ displayImage: z.string(), name: z.string() }),
  /** The cover types of this product's family (its sub-category). */
  productCoverTypes: z.array(coverTypeSchema),
  icon: z.string(),
  title: z.string(),
  /** The details form (spec 002 §5): every field mandatory. */
  inputFields: z.array(insuranceFieldSchema),
});
export type InsuranceProduct = z.output<typeof insuranceProductSchema>;

export const insuranceProductsSchema = z.object({ products: z.array(insuranceProductSchema) });

/**
 * What My Insurances shows for an order. PAYMENT_PENDING: the premium is not paid yet (`paymentUrl`
 * pays it); UNDER_PROCESS: paid, the insurer is issuing; ISSUED: the policy is in force;
 * FAILED: not issued (any premium paid is refunded); CANCELLED: cancelled in the free look period
 * (refunded); EXPIRED: never paid.
 */
export const insuranceOrderStatuses = [
  'PAYMENT_PENDING',
  'UNDER_PROCESS',
  'ISSUED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type InsuranceOrderStatus = (typeof insuranceOrderStatuses)[number];

export const insuranceRefundStatuses = ['PENDING', 'PROCESSED', 'FAILED'] as const;

const instant = z.nullable(z.iso.datetime());

export const insuranceOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(insuranceOrderStatuses),
  productId: z.string(),
  productName: z.string(),
  subCategory: z.string(),
  coverType: coverTypeSchema,
  /** Null until the policy is issued: the card then reads 'Under Process'. */
  validityInMonths: z.nullable(z.number()),
  distributorName: z.string(),
  insurerName: z.string(),
  sumInsured: paise,
  /** Paid or to pay, tax included. */
  price: paise,
  tax: paise,
  policyNumber: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  paidAt: instant,
  issuedAt: instant,
  /** The cover's first and last day (YYYY-MM-DD), once issued. */
  coverFrom: z.nullable(z.iso.date()),
  coverTill: z.nullable(z.iso.date()),
  /** The last moment a cancellation is accepted (30 days from the policy's delivery); null when none. */
  freeLookEndsAt: instant,
  /** Whether `cancelOrder` would accept it now. */
  cancellable: z.boolean(),
  /** The policy PDF can be fetched through `policy`. */
  policyAvailable: z.boolean(),
  /** While PAYMENT_PENDING: the gateway's page, usable until `payBy`. */
  paymentUrl: z.nullable(z.string()),
  payBy: z.iso.datetime(),
  /** Why it failed, in the catalogue's words. */
  failureReason: z.nullable(z.string()),
  refund: z.nullable(z.object({ status: z.enum(insuranceRefundStatuses), amount: paise })),
});
export type InsuranceOrder = z.output<typeof insuranceOrderSchema>;

export const insuranceOrderQuerySchema = z.object({ orderId: z.optional(z.uuid()) });
/** Newest first; with ?orderId, that one order (404 when it is not the borrower's). */
export const insuranceOrdersSchema = z.object({ orders: z.array(insuranceOrderSchema) });

const fieldValue = z.union([text().check(z.maxLength(200)), z.number(), z.boolean()]);

/**
 * Subscribe (spec 002 §7 'POST order'): the product and the details form's values, flat, keyed by
 * the field's `name`. Dates may be YYYY-MM-DD or epoch milliseconds. The server checks them with
 * the same rules as the screen (`readInsuranceForm`), against the product's own fields.
 */
export const subscribeBodySchema = z
  .catchall(
    z.object({
      productId: text().check(z.minLength(1), z.maxLength(64)),
      /** Where the gateway sends the browser back (this site only); the server adds ?orderId. */
      return_url: z.optional(text().check(z.maxLength(500))),
      platform: z.optional(z.enum(['android', 'web'])),
    }),
    fieldValue,
  )
  .check(z.refine((body) => Object.keys(body).length <= 40, { error: 'Too many fields' }));
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

/**
 * SUCCESS: `url` is the gateway's payment page. FAILURE: `errors` are the message lines of the red
 * box and the 'Something went wrong !' modal ('Date of Birth: Age should be between 18 and 65'),
 * `fieldErrors` the same messages by field name.
 */
export const subscribeResultSchema = z.object({
  status: z.enum(['SUCCESS', 'FAILURE']),
  url: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  errors: z.array(z.string()),
  fieldErrors: z.record(z.string(), z.array(z.string())),
});
export type SubscribeResult = z.output<typeof subscribeResultSchema>;

export const cancelOrderBodySchema = z.object({
  orderId: z.uuid(),
  reason: z.optional(text().check(z.trim(), z.maxLength(300))),
});
/** The cancelled order, its refund PENDING until the gateway processes it. */
export const cancelOrderResultSchema = insuranceOrderSchema;

export const insuranceDocumentQuerySchema = z.object({
  productId: text().check(z.minLength(1), z.maxLength(64)),
});
export const insuranceDocumentSchema = z.object({
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
  /** The PDF, base64. */
  document: z.string(),
});

export const policyQuerySchema = z.object({ orderId: z.uuid() });
/** Before issuance the call answers 409 INSURANCE_POLICY_PENDING with the spec's text. */
export const policyUrlSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });

export const oldActiveInsuranceSchema = z.object({
  policyNumber: z.string(),
  productName: z.string(),
  insurerName: z.string(),
  sumInsured: paise,
  coverFrom: z.iso.date(),
  coverTill: z.iso.date(),
});
/** `link` opens the insurance partner's own site for this mobile; null when the partner has none. */
export const riskcovryLinkSchema = z.object({
  link: z.nullable(z.string()),
  oldActiveInsurances: z.array(oldActiveInsuranceSchema),
});
