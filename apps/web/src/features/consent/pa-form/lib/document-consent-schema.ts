import { paFormBodySchema } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';

const answer = paFormBodySchema.shape.documentsConsent.def.innerType;

/**
 * The document consent as the body sends it, the choice required and named as the server's field
 * errors name it (`documentsConsent.isChequeAvailable`), with the catalogue's word for no choice.
 */
export const documentConsentFormSchema = z.object({
  documentsConsent: z.extend(answer, {
    isChequeAvailable: z.boolean({ error: messages.selectToContinue }),
  }),
});
export type DocumentConsentInput = z.input<typeof documentConsentFormSchema>;
