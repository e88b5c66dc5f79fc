import type { LoanDocument } from '@kredo/contract/loan-payments';
import { messages } from '@kredo/contract/messages';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { and, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sandboxAuthorityLoader } from '../../providers/esign/sandbox-authority.ts';
import { findAgreement } from '../consent/agreement-records.ts';
import { findKfs } from '../consent/key-fact-statements.ts';
import { findOwnCreditLine, type CreditLineRow } from '../credit-lines/credit-line-records.ts';
import { kfsFile } from '../consent/offer-documents.ts';
import { documentBytes, storeGeneratedDocument } from '../documents/documents.service.ts';
import {
  unconfiguredLenderSigner,
  type LenderDocumentSigner,
} from '../generated-documents/lender-signature.ts';
import { renderSignedNocPdf } from '../generated-documents/noc-pdf.ts';
import { createSandboxLenderSigner } from '../generated-documents/sandbox-lender-signer.ts';
import { renderStatementOfAccountPdf } from '../generated-documents/statement-of-account-pdf.ts';
import { loanJournal } from '../ledger/ledger.service.ts';
import { findUserById } from '../users/users.service.ts';
import { loanDocumentFiles } from './loan-documents.schema.ts';
import {
  consentLanguageOf,
  documentLanguageOf,
  lineNocDataOf,
  nocDataOf,
  statementDataOf,
} from './loan-document-sources.ts';
import type { LoanRow } from './loan-opening.ts';
import { positionOf } from './loan-position.ts';
import { ownLoan } from './loans.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'cipher' | 'mode'>;

type LoanDocumentKind = 'NOC' | 'STATEMENT_OF_ACCOUNT';

/** A loan closed with nothing owed: repaid to its end, or foreclosed. A written-off loan still owed is DISBURSED. */
const closedStatuses: readonly string[] = ['CLOSED', 'PRE_CLOSED'];

const signers = new WeakMap<Db, LenderDocumentSigner>();

/**
 * The lenders' document-signing key: in sandbox mode a certificate per lender from the sandbox
 * eSign CA the agreements are signed under; none in production until the lenders' DSCs are
 * installed, so a NOC then fails as an outage rather than go out unsigned.
 */
export function lenderSignerOf(deps: Pick<Deps, 'db' | 'clock' | 'cipher' | 'mode'>): LenderDocumentSigner {
  if (deps.mode !== 'sandbox') return unconfiguredLenderSigner;
  let signer = signers.get(deps.db);
  if (!signer) {
    signer = createSandboxLenderSigner(sandboxAuthorityLoader(deps));
    signers.set(deps.db, signer);
  }
  return signer;
}

/** The borrower's own loan; another's, or one whose payout came back (no loan to show), is not found. */
async function shownLoan(db: Db, userId: string, loanId: string): Promise<LoanRow> {
  const loan = await ownLoan(db, userId, loanId);
  if (!loan || loan.tags.includes('cancelled')) throw notFound('loan');
  return loan;
}

type FileSpec = { kind: LoanDocumentKind; edition: string; fileName: string; issuedOn: IsoDate };

/**
 * The loan's file of this kind and edition: the one kept, or else rendered, stored encrypted and
 * kept. Two first requests at once keep one file (the other is left unreferenced) and both
 * answer the kept one.
 */
