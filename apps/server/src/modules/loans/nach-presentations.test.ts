import { randomUUID } from 'node:crypto';

import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { daysBetween } from '@kredo/domain/loan-dues';
import { addDays } from '@kredo/domain/working-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanJournal } from '../ledger/ledger.service.ts';
import { runCloseOfBusiness } from './close-of-business-jobs.ts';
import { findLoan, positionOf } from './loan-position.ts';
import { openCloseFailures } from './close-of-business-failures.ts';
import { loanDebits } from './loans.schema.ts';
import { debitReference } from './nach-filing.ts';
import { loansTestKit } from './loans-test-kit.ts';
import { resumeDisbursals } from './resume-disbursals.ts';
import { instalmentSumsDifferences } from '../ledger/instalment-check.ts';
import { instalmentDifferences } from './instalment-subledger.ts';

describe('NACH debit presentation of instalments', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const today = () => isoDate(ctx.t.deps.clock.businessDate());
  const { loanOf } = kit;
  /** The server clock to `time` (India) on `day`. */
  function clockTo(day: IsoDate, time = '01:00') {
    const target = Date.parse(`${day}T${time}:00+05:30`);
    const ahead = target - ctx.t.deps.clock.nowMs();
    if (ahead > 0) ctx.t.deps.clock.advance(ahead);
  }
  const sweep = () =>
    resumeDisbursals(ctx.t.deps, (error) => {
      throw error;
    });
  const debitsOf = (loanId: string) =>
    ctx.t.deps.db.select().from(loanDebits).where(eq(loanDebits.loanId, loanId));

  /** A disbursed loan on its first due date, its first instalment filed by the eve's close. */
  async function firstInstalmentFiled() {
    const { disbursalId, person } = await kit.disbursed();
    const loan = await loanOf(disbursalId);
    const first = (await positionOf(ctx.t.deps.db, loan)).schedule[0];
    if (!first) throw new Error('no schedule');
    const eve = addDays(first.dueDate, -1);
    clockTo(addDays(eve, 1));
    expect(daysBetween(today(), first.dueDate)).toBe(0);
    await runCloseOfBusiness(ctx.t.deps, eve);
    return { loan, person, first };
  }

  it('sends the notice once and presents once when two sweeps run at once', async () => {
    const { loan, person } = await firstInstalmentFiled();
    const outbox = async () =>
      (
        (await ctx.t.app.inject(`/api/dev/outbox?to=${person.mobile}`)).json() as Array<{ text: string }>
      ).filter((sms) => /through NACH/.test(sms.text));

    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(await outbox()).toHaveLength(1);
    expect((await debitsOf(loan.id)).map((debit) => debit.status)).toEqual(['PRESENTED']);
  });

  it('files the first instalment the day before, sends the notice, and credits the confirmed debit', async () => {
    const { loan, person, first } = await firstInstalmentFiled();
    const [filed] = await debitsOf(loan.id);
    expect(filed).toMatchObject({
      status: 'FILING',
      instalmentNumber: 1,
      amountPaise: first.instalment,
      chargeDate: first.dueDate,
    });

    await sweep();
    const [presented] = await debitsOf(loan.id);
    expect(presented?.status).toBe('PRESENTED');
    const sms = (await ctx.t.app.inject(`/api/dev/outbox?to=${person.mobile}`)).json() as Array<{
      text: string;
    }>;
    expect(sms[0]?.text).toMatch(/will be debited from your bank account through NACH/);
    await sweep(); // presented once: the notice is not sent again
    expect(((await ctx.t.app.inject(`/api/dev/outbox?to=${person.mobile}`)).json() as unknown[]).length).toBe(
      sms.length,
    );

    // NPCI's answer comes at 14:00 on the charge date (sandbox), maybe rolled to a working day.
    clockTo(presented?.chargeDate as IsoDate, '14:01');
    await kit.deliverWebhooks();
    const [confirmed] = await debitsOf(loan.id);
    expect(confirmed?.status).toBe('CONFIRMED');
    const position = await positionOf(ctx.t.deps.db, (await findLoan(ctx.t.deps.db, loan.id))!);
    expect(position.dues[0]?.unpaid).toEqual({ penal: 0, fees: 0, interest: 0, principal: 0 });
    const receipts = (await loanJournal(ctx.t.deps.db, loan.id)).filter((entry) => entry.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.lines.find((line) => line.account === 'nach-suspense')?.amount).toBe(
      first.instalment,
    );
  });

  it('levies the bounce charge on a returned debit, tells the borrower, and the instalment is overdue from its due date', async () => {
    const { disbursalId, person } = await kit.disbursed({ nachAccountNumber: '50100987654404' });
    const loan = await loanOf(disbursalId);
    const first = (await positionOf(ctx.t.deps.db, loan)).schedule[0];
    if (!first) throw new Error('no schedule');
    clockTo(first.dueDate);
    await runCloseOfBusiness(ctx.t.deps, addDays(first.dueDate, -1));
    await sweep();
    const [presented] = await debitsOf(loan.id);
    clockTo(presented?.chargeDate as IsoDate, '14:01');
    await kit.deliverWebhooks();
    await kit.deliverWebhooks(); // a redelivery changes nothing
    const [returned] = await debitsOf(loan.id);
    expect(returned).toMatchObject({ status: 'RETURNED', reasonCode: '04' });
    const bounces = (await loanJournal(ctx.t.deps.db, loan.id)).filter(
      (entry) => entry.kind === 'bounce-charge',
    );
    expect(bounces).toHaveLength(1);
    const position = await positionOf(ctx.t.deps.db, (await findLoan(ctx.t.deps.db, loan.id))!);
    expect(position.dues[0]?.unpaid.fees).toBe(250_00); // a penal charge: no GST
    const sms = (await ctx.t.app.inject(`/api/dev/outbox?to=${person.mobile}`)).json() as Array<{
      text: string;
    }>;
    expect(sms[0]?.text).toMatch(/was returned/);
    await runCloseOfBusiness(ctx.t.deps, presented?.chargeDate as IsoDate);
    // The close ran late, so the notice went late and the debit a day after the due date: the
    // instalment was not late while the debit was out, and is counted from its due date once returned.
    expect(await findLoan(ctx.t.deps.db, loan.id)).toMatchObject({
      assetClass: 'SMA-0',
      daysPastDue: daysBetween(first.dueDate, presented?.chargeDate as IsoDate),
    });
    const penal = (await loanJournal(ctx.t.deps.db, loan.id)).filter(
      (entry) => entry.kind === 'penal-charge',
    );
    expect(penal.map((entry) => entry.businessDate)).toEqual([first.dueDate]);
  });
  it('files under a reference unique by construction, and shows a clash to operations instead of skipping the debit', async () => {
    // Two loan ids that share their first eight hex digits (the old references collided).
    const a = debitReference('0badcafe-0000-4000-8000-000000000001', 1, 1);
    const b = debitReference('0badcafe-1111-4000-8000-000000000002', 1, 1);
    expect(a).not.toBe(b);

    const { disbursalId } = await kit.disbursed();
    const other = await loanOf((await kit.disbursed()).disbursalId);
    const loan = await loanOf(disbursalId);
    const first = (await positionOf(ctx.t.deps.db, loan)).schedule[0];
    if (!first) throw new Error('no schedule');
    // A row of another loan already holds the reference this loan's first debit takes.
    await ctx.t.deps.db.insert(loanDebits).values({
      id: randomUUID(),
      loanId: other.id,
      instalmentNumber: 99,
      attempt: 1,
      reference: debitReference(loan.id, first.instalmentNumber, 1),
      amountPaise: 1_00,
      chargeDate: first.dueDate,
      status: 'CANCELLED',
      createdAt: ctx.t.deps.clock.now(),
    });
    const scheduling = addDays(first.dueDate, -2);
    clockTo(addDays(scheduling, 1));
    await runCloseOfBusiness(ctx.t.deps, scheduling);
    // The loan's day is not closed past the clash, and operations see why.
    expect((await findLoan(ctx.t.deps.db, loan.id))?.businessDate).toBe(addDays(scheduling, -1));
    const { failures } = await openCloseFailures(ctx.t.deps.db);
    expect(failures.find((failure) => failure.loanId === loan.id)).toMatchObject({ businessDay: scheduling });
  });

  it('leaves every loan’s position, read from its sub-ledger, equal to the one its journal makes', async () => {
    expect(await instalmentDifferences(ctx.t.deps.db)).toEqual([]);
    expect(await instalmentSumsDifferences(ctx.t.deps.db)).toEqual([]);
  });
});
