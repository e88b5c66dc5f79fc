import { randomInt } from 'node:crypto';

import type { DeliveryStage, DeliveryStatus, TradeState } from './index.ts';
import { returnedPinEnding } from './sandbox-magic.ts';
import type { SandboxGoldTradeRow } from './sandbox.schema.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How long things take at the sandbox vendor (docs/providers.md). */
export const sandboxGoldTimings = {
  /** A verified trade must be confirmed by then, else it fails. */
  confirmWithinMs: 10 * MINUTE_MS,
  /** A confirmed sell is in progress this long before it succeeds. */
  sellSettlesAfterMs: 30_000,
  /** A callback is due between 1 and 20 s after the outcome it reports. */
  callbackDelayMs: { min: 1_000, max: 20_000 },
  /** Each callback is delivered a second time this long after the first is due. */
  repeatCallbackAfterMs: 5 * MINUTE_MS,
} as const;

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** The vendor's user id: `sg_` and 10 digits. */
export const newCustomerId = () => `sg_${digits(10)}`;
/** The vendor's transaction id: `sgtx_` and 16 digits. */
export const newTradeId = () => `sgtx_${digits(16)}`;
/** The vendor's invoice number: `SGINV` and 12 digits. */
export const newInvoiceNumber = () => `SGINV${digits(12)}`;

/** Where a trade stands at `now`: the order status API's answer. */
export function tradeStateAt(row: SandboxGoldTradeRow, now: Date): TradeState {
  const state = { txId: row.id, kind: row.kind, invoiceNumber: null, balanceAfter: null };
  if (row.outcome === null)
    return { ...state, status: now.getTime() <= row.confirmBy.getTime() ? 'pending' : 'failed' };
  if (row.outcome === 'failed') return { ...state, status: 'failed' };
  if (row.settlesAt && row.settlesAt.getTime() <= now.getTime())
    return { ...state, status: 'success', invoiceNumber: row.invoiceNumber, balanceAfter: row.balanceAfter };
  return { ...state, status: 'in-progress', invoiceNumber: row.invoiceNumber };
}

/** The courier's stages, in days from the redeem's confirm; a returned parcel never reaches DELIVERED. */
const deliveredCourse: readonly [DeliveryStage, number][] = [
  ['ORDER_PLACED', 0],
  ['DISPATCHED', 1],
  ['IN_TRANSIT', 2],
  ['OUT_FOR_DELIVERY', 4],
  ['DELIVERED', 5],
];
const returnedCourse: readonly [DeliveryStage, number][] = [...deliveredCourse.slice(0, 4), ['RETURNED', 6]];

export const courierCompanies = ['BlueDart', 'Delhivery'] as const;

/** The courier and its waybill number, chosen when the redeem is confirmed. */
export function newShipment(): { courierCompany: string; courierTrackingId: string } {
  const courierCompany = courierCompanies[randomInt(courierCompanies.length)]!;
  // BlueDart's waybills are 11 digits, Delhivery's 14.
  return { courierCompany, courierTrackingId: digits(courierCompany === 'BlueDart' ? 11 : 14) };
}

const trackingLinkOf = (courierCompany: string, trackingId: string) =>
  courierCompany === 'BlueDart'
    ? `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${trackingId}`
    : `https://www.delhivery.com/track/package/${trackingId}`;

/** Where a confirmed redeem's parcel is at `now`; null for a trade that never shipped. */
export function deliveryAt(row: SandboxGoldTradeRow, now: Date): DeliveryStatus | null {
  if (row.kind !== 'redeem' || row.outcome !== 'success' || !row.confirmedAt) return null;
  const start = row.confirmedAt.getTime();
  const course = row.deliveryPinCode?.endsWith(returnedPinEnding) ? returnedCourse : deliveredCourse;
  const reached = course.filter(([, days]) => start + days * DAY_MS <= now.getTime());
  const [stage, days] = reached[reached.length - 1]!;
  const shipped = stage !== 'ORDER_PLACED' && row.courierCompany && row.courierTrackingId;
  return {
    txId: row.id,
    stage,
    courierCompany: shipped ? row.courierCompany : null,
    courierTrackingId: shipped ? row.courierTrackingId : null,
    trackingLink: shipped ? trackingLinkOf(row.courierCompany!, row.courierTrackingId!) : null,
    updatedAt: new Date(start + days * DAY_MS),
  };
}
