import type { RedeemGoldBody } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';
import { isGoldName } from './register-form';

const required = { error: messages.goldFieldRequired, abort: true } as const;
const field = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, messages.invalid));

/**
 * The delivery address (spec 002 §5 "Delivery"): each field trimmed, an empty one 'Field is
 * required' (the landmark may be left out); the pin code six digits, the phone a mobile.
 */
export const addressFormSchema = z.object({
  name: field(100).check(z.refine(isGoldName, messages.goldInvalidName)),
  address: field(300),
  landmark: z.string().check(z.trim(), z.maxLength(100, messages.invalid)),
  city: field(80),
  state: field(80),
  pincode: field(6).check(z.regex(/^[1-9]\d{5}$/, messages.invalidPincode)),
  phone: field(10).check(z.regex(/^[5-9]\d{9}$/, messages.invalidNumber)),
});
export type AddressFormValues = z.output<typeof addressFormSchema>;
export type AddressFormInput = z.input<typeof addressFormSchema>;

export function redeemBody(
  user: { user_id: string; vendor_id: string },
  productCode: string,
  address: AddressFormValues,
): RedeemGoldBody {
  return {
    user_id: user.user_id,
    vendor_id: user.vendor_id,
    product_code: productCode,
    name: address.name,
    phone_no: address.phone,
    address: address.address,
    ...(address.landmark !== '' && { landmark: address.landmark }),
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  };
}
