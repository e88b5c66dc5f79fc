import type { GoldOrderRow, GoldPayoutRow } from '@kredo/contract/gold-back-office';

/** The texts of operations' Gold page: orders, payouts and the reconciliation (part of `text`). */
export const goldText = {
  gold: {
    title: 'Gold',
    intro:
      'Customers’ digital gold: their orders with the vendor, the refunds and sale proceeds paid to them, and the nightly reconciliation of the vendor’s book with ours. Gold is shown in grams to 0.1 mg.',
    tabsLabel: 'Gold',
    tabs: { orders: 'Orders', payouts: 'Payouts', reconciliation: 'Reconciliation' },
    none: '—',
    grams: (grams: string) => `${grams} g`,

    orders: {
      filterState: 'State',
      filterKind: 'Kind',
      awaitingVendor: 'Awaiting the vendor',
      allStates: 'All states',
      allKinds: 'All kinds',
      tableLabel: 'Gold orders',
      empty: 'No order here',
      truncated: 'Only the newest orders are shown: choose a state or a kind to see the others.',
      columns: {
        created: 'Created',
        customer: 'Customer',
        kind: 'Kind',
        gold: 'Gold',
        amount: 'Amount',
        state: 'State',
        paidAt: 'Paid at',
        vendorCheckedAt: 'Vendor checked at',
        failureReason: 'Failure reason',
        deliveryStage: 'Delivery stage',
        invoiceNumber: 'Invoice number',
        action: 'Action',
      },
      kinds: { BUY: 'Buy', SELL: 'Sell', DELIVER: 'Delivery' } satisfies Record<GoldOrderRow['kind'], string>,
      states: {
        VERIFIED: 'Verified',
        PAID: 'Paid',
        CONFIRMING: 'Confirming',
        SUCCESS: 'Succeeded',
        FAILED: 'Failed',
        EXPIRED: 'Expired',
      } satisfies Record<GoldOrderRow['status'], string>,
      /** The server's failure reasons; another shows as it is. */
      failureReasons: {
        LATE_PAYMENT: 'Paid after the price expired',
        VENDOR_FAILED: 'The vendor could not complete it',
        NOT_PAID: 'Not paid in time',
        NOT_CONFIRMED: 'Not confirmed in time',
      } as Record<string, string>,
      /** The vendor's delivery stages; another shows as it is. */
      deliveryStages: {
        ORDER_PLACED: 'Order placed',
        DISPATCHED: 'Dispatched',
        IN_TRANSIT: 'In transit',
        OUT_FOR_DELIVERY: 'Out for delivery',
        DELIVERED: 'Delivered',
        RETURNED: 'Returned',
      } as Record<string, string>,
      askVendor: {
        open: 'Ask the vendor now',
        openLabel: (vendorTxId: string) => `Ask the vendor now about the order ${vendorTxId}`,
        done: (customer: string, kind: string, state: string) =>
          `Asked the gateway and the vendor about ${customer}’s ${kind.toLowerCase()}: ${state}.`,
      },
    },

    payouts: {
      tableLabel: 'Refunds and sale payouts',
      empty: 'No refund or sale payout yet',
      columns: {
        created: 'Created',
        purpose: 'Purpose',
        customer: 'Customer',
        amount: 'Amount',
        state: 'State',
        providerId: 'Provider id',
        utr: 'UTR',
        paidAt: 'Paid at',
        failure: 'Why it failed',
      },
      purposes: { REFUND: 'Refund', SALE: 'Sale proceeds' } satisfies Record<
        GoldPayoutRow['purpose'],
        string
      >,
      states: { REQUESTED: 'Requested', PAID: 'Paid', FAILED: 'Failed' } satisfies Record<
        GoldPayoutRow['status'],
        string
      >,
    },

    reconciliation: {
      intro:
        'Each night every customer with no order in flight is compared: the vendor’s balance against the gold in their locker. A difference is a break, and the customer’s sells and deliveries are paused until it is resolved.',
      tableLabel: 'Reconciliation breaks',
      empty: 'No reconciliation break',
      columns: {
        customer: 'Customer',
        vendorId: 'Vendor id',
        vendorBalance: 'Vendor balance',
        ourBalance: 'Ours',
        difference: 'Difference',
        foundOn: 'Found on',
        resolvedBy: 'Resolved by',
        resolvedAt: 'Resolved at',
        resolution: 'Resolution',
        action: 'Action',
      },
      run: {
        open: 'Run reconciliation now',
        done: (day: string, compared: number, skipped: number, breaks: number) =>
          `Reconciliation of ${day} run: ${compared} compared, ${skipped} skipped (an order in flight), ${breaks} ${breaks === 1 ? 'break' : 'breaks'}.`,
      },
      resolve: {
        open: 'Resolve',
        openLabel: (customer: string, foundOn: string) =>
          `Resolve the break of ${customer} found on ${foundOn}`,
        title: 'Resolve the gold break',
        hint: (customer: string, ours: string, vendor: string) =>
          `${customer}: ours ${ours}, the vendor’s ${vendor}. Resolving lifts the customer’s hold once no other break of theirs is open.`,
        note: 'How the books were brought together',
        noteTooShort: 'Say in at least 5 characters how the books were brought together',
        noteTooLong: 'Keep the note to 500 characters',
        submit: 'Resolve',
        done: 'The break is resolved.',
        alreadyResolved: 'This break was already resolved: the list now shows by whom.',
      },
    },
  },
} as const;
