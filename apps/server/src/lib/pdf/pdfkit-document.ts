// Loads @types/pdfkit's global PDFKit namespace for the files that only draw on a document.
import type {} from 'pdfkit';

/** The pdfkit document the layout draws on. */
export type PdfKitDocument = PDFKit.PDFDocument;
