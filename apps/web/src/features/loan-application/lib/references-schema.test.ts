import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { referencesSchema } from './references-schema';

const own = ['9876543210'];
const person = (referenceName: string, referenceMobile: string, referenceRelation: string) => ({
  referenceName,
  referenceMobile,
  referenceRelation,
});

const issuesOf = (references: ReturnType<typeof person>[]) => {
  const result = referencesSchema(own).safeParse({ references });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the references form', () => {
  it('asks for what is blank, and says every other problem at the same time', () => {
    expect(
      issuesOf([person('Suresh Iyer', '9876543210', ''), person(' suresh  iyer ', '4123456789', 'Friend')]),
    ).toEqual({
      'references.0.referenceMobile': "Reference mobile number can't be your own number",
      'references.0.referenceRelation': messages.selectToContinue,
      'references.1.referenceName': "Reference name can't be same",
      'references.1.referenceMobile': 'Please enter a valid Mobile Number',
    });
    expect(issuesOf([person('', '', 'Father'), person('Meera Nair', '9123456781', 'Friend')])).toEqual({
      'references.0.referenceName': messages.enterToContinue,
      'references.0.referenceMobile': messages.enterToContinue,
    });
  });

  it('gives the save its references, trimmed', () => {
    const result = referencesSchema(own).parse({
      references: [
        person(' Suresh Iyer ', '9123456780', 'Father'),
        person('Meera Nair', '9123456781', 'Colleague'),
      ],
    });
    expect(result.references[0]).toEqual(person('Suresh Iyer', '9123456780', 'Father'));
    expect(result.references).toHaveLength(2);
  });
});
