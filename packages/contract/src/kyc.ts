import { isAadhaar, normaliseAadhaar } from '@kredo/domain/validators/aadhaar';
import { appointmentSlots } from '@kredo/domain/kyc-appointment';
import * as z from 'zod/mini';

import { addressSchema } from './application-profile.ts';
import { otpCodeSchema } from './auth.ts';
import { devBase } from './dev.ts';
import { addressProofTypes } from './documents.ts';
import { messages } from './messages.ts';
import { text } from './text.ts';

/**
 * KYC (spec 000 §2.4, §3.2, §4.6, §5.1, §7, §8): Aadhaar offline e-KYC with a captcha and an OTP,
 * DigiLocker's e-Aadhaar, a scanned address proof, or an agent's visit for physical documents.
 */

/** Who started the KYC: the application's checklist or form, or a correction screen. */
export const kycInvokers = ['LOAN_APPLICATION', 'INCOMPLETE_INFO'] as const;
export type KycInvoker = (typeof kycInvokers)[number];

/**
 * Twelve digits, the first 2-9, the last a Verhoeff check digit (spec 000 §5.1); spaces between
 * groups of four are dropped. The browser's form and the server check with this one schema.
 */
export const aadhaarNumberSchema = z
  .pipe(text(), z.transform(normaliseAadhaar))
  .check(
    z.regex(/^\d{12}$/, { error: messages.enterAadhaarDigits, abort: true }),
    z.refine(isAadhaar, { error: messages.enterValidAadhaar }),
  );

/** What the captcha image shows: letters and digits, typed in any case. */
export const captchaSchema = text().check(
  z.trim(),
  z.minLength(1, { error: messages.enterCaptcha, abort: true }),
  z.regex(/^[A-Za-z0-9]{4,8}$/, { error: messages.enterValidCaptcha }),
);

/** The verification the borrower is in; our id, never the identity service's own. */
export const kycSessionIdSchema = z.uuid({ error: messages.kycTryAgain });

const userIdSchema = z.uuid();

/** A captcha to type: the image as a data URI (`data:image/svg+xml;base64,...`). */
export const okycSessionResponseSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  session_id: z.string(),
  captcha: z.string(),
});
export type OkycSession = z.output<typeof okycSessionResponseSchema>;

export const captchaQuerySchema = z.object({ session_id: kycSessionIdSchema });

export const generateOkycOtpBodySchema = z.object({
  session_id: kycSessionIdSchema,
  captcha: captchaSchema,
  aadhaar_no: aadhaarNumberSchema,
  userId: userIdSchema,
});
export type GenerateOkycOtpBody = z.input<typeof generateOkycOtpBodySchema>;

export const generateOkycOtpResponseSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  session_id: z.string(),
  /** The Aadhaar-linked mobile the code went to, all but its last four digits hidden. */
  maskedMobile: z.string(),
  /** ISO instant after which the code no longer works. */
  otpExpiresAt: z.string(),
});

export const validateOkycOtpBodySchema = z.object({
  session_id: kycSessionIdSchema,
  otp: otpCodeSchema,
  userId: userIdSchema,
  invoker: z.enum(kycInvokers),
});
export type ValidateOkycOtpBody = z.input<typeof validateOkycOtpBodySchema>;

export const kycGenders = ['M', 'F', 'T'] as const;

/** The e-KYC as the identity service gave it; the photo is a data URI. */
export const kycDataSchema = z.object({
  name: z.string(),
  /** YYYY-MM-DD. */
  dob: z.string(),
  gender: z.enum(kycGenders),
  address: z.string(),
  photo: z.string(),
  aadhaarLast4: z.string(),
});
export type KycData = z.output<typeof kycDataSchema>;

export const kycResultResponseSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  kyc: kycDataSchema,
});
export type KycResult = z.output<typeof kycResultResponseSchema>;

/** DigiLocker: where to send the borrower to consent, for this verification. */
export const initiateDigilockerBodySchema = z.object({ userId: userIdSchema, invoker: z.enum(kycInvokers) });
export const initiateDigilockerResponseSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  session_id: z.string(),
  /** Returned by DigiLocker with the code; proves the return belongs to this verification. */
  state: z.string(),
  /** DigiLocker's consent page; the web app adds `redirect` (an obfuscated return URL). */
  authorizeUrl: z.string(),
});

const oauthParam = text().check(z.minLength(1), z.maxLength(200));

/** Back from DigiLocker with a code (allowed) or an error (denied). */
export const completeDigilockerBodySchema = z.object({
  userId: userIdSchema,
  session_id: kycSessionIdSchema,
  state: oauthParam,
  code: z.optional(oauthParam),
  error: z.optional(oauthParam),
});
export type CompleteDigilockerBody = z.input<typeof completeDigilockerBodySchema>;

