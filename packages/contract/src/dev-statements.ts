import * as z from 'zod/mini';

import { devBase } from './dev.ts';

/**
 * Sandbox only: how many SQL statements the server has sent since it started. The API benchmark
 * reads it before and after a run of requests to count one request's statements.
 */
export const sqlStatementsPath = `${devBase}/sql-statements`;
export const sqlStatementsResponseSchema = z.object({ statements: z.number().check(z.int(), z.gte(0)) });
