import { creditLineMessages } from '@kredo/contract/credit-lines';
import { withdrawalMessages, type WithdrawalRefusalCode } from '@kredo/domain/credit-line-withdrawal';

const refusals: Record<WithdrawalRefusalCode, string> = {
  LINE_EXPIRED: withdrawalMessages.LINE_EXPIRED,
  AMOUNT_NOT_POSITIVE: withdrawalMessages.AMOUNT_NOT_POSITIVE.replace('{limit}', '{{limit}}'),
  ABOVE_AVAILABLE_LIMIT: withdrawalMessages.ABOVE_AVAILABLE_LIMIT,
};
const serverMessages: Record<keyof typeof creditLineMessages, string> = creditLineMessages;

/**
 * Texts of the loans area: the list, a term loan's details, paying it, a credit line's details and
 * its withdraw screen (spec 001 §2.10, §4.9, §5, §8).
 */
export const loans = {
  title: 'My Loans',
  empty: 'You have no loans currently!',
  loadFailed: 'Something Went Wrong.',
  tryAgain: 'Try again',
  /** The loan's status as the lender names it, its underscores written as spaces (spec 001 §2.10). */
  statuses: { DISBURSED: 'DISBURSED', CLOSED: 'CLOSED', PRE_CLOSED: 'PRE CLOSED' },
  months: '{{count}} months',
  months_one: '{{count}} month',
  card: {
    label: 'Loan from {{lender}}',
    status: 'Status',
    amount: 'Loan amount',
    tenure: 'Tenure',
    emiStartDate: 'EMI start date',
    details: 'Details',
    detailsOf: 'Details of the {{amount}} loan from {{lender}}',
  },
  topUp: {
    title: 'You are pre-approved for a top-up loan',
    body: 'Get up to {{amount}} more, with quick approval.',
    action: 'Apply for a top-up',
  },
  details: {
    title: 'Loan details',
    notFound: 'We could not find this loan.',
    back: 'Back to My Loans',
    facts: 'Loan figures',
    amount: 'Loan amount',
    tenure: 'Tenure',
    interest: 'Interest',
    interestRate: '{{percent}}% p.a.',
    emi: 'EMI',
    emiWithLast: '{{amount}} (last EMI {{last}})',
    totalRepayment: 'Total repayment',
    processingFee: 'Processing fee',
    plusGst: '{{fee}} + GST {{gst}}',
    disbursalDate: 'Disbursal date',
    accountNumber: 'Loan account number',
    copy: 'Copy',
    copyLabel: 'Copy loan account number',
    copied: 'Loan account number copied',
    copyFailed: 'Could not copy. Please select the number and copy it.',
    pay: 'Pay',
    notices: {
      overdue: 'Your account is now overdue, please pay your dues',
      matured: 'Your loan is matured',
      closed: 'Your loan has been closed and all dues are paid!',
      /** Closed by the cooling-off exit (tagged 'cooling-off'), instead of 'closed'. */
      cancelled:
        'You exited this loan in its cooling-off period: it is cancelled and you owe nothing more on it.',
    },
    /** While the cooling-off period runs: the exit, its amount and what it is made of. */
    coolingOff: {
      title: 'Changed your mind? You can exit this loan until {{lastDay}}',
      body: 'Pay back {{amount}} and your loan is closed, with no penalty and no processing fee.',
      breakdown: 'What exiting the loan pays',
      paidToYou: 'The amount paid to you',
      cost: 'Cost for {{count}} days at the APR',
      cost_one: 'Cost for {{count}} day at the APR',
      total: 'Total',
      exit: 'Exit the loan',
    },
    /** In place of the mandate's status once its debits are over on a matured or overdue loan. */
    mandate: {
      label: 'Mandate status',
      payInApp:
        'Your EMIs are no longer collected from your bank account through the mandate. Please pay your dues here in the app.',
    },
    payConfirm: {
      title: 'Your EMI is already being collected',
      body: 'The NACH presentation of your EMI is already under process with your bank. If you pay now as well, any excess amount will be refunded to you.',
      pay: 'I wish to pay',
      cancel: 'Cancel',
    },
    repaymentBank: {
      title: 'Repayment bank account',
      beneficiary: 'Beneficiary name',
      bank: 'Bank',
      accountNumber: 'Account number',
      ifsc: 'IFSC',
      accountType: 'Account type',
      types: { SAVINGS: 'Savings', CURRENT: 'Current', LOAN: 'Loan' },
    },
    calendar: {
      title: 'EMI calendar',
      /** EMIs paid in advance count as paid. */
      summary: '{{paid}} of {{total}} EMIs paid',
      summaryClosed: 'Loan closed: {{count}} EMIs paid, nothing more to pay',
      summaryClosed_one: 'Loan closed: {{count}} EMI paid, nothing more to pay',
      instalment: 'EMI {{number}}',
      paidOn: 'Paid on {{date}}',
      advanceNote: 'Covered by the amount you paid ahead, settled on its due date',
      partAdvance: '{{advance}} paid in advance, {{left}} left to pay',
      closedNote: 'Nothing to pay: the loan is closed',
      states: {
        paid: 'Paid',
        advance: 'Paid in advance',
        due: 'Due today',
        overdue: 'Overdue',
        upcoming: 'Upcoming',
        closed: 'Closed',
        foreclosed: 'Foreclosed',
      },
    },
    lender: { title: 'Lender', name: 'Name', email: 'Email', phone: 'Phone' },
    documents: {
      title: 'Documents',
      agreement: 'Signed loan agreement',
      kfs: 'Key Fact Statement (KFS)',
      agreementDone: 'Your signed loan agreement has been downloaded.',
      statement: 'Statement of account',
      noc: 'Download NOC',
      statementDone: 'Your statement of account has been downloaded.',
      nocDone: 'Your NOC has been downloaded.',
      failed: 'Download has Failed!.',
      support: 'Please try again, or write to our support team:',
      close: 'Close',
    },
  },
  /** The revolving credit line (spec 001 §2.10, §4.9, §5, §8); quoted texts as the spec writes them. */
  creditLine: {
    label: 'Credit line from {{lender}}',
    states: { active: 'Active', expired: 'Matured', closed: 'Closed' },
    totalLimit: 'Total limit',
    totalOutstanding: 'Total outstanding',
    dueDate: 'Due date',
    dueDay: '5th of every month',
    repay: 'Repay',
    withdraw: 'Withdraw',
    downloadNoc: 'Download Noc',
    nocDone: 'Your NOC has been downloaded.',
    contactSupport: 'Contact customer support',
    details: 'View details',
    detailsOf: 'Details of the {{limit}} credit line from {{lender}}',
    detailsTitle: 'Credit line details',
    figures: 'Credit line figures',
    availableLimit: 'Available limit',
    outstanding: 'Outstanding',
    interestRate: 'Interest rate',
    expiresOn: 'Valid till',
    /** Written for the notice spec 001 §4.9 gives a matured loan, 30 days or fewer before the end. */
    expiresSoon: 'Your credit line expires on {{date}}',
    withdrawn:
      'Your withdrawal is on its way to your bank account. It usually arrives within a few minutes; your available limit is updated.',
    due: {
      title: 'Due',
      figures: 'What is due',
      principal: 'Principal',
      interest: 'Interest',
      charges: 'Charges',
      total: 'Total due',
      date: 'Due on',
      none: 'Nothing is due right now.',
    },
    transactions: {
      title: 'Recent transactions',
      none: 'No transactions yet.',
      drawdown: 'Withdrawal',
      payment: 'Payment',
    },
    withdrawScreen: {
      title: 'Withdraw',
      back: 'Back to credit line details',
      amount: 'Amount to withdraw',
      amountHint: 'Up to {{available}}',
      confirm: 'Confirm',
      feeWorking: 'Working out the convenience fee…',
      feeTitle: 'What this withdrawal costs',
      toBank: 'Paid to your bank account',
      convenienceFee: 'Convenience fee',
      gst: 'GST on the fee',
      feeBilled: 'The fee and its GST are added to your next bill; you receive the whole amount.',
      /** Shown when the fee cannot be read (spec 001 §8); the borrower may still confirm. */
      feeUnknown: '* Convenience Fee and GST will be applicable on the amount drawdown.',
      /** Spec 001 §8: a drawdown refused without a text of the server's. */
      failed: 'Something Went Wrong. Please Try Again.',
    },
    /** The withdraw screen's own check, word for word (spec 001 §5, `withdrawalRefusal`). */
    refusals,
    /** The server's other refusals of a drawdown (contract `creditLineMessages`). */
    serverMessages,
  },
  repayment: {
    title: 'Pay your loan',
    loanAccount: 'Loan account {{number}}',
    choose: 'What would you like to pay?',
    dues: 'Pay dues',
    duesHint: '{{amount}} due now',
    duesBreakdown: 'What your dues are made of',
    duesPrincipal: 'Principal overdue',
    duesInterest: 'Interest overdue',
    duesPenal: 'Penal charges',
    duesBounce: 'Bounce charges',
    nextEmi: 'Pay next EMI',
    nextEmiHint: '{{amount}}, due on {{date}}',
    foreclosure: 'Close the loan (foreclosure)',
    foreclosureHint: '{{amount}} closes your loan',
    coolingOff: 'Exit the loan (cooling-off period)',
    coolingOffHint:
      '{{amount}}: the {{principal}} paid to you and {{cost}} for {{count}} days at the APR, with no penalty and no processing fee. Until {{lastDay}}.',
    coolingOffHint_one:
      '{{amount}}: the {{principal}} paid to you and {{cost}} for {{count}} day at the APR, with no penalty and no processing fee. Until {{lastDay}}.',
    validToday: 'valid today only',
    breakdown: 'What closing the loan pays',
    principal: 'Principal',
    interest: 'Interest',
    charges: 'Charges',
    advance: 'Less advance paid',
    total: 'Total',
    amount: 'Another amount',
    amountField: 'Amount in ₹',
    amountHint: 'From ₹100 up to {{max}}',
    prepayment: 'Prepay part of the loan',
    prepaymentHint: 'From {{min}} up to {{max}}: your EMI stays, your loan ends sooner',
    prepaymentDuesFirst: 'Your dues of {{amount}} are paid first; the rest reduces your principal.',
    prepaymentAllToPrincipal: 'All of it reduces your principal.',
    prepaymentInterest:
      'This month’s interest up to today stays in your next EMI, and your last EMI will be smaller.',
    prepaymentRefusals: {
      NACH_IN_PROCESS: 'Not now: your EMI is being collected through NACH.',
      TOO_LITTLE_LEFT: 'Less than one EMI of principal is left: close the loan instead.',
      ALL_DUE: 'All of your loan has fallen due: pay your dues or close the loan.',
      WRITTEN_OFF: 'Not available on this loan.',
    },
    pay: 'Pay',
    payAmount: 'Pay {{amount}}',
    back: 'Back to loan details',
  },
  result: {
    title: 'Payment status',
    missing: 'We could not find this payment.',
    pending: {
      title: 'Your payment is being processed',
      body: 'This usually takes a few seconds. This page updates by itself.',
    },
    stillPending: {
      title: 'Your bank has not confirmed the payment yet',
      body: 'If money has left your account, it will be credited to your loan or refunded to you. Please check again in a few minutes.',
      checkAgain: 'Check again',
    },
    captured: {
      title: 'Payment received',
      credited: '{{amount}} has been credited to your loan on {{date}}.',
      crediting: 'We have received {{amount}}. It will be credited to your loan shortly.',
      prepaid:
        'Your loan is now shorter: your EMI stays the same and the loan details show your new EMI calendar.',
    },
    failed: {
      title: 'Payment failed',
      reason: 'Reason: {{reason}}',
      body: 'No money has been taken for this payment. If your bank has debited you, it will be refunded.',
    },
    expired: {
      title: 'This payment has expired',
      body: 'It was not completed in time, and no money has been taken for it.',
    },
    toLoan: 'Go to loan details',
  },
  /** The bank-link screen (spec 001 §2.10, §8): on to the gateway for what is due now. */
  bankLink: {
    title: 'Pay your dues',
    redirecting: 'Taking you to your bank…',
    /** The `{error}` of 'Something went wrong! Looks like {error}' when no answer came. */
    noConnection: 'we could not reach our server. Please check your internet connection and try again.',
  },
};
