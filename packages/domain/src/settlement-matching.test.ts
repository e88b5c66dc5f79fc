import { describe, expect, it } from 'vitest';

import { isWellFormed, matchReport, type ExpectedLine, type ReportedLine } from './settlement-matching.ts';

const ours = (
  reference: string,
  amount: number,
  lenderId = 174,
  more: Partial<ExpectedLine> = {},
): ExpectedLine => ({
  reference,
  providerId: `pay_${reference}`,
  lenderId,
  amount,
  ofDay: true,
  ...more,
});

/** A gateway line of `amount`: 2% fee, 18% GST on it (whole paise here). */
const line = (reference: string, amount: number, more: Partial<ReportedLine> = {}): ReportedLine => {
  const fee = amount / 50;
  const gst = (fee * 18) / 100;
  return { providerId: `pay_${reference}`, reference, amount, fee, gst, net: amount - fee - gst, ...more };
};

describe('matching a provider report against the ledger', () => {
  it('splits the matched lines by lender, each with its gross, fee, GST and what its bank received', () => {
    const lines = [line('a', 100_000), line('b', 50_000), line('c', 200_000)];
    const result = matchReport(lines, 350_000 - 7_000 - 1_260, [
      ours('a', 100_000),
      ours('b', 50_000, 176),
      ours('c', 200_000),
    ]);
    expect(result.portions).toEqual([
      {
        lenderId: 174,
        lines: [lines[0], lines[2]],
        amount: 300_000,
        fee: 6_000,
        gst: 1_080,
        net: 292_920,
        shortfall: 0,
        received: 292_920,
      },
      {
        lenderId: 176,
        lines: [lines[1]],
        amount: 50_000,
        fee: 1_000,
        gst: 180,
        net: 48_820,
        shortfall: 0,
        received: 48_820,
      },
    ]);
    expect(result).toMatchObject({ missing: [], unknown: [], mismatched: [], shortfall: 0, excess: 0 });
  });

  it('finds the movement of the day a report lacks, the line it has that we do not, and an amount that differs', () => {
    const stranger = line('z', 10_000);
    const wrongAmount = line('b', 60_000);
    const otherPayment = line('c', 20_000, { providerId: 'pay_other' });
    const result = matchReport(
      [line('a', 10_000), stranger, wrongAmount, otherPayment, line('a', 10_000)],
      0,
      [
        ours('a', 10_000),
        ours('b', 50_000),
        ours('c', 20_000),
        ours('d', 30_000),
        // Not of the day: looked up because a line might name it; its absence is no break.
        ours('e', 40_000, 174, { ofDay: false }),
      ],
    );
    expect(result.portions.map((p) => p.lines.map((l) => l.reference))).toEqual([['a']]);
    expect(result.missing.map((m) => m.reference)).toEqual(['c', 'd']);
    // A second line for a movement already matched is unknown too: money is never settled twice.
    expect(result.unknown).toEqual([stranger, otherPayment, line('a', 10_000)]);
    expect(result.mismatched).toEqual([{ line: wrongAmount, expected: ours('b', 50_000) }]);
  });

  it('takes a line whose figures do not add up as a mismatch', () => {
    const broken = line('a', 10_000, { net: 9_000 });
    expect(isWellFormed(broken)).toBe(false);
    expect(matchReport([broken], 9_000, [ours('a', 10_000)]).mismatched).toHaveLength(1);
    expect(isWellFormed(line('a', 10_000, { fee: -1, net: 9_765 }))).toBe(false);
  });

  it("matches a refund's line, which takes its amount back with no fee, and nets it in its lender's part", () => {
    const refund = (reference: string, amount: number, more: Partial<ReportedLine> = {}): ReportedLine => ({
      providerId: `rfnd_${reference}`,
      reference,
      amount: -amount,
      fee: 0,
      gst: 0,
      net: -amount,
      ...more,
    });
    const lines = [line('a', 100_000), refund('r', 30_000)];
    const result = matchReport(lines, 97_640 - 30_000, [
      ours('a', 100_000),
      ours('r', -30_000, 174, { providerId: 'rfnd_r' }),
    ]);
    expect(result.portions).toMatchObject([
      { lenderId: 174, fee: 2_000, gst: 360, net: 67_640, received: 67_640 },
    ]);
    expect(result).toMatchObject({ unknown: [], mismatched: [], shortfall: 0, excess: 0 });
    // Alone, it is a part below zero: the lender's bank paid it.
    const alone = matchReport([refund('r', 30_000)], -30_000, [
      ours('r', -30_000, 174, { providerId: null }),
    ]);
    expect(alone.portions[0]?.received).toBe(-30_000);
    expect(isWellFormed(refund('r', 30_000, { fee: 600, net: -30_600 }))).toBe(false);
    expect(isWellFormed(refund('r', 30_000, { net: -29_999 }))).toBe(false);
    expect(isWellFormed(refund('r', 0.5, { net: -0.5 }))).toBe(false);
  });

  it('splits a shortfall between lenders by what each was due, to the paisa, and never hides it', () => {
    const lines = [line('a', 100_000), line('b', 200_000)];
    const net = lines.reduce((sum, l) => sum + l.net, 0);
    const result = matchReport(lines, net - 10_001, [ours('a', 100_000), ours('b', 200_000, 176)]);
    expect(result.shortfall).toBe(10_001);
    expect(result.portions.map((p) => [p.lenderId, p.shortfall, p.received])).toEqual([
      [174, 3_334, 97_640 - 3_334],
      [176, 6_667, 195_280 - 6_667],
    ]);
    expect(result.portions.reduce((sum, p) => sum + p.received, 0)).toBe(net - 10_001);
  });

  it('bears no more shortfall on matched lines than they hold, and tells what was paid beyond the lines', () => {
    const short = matchReport([line('a', 100_000), line('z', 100_000)], 0, [ours('a', 100_000)]);
    expect(short.shortfall).toBe(195_280);
    expect(short.portions[0]).toMatchObject({ shortfall: 97_640, received: 0 });
    const over = matchReport([line('a', 100_000)], 100_000, [ours('a', 100_000)]);
    expect(over).toMatchObject({ shortfall: 0, excess: 2_360 });
    expect(over.portions[0]?.received).toBe(97_640);
  });
});
