import { formatStatementDate } from '../statement-dates.ts';
import type { StatementBank } from '../statement-types.ts';
import type { StatementEvent } from './statement-events.ts';

/** How each bank words a transaction, and what it prints in its reference or cheque column. */
export type Worded = { narration: string; ref: string };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const monthName = (event: StatementEvent) => MONTHS[event.month.month - 1] ?? '';

/** The quarter an interest credit pays, as 01-04-2026 to 30-06-2026. */
function quarter(event: StatementEvent): string {
  const { year, month } = event.month;
  const start = `${year}-${String(month - 2).padStart(2, '0')}-01`;
  return `${formatStatementDate(start, 'dd-mm-yyyy')} to ${formatStatementDate(event.date, 'dd-mm-yyyy')}`;
}

function hdfc(e: StatementEvent, account: string): Worded {
  const ref = `0000${e.ref}`;
  switch (e.kind) {
    case 'salary':
      return {
        narration: `NEFT CR-CITI0000002-${e.party}-SALARY ${monthName(e)}-CITIN${e.ref.slice(0, 9)}`,
        ref,
      };
    case 'emi':
      return { narration: `ACH D- ${e.party}-${e.handle}`, ref };
    case 'emi-return':
      return { narration: `ACH D- RETURN-${e.party}-${e.handle}`, ref };
    case 'emi-return-charge':
      return { narration: `ACH D- RETURN CHGS INCL GST-${e.handle}`, ref };
    case 'cheque':
      return { narration: `CHQ PAID-MICR CTS-MU-${e.party}`, ref: e.chequeNumber.padStart(16, '0') };
    case 'cheque-return':
      return {
        narration: `CHQ RETURN-MICR CTS-${e.party}-FUNDS INSUFFICIENT`,
        ref: e.chequeNumber.padStart(16, '0'),
      };
    case 'cheque-return-charge':
      return {
        narration: `CHQ RETURN CHGS INCL GST-${e.chequeNumber}`,
        ref: e.chequeNumber.padStart(16, '0'),
      };
    case 'rent':
      return { narration: `IMPS-${e.ref}-${e.party}-HDFC-XXXXXXXXXX${account.slice(-4)}-RENT`, ref };
    case 'atm':
      return { narration: `NWD-416021XXXXXX${account.slice(-4)}-${e.handle}-${e.party}`, ref };
    case 'card-bill':
      return { narration: `IB BILLPAY DR-HDFCC5-${e.handle}`, ref };
    case 'upi-debit':
      return { narration: `UPI-${e.party}-${e.handle}-ICIC0DC0099-${e.ref}-UPI`, ref };
    case 'upi-credit':
      return { narration: `UPI-${e.party}-${e.handle}-SBIN0001234-${e.ref}-PAYMENT FROM PHONE`, ref };
    case 'pos':
      return { narration: `POS 416021XXXXXX${account.slice(-4)} ${e.party} POS DEBIT`, ref };
    case 'interest':
      return { narration: 'CREDIT INTEREST CAPITALISED', ref: '0000000000000000' };
  }
}

function icici(e: StatementEvent, account: string): Worded {
  const cheque = e.chequeNumber;
  switch (e.kind) {
    case 'salary':
      return {
        narration: `NEFT-CITIN${e.ref.slice(0, 9)}-${e.party}-SALARY ${monthName(e)} ${e.month.year}`,
        ref: '',
      };
    case 'emi':
      return { narration: `ACH/${e.party}/${e.handle}`, ref: '' };
    case 'emi-return':
      return { narration: `ACH RETURN/${e.party}/${e.handle}`, ref: '' };
    case 'emi-return-charge':
      return { narration: 'ACH DEBIT RETURN CHARGES INCL GST', ref: '' };
    case 'cheque':
      return { narration: `CLG/${e.party}/${cheque}`, ref: cheque };
    case 'cheque-return':
      return { narration: `CHQ RETURN/${e.party}/INSUFFICIENT FUNDS`, ref: cheque };
    case 'cheque-return-charge':
      return { narration: `CHQ RETURN CHARGES INCL GST/${cheque}`, ref: cheque };
    case 'rent':
      return { narration: `MMT/IMPS/${e.ref}/RENT/${e.party}/HDFC Bank`, ref: '' };
    case 'atm':
      return { narration: `NFS/CASH WDL/${e.ref.slice(0, 6)}/${e.handle}/${e.party}`, ref: '' };
    case 'card-bill':
      return { narration: `BIL/ONL/${e.ref}/ICICI CREDIT CARD/${e.handle}`, ref: '' };
    case 'upi-debit':
      return { narration: `UPI/${e.ref}/${e.party}/${e.handle}/Axis Bank/Payment`, ref: '' };
    case 'upi-credit':
      return { narration: `UPI/${e.ref}/${e.party}/${e.handle}/State Bank Of I/Payment from Ph`, ref: '' };
    case 'pos':
      return { narration: `VPS/${e.party}/${e.ref.slice(0, 10)}/${account.slice(-4)}`, ref: '' };
    case 'interest':
      return { narration: `${account}:Int.Pd:${quarter(e)}`, ref: '' };
  }
}

