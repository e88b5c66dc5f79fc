import { createHash } from 'node:crypto';

import { goldGstBasisPoints, type GoldQuoteSide } from '@kredo/domain/gold';
import { paise, type Paise } from '@kredo/domain/money';

import { goldVendorErrors, GoldVendorError, type GoldRate } from './index.ts';

const MINUTE_MS = 60_000;

/** The sandbox vendor's rates (docs/providers.md). */
export const sandboxRateTimings = {
  /** A new rate every 5 minutes of the sandbox clock, from the epoch. */
  slotMs: 5 * MINUTE_MS,
  /** A rate is refused 7 minutes after its slot began. */
  validMs: 7 * MINUTE_MS,
} as const;

/** Paise per gram: the buy rate's centre (Rs 12,800 a gram, GST excluded). */
const buyCentre = 12_800_00;
/** The sell rate is the buy rate less 3%. */
const sellBasisPoints = 9_700;

/**
 * The walk's layers: every `slots` slots a fresh offset of at most ± `amplitude` paise, drawn from
 * a hash of the layer and its point, with straight lines between points. Summed, they move like a
 * market's rate (a little from one slot to the next, up to Rs 300 over days) and are the same on
 * every server and after every restart.
 */
const layers = [
  { slots: 1, amplitude: 8_00 },
  { slots: 12, amplitude: 45_00 },
  { slots: 288, amplitude: 250_00 },
] as const;

/** A number in [-1, 1] drawn from the layer and the point. */
function noise(layer: number, point: number): number {
  const digest = createHash('sha256').update(`sandbox-gold-rate:${layer}:${point}`).digest();
  return (digest.readUInt32BE(0) / 0xffff_ffff) * 2 - 1;
}

/** The buy rate of a slot, paise per gram without GST. */
export function buyPriceOfSlot(slot: number): Paise {
  let offset = 0;
  layers.forEach(({ slots, amplitude }, layer) => {
    const point = Math.floor(slot / slots);
    const along = (slot - point * slots) / slots;
    offset += amplitude * ((1 - along) * noise(layer, point) + along * noise(layer, point + 1));
  });
  return paise(buyCentre + Math.round(offset));
}

const sellPriceOf = (buyPrice: Paise): Paise => paise(Math.floor((buyPrice * sellBasisPoints) / 10_000));

export const slotAt = (now: Date): number => Math.floor(now.getTime() / sandboxRateTimings.slotMs);

/** The rate of one side in a slot. Its id is the side and the slot: `buy-5834020`, `sell-5834020`. */
export function rateOfSlot(side: GoldQuoteSide, slot: number): GoldRate {
  const buyPrice = buyPriceOfSlot(slot);
  return {
    rateId: `${side}-${slot}`,
    pricePerGram: side === 'buy' ? buyPrice : sellPriceOf(buyPrice),
    taxBasisPoints: side === 'buy' ? goldGstBasisPoints : 0,
    validUntil: new Date(slot * sandboxRateTimings.slotMs + sandboxRateTimings.validMs),
  };
}

/** The rate a verify names, if it is of `side` and still good at `now`; else rateExpired. */
export function rateNamed(side: GoldQuoteSide, rateId: unknown, now: Date): GoldRate {
  const match = typeof rateId === 'string' ? /^(buy|sell)-(\d{1,12})$/.exec(rateId) : null;
  const slot = match ? Number(match[2]) : Number.NaN;
  const refuse = (why: string) => new GoldVendorError(goldVendorErrors.rateExpired, `rate ${why}`);
  if (!match || !Number.isSafeInteger(slot)) throw refuse('unknown');
  if (match[1] !== side) throw refuse(`of the other side (a ${side} needs a ${side} rate)`);
  // A slot not begun yet was never quoted.
  if (slot > slotAt(now)) throw refuse('unknown');
  const rate = rateOfSlot(side, slot);
  if (now.getTime() > rate.validUntil.getTime()) throw refuse('no longer valid');
  return rate;
}
