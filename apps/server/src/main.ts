import { fileURLToPath } from 'node:url';

import { buildApp } from './app.ts';
import type { FastifyBaseLogger } from 'fastify';

import { apiDocsOn, ConfigError, listenHost, parseEnv, type Env } from './config/env.ts';
import { loadSecrets } from './config/secrets.ts';
import { smsConfigOf } from './config/sms-env.ts';
import { openDatabase, type Database } from './db/database.ts';
import { seed } from './db/seed.ts';
import { createDeps } from './deps.ts';
import { blobReferences } from './db/blob-references.ts';
import { createBlobStore } from './lib/blob-store/blob-store.ts';
import { createObjectStore } from './lib/blob-store/create-blob-store.ts';
import { startPlannerStatistics } from './db/planner-statistics.ts';
import { migratePlaintextBlobs } from './lib/blob-store/migrate-plaintext-blobs.ts';
import { createClock } from './lib/clock.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';
import { createLogger } from './lib/logger.ts';
import { createShutdown } from './lib/shutdown.ts';
import { followSharedClock, restoreClockOffset } from './modules/dev/dev.service.ts';
import { startStatementReadingSweep } from './modules/bank-statements/resume-statement-readings.ts';
import { startUnderwritingSweep } from './modules/underwriting/resume-underwriting.ts';
import { startOfferSweep } from './modules/consent/resume-offer-work.ts';
import { startMandateSweep } from './modules/mandates/resume-mandates.ts';
import { mandateWebhookPath } from './providers/mandate/index.ts';
import { startDisbursalSweep } from './modules/loans/resume-disbursals.ts';
import { startSandboxWebhookLoop } from './lib/sandbox-webhook-loop.ts';
import { payoutWebhookPath } from './providers/payout/index.ts';
import { goldVendorCallbackPath } from './providers/gold-vendor/index.ts';
import { startGoldSweep } from './modules/gold/gold-sweep.ts';
import { startInsuranceSweep } from './modules/insurance/insurance-sweep.ts';
import { startReferralSweep } from './modules/referral/referral-sweep.ts';
import { paymentGatewayWebhookPath } from './providers/payment-gateway/index.ts';
import { startCloseOfBusinessClock } from './modules/loans/close-of-business-jobs.ts';
import { startReconciliationClock } from './modules/settlement/reconciliation-clock.ts';
import { startHoldExpiryClock } from './modules/ledger/ledger-holds.ts';
import { backfillInstalmentBalances } from './modules/loans/instalment-subledger.ts';
import { parsePartnerLinkKeys, sandboxPartnerLinkKeys } from './modules/partner-links/partner-link-keys.ts';

// Both src/main.ts and the bundled dist/main.js sit one level below apps/server.
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultConsoleDist = fileURLToPath(new URL('../../console/dist', import.meta.url));

