import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { findMessageByProviderId, recordDelivery } from './notifications.repository.ts';
import type { DeliveryStatus } from './notifications.schema.ts';

/** The query Gupshup calls the Realtime Delivery URL with (its documented GET format). */
export type GupshupDeliveryReport = {
  externalId: string;
  status: string;
  deliveredTS?: string | undefined;
  cause?: string | undefined;
  phoneNo?: string | undefined;
  errCode?: string | undefined;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, so neither the length nor the content leaks through timing. */
export function deliveryReportTokenMatches(expected: string, presented: string): boolean {
  return timingSafeEqual(digest(expected), digest(presented));
}

/** Gupshup's final statuses are SUCCESS, FAILURE and UNKNOWN. */
function deliveryStatusOf(status: string): DeliveryStatus {
  const upper = status.trim().toUpperCase();
  if (upper === 'SUCCESS') return 'delivered';
  if (upper === 'FAILURE' || upper === 'FAIL' || upper === 'FAILED') return 'undelivered';
  return 'unknown';
}

function instantOf(epochMs: string | undefined): Date | null {
  if (!epochMs || !/^\d{10,16}$/.test(epochMs)) return null;
  return new Date(Number(epochMs));
}

/**
 * Stores a delivery report on the message it names. A report for a message we did not send, or
 * naming another number, changes nothing: it is logged (by ids only) and still acknowledged, so
 * the gateway does not keep retrying it.
 */
export async function applyGupshupDeliveryReport(
  deps: { db: Db; clock: Clock },
  report: GupshupDeliveryReport,
  log: FastifyBaseLogger,
): Promise<void> {
  const message = await findMessageByProviderId(deps.db, 'gupshup', report.externalId);
  if (!message) {
    log.warn({ externalId: report.externalId }, 'SMS delivery report for an unknown message');
    return;
  }
  if (report.phoneNo && report.phoneNo.slice(-10) !== message.recipient) {
    log.warn({ messageId: message.id }, 'SMS delivery report names another number; ignored');
    return;
  }
  const deliveryStatus = deliveryStatusOf(report.status);
  const recorded = await recordDelivery(deps.db, message.id, {
    deliveryStatus,
    deliveryCause: report.cause?.trim().slice(0, 100) || null,
    deliveryErrorCode: report.errCode?.trim().slice(0, 20) || null,
    deliveredAt: deliveryStatus === 'delivered' ? instantOf(report.deliveredTS) : null,
    deliveryReportedAt: deps.clock.now(),
  });
  log.info(
    { messageId: message.id, deliveryStatus, errCode: report.errCode, recorded },
    'SMS delivery report',
  );
}
