import { encryptPdf } from '../../apps/server/src/modules/bank-statements/statement-pdf/testing/encrypt-pdf.ts';
import { generateStatementPdf } from '../../apps/server/src/modules/bank-statements/statement-pdf/testing/generate-statement.ts';

/** A seven-month HDFC statement ending last month, as the bank would send it; locked when a password is given. */
export async function hdfcStatement(holderName: string, password?: string) {
  const today = new Date();
  const endOfLastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  const { bytes } = await generateStatementPdf({
    bank: 'HDFC',
    holderName,
    accountNumber: '50100123456789',
    months: 7,
    endDate: endOfLastMonth.toISOString().slice(0, 10),
    seed: 42,
    monthlySalaryPaise: 6_200_000,
  });
  return Buffer.from(password ? await encryptPdf(bytes, password) : bytes);
}
