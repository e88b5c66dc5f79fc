import { referenceProblemMessages, type referenceRelations } from '@kredo/contract/application-profile';
import { messages } from '@kredo/contract/messages';
import { referenceProblems } from '@kredo/domain/validators/references';
import * as z from 'zod/mini';

type Relation = (typeof referenceRelations)[number];

const fields = ['referenceName', 'referenceMobile', 'referenceRelation'] as const;
/** The domain's name for each field of a reference. */
const ruleField = {
  referenceName: 'name',
  referenceMobile: 'mobile',
  referenceRelation: 'relation',
} as const;

const reference = z.object({
  referenceName: z.string(),
  referenceMobile: z.string(),
  referenceRelation: z.string(),
});

/**
 * The References screen (spec 000 §5.1), named as the save names them (`references.0.referenceName`)
 * so the server's refusals land on the same fields. Values are trimmed; blank says 'Please enter
 * ...' ('Please select ...' for the relation); then the domain's rule, as the server checks it:
 * names and mobiles differ from each other and no mobile is one of `ownMobiles`.
 */
export function referencesSchema(ownMobiles: readonly string[]) {
  return z.pipe(
    z.object({ references: z.array(reference) }).check(
      z.superRefine(({ references }, context) => {
        const trimmed = references.map((entry) => ({
          name: entry.referenceName.trim(),
          mobile: entry.referenceMobile.trim(),
          relation: entry.referenceRelation,
        }));
        const problems = referenceProblems(trimmed, ownMobiles);
        trimmed.forEach((entry, index) => {
          for (const field of fields) {
            const problem = problems[index]?.[ruleField[field]];
            const message =
              entry[ruleField[field]] === ''
                ? field === 'referenceRelation'
                  ? messages.selectToContinue
                  : messages.enterToContinue
                : problem && referenceProblemMessages[problem];
            if (message) context.addIssue({ code: 'custom', path: ['references', index, field], message });
          }
        });
      }),
    ),
    z.transform(({ references }) => ({
      references: references.map((entry) => ({
        referenceName: entry.referenceName.trim(),
        referenceMobile: entry.referenceMobile.trim(),
        referenceRelation: entry.referenceRelation as Relation,
      })),
    })),
  );
}
export type ReferencesInput = z.input<ReturnType<typeof referencesSchema>>;
