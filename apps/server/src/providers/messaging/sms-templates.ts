/**
 * Every kind of SMS the product sends, with its text as it must be registered on DLT (`{#var#}`
 * marks a variable, as the DLT portals write it). An Indian operator delivers a text only when it
 * matches the template whose id comes with it, so each kind needs its template id in
 * SMS_DLT_TEMPLATE_IDS before production starts.
 */
export const smsTemplates = {
  'otp-signin':
    '{#var#} is your Kredo sign-in code. It is valid for {#var#} minutes. Do not share it with anyone.',
  'otp-mobile-verification':
    '{#var#} is your Kredo code to verify this mobile number. It is valid for {#var#} minutes. Do not share it with anyone.',
  'otp-update-email':
    '{#var#} is your Kredo code to connect a new e-mail to your account. It is valid for {#var#} minutes. Do not share it with anyone.',
  'reference-contact':
    '{#var#} has named you as an alternate contact for a loan with Kredo. If you do not know them, please call 1800-000-0000.',
} as const;

export type SmsKind = keyof typeof smsTemplates;

export const smsKinds = Object.keys(smsTemplates) as SmsKind[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text is one the DLT template of its kind allows (a variable is up to 30 characters). */
export function matchesSmsTemplate(kind: SmsKind, text: string): boolean {
  const pattern = smsTemplates[kind].split('{#var#}').map(escapeRegExp).join('.{1,30}');
  return new RegExp(`^${pattern}$`).test(text);
}
