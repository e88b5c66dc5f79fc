/** The credit report screen (spec 002 §2 Credit report). */
export const creditReport = {
  title: 'Credit Report',
  gauge: {
    label: 'Your credit score: {{score}} out of 100, {{band}}',
    outOf: 'out of 100',
    /** The gauge's five segments, lowest first. */
    bands: {
      poor: 'Poor',
      fair: 'Fair',
      average: 'Average',
      good: 'Good',
      excellent: 'Excellent',
    },
  },
  generatedOn: 'Generated on {{date}}',
  primary: 'Primary',
  secondary: 'Secondary',
  ratings: {
    EXCELLENT: 'Excellent',
    GOOD: 'Good',
    AVERAGE: 'Average',
    POOR: 'Poor',
  },
  percent: '{{percent}}%',
  barLabel: '{{parameter}}: {{rating}}, {{percent}}%',
  knowMore: 'Know more',
  knowMoreAbout: 'Know more about {{parameter}}',
  close: 'Close',
  /** Each parameter's name and what its 'Know more' says: what it reads, and how to raise it. */
  parameters: {
    bureauScore: {
      name: 'Bureau Score',
      help: 'The score a credit bureau gives you from your loans and cards with every lender, from 300 to 900. 750 and above is excellent. An account overdue with any lender lowers this rating. Pay every EMI and card bill in full by its due date to raise it.',
    },
    repaymentHistory: {
      name: 'Repayment History',
      help: 'How you have repaid your loans and credit lines with us: each EMI and bill paid by its due date, or late, and anything overdue today. It stays Poor until you have repaid with us. Paying on time, every time, makes it Excellent.',
    },
    bouncedPayments: {
      name: 'Bounced Payments',
      help: 'EMIs, mandate debits and cheques returned unpaid in the bank statement you shared. None is excellent; three or more is poor. Keep enough money in your account before each debit date.',
    },
    cashWithdrawals: {
      name: 'Cash Withdrawals',
      help: 'How much of your spending in the bank statement you shared was cash taken out at an ATM, against payments by debit card. A quarter or less in cash is excellent. Pay by card where you can.',
    },
    bankTransfers: {
      name: 'Bank Transfers',
      help: 'How much of the money in and out of your account in the bank statement you shared moved bank to bank (NEFT, IMPS, RTGS, UPI) rather than as cash. Get your salary and make payments by bank transfer.',
    },
    profileCompleteness: {
      name: 'Profile Completeness',
      help: 'How many of the optional details of your profile you have filled: e-mail, an alternate mobile number, education, marital status, who you live with, work e-mail and employee ID. Fill them all in for Excellent.',
    },
    appInstalled: {
      name: 'App Installed',
      help: 'Whether our mobile app is installed and in use on your phone: Excellent when it has been used in the last 30 days. Keep the app installed.',
    },
    creditEnquiries: {
      name: 'Credit Enquiries',
      help: 'How many times lenders asked the credit bureau about you in the last six months: each is an application for credit. One or none is excellent. Apply only for the credit you need.',
    },
    softConnections: {
      name: 'Soft Connections',
      help: 'The references you gave us.',
    },
  },
  bureau: {
    title: 'Credit Bureau',
    score: 'Bureau score',
    accounts: 'Number of accounts',
    activeAccounts: 'Active accounts',
    outstanding: 'Total outstanding balance',
    accountsWithEmi: 'Accounts with outstanding EMI',
  },
  generate: {
    consent:
      'I allow {{product}} to fetch my credit report from a credit bureau with my PAN, name and date of birth, to show me my credit score.',
    button: 'Generate credit report',
  },
  tips: 'Tips to improve your score',
};