/** A refused consent is recorded and answered, not an error: `isSuccess` false and no e-KYC. */
export const completeDigilockerResponseSchema = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  kyc: z.nullable(kycDataSchema),
});

/** Scan (digital KYC): the address proof's kinds, each photographed front and back. */
export const scanProofTypes = addressProofTypes;

const required = <T extends z.ZodMiniType>(schema: z.ZodMiniOptional<T>) =>
  z.nonoptional(schema, { error: messages.enterToContinue });

/** Appointment: where the agent collects the physical documents. Every line is needed. */
export const appointmentAddressSchema = z.object({
  house: required(addressSchema.shape.house),
  street: required(addressSchema.shape.street),
  locality: required(addressSchema.shape.locality),
  landmark: required(addressSchema.shape.landmark),
  pincode: required(addressSchema.shape.pincode),
});

export const bookAppointmentBodySchema = z.object({
  userId: userIdSchema,
  date: z.iso.date({ error: messages.appointmentDateUnavailable }),
  slot: z.enum(appointmentSlots, { error: messages.selectToContinue }),
  address: appointmentAddressSchema,
});
export type BookAppointmentBody = z.input<typeof bookAppointmentBodySchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  date: z.string(),
  slot: z.enum(appointmentSlots),
  address: z.object({
    house: z.string(),
    street: z.string(),
    locality: z.string(),
    landmark: z.string(),
    pincode: z.string(),
  }),
  status: z.enum(['BOOKED', 'CANCELLED', 'COMPLETED']),
  bookedAt: z.string(),
});
export type Appointment = z.output<typeof appointmentSchema>;

export const appointmentQuerySchema = z.object({ userId: userIdSchema });
/** The booked visit, if any, and what can be booked now (dates from tomorrow, by the server's clock). */
export const appointmentStateSchema = z.object({
  appointment: z.nullable(appointmentSchema),
  dates: z.array(z.string()),
  slots: z.array(z.enum(appointmentSlots)),
});
export const bookAppointmentResponseSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  appointment: appointmentSchema,
});

export const kycPaths = {
  initiateOkyc: '/api/kyc/initiate-okyc',
  captcha: '/api/kyc/captcha',
  generateOtp: '/api/kyc/generate-otp',
  validateOtp: '/api/kyc/validate-otp',
  initiateDigilocker: '/api/kyc/digilocker/initiate',
  completeDigilocker: '/api/kyc/digilocker/complete',
  appointment: '/api/kyc/appointment',
} as const;

/** Sandbox-only stand-ins (absent in production): the captcha's answer, DigiLocker's consent page. */
export const kycSandboxPaths = {
  okycCaptcha: `${devBase}/okyc-captcha`,
  digilockerConsent: `${devBase}/digilocker/consent`,
} as const;

export const okycCaptchaAnswerSchema = z.object({ answer: z.string() });

const base64Url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** UTF-8 bytes of a text, without the DOM's or Node's encoders (the contract has neither). */
function utf8Bytes(text: string): number[] {
  return encodeURIComponent(text)
    .split(/(%[0-9A-F]{2})/)
    .flatMap((part) =>
      part.startsWith('%') ? [parseInt(part.slice(1), 16)] : [...part].map((char) => char.charCodeAt(0)),
    );
}

/**
 * The return address handed to DigiLocker carries the userId (spec 000 §7); it travels
 * obfuscated (base64url of the UTF-8 text), so it is not read at a glance in the consent page's
 * address. Obfuscation is not protection: the return screen trusts nothing in it but the session.
 */
export function obfuscateReturnUrl(url: string): string {
  const bytes = utf8Bytes(url);
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(index, index + 3);
    const group = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, bytes.length - index + 1);
    for (let position = 0; position < chars; position += 1)
      out += base64Url[(group >> (18 - 6 * position)) & 63];
  }
  return out;
}

/** The return address, or undefined when the text is not one obfuscated by us. */
export function revealReturnUrl(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{2,2800}$/.test(text) || text.length % 4 === 1) return undefined;
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 4) {
    const chunk = text.slice(index, index + 4);
    let group = 0;
    for (let position = 0; position < 4; position += 1)
      group = (group << 6) | (position < chunk.length ? base64Url.indexOf(chunk[position] ?? 'A') : 0);
    bytes.push((group >> 16) & 255, (group >> 8) & 255, group & 255);
    // A short last chunk of 2 or 3 characters carries 1 or 2 bytes.
    bytes.length -= 4 - chunk.length;
  }
  try {
    return decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return undefined;
  }
}

/**
 * Adds parameters to a return address. The web app routes by the hash (`/#/path?x=1`), so they go
 * into the hash's query when there is one, else into the search.
 */
export function withReturnParams(url: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  const hash = url.indexOf('#');
  const target = hash === -1 ? url : url.slice(hash);
  const joiner = target.includes('?') ? '&' : '?';
  return `${url}${joiner}${query}`;
}
