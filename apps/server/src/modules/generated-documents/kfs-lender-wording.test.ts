import { describe, expect, it } from 'vitest';

import type { PdfBlock } from '../../lib/pdf/pdf-document.ts';
import { pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { lenderIdsWithTerms, lenderTermsOf } from '../consent/lender-terms.ts';
import { anchorKfs, kfsParties } from './generated-documents-test-kit.ts';
import { keyFactStatementBlocks, renderKeyFactStatementPdf } from './key-fact-statement-pdf.ts';
import { lenderWording, lenderWordingIn } from './kfs-lender-wording.ts';
import { kfsTexts } from './kfs-texts.ts';

const compact = (text: string) => text.replace(/\s/g, '');

/** Latin words left once a web address and the '(i)' numbering are taken out: English, if any. */
const englishIn = (text: string) =>
  text
    .replace(/\b[\w.-]+\.(?:in|org|com)\b/g, '')
    .replace(/\((?:i|ii|iii|iv|v)\)/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

/** The value of the statement's row with the label. */
function rowValue(blocks: PdfBlock[], label: string): string {
  const rows = blocks.flatMap((block) => (block.kind === 'key-value' ? block.rows : []));
  const row = rows.find((candidate) => candidate.label === label);
  if (!row) throw new Error(`no row '${label}'`);
  return row.value;
}

describe("the lenders' own words in the Key Fact Statement", () => {
  it.each(lenderIdsWithTerms)(
    'are in Hindi in the Hindi statement of lender %i: Annex A part 1 no. 10, part 2 nos. 1 and 2',
    (lenderId) => {
      const terms = lenderTermsOf(lenderId);
      const kfs = anchorKfs({ contingentCharges: terms.contingentCharges, disclosures: terms.disclosures });
      const hindi = keyFactStatementBlocks(kfs, kfsParties(), 'hi');
      const { hi, en } = kfsTexts;
      // Annex A part 1 no. 10, part 2 nos. 1 and 2.
      for (const label of [hi.contingentCharges, hi.recoveryAgents, hi.grievanceClause]) {
        const value = rowValue(hindi, label);
        expect(englishIn(value), `${label}: ${value}`).toEqual([]);
        expect(value).toMatch(/[\u0900-\u097f]/);
      }
      expect(rowValue(hindi, hi.grievanceClause)).toContain('cms.rbi.org.in');
      expect(rowValue(hindi, hi.contingentCharges)).toContain('₹500');

      // The English statement, and the statement itself, keep the lender's English.
      const english = keyFactStatementBlocks(kfs, kfsParties(), 'en');
      expect(rowValue(english, en.recoveryAgents)).toBe(terms.disclosures.recoveryAgentsClause);
      expect(rowValue(english, en.contingentCharges)).toContain(terms.contingentCharges[0]!.description);
      expect(kfs.partTwo.recoveryAgentsClause).toBe(terms.disclosures.recoveryAgentsClause);
    },
  );

  it('prints them in the Hindi PDF', async () => {
    const terms = lenderTermsOf(lenderIdsWithTerms[0]!);
    const kfs = anchorKfs({ contingentCharges: terms.contingentCharges, disclosures: terms.disclosures });
    const text = compact(
      (await pdfPageTexts(await renderKeyFactStatementPdf(kfs, kfsParties(), 'hi'))).join(' '),
    );
    // Words without the vowel sign 'ि', which a PDF's text comes back with before its consonant.
    for (const words of ['₹500', '₹250', 'वसूली एजेंट', 'आरबीआई लोकपाल (cms.rbi.org.in)', 'बाउंस'])
      expect(text).toContain(compact(words));
    expect(text).not.toContain('\u0000');
    expect(text).not.toContain('RBI');
  });

  it('has a Hindi for each English wording, in Devanagari, with the same figures', () => {
    for (const [key, wording] of Object.entries(lenderWording)) {
      expect(wording.hi, key).toMatch(/[\u0900-\u097f]/);
      expect(wording.hi.match(/\d+/g), key).toEqual(wording.en.match(/\d+/g));
      expect(lenderWordingIn(wording.en, 'hi'), key).toBe(wording.hi);
      expect(lenderWordingIn(wording.en, 'en'), key).toBe(wording.en);
    }
    expect(lenderWordingIn('A clause of its own', 'hi')).toBe('A clause of its own');
  });
});
