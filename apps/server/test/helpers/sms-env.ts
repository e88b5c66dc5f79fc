/** A complete Gupshup configuration, as production mode requires one (values are made up). */
export const gupshupEnv = {
  SMS_PROVIDER: 'gupshup',
  GUPSHUP_USER_ID: '2000123456',
  GUPSHUP_PASSWORD: 'gupshup-pass-Xy7',
  SMS_SENDER_ID: 'KREDOL',
  SMS_DLT_ENTITY_ID: '1101456789012345678',
  SMS_DLT_TEMPLATE_IDS:
    'otp-signin:1107161234567890123,otp-mobile-verification:1107161234567890124,otp-update-email:1107161234567890125,reference-contact:1107161234567890126',
  SMS_DELIVERY_REPORT_TOKEN: 'dlr-token-0123456789abcdefghijklmnopqrstuv',
} as const;
