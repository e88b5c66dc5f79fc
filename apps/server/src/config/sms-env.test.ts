import { describe, expect, it } from 'vitest';

import { gupshupEnv } from '../../test/helpers/sms-env.ts';
import { ConfigError, parseEnv } from './env.ts';
import { smsConfigOf } from './sms-env.ts';

const key32 = Buffer.alloc(32, 7).toString('base64');
const production = {
  APP_MODE: 'production',
  JWT_SIGNING_KEY: key32,
  PII_ENCRYPTION_KEY: key32,
  BLOB_ENCRYPTION_KEYS: `2026-01:${key32}`,
  FE_LOGS_API_KEY: 'fe-logs-key-of-production-0123',
};

function problemsOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('parseEnv accepted the configuration');
}

describe('SMS gateway configuration', () => {
  it('uses the sandbox outbox in sandbox mode when nothing is set', () => {
    expect(smsConfigOf(parseEnv({}))).toBeUndefined();
  });

  it('refuses production mode without a real gateway, saying why', () => {
    expect(problemsOf(production)).toContain(
      'SMS_PROVIDER: must be gupshup in production mode (no one can sign in without an SMS gateway)',
    );
    expect(problemsOf({ ...production, SMS_PROVIDER: 'sandbox' })).toContain('SMS_PROVIDER: must be gupshup');
  });

  it('names every Gupshup setting that is missing', () => {
    const message = problemsOf({ ...production, SMS_PROVIDER: 'gupshup' });
    for (const key of [
      'GUPSHUP_USER_ID',
      'GUPSHUP_PASSWORD',
      'SMS_SENDER_ID',
      'SMS_DLT_ENTITY_ID',
      'SMS_DLT_TEMPLATE_IDS',
      'SMS_DELIVERY_REPORT_TOKEN',
    ]) {
      expect(message).toContain(`${key}: required when SMS_PROVIDER=gupshup`);
    }
  });

  it('needs a DLT template id for every kind of SMS, and only for those', () => {
    const withIds = (SMS_DLT_TEMPLATE_IDS: string) =>
      problemsOf({ ...production, ...gupshupEnv, SMS_DLT_TEMPLATE_IDS });
    expect(withIds('otp-signin:1107161234567890123')).toContain(
      'SMS_DLT_TEMPLATE_IDS: needs a DLT template id for otp-mobile-verification, otp-update-email, reference-contact',
    );
    expect(withIds(`${gupshupEnv.SMS_DLT_TEMPLATE_IDS},otp-loan:1`)).toContain(
      'SMS_DLT_TEMPLATE_IDS: unknown message kind otp-loan',
    );
    expect(withIds(gupshupEnv.SMS_DLT_TEMPLATE_IDS.replace('1107161234567890123', 'T-1'))).toContain(
      'SMS_DLT_TEMPLATE_IDS: the DLT template id for otp-signin must be numeric',
    );
  });

  it('checks the shape of the sender id, the entity id and the delivery-report token', () => {
    const message = problemsOf({
      ...production,
      ...gupshupEnv,
      SMS_SENDER_ID: 'KREDO-1',
      SMS_DLT_ENTITY_ID: 'PE-1101',
      SMS_DELIVERY_REPORT_TOKEN: 'short',
    });
    expect(message).toContain('SMS_SENDER_ID: must be the 6-letter sender id (header) registered on DLT');
    expect(message).toContain('SMS_DLT_ENTITY_ID: must be the numeric DLT principal entity id');
    expect(message).toContain('SMS_DELIVERY_REPORT_TOKEN: must be at least 32 letters, digits, - or _');
  });

  it('gives the gateway its settings from a complete configuration', () => {
    expect(smsConfigOf(parseEnv({ ...production, ...gupshupEnv, SMS_SENDER_ID: 'kredol' }))).toEqual({
      provider: 'gupshup',
      gupshup: {
        apiUrl: 'https://enterprise.smsgupshup.com/GatewayAPI/rest',
        userId: '2000123456',
        password: 'gupshup-pass-Xy7',
        senderId: 'KREDOL',
        dltEntityId: '1101456789012345678',
        dltTemplateIds: {
          'otp-signin': '1107161234567890123',
          'otp-mobile-verification': '1107161234567890124',
          'otp-update-email': '1107161234567890125',
          'reference-contact': '1107161234567890126',
        },
        timeoutMs: 10_000,
      },
      deliveryReportToken: gupshupEnv.SMS_DELIVERY_REPORT_TOKEN,
    });
  });
});