async function start(): Promise<void> {
  const env = parseEnv(process.env);
  const logger = createLogger({ level: env.LOG_LEVEL });
  const secrets = await loadSecrets(env);
  const database = await openDataStore(env, logger);
  await database.underStartupLock(() => database.migrate(migrationsFolder));
  const sandbox = env.APP_MODE === 'sandbox';
  const clock = createClock(sandbox ? await restoreClockOffset(database.db) : 0);
  // Instances on one database share the sandbox clock: a move on one is followed by the others.
  // (The embedded database has one process: nothing to follow.)
  const stopFollowingClock =
    sandbox && database.engine === 'postgres'
      ? await followSharedClock(database, clock, (error) =>
          logger.warn({ err: error }, 'sandbox clock read failed'),
        )
      : async () => {};
  const objects = await createObjectStore(env);
  const deps = await createDeps({
    mode: env.APP_MODE,
    database,
    clock,
    blobs: createBlobStore(objects, secrets.blobKeyring),
    piiEncryptionKey: secrets.piiEncryptionKey,
    jwtSigningKey: secrets.jwtSigningKey,
    googleClientId: env.GOOGLE_CLIENT_ID,
    partnerLinkKeys: env.PARTNER_LINK_KEYS
      ? parsePartnerLinkKeys(env.PARTNER_LINK_KEYS)
      : sandbox
        ? sandboxPartnerLinkKeys(secrets.jwtSigningKey)
        : () => undefined,
    sms: smsConfigOf(env),
  });
  await database.underStartupLock(() => seed(database.db, { clock, cipher: deps.cipher, sandbox }));

  const app = await buildApp(deps, {
    logger,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR ?? defaultWebDist,
    consoleDistDir: defaultConsoleDist,
    extraConnectSrc: env.CSP_CONNECT_SRC?.split(/\s+/).filter(Boolean) ?? [],
    feLogsApiKey: env.FE_LOGS_API_KEY,
    metricsToken: env.METRICS_TOKEN,
    statementReaders: env.STATEMENT_READERS,
    apiDocs: apiDocsOn(env),
  });

  const shutdown = createShutdown(app, database, logger);
  // Taken for dead by the other instances, which are running its jobs again: it stops at once
  // (a job of it finishing now would land on their retry) and is started again clean.
  deps.jobs.onFenced(() => {
    logger.fatal('this instance was taken for dead by the others; exiting to start again clean');
    process.exit(1);
  });
  let stopSweep = () => {};
  let stopReadingSweep = () => {};
  let stopOfferSweep = () => {};
  let stopMandateSweep = () => {};
  let stopWebhookDelivery = () => {};
  let stopDisbursalSweep = () => {};
  let stopPayoutDelivery = () => {};
  let stopPaymentDelivery = () => {};
  let stopCloseOfBusiness = () => {};
  let stopReconciliation = () => {};
  let stopHoldExpiry = () => {};
  let stopGoldSweep = () => {};
  let stopGoldCallbacks = () => {};
  let stopInsuranceSweep = () => {};
  let stopReferralSweep = () => {};
  let stopPlannerStatistics = () => {};
  const stop = (signal: NodeJS.Signals) => {
    void stopFollowingClock();
    stopSweep();
    stopReadingSweep();
    stopOfferSweep();
    stopMandateSweep();
    stopWebhookDelivery();
    stopDisbursalSweep();
    stopPayoutDelivery();
    stopPaymentDelivery();
    stopCloseOfBusiness();
    stopReconciliation();
    stopHoldExpiry();
    stopGoldSweep();
    stopGoldCallbacks();
    stopInsuranceSweep();
    stopReferralSweep();
    stopPlannerStatistics();
    void shutdown(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: env.PORT, host: listenHost(env) });
  // Jobs queued before a restart (statement readings, bank fetches) run again from here.
  await deps.jobs.start();
  // Statement readings left by a process that died mid-read are queued again at once.
  stopReadingSweep = startStatementReadingSweep(deps, (error) =>
    logger.error({ err: error }, 'statement reading sweep failed'),
  );
  // Applications whose automatic decision was lost (a stop, a long bureau outage) are queued again.
  stopSweep = startUnderwritingSweep(deps, (error) =>
    logger.error({ err: error }, 'underwriting sweep failed'),
  );
  // Agreements, penny drops and agreement e-mails a stop left unfinished are taken up again.
  stopOfferSweep = startOfferSweep(deps, (error) => logger.error({ err: error }, 'offer sweep failed'));
  // Mandates whose webhook was lost, paper forms accepted while the provider was down, and links
  // of ended offers are taken up; the sandbox mandate service's webhooks are delivered each second.
  stopMandateSweep = startMandateSweep(deps, (error) => logger.error({ err: error }, 'mandate sweep failed'));
  stopWebhookDelivery = startSandboxWebhookLoop(app, deps.sandboxMandate, mandateWebhookPath, (error) =>
    logger.error({ err: error }, 'sandbox mandate webhook delivery failed'),
  );
  // Approved payouts never requested or with no news are settled through the provider's status
  // API; the sandbox payout service's webhooks are delivered each second.
  stopDisbursalSweep = startDisbursalSweep(deps, (error) =>
    logger.error({ err: error }, 'disbursal sweep failed'),
  );
  stopPayoutDelivery = startSandboxWebhookLoop(app, deps.sandboxPayout, payoutWebhookPath, (error) =>
    logger.error({ err: error }, 'sandbox payout webhook delivery failed'),
  );
  stopPaymentDelivery = startSandboxWebhookLoop(
    app,
    deps.sandboxPaymentGateway,
    paymentGatewayWebhookPath,
    (error) => logger.error({ err: error }, 'sandbox payment gateway webhook delivery failed'),
  );
  // Each minute, the business days that have ended by the server's clock are closed, in batches.
  stopCloseOfBusiness = startCloseOfBusinessClock(deps, (error) =>
    logger.error({ err: error }, 'close of business failed'),
  );
  // Each minute, the ended day's balances are checked and the providers' reports of it reconciled.
  stopReconciliation = startReconciliationClock(deps, (error) =>
    logger.error({ err: error }, 'reconciliation failed'),
  );
  // Holds nobody posted or voided by their expiry (a payout, a vendor that never answered) are voided.
  stopHoldExpiry = startHoldExpiryClock(deps, (error) => logger.error({ err: error }, 'hold expiry failed'));
  // Gold: orders past their time end, lost payments and vendor answers are asked for, sale
  // proceeds paid out, the books reconciled nightly; the sandbox vendor's callbacks each second.
  stopGoldSweep = startGoldSweep(deps, (error) => logger.error({ err: error }, 'gold sweep failed'));
  const goldVendor = deps.sandboxGoldVendor;
  stopGoldCallbacks = startSandboxWebhookLoop(
    app,
    goldVendor && { deliverDueWebhooks: (send) => goldVendor.deliverDueCallbacks(send) },
    goldVendorCallbackPath,
    (error) => logger.error({ err: error }, 'sandbox gold vendor callback delivery failed'),
  );
  // Insurance: orders past their time end, lost payments are asked for, paid proposals sent and
  // their issuance asked for, premiums owed back refunded.
  stopInsuranceSweep = startInsuranceSweep(deps, (error) =>
    logger.error({ err: error }, 'insurance sweep failed'),
  );
  // Referral cashbacks are paid once their loans' cooling-off periods end, failed payouts tried
  // again, and payouts whose webhook was lost asked about.
  stopReferralSweep = startReferralSweep(deps, (error) =>
    logger.error({ err: error }, 'referral sweep failed'),
  );
  // Loans from before the instalment sub-ledger are projected from their journals in the
  // background (read from their journals meanwhile); a stop part-way leaves the rest to the next start.
  backfillInstalmentBalances(database.db).then(
    (loans) => {
      if (loans > 0) logger.info({ loans }, 'instalment sub-ledger backfilled');
    },
    (error: unknown) => logger.error({ err: error }, 'instalment sub-ledger backfill failed'),
  );
  // The embedded database has no autovacuum: its planner statistics are gathered here.
  stopPlannerStatistics = startPlannerStatistics(database, (error) =>
    logger.error({ err: error }, 'planner statistics failed'),
  );
  // Files stored in the clear before encryption are rewritten in the background; reads of those
  // not yet done keep working. A stop part-way leaves the rest for the next start.
  migratePlaintextBlobs({ db: database.db, objects, blobs: deps.blobs }, blobReferences).then(
    (outcome) => {
      if (outcome.rewritten || outcome.removed || outcome.remaining)
        logger.info(
          { ...outcome, problems: outcome.problems.length },
          'files stored in the clear were encrypted',
        );
      for (const problem of outcome.problems) logger.warn({ problem }, 'a file stored in the clear stays so');
    },
    (error: unknown) => logger.error({ err: error }, 'encrypting files stored in the clear failed'),
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  process.stdout.write(
    `Kredo is running (${env.APP_MODE} mode, ${database.engine}) at http://localhost:${port}\n`,
  );
}

/** PostgreSQL when DATABASE_URL is set; otherwise the embedded database, held by this process alone. */
async function openDataStore(env: Env, logger: FastifyBaseLogger): Promise<Database> {
  if (env.DATABASE_URL) {
    return openDatabase(
      { url: env.DATABASE_URL },
      {
        onIdleError: (error) =>
          logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
      },
    );
  }
  const release = await lockDataDir(env.DATA_DIR);
  try {
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    return {
      ...database,
      async close() {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
