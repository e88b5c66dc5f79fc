import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../lib/app-error.ts';
import { applyGupshupDeliveryReport, deliveryReportTokenMatches } from './delivery-reports.service.ts';

/** Given to Gupshup as the Realtime Delivery URL, with the token in place of `:token`. */
export const gupshupDeliveryReportPath = '/api/sms/delivery-reports/gupshup/:token';

const optionalText = z.string().max(200).optional();

const gupshupReportQuery = z.object({
  externalId: z.string().min(1).max(100),
  status: z.string().min(1).max(40),
  deliveredTS: optionalText,
  cause: optionalText,
  phoneNo: optionalText,
  errCode: optionalText,
  noOfFrags: optionalText,
  mask: optionalText,
});

/**
 * The SMS gateway's delivery reports. Gupshup signs nothing, so the URL we give it carries a
 * secret (SMS_DELIVERY_REPORT_TOKEN), checked before anything else is read; the log masks it.
 * Registered only when a gateway is configured.
 */
export const deliveryReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const expected = deps.smsDeliveryReportToken;
  if (!expected) return;

  app.get(
    gupshupDeliveryReportPath,
    {
      schema: { hide: true, params: z.object({ token: z.string() }), querystring: gupshupReportQuery },
      // The gateway reports every message from a few addresses: its bursts are not abuse.
      config: { rateLimit: false },
      // Before the query is read or validated, as every credential is checked.
      onRequest: async (request) => {
        const { token } = request.params as { token?: string };
        if (!deliveryReportTokenMatches(expected, token ?? '')) {
          throw new AppError('UNAUTHENTICATED', 'SMS delivery report with a wrong token');
        }
      },
    },
    async (request, reply) => {
      await applyGupshupDeliveryReport(deps, request.query, request.log);
      return reply.type('text/plain').send('OK');
    },
  );
};
