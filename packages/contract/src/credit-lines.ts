import * as z from 'zod/mini';

/**
 * The revolving credit line's calls (spec 001 §2.10, §5, §7 kuber): the fee a drawdown would cost,
 * and the drawdown itself, paid out to the borrower's disbursal account. Both live on the gateway
 * host (`apiBases.gateway`). Amounts are paise. The line itself is listed with the loans
 * (`GET /kautilya/user-loans`, `is_rloc`), where its limit, bills, due and transactions are.
 */
export const creditLinePaths = {
  preDrawdownInfo: '/gateway/kuber/pre-drawdown-info',
  drawdown: '/gateway/kuber/drawdown',
  /**
   * The bank-link redirect screen's call (spec 001 §2.10, §7 setu-gateway): a payment at the
   * gateway of what is due now on the borrower's credit line, answered as its hosted page.
   */
  directLink: '/gateway/setu-gateway/direct-link',
} as const;

const paise = z.number().check(z.int());

/** The withdraw screen's query (spec 001 §7): the line and the amount typed, in paise. */
export const preDrawdownInfoQuerySchema = z.object({
  loan_id: z.uuid(),
  /** Any whole number: one that is not above nothing is refused with the screen's range text. */
  amount: z.coerce.number().check(z.int()),
});

/** What the drawdown would be charged (billed on the next 1st, not deducted from the payout). */
export const preDrawdownInfoSchema = z.object({ convenienceFee: paise, convenienceFeeGst: paise });
export type PreDrawdownInfo = z.output<typeof preDrawdownInfoSchema>;

export const drawdownBodySchema = z.object({
  loanId: z.uuid(),
  amount: paise,
  /**
   * Ours, beyond the spec: the key of this one request, made by the screen when Confirm is pressed.
   * A double tap or a retried request with the same key draws once and answers the same drawdown.
   */
  requestId: z.uuid(),
});
export type DrawdownBody = z.input<typeof drawdownBodySchema>;

/**
 * PROCESSING: the room is held and the payout is on its way; PAID: the money reached the borrower's
 * bank (principal drawn from that day); FAILED: the payout failed and the room came back;
 * REVERSED: paid, then sent back by the borrower's bank, and taken off the line with its fee and
 * interest.
 */
export const drawdownStatuses = ['PROCESSING', 'PAID', 'FAILED', 'REVERSED'] as const;
export type DrawdownStatus = (typeof drawdownStatuses)[number];

export const drawdownSchema = z.object({
  drawdownId: z.string(),
  loanId: z.string(),
  amount: paise,
  convenienceFee: paise,
  convenienceFeeGst: paise,
  status: z.enum(drawdownStatuses),
  /** The bank account the money goes to, masked to its last 3 digits. */
  accountMasked: z.string(),
  failureReason: z.nullable(z.string()),
});
export type Drawdown = z.output<typeof drawdownSchema>;

/** The gateway's hosted page where the borrower pays what is due now on their credit line. */
export const directLinkSchema = z.object({ link: z.string() });
export type DirectLink = z.output<typeof directLinkSchema>;

/**
 * Refusals of a drawdown besides the withdraw screen's own three (spec 001 §5, in
 * `@kredo/domain/credit-line-withdrawal`): ours, answered as the response text the screen shows.
 */
export const creditLineMessages = {
  suspended: 'Withdrawals from your credit line are on hold. Please contact customer support.',
  closed: 'Your credit line is closed.',
  noDisbursalAccount: 'We could not find your verified bank account. Please contact customer support.',
  requestReused: 'This request was already made for another amount. Please try again.',
  payoutRefused: 'We could not send money to your bank account now. Please try again tomorrow.',
} as const;

/**
 * The lenders whose closed credit lines offer 'Download Noc' on the card (spec 001 §2.10: one
 * lender does, the others show 'Contact customer support'). The spec leaves the lender unnamed:
 * the lender of the standard Credit Line (docs/decisions.md).
 */
export const creditLineNocLenderIds: readonly number[] = [174];
