import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber } from 'pdf-lib';

import { byteRangePlaceholder, digestByteRange, fillByteRange, findUnsignedSlot } from './byte-range.ts';

export type PdfSigner = { name: string; reason: string; location: string; contactInfo?: string | undefined };

/**
 * Room for the CMS in /Contents, in bytes: a 2048-bit signature with the signer's certificate, the
 * eSign CA's chain and signed attributes is 4-6 KB; the rest leaves space for an ESP that adds
 * OCSP answers or a timestamp.
 */
export const signatureRoomBytes = 16_384;

/** Annotation flag: print the (invisible) signature widget with the page. */
const printFlag = 4;
/** AcroForm SigFlags: SignaturesExist | AppendOnly. */
const signatureFlags = 3;

/**
 * Adds an invisible signature field on the last page whose /Contents is a zero-filled hole of
 * `signatureRoomBytes`, writes the final ByteRange around it and returns the SHA-256 of the bytes
 * it covers: the hash an Indian eSign service (ESP) signs. Texts are written as UTF-16 hex strings
 * so a name with brackets or in Devanagari survives.
 */
export async function preparePdfForSigning(
  pdf: Uint8Array,
  signer: PdfSigner,
): Promise<{ prepared: Uint8Array; byteRangeDigest: string }> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  const page = pages[pages.length - 1];
  if (!page) throw new Error('The PDF has no page to sign');

  const byteRange = PDFArray.withContext(doc.context);
  byteRange.push(PDFNumber.of(0));
  for (let index = 0; index < 3; index += 1) byteRange.push(PDFName.of(byteRangePlaceholder));
  const signature = doc.context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'adbe.pkcs7.detached',
    ByteRange: byteRange,
    Contents: PDFHexString.of('00'.repeat(signatureRoomBytes)),
    Name: PDFHexString.fromText(signer.name),
    Reason: PDFHexString.fromText(signer.reason),
    Location: PDFHexString.fromText(signer.location),
    ...(signer.contactInfo ? { ContactInfo: PDFHexString.fromText(signer.contactInfo) } : {}),
  });
  const widget = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [0, 0, 0, 0],
      V: doc.context.register(signature),
      T: PDFHexString.fromText(`Signature${countSignatureFields(doc) + 1}`),
      F: printFlag,
      P: page.ref,
    }),
  );
  const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? doc.context.obj([]);
  annotations.push(widget);
  page.node.set(PDFName.of('Annots'), annotations);
  const form = acroFormOf(doc);
  form.set(PDFName.of('SigFlags'), PDFNumber.of(signatureFlags));
  const fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray) ?? doc.context.obj([]);
  fields.push(widget);
  form.set(PDFName.of('Fields'), fields);

  // Object streams would compress the signature dictionary, hiding its ByteRange from the filler.
  const saved = Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
  const prepared = fillByteRange(saved);
  return { prepared, byteRangeDigest: digestByteRange(prepared, findUnsignedSlot(prepared).byteRange) };
}

function acroFormOf(doc: PDFDocument): PDFDict {
  const existing = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (existing) return existing;
  const form = doc.context.obj({ Fields: [] });
  doc.catalog.set(PDFName.of('AcroForm'), doc.context.register(form));
  return form;
}

function countSignatureFields(doc: PDFDocument): number {
  const fields = doc.catalog
    .lookupMaybe(PDFName.of('AcroForm'), PDFDict)
    ?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  return fields?.size() ?? 0;
}
