import { referenceProblemMessages } from '@kredo/contract/application-profile';
import { fill, messages } from '@kredo/contract/messages';
import { isEligibilityMobile } from '@kredo/domain/validators/mobile';
import { isReferenceName } from '@kredo/domain/validators/name';
import { referenceProblems } from '@kredo/domain/validators/references';
import * as z from 'zod/mini';

const given = () => z.string().check(z.trim(), z.minLength(1, { error: messages.enterToContinue }));

const personSchema = z.object({
  name: given().check(z.refine(isReferenceName, { error: referenceProblemMessages.NAME_INVALID })),
  mobile: given().check(z.refine(isEligibilityMobile, { error: referenceProblemMessages.MOBILE_INVALID })),
});

export const referenceSlots = ['family', 'friend'] as const;

/**
 * The references correction (spec 000 §2.5, §5.1): total dependents as a single digit, then a
 * family and a friend reference, each a name (letters, dots, spaces) and a mobile (10 digits from
 * 5-9) that is not the borrower's own or alternate number; the friend's name and mobile differ
 * from the family reference's. The rules are packages/domain's, as the server checks them.
 */
export function referencesSchema(ownMobiles: readonly string[]) {
  return z
    .object({
      numDependents: given().check(
        z.regex(/^\d$/, { error: fill(messages.enterValidField, { label: 'Total Dependents' }) }),
      ),
      family: personSchema,
      friend: personSchema,
    })
    .check(
      z.superRefine((values, context) => {
        const problems = referenceProblems(
          referenceSlots.map((slot) => ({ ...values[slot], relation: slot })),
          ownMobiles,
        );
        problems.forEach((byField, index) => {
          for (const field of ['name', 'mobile'] as const) {
            const problem = byField[field];
            // Blank and malformed values have their own messages above.
            if (!problem || problem === 'NAME_INVALID' || problem === 'MOBILE_INVALID') continue;
            context.addIssue({
              code: 'custom',
              path: [referenceSlots[index] as string, field],
              message: referenceProblemMessages[problem],
            });
          }
        });
      }),
    );
}
export type ReferencesInput = z.input<ReturnType<typeof referencesSchema>>;
export type ReferencesValues = z.output<ReturnType<typeof referencesSchema>>;
