import { beforeAll, describe, expect, it } from 'vitest';

import { flipByte, opensslVerify } from '../../lib/pdf-signature/testing/signature-tools.ts';
import { verifySignedPdf } from '../../lib/pdf-signature/verify-signed-pdf.ts';
import { pdfInfo, pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { createSandboxRoot, type SandboxAuthority } from '../../providers/esign/sandbox-ca.ts';
import { unconfiguredLenderSigner } from './lender-signature.ts';
import { sampleNoc } from './loan-documents-test-kit.ts';
import { renderNocPdf, renderSignedNocPdf } from './noc-pdf.ts';
import { nocTexts } from './noc-texts.ts';
import { createSandboxLenderSigner } from './sandbox-lender-signer.ts';

const compact = (text: string) => text.replace(/\s/g, '');
const textOf = async (bytes: Uint8Array) => (await pdfPageTexts(bytes)).join(' ');
const signedAt = new Date('2027-01-21T05:00:00Z');

describe('renderNocPdf', () => {
  const data = sampleNoc();

  it("states on the lender's letterhead that the loan is closed, nothing is due and the lender has no claim", async () => {
    const bytes = await renderNocPdf(data, 'en');
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    expect(text).toMatch(/^Sahyadri Finance Private Limited 4th Floor, Prabhat Towers/);
    expect(text).toContain('RBI registration: N-13.02287');
    expect(text).toContain('Date: 21 Jan 2027 Reference: NOC/KL174261124A1B2C3 Place: Pune');
    expect(text).toContain('No Objection Certificate');
    expect(text).toContain('To Ravi Kumar');
    expect(text).toContain('Subject: Closure of loan account KL174261124A1B2C3');
    expect(text).toContain('1,00,000.00');
    expect(text).toContain('Date of disbursal 24 Nov 2026');
    expect(text).toContain('Date of closure 20 Jan 2027 (repaid early, foreclosed)');
    expect(text).toContain('Ravi Kumar has repaid the loan above in full');
    expect(text).toContain('nothing is due; the loan account was closed on 20 Jan 2027');
    expect(text).toContain(
      'Sahyadri Finance Private Limited has no objection and no claim of any kind against the borrower',
    );
    expect(text).toContain('credit information companies');
    expect(text).toContain('in our data as of 31 Jan 2027');
    expect(text).toContain('grievance@sahyadrifinance.example');
    expect(text).toContain('For Sahyadri Finance Private Limited');
    expect(text).toContain('Authorised signatory (digitally signed)');
    expect(text).not.toContain('\u0000');
    expect(await pdfInfo(bytes)).toMatchObject({ Title: 'No Objection Certificate NOC/KL174261124A1B2C3' });
  });

  it('names a loan repaid to its end as repaid in full, and is written in Hindi with the same figures', async () => {
    const repaid = sampleNoc({ loan: { ...data.loan, status: 'CLOSED' } });
    expect(await textOf(await renderNocPdf(repaid, 'en'))).toContain('20 Jan 2027 (repaid in full)');
    const hindi = await textOf(await renderNocPdf(data, 'hi'));
    expect(hindi).toContain('ऋण खाता');
    expect(compact(hindi)).toContain(compact('20 जनवरी 2027'));
    for (const figure of ['1,00,000.00', 'KL174261124A1B2C3', 'NOC/KL174261124A1B2C3'])
      expect(hindi).toContain(figure);
    expect(hindi).not.toContain('\u0000');
  });
});

describe('renderSignedNocPdf', () => {
  let root: SandboxAuthority;
  beforeAll(async () => {
    root = await createSandboxRoot(new Date('2026-01-01'));
  });

  it("carries the lender's signature over the whole file, which verifies against the sandbox root", async () => {
    const signer = createSandboxLenderSigner(async () => root);
    const signed = await renderSignedNocPdf(sampleNoc(), 'en', signer, signedAt);
    const verdict = verifySignedPdf(signed, [root.certificatePem]);
    expect(verdict).toMatchObject({
      valid: true,
      signerName: 'Sahyadri Finance Private Limited',
      signedAt,
      reason: 'No Objection Certificate NOC/KL174261124A1B2C3',
    });
    expect((await opensslVerify(signed, root.certificatePem, signedAt)).ok).toBe(true);
    // The text is still there to read after signing.
    expect(await textOf(new Uint8Array(signed))).toContain('No Objection Certificate');
  });

  it('is invalid once a byte changes, or against another root', async () => {
    const signer = createSandboxLenderSigner(async () => root);
    const signed = await renderSignedNocPdf(sampleNoc(), 'en', signer, signedAt);
    expect(verifySignedPdf(flipByte(signed, 200), [root.certificatePem]).valid).toBe(false);
    const other = await createSandboxRoot(new Date('2026-01-01'));
    expect(verifySignedPdf(signed, [other.certificatePem]).valid).toBe(false);
  });

  it('keeps a lender key for later signings, and refuses to sign without a configured certificate', async () => {
    const signer = createSandboxLenderSigner(async () => root);
    const later = new Date(signedAt.getTime() + 86_400_000);
    const [first, second] = [
      await renderSignedNocPdf(sampleNoc(), 'en', signer, signedAt),
      await renderSignedNocPdf(sampleNoc(), 'en', signer, later),
    ];
    expect(verifySignedPdf(second, [root.certificatePem])).toMatchObject({ valid: true, signedAt: later });
    expect(verifySignedPdf(first, [root.certificatePem]).valid).toBe(true);
    await expect(
      renderSignedNocPdf(sampleNoc(), 'en', unconfiguredLenderSigner, signedAt),
    ).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});

describe('the NOC texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const { en, hi } = nocTexts;

  it('have a Hindi text for every English one, with the same placeholders, in Devanagari', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const hindi = hi[key as keyof typeof hi];
      expect(placeholders(hindi), key).toEqual(placeholders(english));
      expect(hindi, key).toMatch(/[\u0900-\u097f]/);
    }
  });
});
