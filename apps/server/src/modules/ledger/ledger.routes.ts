import {
  backOfficeLedgerPaths,
  journalQuerySchema,
  journalResponseSchema,
  loanStatementParamsSchema,
  loanStatementResponseSchema,
  trialBalanceQuerySchema,
  trialBalanceResponseSchema,
  type JournalEntryView,
  type TrialBalanceResponse,
} from '@kredo/contract/ledger';
import { isoDate } from '@kredo/domain/calendar-date';
import { chartOfAccounts } from '@kredo/domain/ledger';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { loanAccountNumber } from '../loans/loans.service.ts';
import { authenticateStaff } from '../staff/authenticate-staff.ts';
import { dayJournal, loanJournal, trialBalanceOf, type StatementLine } from './ledger.service.ts';

const entryViews = (entries: StatementLine[]): JournalEntryView[] =>
  entries.map((entry) => ({
    ...entry,
    postedAt: entry.postedAt.toISOString(),
    lines: entry.lines.map((line) => ({
      account: line.account,
      amount: line.amount,
      loanId: line.loanId ?? null,
      instalmentNumber: line.instalmentNumber ?? null,
    })),
  }));

/** One CSV row per line: the entry's day, kind and narration beside each of its lines. */
const journalCsv = (entries: JournalEntryView[]) =>
  toCsv(
    [
      'business_date',
      'entry_id',
      'kind',
      'narration',
      'account',
      'debit_paise',
      'credit_paise',
      'loan_id',
      'instalment',
    ],
    entries.flatMap((entry) =>
      entry.lines.map((line) => [
        entry.businessDate,
        entry.entryId,
        entry.kind,
        entry.narration,
        line.account,
        line.amount > 0 ? line.amount : 0,
        line.amount < 0 ? -line.amount : 0,
        line.loanId,
        line.instalmentNumber,
      ]),
    ),
  );

const sendCsv = (reply: FastifyReply, fileName: string, body: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);

async function trialBalanceView(
  db: Db,
  query: { lenderId?: number | undefined; through?: string | undefined },
) {
  const rows = (
    await trialBalanceOf(db, {
      lenderId: query.lenderId,
      through: query.through ? isoDate(query.through) : undefined,
    })
  ).map((row) => ({ ...row, name: chartOfAccounts[row.account].name }));
  return {
    lenderId: query.lenderId ?? null,
    through: query.through ?? null,
    rows,
    totalDebits: rows.reduce((sum, row) => sum + row.debits, 0),
    totalCredits: rows.reduce((sum, row) => sum + row.credits, 0),
  } satisfies TrialBalanceResponse;
}

async function loanStatement(db: Db, loanId: string) {
  const lenderLoanAcctId = await loanAccountNumber(db, loanId);
  if (!lenderLoanAcctId) throw notFound('loan');
  return { loanId, lenderLoanAcctId, entries: entryViews(await loanJournal(db, loanId)) };
}

/** The ledger for operations and auditors (`viewLedger`): JSON for the console, CSV to download. */
export const ledgerBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;
  const onRequest = authenticateStaff('viewLedger');
  const params = loanStatementParamsSchema;
  const config = { refusals: ['NOT_FOUND'] as const };
  const csv = { file: 'text/csv' as const };

  app.get(
    backOfficeLedgerPaths.trialBalance,
    {
      onRequest,
      schema: { tags, querystring: trialBalanceQuerySchema, response: { 200: trialBalanceResponseSchema } },
    },
    (request) => trialBalanceView(deps.db, request.query),
  );

  app.get(
    backOfficeLedgerPaths.trialBalanceCsv,
    { onRequest, config: csv, schema: { tags, querystring: trialBalanceQuerySchema } },
    async (request, reply) => {
      const view = await trialBalanceView(deps.db, request.query);
      return sendCsv(
        reply,
        'trial-balance.csv',
        toCsv(
          ['account', 'name', 'type', 'debits_paise', 'credits_paise', 'balance_paise'],
          view.rows.map((row) => [row.account, row.name, row.type, row.debits, row.credits, row.balance]),
        ),
      );
    },
  );

  app.get(
    backOfficeLedgerPaths.journal,
    {
      onRequest,
      schema: { tags, querystring: journalQuerySchema, response: { 200: journalResponseSchema } },
    },
    async (request) => ({
      date: request.query.date,
      entries: entryViews(await dayJournal(deps.db, isoDate(request.query.date))),
    }),
  );

  app.get(
    backOfficeLedgerPaths.journalCsv,
    { onRequest, config: csv, schema: { tags, querystring: journalQuerySchema } },
    async (request, reply) => {
      const { date } = request.query;
      return sendCsv(
        reply,
        `journal-${date}.csv`,
        journalCsv(entryViews(await dayJournal(deps.db, isoDate(date)))),
      );
    },
  );

  app.get(
    backOfficeLedgerPaths.loanStatement,
    { onRequest, config, schema: { tags, params, response: { 200: loanStatementResponseSchema } } },
    (request) => loanStatement(deps.db, request.params.loanId),
  );

  app.get(
    backOfficeLedgerPaths.loanStatementCsv,
    { onRequest, config: { ...config, ...csv }, schema: { tags, params } },
    async (request, reply) => {
      const statement = await loanStatement(deps.db, request.params.loanId);
      return sendCsv(reply, `loan-${statement.lenderLoanAcctId}.csv`, journalCsv(statement.entries));
    },
  );
};
