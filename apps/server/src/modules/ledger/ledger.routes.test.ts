import { backOfficeLedgerPaths } from '@kredo/contract/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { operations, staffTestKit } from '../staff/staff-test-kit.ts';

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
    expect(answer.json()).toMatchObject({
      lenderId: 2_147_483_647,
      rows: [],
      totalDebits: 0,
      totalCredits: 0,
    });
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
    ]) {
      const ok = spec.paths[path.replace(/:(\w+)/g, '{$1}')]!.get!.responses['200']!;
      expect(Object.keys(ok.content ?? {}), path).toEqual(['text/csv']);
    }
    const json = spec.paths[backOfficeLedgerPaths.trialBalance]!.get!.responses['200']!;
    expect(Object.keys(json.content ?? {})).toEqual(['application/json']);
  });
});
