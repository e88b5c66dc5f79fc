import { devBase } from '@kredo/contract/dev';
import { sqlStatementsPath, sqlStatementsResponseSchema } from '@kredo/contract/dev-statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Sandbox only: the database's count of statements sent, for counting a request's (bench/api.ts). */
export const sqlStatementsDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    sqlStatementsPath.slice(devBase.length),
    { schema: { tags: ['dev (sandbox only)'], response: { 200: sqlStatementsResponseSchema } } },
    () => ({ statements: app.deps.database.statementsSent() }),
  );
};
