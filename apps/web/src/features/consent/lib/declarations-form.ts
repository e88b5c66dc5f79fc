import { messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';

/** The consent screen's declarations: the loan's terms must be agreed ('*Mandatory field.', §5). */
export const declarationsFormSchema = z.object({
  loanTerms: z.literal(true, { error: messages.mandatoryFieldStar }),
  marketplaceSettlement: z.boolean(),
});
export type DeclarationsForm = z.input<typeof declarationsFormSchema>;
