import { backOfficeDisbursalPaths, type DisbursalQueueView } from '@kredo/contract/disbursals';
import { backOfficeLedgerPaths } from '@kredo/contract/ledger';
import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { paise } from '@kredo/domain/money';
import { eq } from 'drizzle-orm';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { payoutWebhookPath, type SandboxPayoutProvider } from '../../providers/payout/index.ts';
import { paymentGatewayWebhookPath } from '../../providers/payment-gateway/index.ts';
import type { SandboxPaymentGatewayService } from '../../providers/payment-gateway/sandbox.ts';
import { mandateTestKit } from '../mandates/mandate-routes-test-kit.ts';
import { admin, operations, type DemoEmail } from '../staff/staff-test-kit.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import type { LoanRow } from './loan-opening.ts';
import { loans } from './loans.schema.ts';
import { postReceipt } from './receipts.ts';

type Headers = Record<string, string>;

/** Borrowers awaiting disbursal, the maker-checker calls and the payout sandbox, for loan tests. */
export function loansTestKit(ctx: { t: TestApp }) {
  const mandates = mandateTestKit(ctx);
  const as = mandates.staffHeaders;

  /** Signed, e-NACH registered: DISBURSAL_PENDING, with the disbursal account given (if any). */
  let accounts = 0;
  async function awaitingDisbursal(
    options: { disbursalAccountNumber?: string; nachAccountNumber?: string; tenure?: number } = {},
  ) {
    // Each borrower's own disbursal account: the payout sandbox pays one account at most 3 times a day.
    accounts += 1;
    const disbursalAccountNumber =
      options.disbursalAccountNumber ??
      `5010${String(Date.now() % 1e7).padStart(7, '0')}${String(accounts % 10)}89`;
    const b = await mandates.signedBorrower({ ...options, disbursalAccountNumber });
    const link = (await mandates.initiate(b.headers, b.opportunityId, 'ENACH')).json<{ link: string }>().link;
    await mandates.authoriseAtBank(link);
    await mandates.settle();
    const opportunity = await findOpportunity(ctx.t.deps.db, b.opportunityId);
    if (opportunity?.status !== 'DISBURSAL_PENDING')
      throw new Error(`opportunity is ${opportunity?.status}, not DISBURSAL_PENDING`);
    return b;
  }

  type Call = { as?: DemoEmail; headers?: Headers };
  const call = async (who: Call, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.t.app.inject({
      method,
      url,
      headers: who.headers ?? (await as(who.as ?? operations.email)),
      ...(payload ? { payload } : {}),
    });
  const at = (template: string, id: string) => template.replace(':disbursalId', id);

  /** The disbursal desk: operations propose (the maker), the admin decides (the checker) by default. */
  const desk = {
    queue: (view: DisbursalQueueView, who: Call = {}) =>
      call(who, 'GET', `${backOfficeDisbursalPaths.queue}?view=${view}`),
    propose: (opportunityId: string, who: Call = {}) =>
      call(who, 'POST', backOfficeDisbursalPaths.propose, { opportunityId, note: 'KFS and mandate checked' }),
    detail: (id: string, who: Call = {}) => call(who, 'GET', at(backOfficeDisbursalPaths.disbursal, id)),
    approve: (id: string, who: Call = { as: admin.email }) =>
      call(who, 'POST', at(backOfficeDisbursalPaths.approve, id), {}),
    reject: (id: string, note: string, who: Call = { as: admin.email }) =>
      call(who, 'POST', at(backOfficeDisbursalPaths.reject, id), { note }),
    refresh: (id: string, who: Call = {}) => call(who, 'POST', at(backOfficeDisbursalPaths.refresh, id), {}),
    trialBalance: (query = '', who: Call = {}) =>
      call(who, 'GET', `${backOfficeLedgerPaths.trialBalance}${query}`),
    /** The headers of a staff member's session. */
    staffHeaders: (email: DemoEmail) => as(email),
    loanStatement: (loanId: string, who: Call = {}) =>
      call(who, 'GET', backOfficeLedgerPaths.loanStatement.replace(':loanId', loanId)),
  };

  const sandbox = () => ctx.t.deps.sandboxPayout as SandboxPayoutProvider;

  /** Delivers the payout sandbox's webhooks due now to the app's route; answers how many. */
  const deliverPayoutWebhooks = () =>
    sandbox().deliverDueWebhooks(async (rawBody, headers) => {
      const reply = await ctx.t.app.inject({
        method: 'POST',
        url: payoutWebhookPath,
        payload: rawBody,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      return reply.statusCode;
    });

  /** Moves the clock past an IMPS payout's answer and delivers what fell due. */
  async function settlePayout(ms = 6_000) {
    ctx.t.deps.clock.advance(ms);
    return deliverPayoutWebhooks();
  }

  /** Proposed by operations, approved by the admin, paid: answers the disbursal. */
  async function disbursed(
    options: { disbursalAccountNumber?: string; nachAccountNumber?: string; tenure?: number } = {},
  ) {
    const b = await awaitingDisbursal(options);
    const proposed = await desk.propose(b.opportunityId);
    if (proposed.statusCode !== 200)
      throw new Error(`propose answered ${proposed.statusCode}: ${proposed.body}`);
    const { id } = proposed.json<{ id: string }>();
    const approved = await desk.approve(id);
    if (approved.statusCode !== 200)
      throw new Error(`approve answered ${approved.statusCode}: ${approved.body}`);
    await settlePayout();
    return { ...b, disbursalId: id };
  }

  /**
   * Pays at the sandbox gateway's hosted page as a browser would: the page's hidden fields and
   * `fields` (e.g. `{ method: 'upi', vpa: 'success@upi' }`) posted to it; answers the response.
   */
  async function payAtGateway(link: string, fields: Record<string, string>) {
    const page = await ctx.t.app.inject({ method: 'GET', url: `${link}?method=${fields.method ?? 'upi'}` });
    const hidden = [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name, value]): [string, string] => [name ?? '', value ?? ''],
    );
    return ctx.t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams([...hidden, ...Object.entries(fields)]).toString(),
    });
  }

  /** Delivers the gateway sandbox's webhooks due now to the app's route; answers how many. */
  const deliverPaymentWebhooks = () =>
    (ctx.t.deps.sandboxPaymentGateway as SandboxPaymentGatewayService).deliverDueWebhooks(
      async (rawBody, headers) => {
        const reply = await ctx.t.app.inject({
          method: 'POST',
          url: paymentGatewayWebhookPath,
          payload: rawBody,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        return reply.statusCode;
      },
    );

  /** The borrower's payment calls over HTTP, the gateway sending them back to this site. */
  const returnUrl = 'http://localhost/#/repayment/result?payment_id=';
  const borrowerPayments = {
    options: (headers: Headers, loanId: string) =>
      ctx.t.app.inject({ url: `${loanPaymentPaths.repaymentOptions}?loan_id=${loanId}`, headers }),
    pay: (headers: Headers, body: object) =>
      ctx.t.app.inject({
        method: 'POST',
        url: loanPaymentPaths.payments,
        headers: { ...headers, host: 'localhost' },
        payload: { returnUrl, ...body },
      }),
    payment: (headers: Headers, id: string) =>
      ctx.t.app.inject({ url: loanPaymentPaths.payment.replace(':paymentId', id), headers }),
  };

  /** The server clock to `time` (India, HH:MM) on `day`, if that is ahead. */
  function clockTo(day: IsoDate, time: string) {
    const ahead = Date.parse(`${day}T${time}:00+05:30`) - ctx.t.deps.clock.nowMs();
    if (ahead > 0) ctx.t.deps.clock.advance(ahead);
  }

  /** The loan a disbursal opened. */
  async function loanOf(disbursalId: string): Promise<LoanRow> {
    const [row] = await ctx.t.deps.db.select().from(loans).where(eq(loans.disbursalId, disbursalId));
    if (!row) throw new Error(`disbursal ${disbursalId} opened no loan`);
    return row;
  }

  /** Money received on a loan today by the gateway, posted straight to the ledger under `key`. */
  const receive = (loanId: string, amount: number, key: string) =>
    ctx.t.deps.db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
      if (!loan) throw new Error('no loan');
      return postReceipt(
        tx,
        loan,
        {
          idempotencyKey: key,
          source: 'gateway',
          amount: paise(amount),
          businessDate: isoDate(ctx.t.deps.clock.businessDate()),
          narration: 'Payment',
        },
        ctx.t.deps.clock.now(),
      );
    });

  /** A new session for a borrower whose token the clock has run past (as a sign-in would issue). */
  async function freshHeaders(b: { userId: string }) {
    const issued = await ctx.t.deps.sessions.issue({ id: b.userId, roles: ['borrower'] });
    return { authorization: `Bearer ${issued.token}` };
  }

  return {
    ...mandates,
    mandates,
    awaitingDisbursal,
    payAtGateway,
    borrowerPayments,
    deliverPaymentWebhooks,
    freshHeaders,
    clockTo,
    loanOf,
    receive,
    disbursed,
    desk,
    deliverPayoutWebhooks,
    settlePayout,
    sandbox,
  };
}
