// The services every module receives. Types only: a module imports these without importing the
// composition root (app.ts), which registers every module.
import type { Database, Db } from './db/database.ts';
import type { BlobStore } from './lib/blob-store/blob-store.ts';
import type { Clock } from './lib/clock.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { PiiCipher } from './lib/crypto/pii.ts';
import type { Notifier } from './modules/notifications/notifications.service.ts';
import type { PartnerLinkKeys } from './modules/partner-links/partner-link-keys.ts';
import type { OtpService } from './modules/otp/otp.service.ts';
import type { StatusCache } from './modules/loan-application/status.service.ts';
import type { SessionService } from './modules/sessions/sessions.service.ts';
import type { StaffSessionService } from './modules/staff/staff-tokens.ts';
import type { BankAccountVerificationProvider } from './providers/bank-account-verification/index.ts';
import type { EsignProvider } from './providers/esign/index.ts';
import type { MandateProvider, SandboxMandateProvider } from './providers/mandate/index.ts';
import type { PayoutProvider } from './providers/payout/index.ts';
import type { SandboxPayoutService } from './providers/payout/sandbox.ts';
import type { PaymentGateway } from './providers/payment-gateway/index.ts';
import type { SandboxPaymentGatewayService } from './providers/payment-gateway/sandbox.ts';
import type { GoldVendor } from './providers/gold-vendor/index.ts';
import type { SandboxGoldVendorService } from './providers/gold-vendor/sandbox.ts';
import type { Insurer } from './providers/insurer/index.ts';
import type { BankDataProvider } from './providers/bank-data/index.ts';
import type { CreditBureauProvider } from './providers/credit-bureau/index.ts';
import type { DocumentChecksProvider } from './providers/document-checks/index.ts';
import type { IdentityProvider } from './providers/identity/index.ts';
import type { SandboxIdentityProvider } from './providers/identity/sandbox.ts';
import type { DigilockerProvider } from './providers/digilocker/index.ts';
import type { SandboxDigilockerProvider } from './providers/digilocker/sandbox.ts';
import type { UidaiProvider } from './providers/uidai/index.ts';
import type { SandboxUidaiProvider } from './providers/uidai/sandbox.ts';

export type AppMode = 'sandbox' | 'production';

/** Everything a route or service may need, built once at start (main.ts) or per test file. */
export type AppDeps = {
  mode: AppMode;
  database: Database;
  db: Db;
  clock: Clock;
  blobs: BlobStore;
  cipher: PiiCipher;
  notifier: Notifier;
  /** The secret in the SMS gateway's delivery-report URL; the route exists only when it is set. */
  smsDeliveryReportToken: string | undefined;
  sessions: SessionService;
  /** Each borrower's `lam/status`, kept until what it shows changes (status.service.ts). */
  statusCache: StatusCache;
  /** Back-office staff tokens: their own audience and session table, never a borrower's. */
  staffSessions: StaffSessionService;
  otp: OtpService;
  /** Verifies Google credentials (the sandbox issuer's in sandbox mode). */
  identity: IdentityProvider;
  /** The sandbox issuer, when it stands in for Google; the dev identity routes use it. */
  sandboxIdentity: SandboxIdentityProvider | undefined;
  /** The key of each partner's links. */
  partnerLinkKeys: PartnerLinkKeys;
  /** Aadhaar offline e-KYC (the sandbox's in sandbox mode). */
  uidai: UidaiProvider;
  /** The sandbox UIDAI, when it stands in; the dev captcha route reads its answers. */
  sandboxUidai: SandboxUidaiProvider | undefined;
  /** DigiLocker's e-Aadhaar (the sandbox's in sandbox mode). */
  digilocker: DigilockerProvider;
  /** The sandbox DigiLocker, when it stands in; its consent page is a dev route. */
  sandboxDigilocker: SandboxDigilockerProvider | undefined;
  /** Background work (statement analysis, bank fetches), kept in the database. */
  jobs: JobQueue;
  /** Statements fetched from the bank: net banking and Account Aggregator. */
  bankData: BankDataProvider;
  /** The credit bureau underwriting pulls a report from. */
  creditBureau: CreditBureauProvider;
  /** Selfie and PAN image clarity, and address verification, for underwriting. */
  documentChecks: DocumentChecksProvider;
  /** Penny drops of bank accounts given after an offer is accepted. */
  bankAccountVerification: BankAccountVerificationProvider;
  /** The eSign service the loan agreement is signed through (the sandbox's in sandbox mode). */
  esign: EsignProvider;
  /** The NACH mandate service: e-mandates and paper mandates (the sandbox's in sandbox mode). */
  mandate: MandateProvider;
  /** The sandbox mandate service, when it stands in; main.ts sends its due webhooks. */
  sandboxMandate: SandboxMandateProvider | undefined;
  /** The payout service loans are disbursed through (the sandbox's in sandbox mode). */
  payout: PayoutProvider;
  /** The sandbox payout service, when it stands in; main.ts sends its due webhooks. */
  sandboxPayout: SandboxPayoutService | undefined;
  /** The payment gateway borrowers pay their loans through (the sandbox's in sandbox mode). */
  paymentGateway: PaymentGateway;
  /** The sandbox payment gateway, when it stands in; main.ts sends its due webhooks. */
  sandboxPaymentGateway: SandboxPaymentGatewayService | undefined;
  /** The gold vendor digital gold is bought, kept and delivered through (the sandbox's in sandbox mode). */
  goldVendor: GoldVendor;
  /** The sandbox gold vendor, when it stands in; main.ts sends its due callbacks. */
  sandboxGoldVendor: SandboxGoldVendorService | undefined;
  /** The insurer whose policies are sold (the sandbox's in sandbox mode). */
  insurer: Insurer;
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    deps: AppDeps;
  }
}
