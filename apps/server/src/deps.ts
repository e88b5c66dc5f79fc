import type { AppDeps, AppMode } from './app-deps.ts';
import type { SmsConfig } from './config/sms-env.ts';
import type { Database, Db } from './db/database.ts';
import type { BlobStore } from './lib/blob-store/blob-store.ts';
import type { Clock } from './lib/clock.ts';
import type { PartnerLinkKeys } from './modules/partner-links/partner-link-keys.ts';
import { createPiiCipher, type PiiCipher } from './lib/crypto/pii.ts';
import { createJobQueue } from './lib/jobs.ts';
import {
  createNotifier,
  createSandboxInbox,
  type Notifier,
} from './modules/notifications/notifications.service.ts';
import { createOtpService } from './modules/otp/otp.service.ts';
import { createSessionService } from './modules/sessions/sessions.service.ts';
import { createStatusCache } from './modules/loan-application/status.service.ts';
import { createStaffSessionService } from './modules/staff/staff-tokens.ts';
import { unconfiguredBankData } from './providers/bank-data/index.ts';
import { createSandboxBankData } from './providers/bank-data/sandbox.ts';
import { unconfiguredCreditBureau } from './providers/credit-bureau/index.ts';
import { createSandboxCreditBureau } from './providers/credit-bureau/sandbox.ts';
import { unconfiguredDocumentChecks } from './providers/document-checks/index.ts';
import { createSandboxDocumentChecks } from './providers/document-checks/sandbox.ts';
import { createGoogleIdentityProvider } from './providers/identity/google.ts';
import { createSandboxIdentityProvider } from './providers/identity/sandbox.ts';
import { unconfiguredIdentityProvider } from './providers/identity/unconfigured.ts';
import { createGupshupSmsProvider } from './providers/messaging/gupshup.ts';
import { createSandboxMessagingProvider } from './providers/messaging/sandbox.ts';
import { unconfiguredMessagingProvider } from './providers/messaging/unconfigured.ts';
import { createSandboxDigilockerProvider } from './providers/digilocker/sandbox.ts';
import { unconfiguredDigilockerProvider } from './providers/digilocker/unconfigured.ts';
import { createSandboxUidaiProvider } from './providers/uidai/sandbox.ts';
import { createSandboxEsignProvider } from './providers/esign/sandbox.ts';
import { unconfiguredEsignProvider } from './providers/esign/unconfigured.ts';
import { unconfiguredBankAccountVerification } from './providers/bank-account-verification/index.ts';
import { createSandboxBankAccountVerification } from './providers/bank-account-verification/sandbox.ts';
import { unconfiguredMandateProvider } from './providers/mandate/index.ts';
import { createSandboxMandateProvider, type SandboxMandateDeps } from './providers/mandate/sandbox.ts';
import { unconfiguredUidaiProvider } from './providers/uidai/unconfigured.ts';
import { unconfiguredPayoutProvider } from './providers/payout/index.ts';
import { createSandboxPayoutProvider } from './providers/payout/sandbox.ts';
import { unconfiguredPaymentGateway } from './providers/payment-gateway/index.ts';
import { createSandboxPaymentGateway } from './providers/payment-gateway/sandbox.ts';
import { unconfiguredGoldVendor } from './providers/gold-vendor/index.ts';
import { createSandboxGoldVendor } from './providers/gold-vendor/sandbox.ts';
import { unconfiguredInsurer } from './providers/insurer/index.ts';
import { createSandboxInsurer } from './providers/insurer/sandbox.ts';

/** Wires services and providers: sandbox implementations in sandbox mode, real ones in production. */
/** Google when a client id is configured; the sandbox issuer in sandbox mode; otherwise none works. */
function createIdentity(
  mode: AppMode,
  deps: { db: Db; clock: Clock; cipher: PiiCipher },
  googleClientId: string | undefined,
) {
  if (googleClientId)
    return { identity: createGoogleIdentityProvider(googleClientId), sandboxIdentity: undefined };
  if (mode === 'sandbox') {
    const sandboxIdentity = createSandboxIdentityProvider(deps);
    return { identity: sandboxIdentity, sandboxIdentity };
  }
  return { identity: unconfiguredIdentityProvider, sandboxIdentity: undefined };
}

/** UIDAI and DigiLocker: the sandboxes in sandbox mode; until real ones are configured, outages. */
function createKycProviders(
  mode: AppMode,
  deps: { db: Db; clock: Clock; cipher: PiiCipher; notifier: Notifier },
) {
  if (mode !== 'sandbox')
    return {
      uidai: unconfiguredUidaiProvider,
      sandboxUidai: undefined,
      digilocker: unconfiguredDigilockerProvider,
      sandboxDigilocker: undefined,
    };
  const sandboxUidai = createSandboxUidaiProvider(deps);
  const sandboxDigilocker = createSandboxDigilockerProvider(deps);
  return { uidai: sandboxUidai, sandboxUidai, digilocker: sandboxDigilocker, sandboxDigilocker };
}