async function keptFile(
  deps: Deps,
  loan: Pick<LoanRow, 'id' | 'userId'>,
  spec: FileSpec,
  render: () => Promise<Uint8Array>,
): Promise<LoanDocument> {
  const find = async () => {
    const [row] = await deps.db
      .select()
      .from(loanDocumentFiles)
      .where(
        and(
          eq(loanDocumentFiles.loanId, loan.id),
          eq(loanDocumentFiles.kind, spec.kind),
          eq(loanDocumentFiles.edition, spec.edition),
        ),
      );
    return row;
  };
  const answer = async (row: { documentId: string; fileName: string }) => ({
    fileName: row.fileName,
    pdfData: (await documentBytes(deps, row.documentId)).toString('base64'),
  });
  const existing = await find();
  if (existing) return answer(existing);
  const stored = await storeGeneratedDocument(deps, loan.userId, spec.kind, await render());
  await deps.db
    .insert(loanDocumentFiles)
    .values({ loanId: loan.id, ...spec, documentId: stored.id, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  const kept = await find();
  if (!kept) throw new Error(`loan ${loan.id}: its ${spec.kind} was not kept`);
  return answer(kept);
}

/**
 * `statement-of-account`: the loan's statement as of today's business day. It is rendered again
 * only when the day or the loan's ledger has moved since the last one.
 */
export async function statementOfAccount(deps: Deps, userId: string, loanId: string): Promise<LoanDocument> {
  const loan = await shownLoan(deps.db, userId, loanId);
  const asOf = isoDate(deps.clock.businessDate());
  const entries = await loanJournal(deps.db, loan.id);
  return keptFile(
    deps,
    loan,
    {
      kind: 'STATEMENT_OF_ACCOUNT',
      edition: `${asOf}/${loan.status}/${entries.length}`,
      fileName: `Statement-of-account-${loan.lenderLoanAcctId}-${asOf}.pdf`,
      issuedOn: asOf,
    },
    async () => {
      const [position, borrower, language] = await Promise.all([
        positionOf(deps.db, loan),
        findUserById(deps.db, loan.userId),
        documentLanguageOf(deps.db, loan),
      ]);
      const data = statementDataOf({ position, entries, borrowerName: borrower?.name ?? '', asOf });
      return renderStatementOfAccountPdf(data, language);
    },
  );
}

/**
 * `generate-noc`: the No Objection Certificate of a closed loan, signed by its lender. Issued once,
 * on the first request, and the same file answered after; a loan not closed is refused (409).
 */
export async function generateNoc(deps: Deps, userId: string, loanId: string): Promise<LoanDocument> {
  const line = await findOwnCreditLine(deps.db, userId, loanId);
  if (line) return lineNoc(deps, line);
  const loan = await shownLoan(deps.db, userId, loanId);
  if (!closedStatuses.includes(loan.status))
    throw new AppError('CONFLICT', `loan is ${loan.status}, not closed`, {
      userMessage: messages.nocNotClosed,
    });
  const issuedOn = isoDate(deps.clock.businessDate());
  return keptFile(
    deps,
    loan,
    { kind: 'NOC', edition: 'NOC', fileName: `NOC-${loan.lenderLoanAcctId}.pdf`, issuedOn },
    async () => {
      const [borrower, language] = await Promise.all([
        findUserById(deps.db, loan.userId),
        documentLanguageOf(deps.db, loan),
      ]);
      const data = nocDataOf(loan, borrower?.name ?? '', issuedOn);
      return renderSignedNocPdf(data, language, lenderSignerOf(deps), deps.clock.now());
    },
  );
}

/** A closed credit line's NOC, issued once as a loan's is. */
async function lineNoc(deps: Deps, line: CreditLineRow): Promise<LoanDocument> {
  if (line.status !== 'CLOSED')
    throw new AppError('CONFLICT', `credit line is ${line.status}, not closed`, {
      userMessage: messages.nocNotClosed,
    });
  const issuedOn = isoDate(deps.clock.businessDate());
  return keptFile(
    deps,
    line,
    { kind: 'NOC', edition: 'NOC', fileName: `NOC-${line.lenderLoanAcctId}.pdf`, issuedOn },
    async () => {
      const borrower = await findUserById(deps.db, line.userId);
      const data = lineNocDataOf(line, borrower?.name ?? '', issuedOn);
      const language = await consentLanguageOf(deps.db, line.opportunityId);
      return renderSignedNocPdf(data, language, lenderSignerOf(deps), deps.clock.now());
    },
  );
}

/** A stored document answered as a loan document: its file name and base64 bytes. */
async function storedFile(deps: Deps, documentId: string, fileName: string): Promise<LoanDocument> {
  return { fileName, pdfData: (await documentBytes(deps, documentId)).toString('base64') };
}

/**
 * `loan-agreement`: the loan agreement as the borrower signed it (the PDF with its embedded
 * signature, as it was e-mailed), so a borrower without an e-mail has it too.
 */
export async function signedAgreementOf(deps: Deps, userId: string, loanId: string): Promise<LoanDocument> {
  const loan = await shownLoan(deps.db, userId, loanId);
  const agreement = await findAgreement(deps.db, loan.opportunityId);
  if (!agreement?.signedDocumentId) throw notFound('signed agreement');
  return storedFile(deps, agreement.signedDocumentId, `Loan-agreement-${agreement.agreementNumber}.pdf`);
}

/**
 * `key-fact-statement`: the Key Fact Statement the borrower accepted the loan on, in the language
 * they accepted it in (rendered once, then kept, as the offer's KFS is).
 */
export async function acceptedKfsOf(deps: Deps, userId: string, loanId: string): Promise<LoanDocument> {
  const loan = await shownLoan(deps.db, userId, loanId);
  const kfs = await findKfs(deps.db, loan.opportunityId, loan.kfsId);
  if (!kfs) throw notFound('KFS');
  const documentId = await kfsFile(deps, kfs, loan.lenderId, await documentLanguageOf(deps.db, loan));
  return storedFile(deps, documentId, `KFS-${loan.lenderLoanAcctId}.pdf`);
}
