import { registerGoldUserBodySchema, type RegisterGoldUserBody } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { isEmail } from '@kredo/domain/validators/email';
import * as z from 'zod/mini';

const required = { error: messages.goldFieldRequired, abort: true } as const;
const field = () => z.string().check(z.trim(), z.minLength(1, required));

/** Letters, spaces and dots, beginning with a letter ('R. K. Sharma'). */
export const isGoldName = (name: string) => /^[A-Za-z][A-Za-z. ]*$/.test(name.trim());

/**
 * The gold registration (spec 002 §5): every field required ('Field is required'); the name
 * 'Invalid Name', the mobile 'Invalid Number', the pin code 'Invalid Pincode', the e-mail
 * 'Invalid Email'.
 */
export const registerFormSchema = z.object({
  name: field().check(
    z.maxLength(100, messages.goldInvalidName),
    z.refine(isGoldName, messages.goldInvalidName),
  ),
  mobile: field().check(z.regex(/^[5-9]\d{9}$/, messages.invalidNumber)),
  pin: field().check(z.regex(/^[1-9]\d{5}$/, messages.invalidPincode)),
  email: field().check(z.maxLength(200, messages.invalidEmail), z.refine(isEmail, messages.invalidEmail)),
});
export type RegisterFormValues = z.output<typeof registerFormSchema>;

export function registerBody(userId: string, values: RegisterFormValues): RegisterGoldUserBody {
  return registerGoldUserBodySchema.parse({ user_id: userId, user_info: values });
}

/** The mobile keeps its digits, at most ten; the pin code at most six. */
export const toDigits = (length: number) => (value: string) => value.replace(/\D/g, '').slice(0, length);
