import { randomUUID } from 'node:crypto';

import { apiBases } from '@kredo/contract/api-bases';
import { devBase } from '@kredo/contract/dev';
import { messages } from '@kredo/contract/messages';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from './app-deps.ts';
import { sandboxFeLogsApiKey } from './config/env.ts';
import { AppError } from './lib/app-error.ts';
import { requireAuthenticationOnRequest } from './lib/authenticate.ts';
import { registerConnectionDraining } from './lib/connection-draining.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { frameworkRefusals } from './lib/framework-refusals.ts';
import { OneLinePerRequest } from './lib/log-controller.ts';
import { openapiOptions } from './lib/openapi.ts';
import { recordRoutes } from './lib/route-table.ts';
import { registerSecurityHeaders, securityHeaders } from './lib/security-headers.ts';
import { registerServerDate } from './lib/server-date.ts';
import { registerConsoleApp, registerWebApp } from './lib/web-app.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { udyamSandboxRoutes } from './modules/consent/udyam-sandbox.routes.ts';
import { mandateRoutes } from './modules/mandates/mandates.routes.ts';
import { mandateBackOfficeRoutes } from './modules/mandates/mandates-back-office.routes.ts';
import { disbursalBackOfficeRoutes, payoutWebhookRoute } from './modules/loans/disbursals.routes.ts';
import { ledgerBackOfficeRoutes } from './modules/ledger/ledger.routes.ts';
import { creditLineBackOfficeRoutes } from './modules/credit-lines/credit-line-back-office.routes.ts';
import { creditLineRoutes } from './modules/credit-lines/credit-lines.routes.ts';
import { creditReportRoutes } from './modules/credit-report/credit-report.routes.ts';
import { goldRoutes } from './modules/gold/gold.routes.ts';
import { goldBackOfficeRoutes } from './modules/gold/gold-back-office.routes.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { referralBackOfficeRoutes } from './modules/referral/referral-back-office.routes.ts';
import { insuranceRoutes } from './modules/insurance/insurance.routes.ts';
import { insuranceBackOfficeRoutes } from './modules/insurance/insurance-back-office.routes.ts';
import { loanPaymentRoutes } from './modules/loans/loan-payments.routes.ts';
import { loanDocumentRoutes } from './modules/loans/loan-documents.routes.ts';
import { collectionExceptionRoutes } from './modules/loans/collection-exceptions.routes.ts';
import { loanBackOfficeRoutes } from './modules/loans/loans-back-office.routes.ts';
import { reconciliationRoutes } from './modules/settlement/reconciliation.routes.ts';
import { remittanceBackOfficeRoutes } from './modules/remittances/remittances.routes.ts';
import { paymentGatewaySandboxPages } from './providers/payment-gateway/sandbox-pages.routes.ts';
import { mandateSandboxPages } from './providers/mandate/sandbox-pages.routes.ts';
import { goldVendorSandboxImages } from './providers/gold-vendor/sandbox-images.routes.ts';
import { bankSandboxRoutes } from './modules/bank-statements/bank-sandbox.routes.ts';
import { bankStatementRoutes } from './modules/bank-statements/bank-statements.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import { directoryRoutes } from './modules/directory/directory.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { mobileVerificationRoutes } from './modules/mobile-verification/mobile-verification.routes.ts';
import { deliveryReportRoutes } from './modules/notifications/delivery-reports.routes.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { incompleteInfoRoutes } from './modules/incomplete-info/incomplete-info.routes.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { loanApplicationRoutes } from './modules/loan-application/loan-application.routes.ts';
import { loansRoutes } from './modules/loans/loans.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import { mobileDataRoutes } from './modules/mobile-data/mobile-data.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { partnerLinkRoutes } from './modules/partner-links/partner-links.routes.ts';
import { underwritingRoutes } from './modules/underwriting/underwriting.routes.ts';
import { backOfficeRoutes } from './modules/back-office/back-office.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';

export type AppOptions = {
  logger: FastifyBaseLogger;
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: every hop, none, or the proxies' addresses and ranges. */
  trustProxy: boolean | string[];
  /** Built web app to serve at `/`; omitted in API-only tests. */
  webDistDir?: string | undefined;
  /** Built back-office console to serve at `/console/`; omitted in API-only tests. */
  consoleDistDir?: string | undefined;
  /** Origins besides our own that the web app may call. */
  extraConnectSrc?: string[];
  /**
   * The key fe-logs callers send (env FE_LOGS_API_KEY). When omitted, sandbox mode uses the
   * documented sandbox key and production refuses every fe-logs call.
   */
  feLogsApiKey?: string | undefined;
  /** The bearer token Prometheus scrapes `/metrics` with; without it there is no /metrics. */
  metricsToken?: string | undefined;
  /** How long the metrics read from the database are kept (15 s unless given; tests read afresh). */
  metricsSharedFiguresMs?: number | undefined;
  /** Statement files read at once (env STATEMENT_READERS); the machine's cores when omitted. */
  statementReaders?: number | undefined;
  /** Serve the OpenAPI page at /docs (env API_DOCS); by default in sandbox mode only. */
  apiDocs?: boolean | undefined;
};

