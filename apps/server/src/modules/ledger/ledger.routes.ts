import {
  accountStatementParamsSchema,
  accountStatementResponseSchema,
  backOfficeLedgerPaths,
  balanceSheetResponseSchema,
  journalQuerySchema,
  journalResponseSchema,
  loanStatementParamsSchema,
  loanStatementResponseSchema,
  trialBalanceQuerySchema,
  trialBalanceResponseSchema,
} from '@kredo/contract/ledger';
import { isoDate } from '@kredo/domain/calendar-date';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { loanAccountNumber } from '../loans/loans.service.ts';
import { authenticateStaff } from '../staff/authenticate-staff.ts';
import {
  accountStatement,
  balanceSheetCsv,
  balanceSheetView,
  entryViews,
  journalCsv,
  trialBalanceCsv,
  trialBalanceView,
} from './ledger-reports.ts';
import { dayJournal, loanJournal } from './ledger.service.ts';

const sendCsv = (reply: FastifyReply, fileName: string, body: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);

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
  const config = { refusals: ['NOT_FOUND'] as const };
  const csv = { file: 'text/csv' as const };
  const querystring = trialBalanceQuerySchema;

  app.get(
    backOfficeLedgerPaths.trialBalance,
    { onRequest, schema: { tags, querystring, response: { 200: trialBalanceResponseSchema } } },
    (request) => trialBalanceView(deps.db, request.query),
  );

  app.get(
    backOfficeLedgerPaths.trialBalanceCsv,
    { onRequest, config: csv, schema: { tags, querystring } },
    async (request, reply) =>
      sendCsv(reply, 'trial-balance.csv', trialBalanceCsv(await trialBalanceView(deps.db, request.query))),
  );

  app.get(
    backOfficeLedgerPaths.balanceSheet,
    { onRequest, schema: { tags, querystring, response: { 200: balanceSheetResponseSchema } } },
    (request) => balanceSheetView(deps.db, request.query),
  );

  app.get(
    backOfficeLedgerPaths.balanceSheetCsv,
    { onRequest, config: csv, schema: { tags, querystring } },
    async (request, reply) =>
      sendCsv(reply, 'balance-sheet.csv', balanceSheetCsv(await balanceSheetView(deps.db, request.query))),
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

  const loanParams = loanStatementParamsSchema;
  app.get(
    backOfficeLedgerPaths.loanStatement,
    {
      onRequest,
      config,
      schema: { tags, params: loanParams, response: { 200: loanStatementResponseSchema } },
    },
    (request) => loanStatement(deps.db, request.params.loanId),
  );

  app.get(
    backOfficeLedgerPaths.loanStatementCsv,
    { onRequest, config: { ...config, ...csv }, schema: { tags, params: loanParams } },
    async (request, reply) => {
      const statement = await loanStatement(deps.db, request.params.loanId);
      return sendCsv(reply, `loan-${statement.lenderLoanAcctId}.csv`, journalCsv(statement.entries));
    },
  );

  const ownerParams = accountStatementParamsSchema;
  app.get(
    backOfficeLedgerPaths.accountStatement,
    {
      onRequest,
      config,
      schema: { tags, params: ownerParams, response: { 200: accountStatementResponseSchema } },
    },
    (request) => accountStatement(deps.db, request.params.ownerId),
  );

  app.get(
    backOfficeLedgerPaths.accountStatementCsv,
    { onRequest, config: { ...config, ...csv }, schema: { tags, params: ownerParams } },
    async (request, reply) => {
      const statement = await accountStatement(deps.db, request.params.ownerId);
      return sendCsv(reply, `${statement.subject}-${statement.ownerId}.csv`, journalCsv(statement.entries));
    },
  );
};
