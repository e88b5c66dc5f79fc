import { statementModes, type Institution, type StatementMode } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';
import { chooseModes, type ModeChoiceInput } from './choose-modes';

type Offer = Omit<ModeChoiceInput, 'bankModes'>;

/** The ways the bank with this id offers here (none for an unknown bank or one without modes). */
export function offeredModes(
  institutions: readonly Institution[],
  bankId: string | undefined,
  offer: Offer,
): readonly StatementMode[] {
  const bank = institutions.find((candidate) => candidate.id === bankId);
  const choice = bank && chooseModes({ bankModes: bank.modes, ...offer });
  return choice?.kind === 'modes' ? choice.modes : [];
}

/** The mode the borrower picked when the bank offers it, else the first one offered. */
export function chosenMode(offered: readonly StatementMode[], picked: StatementMode | undefined) {
  return picked && offered.includes(picked) ? picked : offered[0];
}

/**
 * The bank and the way to share its statement (spec 000 §4.8, §8): a bank from the list ('Please
 * select bank.'), one that can take a statement here ('Selected Bank doesn't support Net Banking').
 */
export function bankChoiceSchema(institutions: readonly Institution[], offer: Offer) {
  return z.object({
    bankId: z.string().check(
      z.superRefine((bankId, context) => {
        const bank = institutions.find((candidate) => candidate.id === bankId);
        const choice = bank && chooseModes({ bankModes: bank.modes, ...offer });
        const message = !choice
          ? messages.selectBank
          : choice.kind === 'unsupported'
            ? choice.message
            : undefined;
        if (message) context.issues.push({ code: 'custom', message, input: bankId });
      }),
    ),
    mode: z.optional(z.enum(statementModes)),
  });
}
export type BankChoiceInput = z.input<ReturnType<typeof bankChoiceSchema>>;
