import type { InsuranceOrderState } from '@kredo/contract/insurance-back-office';

/** The texts of operations' Insurance page: orders, their issuance and cancellations (part of `text`). */
export const insuranceText = {
  insurance: {
    title: 'Insurance',
    intro:
      'Customers’ insurance orders: the premium paid at the gateway, the proposal and its issuance by the insurer, and cancellations within the 30-day free look period, refunded less the days covered.',
    none: '—',
    orders: {
      filterState: 'State',
      awaitingInsurer: 'Awaiting the insurer',
      allStates: 'All states',
      tableLabel: 'Insurance orders',
      empty: 'No order here',
      truncated: 'Only the newest orders are shown: choose a state to see the others.',
      columns: {
        created: 'Created',
        customer: 'Customer',
        product: 'Product',
        premium: 'Premium',
        state: 'State',
        paidAt: 'Paid at',
        issuedAt: 'Issued at',
        insurerCheckedAt: 'Insurer asked at',
        policyNumber: 'Policy number',
        freeLookEndsAt: 'Free look ends',
        refund: 'Refund',
        failureReason: 'Failure reason',
        action: 'Action',
      },
      states: {
        CREATED: 'Awaiting payment',
        PAID: 'Paid',
        PROPOSED: 'Proposed',
        ISSUED: 'Issued',
        REFUSED: 'Refused',
        EXPIRED: 'Expired',
        CANCELLED: 'Cancelled',
      } satisfies Record<InsuranceOrderState, string>,
      coverTypes: { INDIVIDUAL: 'Individual', FAMILY: 'Family' },
      refund: (amount: string, status: string, reason: string) => `${amount} ${status} (${reason})`,
      refundStatuses: { PENDING: 'pending', PROCESSED: 'processed', FAILED: 'failed' } as Record<
        string,
        string
      >,
      refundReasons: {
        REFUSED: 'refused',
        LATE_PAYMENT: 'late payment',
        FREE_LOOK: 'free look',
      } as Record<string, string>,
      askInsurer: {
        open: 'Ask the insurer now',
        openLabel: (customer: string) => `Ask the insurer now about the order of ${customer}`,
        done: (customer: string, state: string) => `Asked about the order of ${customer}: it is ${state}.`,
      },
      retryRefund: {
        open: 'Retry refund',
        openLabel: (customer: string) => `Retry the refund of ${customer}`,
        done: (customer: string) => `The refund of ${customer} is asked of the gateway again.`,
      },
      details: {
        open: 'Issuance',
        openLabel: (customer: string) => `Issuance of the order of ${customer}`,
        title: (customer: string) => `Issuance of ${customer}’s order`,
        insurerStatus: 'Insurer’s answer',
        insurerMessage: 'Insurer’s message',
        checkedAt: 'Asked at',
        proposalId: 'Proposal id',
        notAsked: 'Not proposed yet',
        events: 'Events',
        close: 'Close',
      },
      cancel: {
        open: 'Cancel policy',
        openLabel: (customer: string) => `Cancel the policy of ${customer}`,
        title: 'Cancel within the free look period',
        submit: 'Cancel policy',
        note: 'How and when the customer asked',
        hint: (customer: string, until: string) =>
          `The policy of ${customer} is cancelled at the insurer and the premium refunded less the days covered. Its free look period ends ${until}.`,
        noteTooShort: 'Say in a few words how the customer asked (5 characters or more)',
        noteTooLong: 'Keep the note to 500 characters',
        done: (customer: string) => `The policy of ${customer} is cancelled; its refund is on its way.`,
      },
    },
  },
};
