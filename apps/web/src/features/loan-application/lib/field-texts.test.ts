import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, translate, type Translate } from '../../../lib/i18n';
import '../texts';
import { field } from '../test-kit';
import { translatedField } from './field-texts';

const inHindi: Translate = (key, variables) => translate('hi', key, variables);

describe("the server's fields in the borrower's language", () => {
  afterEach(() => changeLanguage('en'));

  it('reads labels and choices by identifier and value, and tenures as months', async () => {
    await changeLanguage('hi');
    const education = translatedField(
      inHindi,
      field('education', 'Education', {
        type: 'dropdown',
        options: [{ value: 'Graduate or Post Graduate', label: 'Graduate or Post Graduate' }],
      }),
    );
    expect(education.label).toBe('शिक्षा');
    expect(education.options?.[0]).toEqual({
      value: 'Graduate or Post Graduate',
      label: 'स्नातक या स्नातकोत्तर',
    });
    const tenure = translatedField(
      inHindi,
      field('loanRequest.tenure', 'Tenure (months)', { options: [{ value: '12', label: '12 months' }] }),
    );
    expect(tenure.options?.[0]?.label).toBe('12 महीने');
  });

  it("keeps the server's words for a field or choice the catalogue does not know", async () => {
    await changeLanguage('hi');
    const unknown = translatedField(
      inHindi,
      field('gender', 'Gender', { options: [{ value: 'other', label: 'Other' }] }),
    );
    expect(unknown.options?.[0]?.label).toBe('Other');
    expect(translatedField(inHindi, field('nickname', 'Nickname')).label).toBe('Nickname');
  });
});
