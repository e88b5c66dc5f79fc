import { describe, expect, it } from 'vitest';

import {
  incompleteInfoScreens,
  incompleteInfoSubStatuses,
  isIncompleteInfoSubStatus,
  outstandingScreens,
  screenAsks,
  screenOf,
  subStatusNeeds,
  subStatusScreens,
} from './incomplete-info.ts';

describe('sub-status to screen', () => {
  it.each(incompleteInfoSubStatuses)('%s opens a screen whose form asks what settles it', (subStatus) => {
    const asked: readonly string[] = screenAsks[screenOf(subStatus)];
    expect(subStatusNeeds[subStatus].length).toBeGreaterThan(0);
    for (const item of subStatusNeeds[subStatus]) expect(asked).toContain(item);
  });

  it.each(incompleteInfoSubStatuses)('%s is settled on a correction screen', (subStatus) => {
    expect(incompleteInfoScreens).toContain(screenOf(subStatus));
    expect(isIncompleteInfoSubStatus(subStatus)).toBe(true);
  });

  it('follows the spec table where it names a screen, and our reading where it does not', () => {
    expect(subStatusScreens).toMatchObject({
      BS_6M_MISSING: 'bank-statement',
      SELFIE_UNCLEAR: 'selfie-unclear',
      PAN_UNCLEAR: 'pan-unclear',
      SOA_MISSING: 'documents',
      WORK_EMAIL_MISMATCH: 'work-details',
      PERM_ADDR_INCOMPLETE: 'residence-address',
      AADHAAR_OKYC: 'okyc',
      DIGILOCKER_OKYC: 'digilocker-okyc',
      LOAN_REQUEST_INCOMPLETE: 'loan-request',
      NACH_BANK_DETAILS: 'bank-details',
      REFERENCES_INCOMPLETE: 'references',
      AADHAAR_UNCLEAR: 'kyc',
    });
  });

  it('gives every screen at least one sub-status', () => {
    const reached = new Set(incompleteInfoSubStatuses.map(screenOf));
    expect([...reached].sort()).toEqual([...incompleteInfoScreens].sort());
  });

  it('knows no other sub-status', () => {
    expect(isIncompleteInfoSubStatus('BS_12M_MISSING')).toBe(false);
    expect(isIncompleteInfoSubStatus('toString')).toBe(false);
    expect(isIncompleteInfoSubStatus('')).toBe(false);
  });
});

describe('outstandingScreens', () => {
  it('groups sub-statuses by screen, in screen order', () => {
    expect(
      outstandingScreens([
        'NACH_BANK_DETAILS',
        'RESI_ADDR_INCOMPLETE',
        'BS_SALARY_MISSING',
        'SELFIE_UNCLEAR',
        'PERM_ADDR_INCOMPLETE',
        'BS_6M_MISSING',
        'DISBURSAL_BANK_DETAILS',
      ]),
    ).toEqual([
      { screen: 'bank-statement', subStatuses: ['BS_SALARY_MISSING', 'BS_6M_MISSING'] },
      { screen: 'selfie-unclear', subStatuses: ['SELFIE_UNCLEAR'] },
      { screen: 'residence-address', subStatuses: ['RESI_ADDR_INCOMPLETE', 'PERM_ADDR_INCOMPLETE'] },
      { screen: 'bank-details', subStatuses: ['NACH_BANK_DETAILS', 'DISBURSAL_BANK_DETAILS'] },
    ]);
  });

  it('leaves out values no screen settles', () => {
    expect(outstandingScreens(['UNKNOWN_THING', 'PAN_UNCLEAR', 'hasOwnProperty'])).toEqual([
      { screen: 'pan-unclear', subStatuses: ['PAN_UNCLEAR'] },
    ]);
    expect(outstandingScreens(['NOPE'])).toEqual([]);
    expect(outstandingScreens([])).toEqual([]);
  });

  it('lists every screen once when everything is outstanding', () => {
    const screens = outstandingScreens(incompleteInfoSubStatuses);
    expect(screens.map((entry) => entry.screen)).toEqual([...incompleteInfoScreens]);
    expect(screens.flatMap((entry) => entry.subStatuses).sort()).toEqual(
      [...incompleteInfoSubStatuses].sort(),
    );
  });
});