/** The NACH mandate service: the sandbox in sandbox mode; until a real one is configured, an outage. */
function createMandateProvider(mode: AppMode, deps: SandboxMandateDeps) {
  if (mode !== 'sandbox') return { mandate: unconfiguredMandateProvider, sandboxMandate: undefined };
  const sandboxMandate = createSandboxMandateProvider(deps);
  return { mandate: sandboxMandate, sandboxMandate };
}

/** The payout service loans are disbursed through: the sandbox in sandbox mode; else an outage. */
function createPayoutProvider(mode: AppMode, deps: SandboxMandateDeps) {
  if (mode !== 'sandbox') return { payout: unconfiguredPayoutProvider, sandboxPayout: undefined };
  const sandboxPayout = createSandboxPayoutProvider(deps);
  return { payout: sandboxPayout, sandboxPayout };
}

/** The payment gateway borrowers pay through: the sandbox in sandbox mode; else an outage. */
function createPaymentGateway(mode: AppMode, deps: SandboxMandateDeps) {
  if (mode !== 'sandbox')
    return { paymentGateway: unconfiguredPaymentGateway, sandboxPaymentGateway: undefined };
  const sandboxPaymentGateway = createSandboxPaymentGateway(deps);
  return { paymentGateway: sandboxPaymentGateway, sandboxPaymentGateway };
}

/** The gold vendor digital gold is bought, kept and delivered through: the sandbox in sandbox mode; else an outage. */
function createGoldVendor(mode: AppMode, deps: SandboxMandateDeps) {
  if (mode !== 'sandbox') return { goldVendor: unconfiguredGoldVendor, sandboxGoldVendor: undefined };
  const sandboxGoldVendor = createSandboxGoldVendor(deps);
  return { goldVendor: sandboxGoldVendor, sandboxGoldVendor };
}

export async function createDeps(input: {
  mode: AppMode;
  database: Database;
  clock: Clock;
  blobs: BlobStore;
  piiEncryptionKey: Buffer;
  jwtSigningKey: Buffer;
  googleClientId?: string | undefined;
  partnerLinkKeys: PartnerLinkKeys;
  /** A real SMS gateway; without it, the sandbox's in sandbox mode and none in production. */
  sms?: SmsConfig | undefined;
  /** How long the sandbox bureau takes to answer a pull: a second, as real bureaus; tests wait less. */
  sandboxBureauDelayMs?: number;
}): Promise<AppDeps> {
  const { db } = input.database;
  const cipher = createPiiCipher(input.piiEncryptionKey);
  const provider = input.sms
    ? createGupshupSmsProvider(input.sms.gupshup)
    : input.mode === 'sandbox'
      ? createSandboxMessagingProvider(createSandboxInbox(db), input.clock)
      : unconfiguredMessagingProvider;
  const notifier = createNotifier({ db, clock: input.clock, provider });
  return {
    mode: input.mode,
    database: input.database,
    db,
    clock: input.clock,
    blobs: input.blobs,
    cipher,
    notifier,
    smsDeliveryReportToken: input.sms?.deliveryReportToken,
    otp: createOtpService({ db, clock: input.clock, cipher, notifier }),
    sessions: createSessionService({
      db,
      database: input.database,
      clock: input.clock,
      signingKey: input.jwtSigningKey,
    }),
    statusCache: createStatusCache(input.database),
    staffSessions: createStaffSessionService({ db, clock: input.clock, signingKey: input.jwtSigningKey }),
    ...createIdentity(input.mode, { db, clock: input.clock, cipher }, input.googleClientId),
    partnerLinkKeys: input.partnerLinkKeys,
    ...createKycProviders(input.mode, { db, clock: input.clock, cipher, notifier }),
    jobs: createJobQueue(input.database),
    bankData: input.mode === 'sandbox' ? createSandboxBankData() : unconfiguredBankData,
    creditBureau:
      input.mode === 'sandbox'
        ? createSandboxCreditBureau({ db, clock: input.clock, delayMs: input.sandboxBureauDelayMs })
        : unconfiguredCreditBureau,
    documentChecks: input.mode === 'sandbox' ? createSandboxDocumentChecks() : unconfiguredDocumentChecks,
    bankAccountVerification:
      input.mode === 'sandbox'
        ? createSandboxBankAccountVerification({ db, clock: input.clock, cipher })
        : unconfiguredBankAccountVerification,
    esign:
      input.mode === 'sandbox'
        ? createSandboxEsignProvider({ db, clock: input.clock, cipher, notifier })
        : unconfiguredEsignProvider,
    ...createMandateProvider(input.mode, { db, clock: input.clock, cipher }),
    ...createPayoutProvider(input.mode, { db, clock: input.clock, cipher }),
    ...createPaymentGateway(input.mode, { db, clock: input.clock, cipher }),
    ...createGoldVendor(input.mode, { db, clock: input.clock, cipher }),
    insurer:
      input.mode === 'sandbox'
        ? createSandboxInsurer({ db, clock: input.clock, cipher, notifier })
        : unconfiguredInsurer,
  };
}
