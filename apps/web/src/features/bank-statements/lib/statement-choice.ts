import { MAX_STATEMENT_BYTES, uploadStatementBodySchema } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';

function isPdf(file: File): boolean {
  // Some phones report no type for a downloaded PDF; its name still says so.
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

/** The statement chosen: a PDF of at most 5 MB (spec 000 §5.5); undefined until one is. */
const chosenFileSchema = z.custom<File | undefined>().check(
  z.refine((file) => file !== undefined, { error: messages.selectFile, abort: true }),
  z.refine((file) => file === undefined || isPdf(file), {
    error: messages.statementInvalidFormat,
    abort: true,
  }),
  z.refine((file) => file === undefined || file.size <= MAX_STATEMENT_BYTES, {
    error: messages.statementTooLarge,
  }),
);

/**
 * One statement to upload: the file, and its password or the box saying it has none (spec 000
 * §5.5); the password as the upload call takes it. The password is asked for once the file is fine.
 */
export const statementChoiceSchema = z
  .object({
    file: chosenFileSchema,
    password: uploadStatementBodySchema.shape.password,
    notProtected: z.boolean(),
  })
  .check(
    z.refine((choice) => choice.notProtected || (choice.password ?? '') !== '', {
      error: messages.statementPasswordOrBox,
      path: ['password'],
    }),
  );
export type StatementChoiceInput = z.input<typeof statementChoiceSchema>;
export type StatementChoice = z.output<typeof statementChoiceSchema>;
