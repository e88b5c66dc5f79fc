import { basisPoints, multiplyPaiseByBasisPoints, paise } from '@kredo/domain/money';

import type { Db } from '../../db/database.ts';
import type { DailyReportAnswer } from '../daily-report.ts';
import {
  dayWindow,
  fixedId,
  fixedUtr,
  nextDay,
  notReadyUntil,
  reportReadyAt,
  shortfallOf,
} from '../sandbox-daily-report.ts';
import type { GatewaySettlement, GatewaySettlementLine } from './index.ts';
import { listCapturedBetween } from './sandbox.repository.ts';
import { listProcessedBetween, type ProcessedRefund } from './sandbox-refunds.repository.ts';

/** The sandbox gateway's charges: 2% of each payment, and GST at 18% on that fee (docs/providers.md). */
export const sandboxGatewayCharges = {
  feeRate: basisPoints(200),
  gstRate: basisPoints(1800),
} as const;

/** The UPI IDs that shape a day's settlement (docs/providers.md); each is captured as any other. */
export const sandboxSettlementMagic = {
  /** The payment is left out of its day's settlement. */
  unsettledVpa: 'unsettled@upi',
  /** Its day's settlement pays Rs 100 less than its lines say. */
  shortVpa: 'short@upi',
  /** Its day's settlement is made at 18:00 the next day instead of 06:00. */
  lateVpa: 'late@upi',
} as const;

/** A payment's line: the fee rounded half up to the paisa, the GST on that fee likewise. */
export function settlementLineOf(payment: {
  id: string;
  reference: string;
  amount: number;
}): GatewaySettlementLine {
  const amount = paise(payment.amount);
  const fee = multiplyPaiseByBasisPoints(amount, sandboxGatewayCharges.feeRate, 'half-up');
  const gst = multiplyPaiseByBasisPoints(fee, sandboxGatewayCharges.gstRate, 'half-up');
  return {
    type: 'payment',
    paymentId: payment.id,
    reference: payment.reference,
    amount,
    fee,
    gst,
    net: amount - fee - gst,
  };
}

/** A refund's line: what was refunded taken away, no fee (nor is the payment's fee given back). */
export const refundLineOf = (refund: ProcessedRefund): GatewaySettlementLine => ({
  type: 'refund',
  refundId: refund.id,
  paymentId: refund.paymentId,
  reference: refund.idempotencyKey,
  amount: -refund.amount,
  fee: 0,
  gst: 0,
  net: -refund.amount,
});

/**
 * The settlement of the payments captured on `day` (India), less the refunds processed on it, as
 * Razorpay's settlement recon report gives it: made at 06:00 the next day and paid in that day
 * (T+1) under one UTR, its id and UTR fixed by the day. The magic UPI IDs of the day's payments
 * leave a line out, pay it short or make it late. A day whose refunds take more than its payments
 * bring has a total below zero: the sandbox takes it from the lender's account under the UTR.
 */
export async function settlementReport(
  db: Db,
  day: string,
  now: Date,
): Promise<DailyReportAnswer<GatewaySettlement>> {
  const { from, until } = dayWindow(day);
  const captured = await listCapturedBetween(db, from, until);
  const late = captured.some((payment) => payment.vpa === sandboxSettlementMagic.lateVpa);
  const waiting = notReadyUntil<GatewaySettlement>(reportReadyAt(day, late), now);
  if (waiting) return waiting;
  const lines = [
    ...captured
      .filter((payment) => payment.vpa !== sandboxSettlementMagic.unsettledVpa)
      .map(settlementLineOf),
    ...(await listProcessedBetween(db, from, until)).map(refundLineOf),
  ];
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const short = captured.filter((payment) => payment.vpa === sandboxSettlementMagic.shortVpa).length;
  const reference = `setl_${fixedId(`gateway-settlement:${day}`)}`;
  return {
    status: 'ready',
    report: {
      reference,
      businessDate: day,
      settledOn: nextDay(day),
      utr: fixedUtr(nextDay(day), reference),
      lines,
      total: net - shortfallOf(short, Math.max(net, 0)),
    },
  };
}
