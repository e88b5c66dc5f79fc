import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { encryptPdf } from './statement-pdf/testing/encrypt-pdf.ts';
import { generateStatementPdf } from './statement-pdf/testing/generate-statement.ts';

export type Session = Awaited<ReturnType<typeof signIn>>;
export type Started = {
  entityId: string;
  perfiosTransactionId: string;
  txnId: string;
  yearMonthFrom: string;
  yearMonthTo: string;
};

let people = 0;
const nextPerson = () => {
  people += 1;
  const n = String(people).padStart(4, '0');
  return { mobile: `95432${n.padStart(5, '0')}`, pan: `CDEPS${n}K`, dob: '1990-04-05', name: 'Sunil Nair' };
};

/** Generated statements of two banks, one of them password protected, made once per file. */
export async function sampleStatements() {
  const common = {
    holderName: 'Sunil Nair',
    months: 7,
    endDate: '2026-10-31',
    monthlySalaryPaise: 6_500_000,
  };
  const hdfc = await generateStatementPdf({
    ...common,
    bank: 'HDFC',
    accountNumber: '50100123456789',
    seed: 7,
  });
  const sbi = await generateStatementPdf({ ...common, bank: 'SBI', accountNumber: '32109876543', seed: 8 });
  const hdfcLocked = await encryptPdf(hdfc.bytes, 'sunil1990');
  return { hdfc, sbi, hdfcLocked };
}

export const dataUri = (bytes: Uint8Array) =>
  `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`;

/** Borrowers and their statement sessions over HTTP. */
export function statementsTestKit(ctx: { t: TestApp }) {
  const borrower = async (): Promise<Session> => {
    const person = nextPerson();
    await seedPerson(ctx.t, person);
    return signIn(ctx.t, person);
  };
  const post = (b: Session, path: string, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: `/api/bs-service/${path}`, headers: b.headers, payload });
  const start = async (b: Session, institutionId = '20'): Promise<Started> => {
    const reply = await post(b, 'start', {
      handler: 'start',
      userId: b.userId,
      institutionId,
      version: '1.1',
    });
    if (reply.statusCode !== 200) throw new Error(`start answered ${reply.statusCode}: ${reply.body}`);
    return reply.json();
  };
  const ref = (b: Session, s: Started, institutionId = '20') => ({
    userId: b.userId,
    institutionId,
    perfiosTransactionId: s.perfiosTransactionId,
    entityId: s.entityId,
  });
  const upload = (b: Session, s: Started, bytes: Uint8Array, extra: Record<string, unknown> = {}) =>
    post(b, 'upload', { handler: 'upload', ...ref(b, s), txId: s.txnId, file: dataUri(bytes), ...extra });
  const complete = (b: Session, s: Started, extra: Record<string, unknown> = {}) =>
    post(b, 'complete', { handler: 'complete', ...ref(b, s), ...extra });
  const isComplete = (b: Session, txnId?: string) =>
    ctx.t.app.inject({
      url: `/api/corleone/is-bs-transaction-complete${txnId ? `?txnId=${txnId}` : ''}`,
      headers: b.headers,
    });
  return { borrower, post, start, upload, complete, isComplete };
}
