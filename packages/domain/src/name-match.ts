/**
 * How closely two people's names agree, 0-100: the name a borrower typed against the name their
 * bank has on the account (a penny drop's registered name). Banks write names their own way:
 * capitals, a title in front ("MR", "SMT"), the surname first, initials for given names, a
 * middle name dropped. None of that should fail a genuine borrower; a different person should.
 */

/**
 * The score at or above which a registered name is taken as the borrower's own. A dropped middle
 * name scores 80 and initials for the given names score 83-88, so they pass; a different first
 * name under the same surname scores 50 and a surname alone 67, so they go to a person instead.
 * Raising it to 80+ would send every surname-first-with-initials record to manual review.
 */
export const NAME_MATCH_THRESHOLD = 70;

/** Titles a bank or a borrower may put before a name; they say nothing about who it is. */
export const nameTitles: readonly string[] = [
  'mr',
  'mrs',
  'ms',
  'miss',
  'mst',
  'master',
  'shri',
  'sri',
  'shree',
  'smt',
  'shrimati',
  'srimati',
  'km',
  'kum',
  'dr',
  'prof',
  'late',
];
const honorifics = new Set(nameTitles);

/** Spellings that banks abbreviate; read as one name. */
const aliases: Record<string, string> = { mohd: 'mohammed', md: 'mohammed' };

/** Beyond this many words a name is compared on its first ones (no real name comes near it). */
const maxWords = 10;
/** Two different words count as the same name when this similar (Mohammad/Mohammed, Verma/Varma). */
const spellingFloor = 80;
/** An initial against the name it could stand for. */
const initialScore = 75;

/**
 * The words of a name as compared: accents and case dropped, anything but letters a space (so
 * "R.K." is "r k"), titles in front removed, abbreviations spelt out.
 */
export function nameMatchWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => aliases[word] ?? word);
  let start = 0;
  // Titles only in front: "Kumari" or "Miss" later in a name may be the family name.
  while (start < words.length - 1 && honorifics.has(words[start]!)) start += 1;
  return words.slice(start, start + maxWords);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Two words' agreement, an integer 0-100 (integers keep the total exact, hence symmetric). */
function wordScore(a: string, b: string): number {
  if (a === b) return 100;
  if (a.length === 1 || b.length === 1) return a[0] === b[0] ? initialScore : 0;
  const longer = Math.max(a.length, b.length);
  const similarity = Math.round((100 * (longer - editDistance(a, b))) / longer);
  return similarity >= spellingFloor ? similarity : 0;
}

/**
 * The best pairing of one name's words with the other's, in any order (each word used once):
 * a search over subsets of the shorter name's words, at most 2^10 of them.
 */
function bestPairing(rows: readonly string[], columns: readonly string[]): number {
  const best = new Array<number>(1 << columns.length).fill(-1);
  best[0] = 0;
  for (const row of rows) {
    for (let used = best.length - 1; used >= 0; used -= 1) {
      const sofar = best[used]!;
      if (sofar < 0) continue;
      columns.forEach((column, index) => {
        const bit = 1 << index;
        if (used & bit) return;
        const score = wordScore(row, column);
        if (score > 0 && sofar + score > best[used | bit]!) best[used | bit] = sofar + score;
      });
    }
  }
  return Math.max(...best);
}

/**
 * 0-100: twice the paired words' agreement over the number of words in both names (a Dice
 * coefficient), so a word in one name that the other lacks costs in proportion. 100 for the same
 * words in any order or case, with or without titles, or the same letters spaced differently
 * ("Ramkumar" and "Ram Kumar"). A name with no letters matches nothing.
 */
export function nameMatchScore(a: string, b: string): number {
  const first = nameMatchWords(a);
  const second = nameMatchWords(b);
  if (first.length === 0 || second.length === 0) return 0;
  if (first.join('') === second.join('')) return 100;
  const [rows, columns] = first.length >= second.length ? [first, second] : [second, first];
  return Math.round((2 * bestPairing(rows, columns)) / (first.length + second.length));
}
