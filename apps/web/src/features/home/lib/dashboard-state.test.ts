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

  it('counts every status from approval until the mandate as an approved offer', () => {
    for (const status of ['APPROVED', 'CUST_CONSENT_GIVEN', 'VERIFYING_DOCS'])
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

describe('a loan waiting for its payout', () => {
  const payout = { amount: 5_000_000, bankName: 'HDFC Bank', accountNumberMasked: 'XXXXXXX678' };
  const offer = (status: string, subStatuses: string[] = []) => ({
    status,
    subStatuses,
    amount: 5_000_000,
  });

  it('is every state from the registered mandate until the payout, with My Loans next', () => {
    // The application's status follows the opportunity's, and a cached one may be a step behind.
    for (const latestStatus of ['CUST_CONSENT_GIVEN', 'DISBURSAL_PENDING', 'DISBURSED']) {
      const state = dashboardState({ ...facts(latestStatus), approval: offer('DISBURSAL_PENDING'), payout });
      expect(state).toEqual({ kind: 'awaitingPayout', amount: 5_000_000, payout });
      expect(nextStepOf(state)).toEqual({ action: 'myLoans', path: '/loans' });
    }
    expect(dashboardState({ ...facts('DISBURSAL_PENDING'), approval: offer('DISBURSAL_PENDING') })).toEqual({
      kind: 'awaitingPayout',
      amount: 5_000_000,
    });
    expect(dashboardState(facts('DISBURSAL_PENDING'))).toEqual({ kind: 'awaitingPayout' });
  });

  it('is not the repayment step before the mandate, nor once the loan is paid out', () => {
    expect(
      dashboardState({
        ...facts('CUST_CONSENT_GIVEN'),
        approval: offer('CUST_CONSENT_GIVEN', ['REPAY_INST_PENDING']),
      }),
    ).toEqual({ kind: 'approved', consent: 'setUpRepayment' });
    expect(dashboardState({ ...facts('DISBURSED'), approval: offer('DISBURSED') })).toEqual({
      kind: 'loanActive',
    });
  });
});
