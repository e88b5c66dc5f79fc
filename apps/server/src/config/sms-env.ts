import { z } from 'zod';

import { gupshupApiUrl, gupshupTimeoutMs, type GupshupSettings } from '../providers/messaging/gupshup.ts';
import { smsKinds } from '../providers/messaging/sms-templates.ts';

/** The SMS gateway's settings, part of the one env schema (env.ts). */
export const smsEnvShape = {
  /** `sandbox` (the dev outbox) or `gupshup`; production must name a real gateway. */
  SMS_PROVIDER: z.enum(['sandbox', 'gupshup']).optional(),
  GUPSHUP_API_URL: z.url({ protocol: /^https?$/ }).default(gupshupApiUrl),
  GUPSHUP_USER_ID: z.string().regex(/^\d+$/, 'must be the numeric Gupshup account id').optional(),
  GUPSHUP_PASSWORD: z.string().min(1).optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z]{6}$/, 'must be the 6-letter sender id (header) registered on DLT')
    .optional(),
  SMS_DLT_ENTITY_ID: z.string().regex(/^\d+$/, 'must be the numeric DLT principal entity id').optional(),
  /** `kind:templateId` entries, comma-separated, one for each kind in sms-templates.ts. */
  SMS_DLT_TEMPLATE_IDS: z.string().optional(),
  /** The secret in the delivery-report URL given to the gateway. */
  SMS_DELIVERY_REPORT_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,}$/, 'must be at least 32 letters, digits, - or _')
    .optional(),
};

type SmsEnv = z.output<z.ZodObject<typeof smsEnvShape>> & { APP_MODE: 'sandbox' | 'production' };

const gupshupKeys = [
  'GUPSHUP_USER_ID',
  'GUPSHUP_PASSWORD',
  'SMS_SENDER_ID',
  'SMS_DLT_ENTITY_ID',
  'SMS_DLT_TEMPLATE_IDS',
  'SMS_DELIVERY_REPORT_TOKEN',
] as const;

/**
 * Production refuses to start without a real gateway: without one nobody can sign in by OTP,
 * and a deployment that looks up but cannot sign anyone in is worse than one that does not start.
 */
export function checkSmsEnv(env: SmsEnv, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (env.APP_MODE === 'production' && env.SMS_PROVIDER !== 'gupshup') {
    issue('SMS_PROVIDER', 'must be gupshup in production mode (no one can sign in without an SMS gateway)');
  }
  if (env.SMS_PROVIDER !== 'gupshup') return;
  for (const key of gupshupKeys) if (!env[key]) issue(key, 'required when SMS_PROVIDER=gupshup');
  if (env.SMS_DLT_TEMPLATE_IDS) {
    const problem = templateIdsProblem(env.SMS_DLT_TEMPLATE_IDS);
    if (problem) issue('SMS_DLT_TEMPLATE_IDS', problem);
  }
}

function parseTemplateIds(value: string): Map<string, string> {
  return new Map(
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const at = entry.indexOf(':');
        return [entry.slice(0, at).trim(), at < 0 ? '' : entry.slice(at + 1).trim()] as const;
      }),
  );
}

function templateIdsProblem(value: string): string | undefined {
  const ids = parseTemplateIds(value);
  const unknown = [...ids.keys()].filter((kind) => !(smsKinds as string[]).includes(kind));
  if (unknown.length) return `unknown message kind ${unknown.join(', ')} (kinds: ${smsKinds.join(', ')})`;
  const missing = smsKinds.filter((kind) => !ids.get(kind));
  if (missing.length) return `needs a DLT template id for ${missing.join(', ')} (kind:id, comma-separated)`;
  const malformed = [...ids].filter(([, id]) => !/^\d+$/.test(id)).map(([kind]) => kind);
  if (malformed.length) return `the DLT template id for ${malformed.join(', ')} must be numeric`;
  return undefined;
}

export type SmsConfig = { provider: 'gupshup'; gupshup: GupshupSettings; deliveryReportToken: string };

/** The gateway the environment names, checked by `checkSmsEnv`; undefined for the sandbox. */
export function smsConfigOf(env: SmsEnv): SmsConfig | undefined {
  if (env.SMS_PROVIDER !== 'gupshup') return undefined;
  const required = (key: (typeof gupshupKeys)[number]) => {
    const value = env[key];
    if (!value) throw new Error(`${key} is checked by the env schema`);
    return value;
  };
  return {
    provider: 'gupshup',
    gupshup: {
      apiUrl: env.GUPSHUP_API_URL,
      userId: required('GUPSHUP_USER_ID'),
      password: required('GUPSHUP_PASSWORD'),
      senderId: required('SMS_SENDER_ID').toUpperCase(),
      dltEntityId: required('SMS_DLT_ENTITY_ID'),
      dltTemplateIds: Object.fromEntries(parseTemplateIds(required('SMS_DLT_TEMPLATE_IDS'))),
      timeoutMs: gupshupTimeoutMs,
    },
    deliveryReportToken: required('SMS_DELIVERY_REPORT_TOKEN'),
  };
}
