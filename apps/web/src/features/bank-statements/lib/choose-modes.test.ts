import type { BankMode } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { chooseModes, isStatementSubStatus } from './choose-modes';

const all: BankMode[] = ['NET_BANKING', 'PDF_UPLOAD', 'ACCOUNT_AGGREGATOR'];

describe('choosing how a statement is shared', () => {
  it("offers the bank's modes, PDF first, without a sub-status", () => {
    expect(chooseModes({ bankModes: all, uploadAllowed: true })).toEqual({
      kind: 'modes',
      modes: ['PDF_UPLOAD', 'NET_BANKING', 'ACCOUNT_AGGREGATOR'],
    });
    expect(
      chooseModes({ bankModes: ['NET_BANKING'], uploadAllowed: true, subStatus: 'BS_6M_MISSING' }),
    ).toEqual({
      kind: 'modes',
      modes: ['NET_BANKING'],
    });
  });

  it('sends everyone to the Google Form when uploads are not allowed', () => {
    for (const bankModes of [all, []]) {
      for (const subStatus of [undefined, 'BS_NET_BANKING', 'BS_PDF_NET_AA']) {
        expect(chooseModes({ bankModes, uploadAllowed: false, subStatus })).toEqual({
          kind: 'modes',
          modes: ['GOOGLE_FORM'],
        });
      }
    }
  });

  it("refuses a bank without any mode with 'Selected Bank doesn't support Net Banking'", () => {
    expect(chooseModes({ bankModes: [], uploadAllowed: true })).toEqual({
      kind: 'unsupported',
      message: messages.bankWithoutModes,
    });
    expect(chooseModes({ bankModes: [], uploadAllowed: true, subStatus: 'BS_NET_BANKING' }).kind).toBe(
      'unsupported',
    );
  });

  it('offers only PDF upload after net banking failed (BS_NET_BANKING)', () => {
    expect(chooseModes({ bankModes: all, uploadAllowed: true, subStatus: 'BS_NET_BANKING' })).toEqual({
      kind: 'modes',
      modes: ['PDF_UPLOAD'],
    });
  });

  it('uses the account aggregator for BS_PDF_NET_AA when the bank has it, else PDF', () => {
    expect(chooseModes({ bankModes: all, uploadAllowed: true, subStatus: 'BS_PDF_NET_AA' })).toEqual({
      kind: 'modes',
      modes: ['ACCOUNT_AGGREGATOR'],
    });
    expect(
      chooseModes({
        bankModes: ['NET_BANKING', 'PDF_UPLOAD'],
        uploadAllowed: true,
        subStatus: 'BS_PDF_NET_AA',
      }),
    ).toEqual({ kind: 'modes', modes: ['PDF_UPLOAD'] });
  });

  it('knows the bank statement sub-statuses of spec 000 §4.2', () => {
    expect(
      ['BS_6M_MISSING', 'BS_SALARY_MISSING', 'BS_NET_BANKING', 'BS_PDF_NET_AA', 'BS_NET_PDF'].every(
        isStatementSubStatus,
      ),
    ).toBe(true);
    expect(isStatementSubStatus('SELFIE_UNCLEAR')).toBe(false);
  });
});