function sbi(e: StatementEvent): Worded {
  switch (e.kind) {
    case 'salary':
      return {
        narration: `BY TRANSFER-NEFT*CITI0000002*CITIN${e.ref.slice(0, 9)}*${e.party} SALARY ${monthName(e)}`,
        ref: e.ref,
      };
    case 'emi':
      return { narration: `DEBIT-ACH DR INW ${e.party} ${e.handle}`, ref: e.ref };
    case 'emi-return':
      return { narration: `ACH DR INW RETURN ${e.party} ${e.handle}`, ref: e.ref };
    case 'emi-return-charge':
      return { narration: 'ACH RTN CHRG INCL GST', ref: e.ref };
    case 'cheque':
      return { narration: `TO CLEARING-CHQ ${e.chequeNumber} ${e.party}`, ref: e.chequeNumber };
    case 'cheque-return':
      return { narration: `BY CHQ RETURN ${e.chequeNumber} INSUFF FUNDS`, ref: e.chequeNumber };
    case 'cheque-return-charge':
      return { narration: 'CHQ RTN CHARGES INCL GST', ref: e.chequeNumber };
    case 'rent':
      return { narration: `TO TRANSFER-IMPS/${e.ref}/${e.party}/RENT`, ref: e.ref };
    case 'atm':
      return { narration: `ATM WDL-ATM CASH ${e.handle} ${e.party}`, ref: '' };
    case 'card-bill':
      return { narration: `TO TRANSFER-INB SBI CARD PAYMENT ${e.handle}`, ref: e.ref };
    case 'upi-debit':
      return { narration: `TO TRANSFER-UPI/DR/${e.ref}/${e.party}/YESB/${e.handle}/Payment`, ref: e.ref };
    case 'upi-credit':
      return { narration: `BY TRANSFER-UPI/CR/${e.ref}/${e.party}/HDFC/${e.handle}/Payment`, ref: e.ref };
    case 'pos':
      return { narration: `POS ATM PURCH OTHPG ${e.ref.slice(0, 10)} ${e.party}`, ref: e.ref };
    case 'interest':
      return { narration: 'CREDIT INTEREST', ref: '' };
  }
}

function axis(e: StatementEvent, account: string): Worded {
  const cheque = e.chequeNumber;
  switch (e.kind) {
    case 'salary':
      return {
        narration: `NEFT/CITIN${e.ref.slice(0, 9)}/${e.party}/SALARY ${monthName(e)} ${e.month.year}`,
        ref: '',
      };
    case 'emi':
      return { narration: `NACH-DR-${e.party}-${e.handle}`, ref: '' };
    case 'emi-return':
      return { narration: `NACH-DR-RETURN-${e.party}-${e.handle}`, ref: '' };
    case 'emi-return-charge':
      return { narration: 'NACH RETURN CHARGES INCL GST', ref: '' };
    case 'cheque':
      return { narration: `CLG/${e.party}/${cheque}`, ref: cheque };
    case 'cheque-return':
      return { narration: `CHQ RETURN/${e.party}/FUNDS INSUFFICIENT`, ref: cheque };
    case 'cheque-return-charge':
      return { narration: 'CHQ RETURN CHGS INCL GST', ref: cheque };
    case 'rent':
      return { narration: `IMPS/P2A/${e.ref}/${e.party}/RENT`, ref: '' };
    case 'atm':
      return { narration: `ATM-CASH-AXIS/${e.party}/${e.handle}`, ref: '' };
    case 'card-bill':
      return { narration: `BRN-CC PAYMENT/${e.handle}`, ref: '' };
    case 'upi-debit':
      return { narration: `UPI/P2M/${e.ref}/${e.party}/UPI/YES BANK`, ref: '' };
    case 'upi-credit':
      return { narration: `UPI/P2A/${e.ref}/${e.party}/UPI/HDFC BANK`, ref: '' };
    case 'pos':
      return { narration: `POS/${e.party}/${e.ref.slice(0, 8)}`, ref: '' };
    case 'interest':
      return { narration: `${account}:Int.Pd:${quarter(e)}`, ref: '' };
  }
}

export function wordEvent(bank: StatementBank, event: StatementEvent, accountNumber: string): Worded {
  switch (bank) {
    case 'HDFC':
      return hdfc(event, accountNumber);
    case 'ICICI':
      return icici(event, accountNumber);
    case 'SBI':
      return sbi(event);
    case 'AXIS':
      return axis(event, accountNumber);
  }
}
