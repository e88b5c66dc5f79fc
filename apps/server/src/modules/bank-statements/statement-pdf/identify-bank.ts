import type { StatementBank } from './statement-types.ts';

/** The bank a statement names in its header block: one of our four, another bank, or none. */
export type NamedBank = { kind: 'ours'; bank: StatementBank } | { kind: 'other'; name: string } | null;

type KnownBank = { name: string; ifsc: string; pattern: RegExp; ours?: StatementBank };

const known = (name: string, ifsc: string, ours?: StatementBank): KnownBank => ({
  name,
  ifsc,
  ours,
  pattern: new RegExp(`\\b${name.replaceAll(' ', '\\s+').replaceAll('&', '(?:&|AND)')}\\b`, 'i'),
});

/** Longest names first, so "State Bank of India" is not read as "Bank of India". */
const knownBanks: readonly KnownBank[] = [
  known('HDFC Bank', 'HDFC', 'HDFC'),
  known('ICICI Bank', 'ICIC', 'ICICI'),
  known('State Bank of India', 'SBIN', 'SBI'),
  known('Axis Bank', 'UTIB', 'AXIS'),
  known('Kotak Mahindra Bank', 'KKBK'),
  known('Yes Bank', 'YESB'),
  known('Punjab National Bank', 'PUNB'),
  known('Bank of Baroda', 'BARB'),
  known('Canara Bank', 'CNRB'),
  known('Union Bank of India', 'UBIN'),
  known('IDFC FIRST Bank', 'IDFB'),
  known('IndusInd Bank', 'INDB'),
  known('Federal Bank', 'FDRL'),
  known('Central Bank of India', 'CBIN'),
  known('Indian Overseas Bank', 'IOBA'),
  known('Bank of India', 'BKID'),
  known('Indian Bank', 'IDIB'),
  known('UCO Bank', 'UCBA'),
  known('Bank of Maharashtra', 'MAHB'),
  known('Punjab & Sind Bank', 'PSIB'),
  known('IDBI Bank', 'IBKL'),
  known('AU Small Finance Bank', 'AUBL'),
  known('RBL Bank', 'RATN'),
  known('Karur Vysya Bank', 'KVBL'),
  known('South Indian Bank', 'SIBL'),
  known('Karnataka Bank', 'KARB'),
  known('City Union Bank', 'CIUB'),
  known('Tamilnad Mercantile Bank', 'TMBL'),
  known('DBS Bank', 'DBSS'),
  known('Standard Chartered', 'SCBL'),
  known('HSBC', 'HSBC'),
  known('Citibank', 'CITI'),
  known('Dhanlaxmi Bank', 'DLXB'),
  known('Jammu & Kashmir Bank', 'JAKA'),
  known('Equitas Small Finance Bank', 'ESFB'),
  known('Ujjivan Small Finance Bank', 'UJVN'),
  known('Paytm Payments Bank', 'PYTM'),
  known('Airtel Payments Bank', 'AIRP'),
].sort((a, b) => b.name.length - a.name.length);

const IFSC = /\b([A-Z]{4})0[A-Z0-9]{6}\b/g;

function named(bank: KnownBank): NamedBank {
  return bank.ours ? { kind: 'ours', bank: bank.ours } : { kind: 'other', name: bank.name };
}

/**
 * The bank of the header block's first IFSC (the branch's code is the surest sign), else of the
 * first bank name in it. An IFSC of a bank not in the list still names "another bank".
 */
export function identifyBank(headerLines: readonly string[]): NamedBank {
  const text = headerLines.join('\n');
  for (const [, prefix] of text.matchAll(IFSC)) {
    const bank = knownBanks.find((candidate) => candidate.ifsc === prefix);
    if (bank) return named(bank);
    // Only after a label, so that a word such as "SAVINGS0123..." in a header is not taken for a bank.
    if (new RegExp(`IFSC[^\\n]{0,20}${prefix}0`, 'i').test(text))
      return { kind: 'other', name: `IFSC ${prefix}` };
  }
  let first: { index: number; bank: KnownBank } | undefined;
  let remaining = text;
  for (const bank of knownBanks) {
    const match = bank.pattern.exec(remaining);
    if (!match) continue;
    if (!first || match.index < first.index) first = { index: match.index, bank };
    // Blank the longer name out so that a shorter one inside it ("Bank of India") is not found again.
    remaining = remaining.replace(bank.pattern, (found) => ' '.repeat(found.length));
  }
  return first ? named(first.bank) : null;
}
