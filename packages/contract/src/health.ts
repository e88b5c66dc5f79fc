import * as z from 'zod/mini';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({ status: z.literal('ready'), database: z.literal('up') });
