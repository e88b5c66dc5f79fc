import { backOfficeRemittancePaths, type RemittanceDue } from '@kredo/contract/remittances';
import { isoDate } from '@kredo/domain/calendar-date';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import type { RemittancePayee } from '@kredo/domain/remittances';
import { expect } from 'vitest';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { lenderAccount } from '../ledger/ledger-accounts.ts';
import { postEntry } from '../ledger/ledger.service.ts';
import { admin, operations, staffTestKit, underwriter, type DemoEmail } from '../staff/staff-test-kit.ts';

type Headers = Record<string, string>;

/**
 * Remittances over HTTP: the maker (operations), the checker (the admin) and an underwriter, who
 * may not remit, signed in; a lender's payables posted straight to the ledger.
 */
export function remittanceTestKit(ctx: { t: TestApp }) {
  const staff = staffTestKit(ctx);
  const signedIn = new Map<DemoEmail, Headers>();

  const setUp = async () => {
    await staff.seed();
    for (const member of [operations, admin, underwriter])
      signedIn.set(member.email, (await staff.signInStaff(member.email)).headers);
  };
  const headersOf = (as: DemoEmail = operations.email) => signedIn.get(as) ?? {};

  /**
   * A lender's premiums collected for the insurer, gold bought for customers (owed to the vendor,
   * with GST on it), and a gateway fee's GST claimable as input credit, as collections post them.
   */
  const postPayables = async (
    lenderId: number,
    figures: { insurer?: number; goldVendor?: number; gst?: number; inputCredit?: number },
  ) => {
    const { insurer = 0, goldVendor = 0, gst = 0, inputCredit = 0 } = figures;
    await ctx.t.deps.db.transaction((tx) =>
      postEntry(
        tx,
        {
          idempotencyKey: `remittance-test:${lenderId}:${insurer}:${goldVendor}:${gst}:${inputCredit}`,
          lenderId,
          kind: 'receipt',
          businessDate: isoDate(ctx.t.deps.clock.businessDate()),
          narration: 'Premiums and gold collected',
          lines: [
            debit('gateway-suspense', paise(insurer + goldVendor + gst - inputCredit)),
            debit('gst-input-credit', paise(inputCredit)),
            credit('insurer-payable', paise(insurer)),
            credit('gold-vendor-payable', paise(goldVendor)),
            credit('gst-payable', paise(gst)),
          ],
        },
        ctx.t.deps.clock.now(),
      ),
    );
  };

  const due = async (lenderId: number, payee: RemittancePayee): Promise<RemittanceDue | undefined> => {
    const answer = await ctx.t.app.inject({ url: backOfficeRemittancePaths.due, headers: headersOf() });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { due: RemittanceDue[] }).due.find(
      (row) => row.lenderId === lenderId && row.payee === payee,
    );
  };

  const propose = (payload: Record<string, unknown>, as?: DemoEmail) =>
    ctx.t.app.inject({
      method: 'POST',
      url: backOfficeRemittancePaths.propose,
      headers: headersOf(as),
      payload,
    });

  const decide = (
    action: 'approve' | 'reject',
    remittanceId: string,
    payload: Record<string, unknown> = {},
    as: DemoEmail = admin.email,
  ) =>
    ctx.t.app.inject({
      method: 'POST',
      url: backOfficeRemittancePaths[action].replace(':remittanceId', remittanceId),
      headers: headersOf(as),
      payload,
    });

  const list = (query = '', as?: DemoEmail) =>
    ctx.t.app.inject({ url: `${backOfficeRemittancePaths.list}${query}`, headers: headersOf(as) });

  /** A lender account's stored balance, debits less credits (0 when never posted to). */
  const balance = async (lenderId: number, code: string) => {
    const row = await lenderAccount(ctx.t.deps.db, lenderId, code);
    return row ? row.postedDebits - row.postedCredits : 0;
  };

  return { setUp, headersOf, postPayables, due, propose, decide, list, balance };
}
