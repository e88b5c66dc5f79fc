import { allocateLargestRemainder } from './largest-remainder.ts';

/**
 * Matching a provider's daily report (a gateway settlement, a NACH settlement, a payout bank's
 * statement) against what the lender's ledger holds, all amounts in paise. A line matches the
 * movement of ours with its reference and provider id, for the same amount; what the report pays
 * is split by lender, each lender's part to be posted on its own. A report paying less than its
 * lines say (a short settlement) leaves the shortfall where the lines' money sits until settled,
 * split between the lenders in proportion to their part; it is never hidden.
 */

/** A movement the ledger holds: a captured payment, a confirmed debit, a payout paid. */
export type ExpectedLine = {
  /** Our reference: the payment id, the debit reference, the disbursal id. */
  reference: string;
  /** The provider's id for it, when we know it. */
  providerId: string | null;
  lenderId: number;
  amount: number;
  /** Of the report's day: missing from the report is a break. Otherwise looked up by a line's reference. */
  ofDay: boolean;
};

/** A line of the report: `amount` gross, less `fee` and `gst`, is `net`. */
export type ReportedLine = {
  providerId: string;
  reference: string;
  amount: number;
  fee: number;
  gst: number;
  net: number;
};

export type LenderPortion = {
  lenderId: number;
  lines: ReportedLine[];
  amount: number;
  fee: number;
  gst: number;
  net: number;
  /** The lender's share of a short settlement's shortfall. */
  shortfall: number;
  /** What the lender's bank account received (or paid) for its lines: `net` less `shortfall`. */
  received: number;
};

export type Mismatch = { line: ReportedLine; expected: ExpectedLine };

export type MatchResult = {
  /** One per lender with a matched line, by lender id. */
  portions: LenderPortion[];
  missing: ExpectedLine[];
  unknown: ReportedLine[];
  mismatched: Mismatch[];
  /** The lines' net, all of them (matched or not). */
  linesNet: number;
  /** What the report's lines say less what it paid, when it paid less; 0 otherwise. */
  shortfall: number;
  /** What it paid beyond its lines' net, when it paid more; 0 otherwise. */
  excess: number;
};

const amountOk = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * A line whose figures are whole paise, not negative, and add up (gross = net + fee + GST); or a
 * refund's line, which takes money back: a negative amount in whole paise, its net, with no fee.
 */
export const isWellFormed = (line: ReportedLine): boolean =>
  line.amount < 0
    ? Number.isSafeInteger(line.amount) && line.fee === 0 && line.gst === 0 && line.net === line.amount
    : [line.amount, line.fee, line.gst, line.net].every(amountOk) &&
      line.amount > 0 &&
      line.net + line.fee + line.gst === line.amount;

function portionsOf(matched: { line: ReportedLine; lenderId: number }[], shortfall: number): LenderPortion[] {
  const byLender = new Map<number, ReportedLine[]>();
  for (const { line, lenderId } of matched) byLender.set(lenderId, [...(byLender.get(lenderId) ?? []), line]);
  const portions = [...byLender.entries()]
    .sort(([a], [b]) => a - b)
    .map(([lenderId, lines]) => {
      const sum = (pick: (line: ReportedLine) => number) =>
        lines.reduce((total, line) => total + pick(line), 0);
      return {
        lenderId,
        lines,
        amount: sum((l) => l.amount),
        fee: sum((l) => l.fee),
        gst: sum((l) => l.gst),
        net: sum((l) => l.net),
        shortfall: 0,
        received: 0,
      };
    });
  const matchedNet = portions.reduce((total, portion) => total + portion.net, 0);
  // What the unmatched lines carried is theirs to explain; the matched ones bear the rest.
  const borne = Math.min(shortfall, matchedNet);
  const shares =
    borne > 0
      ? allocateLargestRemainder(
          BigInt(borne),
          portions.map((portion) => BigInt(portion.net)),
        )
      : [];
  return portions.map((portion, index) => {
    const share = Number(shares[index] ?? 0n);
    return { ...portion, shortfall: share, received: portion.net - share };
  });
}

/**
 * Matches the report's lines (and what it paid in all, `total`) against the movements we hold:
 * each line to the movement of its reference with its provider id (when we know it), for the same
 * gross amount. A line matched twice, or naming a movement we do not hold, is unknown; a movement
 * of the day no line names is missing.
 */
export function matchReport(
  lines: readonly ReportedLine[],
  total: number,
  expected: readonly ExpectedLine[],
): MatchResult {
  const ours = new Map(expected.map((line) => [line.reference, line]));
  const taken = new Set<string>();
  const matched: { line: ReportedLine; lenderId: number }[] = [];
  const unknown: ReportedLine[] = [];
  const mismatched: Mismatch[] = [];
  for (const line of lines) {
    const mine = ours.get(line.reference);
    const sameMovement =
      mine !== undefined &&
      !taken.has(mine.reference) &&
      (mine.providerId === null || mine.providerId === line.providerId);
    if (!sameMovement) {
      unknown.push(line);
      continue;
    }
    taken.add(mine.reference);
    if (line.amount !== mine.amount || !isWellFormed(line)) mismatched.push({ line, expected: mine });
    else matched.push({ line, lenderId: mine.lenderId });
  }
  const linesNet = lines.reduce((sum, line) => sum + line.net, 0);
  const shortfall = Math.max(0, linesNet - total);
  return {
    portions: portionsOf(matched, shortfall),
    missing: expected.filter((line) => line.ofDay && !taken.has(line.reference)),
    unknown,
    mismatched,
    linesNet,
    shortfall,
    excess: Math.max(0, total - linesNet),
  };
}
