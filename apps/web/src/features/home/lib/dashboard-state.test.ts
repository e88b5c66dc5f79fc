import { describe, expect, it } from 'vitest';
import { consentActionOf, dashboardState, nextStepOf } from './dashboard-state';

const facts = (latestStatus: string | null, more: { percent?: number; loans?: string[] } = {}) => ({
  latestStatus,
  completionPercent: more.percent,
  loanStates: more.loans,
});

describe("home's reading of where the borrower stands", () => {
  it('is nothing yet until some of the form is done, then the form in progress', () => {
    expect(dashboardState(facts(null))).toEqual({ kind: 'none' });
    expect(dashboardState(facts(null, { percent: 0 }))).toEqual({ kind: 'none' });
    expect(dashboardState(facts(null, { percent: 63 }))).toEqual({ kind: 'inProgress', percent: 63 });
  });

  it('counts every status from approval to disbursal pending as an approved offer', () => {
    for (const status of ['APPROVED', 'CUST_CONSENT_GIVEN', 'VERIFYING_DOCS', 'DISBURSAL_PENDING'])
      expect(nextStepOf(dashboardState(facts(status)))).toEqual({
        action: 'reviewOffer',
        path: '/application-status',
      });
  });

  it('takes a disbursed loan to be running until the loans call says it closed', () => {
    expect(dashboardState(facts('DISBURSED'))).toEqual({ kind: 'loanActive' });
    expect(dashboardState(facts('DISBURSED', { loans: [] }))).toEqual({ kind: 'loanActive' });
    expect(dashboardState(facts('DISBURSED', { loans: ['CLOSED', 'DISBURSED'] }))).toEqual({
      kind: 'loanActive',
    });
    expect(dashboardState(facts('DISBURSED', { loans: ['PRE_CLOSED'] }))).toEqual({ kind: 'loanClosed' });
    expect(nextStepOf({ kind: 'loanClosed' }).action).toBe('applyLoan');
  });

  it('reads a status it does not know as being processed', () => {
    expect(dashboardState(facts('SOMETHING_NEW'))).toEqual({ kind: 'processing' });
  });
});

describe('an approved offer that waits for the borrower', () => {
  const approved = (status: string, subStatuses: string[] = []) => ({
    ...facts('APPROVED'),
    approval: { status, subStatuses },
  });

  it('leads to the consent area with the one step it waits for', () => {
    expect(nextStepOf(dashboardState(approved('LENDER_APPROVED')))).toEqual({
      action: 'reviewOffer',
      path: '/consent',
    });
    const given = (...subStatuses: string[]) =>
      nextStepOf(dashboardState(approved('CUST_CONSENT_GIVEN', subStatuses))).action;
    expect(given('PA_FORM_PENDING', 'SHUBHSIGN_PENDING', 'REPAY_INST_PENDING')).toBe('completeDetails');
    expect(given('UDYAM_REG_FIELDS_PENDING', 'SHUBHSIGN_PENDING')).toBe('completeDetails');
    expect(given('SHUBHSIGN_PENDING', 'REPAY_INST_PENDING')).toBe('signAgreement');
    expect(given('REPAY_INST_PENDING')).toBe('setUpRepayment');
  });

  it('waits for no one once the borrower has done their part, or declined', () => {
    for (const [status, subStatuses] of [
      ['CUST_CONSENT_GIVEN', []],
      ['CUST_NOT_INTERESTED', ['CONSENT_DENIED']],
      ['AGENT_ASSIGNED', []],
    ] as const) {
      expect(consentActionOf({ status, subStatuses })).toBeUndefined();
      expect(nextStepOf(dashboardState(approved(status, [...subStatuses])))).toEqual({
        action: 'reviewOffer',
        path: '/application-status',
      });
    }
  });
});
