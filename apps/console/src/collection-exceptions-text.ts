import type { CollectionExceptions } from '@kredo/contract/loan-servicing';

type PaymentBreakReason = CollectionExceptions['paymentBreaks'][number]['reason'];

/** The texts of what collections could not settle by themselves, under the loans (part of `text`). */
export const collectionExceptionsText = {
  collectionExceptions: {
    link: 'Collections exceptions',
    back: 'Back to the loans',
    title: 'Collections exceptions',
    intro: 'What collections could not settle by themselves, newest first.',
    paymentBreaks: {
      title: 'Gateway payments held',
      intro:
        'Captures the gateway reported that did not match the payment they named. Nothing is credited until someone looks: the gateway’s dashboard says what was really paid; refund it, or ask the borrower which loan it was for.',
      tableLabel: 'Gateway payments held',
      empty: 'No gateway payment is held',
      columns: {
        detected: 'Detected',
        loan: 'Loan',
        reason: 'Reason',
        captured: 'Captured',
        expected: 'Payment’s amount',
        gatewayPaymentId: 'Gateway payment id',
        linkId: 'Link id',
        paymentId: 'Payment id',
      },
      reasons: {
        LINK_MISMATCH: 'Capture on another payment’s link',
        AMOUNT_MISMATCH: 'Captured amount differs from the link',
        PAYMENT_ID_REUSED: 'Gateway payment already credited to another payment',
      } satisfies Record<PaymentBreakReason, string>,
    },
    debits: {
      title: 'NACH debits not collected',
      intro:
        'On open loans, the NACH debits set aside before presentation, rejected by NPCI or returned by the bank. A return for funds insufficient (04) is presented again by itself twice, five days apart; the others wait for the borrower’s Pay now or a new mandate.',
      tableLabel: 'NACH debits not collected',
      empty: 'No NACH debit is set aside, rejected or returned',
      columns: {
        account: 'Loan account number',
        instalment: 'Instalment',
        attempt: 'Presentation',
        amount: 'Amount',
        chargeDate: 'Charge date',
        status: 'Status',
        reason: 'Reason',
        reference: 'Reference',
      },
      statuses: {
        setAside: 'Set aside, not presented',
        rejected: 'Rejected by NPCI',
        returned: 'Returned by the bank',
      },
      /** The bank's or NPCI's reason: '04 Funds insufficient'. */
      bankReason: (code: string | null, reason: string | null) =>
        [code, reason].filter(Boolean).join(' ') || 'No reason given',
    },
  },
} as const;
