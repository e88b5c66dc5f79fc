import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

import type { EKyc } from '../../providers/uidai/index.ts';

export type EKycPdfInput = EKyc & {
  source: 'Aadhaar OKYC (UIDAI)' | 'DigiLocker e-Aadhaar';
  verificationId: string;
  verifiedAt: Date;
};

const genders = { M: 'Male', F: 'Female', T: 'Transgender' } as const;

/** The standard fonts draw WinAnsi only; anything else (a name in Devanagari) shows as '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/** Breaks a line into pieces no wider than `width` points. */
function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The e-KYC as a one-page A4 PDF: the photo, name, date of birth, gender, address and masked
 * Aadhaar, with where and when it was verified. It is stored as the borrower's current address
 * proof, where the lender's reviewers read documents.
 */
export async function drawEKycPdf(input: EKycPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`e-KYC ${input.verificationId}`);
  pdf.setProducer('Kredo');
  pdf.setCreationDate(input.verifiedAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const photo = await pdf.embedPng(input.photoPng);
  const ink = rgb(0.12, 0.14, 0.18);
  const grey = rgb(0.4, 0.42, 0.46);

  page.drawText('e-KYC: Proof of Identity and Address', { x: 48, y: 780, size: 18, font: bold, color: ink });
  page.drawText(printable(`Source: ${input.source}`), {
    x: 48,
    y: 758,
    size: 10,
    font: regular,
    color: grey,
  });
  page.drawImage(photo, { x: 447, y: 630, width: 100, height: 125 });

  const rows: Array<[string, string]> = [
    ['Name', input.name],
    ['Date of birth', input.dob],
    ['Gender', genders[input.gender]],
    ['Aadhaar', `XXXX XXXX ${input.aadhaarLast4}`],
    ['Address', input.address],
  ];
  let y = 720;
  for (const [label, value] of rows) {
    page.drawText(label, { x: 48, y, size: 11, font: bold, color: ink });
    for (const line of wrap(printable(value), 250, (text) => regular.widthOfTextAtSize(text, 11))) {
      page.drawText(line, { x: 160, y, size: 11, font: regular, color: ink });
      y -= 16;
    }
    y -= 8;
  }

  const footer = [
    `Verified at: ${input.verifiedAt.toISOString()}`,
    `Verification: ${input.verificationId}`,
    `Reference: ${input.referenceId}`,
  ];
  footer.forEach((line, index) =>
    page.drawText(printable(line), { x: 48, y: 96 - index * 14, size: 9, font: regular, color: grey }),
  );
  return pdf.save();
}