const apiPrefixes = Object.values(apiBases).map((base) => `${base}/`);
const isApiPath = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix));

/**
 * The reads kept in memory hear of changes from every instance (lib/change-cache.ts). A borrower's
 * own change is also forgotten here before its answer goes out, so a status read that follows on
 * this instance cannot come before the notification; another instance hears the notification,
 * sent when the change committed, before the answer had left this one.
 */
async function hearChanges(app: FastifyInstance, deps: AppDeps) {
  const stops = await Promise.all([deps.statusCache.start(), deps.sessions.hearChanges()]);
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.session)
      deps.statusCache.forget(request.session.userId);
  });
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp(deps: AppDeps, options: AppOptions): Promise<FastifyInstance> {
  // The contract's schemas are zod/mini, which loads no locale: without the English one every
  // field error zod words itself (such as "Too big: ...") would read just "Invalid input".
  z.config(z.locales.en());
  const headers = securityHeaders(options.extraConnectSrc ?? [], {
    googleSignIn: deps.identity.clientId !== undefined,
  });
  const app = Fastify({
    ...frameworkRefusals(headers),
    loggerInstance: options.logger,
    trustProxy: options.trustProxy,
    logController: new OneLinePerRequest(),
    // Answered in the one error shape by the draining hook instead (lib/connection-draining.ts).
    return503OnClosing: false,
    // Accept a caller's request id only when it looks like one; never trust it blindly into logs.
    genReqId: (request) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && requestIdPattern.test(header) ? header : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  recordRoutes(app);
  requireAuthenticationOnRequest(app);
  deps.jobs.onError((error) => app.log.error({ err: error }, 'job queue failed'));
  app.addHook('onClose', () => deps.jobs.stop());
  await hearChanges(app, deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any hook that may refuse the request, so its refusal carries the headers too.
  registerSecurityHeaders(app, headers, isApiPath);
  registerErrorHandling(app);
  registerConnectionDraining(app);
  registerMetrics(app, options.metricsToken, options.metricsSharedFiguresMs);

  registerServerDate(app, deps.clock);
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Only the API bases: the app's own files and the OpenAPI page are not counted.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Rate limit of ${context.max} per ${context.after} exceeded`, {
        userMessage: messages.tooManyRequests,
      }),
  });
  await app.register(swagger, openapiOptions(isApiPath));
  if (options.apiDocs ?? deps.mode === 'sandbox') {
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  }

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(loanApplicationRoutes);
  await app.register(directoryRoutes);
  await app.register(documentRoutes);
  await app.register(bankStatementRoutes, { readers: options.statementReaders });
  await app.register(kycRoutes);
  await app.register(underwritingRoutes);
  await app.register(incompleteInfoRoutes);
  await app.register(loansRoutes);
  await app.register(loanPaymentRoutes);
  await app.register(creditLineRoutes);
  await app.register(goldRoutes);
  await app.register(referralRoutes);
  await app.register(insuranceRoutes);
  await app.register(creditReportRoutes);
  await app.register(loanDocumentRoutes);
  await app.register(consentRoutes);
  await app.register(mandateRoutes);
  const feLogsApiKey = options.feLogsApiKey ?? (deps.mode === 'sandbox' ? sandboxFeLogsApiKey : undefined);
  if (!feLogsApiKey) app.log.warn('FE_LOGS_API_KEY is not set: every fe-logs call will be refused');
  await app.register(eventsRoutes, { feLogsApiKey });
  await app.register(locationRoutes);
  await app.register(mobileDataRoutes);
  await app.register(mobileVerificationRoutes);
  await app.register(deliveryReportRoutes);
  await app.register(partnerLinkRoutes);
  await app.register(staffRoutes);
  await app.register(backOfficeRoutes);
  await app.register(mandateBackOfficeRoutes);
  await app.register(disbursalBackOfficeRoutes);
  await app.register(payoutWebhookRoute);
  await app.register(ledgerBackOfficeRoutes);
  await app.register(loanBackOfficeRoutes);
  await app.register(goldBackOfficeRoutes);
  await app.register(referralBackOfficeRoutes);
  await app.register(insuranceBackOfficeRoutes);
  await app.register(creditLineBackOfficeRoutes);
  await app.register(collectionExceptionRoutes);
  await app.register(reconciliationRoutes);
  await app.register(remittanceBackOfficeRoutes);
  if (deps.mode === 'sandbox') await app.register(devRoutes, { prefix: devBase });
  if (deps.mode === 'sandbox') await app.register(bankSandboxRoutes, { prefix: devBase });
  if (deps.mode === 'sandbox') await app.register(udyamSandboxRoutes, { prefix: devBase });
  if (deps.mode === 'sandbox') await app.register(mandateSandboxPages, { prefix: devBase });
  if (deps.sandboxPaymentGateway)
    await app.register(paymentGatewaySandboxPages, { prefix: devBase, gateway: deps.sandboxPaymentGateway });
  if (deps.sandboxGoldVendor) await app.register(goldVendorSandboxImages, { prefix: devBase });
  if (options.webDistDir) await registerWebApp(app, options.webDistDir);
  if (options.consoleDistDir) await registerConsoleApp(app, options.consoleDistDir);

  return app;
}
