import { backOfficeLoanPaths, type CollectionExceptions } from '@kredo/contract/loan-servicing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { anOverdueLoan, loanId } from '../testing/loan-fixtures';
import { loanServer, renderAs } from '../testing/loan-server';

type PaymentBreak = CollectionExceptions['paymentBreaks'][number];
type Debit = CollectionExceptions['debits'][number];

const otherLoanId = '0e7d9b1c-2f4a-4c8e-8a31-5d6b7c8e9f00';

const aBreak = (overrides: Partial<PaymentBreak> = {}): PaymentBreak => ({
  id: 'break-1',
  paymentId: 'payment-b',
  loanId,
  reason: 'LINK_MISMATCH',
  linkId: 'plink_A1',
  gatewayPaymentId: 'pay_Q1',
  captured: 800_00,
  expected: 800_00,
  detectedAt: '2026-03-14T06:30:00.000Z',
  ...overrides,
});

const aDebit = (overrides: Partial<Debit> = {}): Debit => ({
  reference: 'KRD-0042-03-1',
  loanId,
  lenderLoanAcctId: 'KL0000042',
  instalmentNumber: 3,
  attempt: 1,
  amount: 6_875_50,
  chargeDate: '2026-03-05',
  status: 'RETURNED',
  reasonCode: '04',
  reasonText: 'Funds insufficient',
  ...overrides,
});

function exceptionsServer(exceptions: CollectionExceptions) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === backOfficeLoanPaths.collectionExceptions)
      return Response.json(exceptions);
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

const textsOf = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);

function tableRows(name: string) {
  const table = screen.getByRole('table', { name });
  const [header, ...rows] = within(table).getAllByRole('row');
  return {
    table,
    header: textsOf(within(header!).getAllByRole('columnheader')),
    rows: rows.map((row) => textsOf(within(row).getAllByRole('cell'))),
  };
}

describe('the collections exceptions', () => {
  it('lists the gateway payments held and the NACH debits not collected, from a link on the loans page', async () => {
    loanServer({ views: { overdue: [anOverdueLoan()] } });
    await renderAs('/loans');
    const link = await screen.findByRole('link', { name: 'Collections exceptions' });
    const calls = exceptionsServer({
      paymentBreaks: [
        aBreak(),
        aBreak({ id: 'break-2', reason: 'AMOUNT_MISMATCH', linkId: 'plink_B1', captured: 1_00 }),
        aBreak({
          id: 'break-3',
          paymentId: 'payment-c',
          loanId: otherLoanId,
          reason: 'PAYMENT_ID_REUSED',
          linkId: 'plink_C1',
        }),
      ],
      debits: [
        aDebit(),
        aDebit({
          reference: 'KRD-0042-04-1',
          instalmentNumber: 4,
          amount: 1_50_000_00,
          chargeDate: '2026-04-05',
          status: 'REJECTED',
          reasonCode: 'ABOVE_MANDATE',
          reasonText: 'Above the mandate’s maximum amount',
        }),
        aDebit({
          reference: 'KRD-0042-02-2',
          instalmentNumber: 2,
          attempt: 2,
          status: 'REJECTED',
          reasonCode: '21',
          reasonText: 'Invalid UMRN or inactive mandate',
        }),
      ],
    });
    fireEvent.click(link);

    await screen.findByRole('table', { name: 'Gateway payments held' });
    expect(screen.getByRole('heading', { level: 1, name: 'Collections exceptions' })).toBeDefined();
    expect(calls.map((call) => call.url)).toEqual([backOfficeLoanPaths.collectionExceptions]);

    const held = tableRows('Gateway payments held');
    expect(held.header).toEqual([
      'Detected',
      'Loan',
      'Reason',
      'Captured',
      'Payment’s amount',
      'Gateway payment id',
      'Link id',
      'Payment id',
    ]);
    expect(held.rows.map((cells) => cells.slice(1))).toEqual([
      [loanId, 'Capture on another payment’s link', '₹800.00', '₹800.00', 'pay_Q1', 'plink_A1', 'payment-b'],
      [
        loanId,
        'Captured amount differs from the link',
        '₹1.00',
        '₹800.00',
        'pay_Q1',
        'plink_B1',
        'payment-b',
      ],
      [
        otherLoanId,
        'Gateway payment already credited to another payment',
        '₹800.00',
        '₹800.00',
        'pay_Q1',
        'plink_C1',
        'payment-c',
      ],
    ]);
    expect(held.rows[0]![0]).toMatch(/2026/);
    expect(within(held.table).getAllByRole('link', { name: otherLoanId })[0]!.getAttribute('href')).toBe(
      `/loans/${otherLoanId}`,
    );

    const debits = tableRows('NACH debits not collected');
    expect(debits.header).toEqual([
      'Loan account number',
      'Instalment',
      'Presentation',
      'Amount',
      'Charge date',
      'Status',
      'Reason',
      'Reference',
    ]);
    expect(debits.rows).toEqual([
      [
        'KL0000042',
        '3',
        '1',
        '₹6,875.50',
        '2026-03-05',
        'Returned by the bank',
        '04 Funds insufficient',
        'KRD-0042-03-1',
      ],
      [
        'KL0000042',
        '4',
        '1',
        '₹1,50,000.00',
        '2026-04-05',
        'Set aside, not presented',
        'Above the mandate’s maximum amount',
        'KRD-0042-04-1',
      ],
      [
        'KL0000042',
        '2',
        '2',
        '₹6,875.50',
        '2026-03-05',
        'Rejected by NPCI',
        '21 Invalid UMRN or inactive mandate',
        'KRD-0042-02-2',
      ],
    ]);
    const accounts = within(debits.table).getAllByRole('link', { name: 'KL0000042' });
    expect(accounts.map((account) => account.getAttribute('href'))).toEqual(
      Array(3).fill(`/loans/${loanId}`),
    );

    loanServer();
    fireEvent.click(accounts[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan KL0000042' })).toBeDefined();
  });

  it('says when no gateway payment is held and no NACH debit is outstanding', async () => {
    exceptionsServer({ paymentBreaks: [], debits: [] });
    await renderAs('/loans/collection-exceptions');

    expect(await screen.findByText('No gateway payment is held')).toBeDefined();
    expect(screen.getByText('No NACH debit is set aside, rejected or returned')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows one list when only the other is empty', async () => {
    exceptionsServer({ paymentBreaks: [], debits: [aDebit()] });
    await renderAs('/loans/collection-exceptions');

    expect(await screen.findByRole('table', { name: 'NACH debits not collected' })).toBeDefined();
    expect(screen.getByText('No gateway payment is held')).toBeDefined();
    expect(screen.queryByRole('table', { name: 'Gateway payments held' })).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    stubFetch(() => errorResponse(403, 'FORBIDDEN', 'Your role does not allow this action'));
    await renderAs('/loans/collection-exceptions');

    expect(await screen.findByText('Your role does not allow this action')).toBeDefined();
  });
});
