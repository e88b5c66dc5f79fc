import { randomUUID } from 'node:crypto';

import { backOfficeLedgerPaths, type AccountStatementResponse } from '@kredo/contract/ledger';
import { isoDate } from '@kredo/domain/calendar-date';
import { credit, debit, type JournalLine } from '@kredo/domain/ledger';
import { goldUnits, paise } from '@kredo/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { operations, staffTestKit } from '../staff/staff-test-kit.ts';
import { placeHold } from './ledger-holds.ts';
import { postEntry } from './ledger.service.ts';

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

describe('the ledger in the back office', () => {
  const ctx = {} as { t: TestApp };
  const kit = staffTestKit(ctx);
  let headers: Record<string, string>;

  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.seed();
    headers = (await kit.signInStaff(operations.email)).headers;
  });
  afterAll(() => ctx.t.close());

  const get = (url: string) => ctx.t.app.inject({ url, headers });

  it('refuses a lender id or a day the ledger cannot hold as a validation error, JSON and CSV alike', async () => {
    const refused = [
      `${backOfficeLedgerPaths.trialBalance}?lenderId=2147483648`,
      `${backOfficeLedgerPaths.trialBalanceCsv}?lenderId=2147483648`,
      `${backOfficeLedgerPaths.trialBalance}?lenderId=99999999999999999999`,
      `${backOfficeLedgerPaths.trialBalance}?lenderId=0`,
      `${backOfficeLedgerPaths.trialBalance}?lenderId=1.5`,
      `${backOfficeLedgerPaths.trialBalance}?lenderId=abc`,
      `${backOfficeLedgerPaths.trialBalance}?through=2027-02-30`,
      `${backOfficeLedgerPaths.trialBalance}?through=0000-01-01`,
      `${backOfficeLedgerPaths.journal}?date=0000-01-01`,
      `${backOfficeLedgerPaths.journalCsv}?date=0000-01-01`,
      `${backOfficeLedgerPaths.journal}?date=2027-13-01`,
      backOfficeLedgerPaths.loanStatement.replace(':loanId', '2147483648'),
      backOfficeLedgerPaths.loanStatementCsv.replace(':loanId', '2147483648'),
      `${backOfficeLedgerPaths.balanceSheet}?lenderId=0`,
      `${backOfficeLedgerPaths.balanceSheetCsv}?through=2027-02-30`,
      backOfficeLedgerPaths.accountStatement.replace(':ownerId', 'holding-1'),
      backOfficeLedgerPaths.accountStatementCsv.replace(':ownerId', 'holding-1'),
    ];
    const answers: string[] = [];
    for (const url of refused) {
      const answer = await get(url);
      answers.push(`${url} ${answer.statusCode} ${(answer.json() as { code: string }).code}`);
    }
    expect(answers).toEqual(refused.map((url) => `${url} 400 VALIDATION_FAILED`));
    expect((await get(refused[0]!)).json()).toMatchObject({
      fieldErrors: { lenderId: ['Expected a lender id up to 2147483647'] },
    });
    expect((await get(`${backOfficeLedgerPaths.journal}?date=5-1-2027`)).json()).toMatchObject({
      fieldErrors: { date: ['Expected a calendar date as YYYY-MM-DD'] },
    });
  });

  it('answers the largest lender id the ledger holds with an empty trial balance', async () => {
    const answer = await get(`${backOfficeLedgerPaths.trialBalance}?lenderId=2147483647`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ lenderId: 2_147_483_647, through: null, rows: [], totals: [] });
    const csv = await get(`${backOfficeLedgerPaths.trialBalanceCsv}?lenderId=2147483647&through=9999-12-31`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('publishes the CSV downloads as text/csv in the OpenAPI document', async () => {
    const spec = (await ctx.t.app.inject('/docs/json')).json() as Document;
    for (const path of [
      backOfficeLedgerPaths.trialBalanceCsv,
      backOfficeLedgerPaths.journalCsv,
      backOfficeLedgerPaths.loanStatementCsv,
      backOfficeLedgerPaths.balanceSheetCsv,
      backOfficeLedgerPaths.accountStatementCsv,
    ]) {
      const ok = spec.paths[path.replace(/:(\w+)/g, '{$1}')]!.get!.responses['200']!;
      expect(Object.keys(ok.content ?? {}), path).toEqual(['text/csv']);
    }
    const json = spec.paths[backOfficeLedgerPaths.trialBalance]!.get!.responses['200']!;
    expect(Object.keys(json.content ?? {})).toEqual(['application/json']);
  });

  describe('in rupees and gold', () => {
    // A lender of its own, so the figures are this test's alone.
    const lender = 7_301;
    const holding = randomUUID();
    const day = isoDate('2026-11-24');
    const now = new Date('2026-11-24T10:00:00Z');
    const post = (key: string, lines: JournalLine[]) =>
      ctx.t.deps.db.transaction((tx) =>
        postEntry(
          tx,
          {
            idempotencyKey: key,
            lenderId: lender,
            kind: 'receipt',
            businessDate: day,
            narration: key,
            lines,
          },
          now,
        ),
      );

    beforeAll(async () => {
      // 2 g bought for ₹13,000 (₹12,621.36 to the vendor, GST ₹378.64), then a sell of 0.5 g in flight.
      await post(`gold-buy:${holding}`, [
        debit('gateway-suspense', paise(13_000_00)),
        credit('gold-vendor-payable', paise(12_621_36)),
        credit('gst-payable', paise(378_64)),
        debit('gold-in-vault', goldUnits(20_000)),
        credit('customer-gold', goldUnits(20_000), { subjectId: holding }),
      ]);
      await ctx.t.deps.db.transaction((tx) =>
        placeHold(
          tx,
          {
            idempotencyKey: `gold-sell:${holding}`,
            lenderId: lender,
            kind: 'settlement',
            narration: 'Gold sell awaiting the vendor',
            expiresAt: null,
            lines: [
              debit('customer-gold', goldUnits(5_000), { subjectId: holding }),
              credit('gold-in-vault', goldUnits(5_000)),
            ],
          },
          now,
        ),
      );
    });

    it('totals the trial balance per unit, never adding grams to rupees', async () => {
      const trial = (await get(`${backOfficeLedgerPaths.trialBalance}?lenderId=${lender}`)).json();
      expect(trial.totals).toEqual([
        { unit: 'INR', debits: 13_000_00, credits: 13_000_00 },
        { unit: 'XAU', debits: 20_000, credits: 20_000 },
      ]);
      expect(trial.rows).toContainEqual(
        expect.objectContaining({ account: 'customer-gold', unit: 'XAU', credits: 20_000, balance: -20_000 }),
      );
      const csv = (await get(`${backOfficeLedgerPaths.trialBalanceCsv}?lenderId=${lender}`)).body;
      expect(csv).toContain('customer-gold,Customer gold holdings,liability,XAU,0,20000,-20000\r\n');
    });

    it('draws a balance sheet per unit that closes, as JSON and CSV', async () => {
      const sheet = (await get(`${backOfficeLedgerPaths.balanceSheet}?lenderId=${lender}`)).json();
      expect(sheet.sheets).toEqual([
        {
          unit: 'INR',
          assets: [{ account: 'gateway-suspense', name: 'Payment gateway suspense', amount: 13_000_00 }],
          liabilities: [
            { account: 'gst-payable', name: 'GST payable', amount: 378_64 },
            { account: 'gold-vendor-payable', name: 'Payable to the gold vendor', amount: 12_621_36 },
          ],
          totalAssets: 13_000_00,
          totalLiabilities: 13_000_00,
          income: 0,
          expenses: 0,
          earnings: 0,
          difference: 0,
        },
        expect.objectContaining({
          unit: 'XAU',
          totalAssets: 20_000,
          totalLiabilities: 20_000,
          difference: 0,
        }),
      ]);
      // Through the day before, nothing had moved.
      const before = (
        await get(`${backOfficeLedgerPaths.balanceSheet}?lenderId=${lender}&through=2026-11-23`)
      ).json();
      expect(before.sheets).toEqual([]);
      const csv = (await get(`${backOfficeLedgerPaths.balanceSheetCsv}?lenderId=${lender}`)).body;
      expect(csv.split('\r\n')).toContain('XAU,asset,gold-in-vault,Gold held by the vendor,20000');
    });

    it('states a gold holding: its balance, what a sell in flight holds back, and its entries', async () => {
      const answer = await get(backOfficeLedgerPaths.accountStatement.replace(':ownerId', holding));
      expect(answer.statusCode).toBe(200);
      const statement = answer.json() as AccountStatementResponse;
      expect(statement).toMatchObject({ ownerId: holding, subject: 'gold-holding', lenderId: lender });
      expect(statement.accounts).toEqual([
        expect.objectContaining({ code: 'customer-gold', unit: 'XAU', balance: 20_000, available: 15_000 }),
      ]);
      expect(statement.entries.map((entry) => entry.lines.length)).toEqual([5]);
      const csv = await get(backOfficeLedgerPaths.accountStatementCsv.replace(':ownerId', holding));
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="gold-holding-${holding}.csv"`);
      expect(csv.body).toContain(',customer-gold,XAU,0,20000,,\r\n');
    });

    it('answers a subject with no accounts as not found, and a caller without a session as unauthorised', async () => {
      const unknown = await get(backOfficeLedgerPaths.accountStatement.replace(':ownerId', randomUUID()));
      expect(unknown.statusCode).toBe(404);
      const anonymous = await ctx.t.app.inject({
        url: backOfficeLedgerPaths.accountStatement.replace(':ownerId', holding),
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
