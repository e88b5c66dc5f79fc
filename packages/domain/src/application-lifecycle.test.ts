import { describe, expect, it } from 'vitest';

import {
  applicationStatuses,
  applicationTransitions,
  assertApplicationMove,
  assertOpportunityMove,
  canMoveApplication,
  canMoveOpportunity,
  closedApplicationStatuses,
  IllegalTransitionError,
  isOfferStanding,
  nextApplicationStatuses,
  opportunityStatuses,
  opportunityTransitions,
  type Actor,
  type ApplicationStatus,
  type OpportunityStatus,
} from './application-lifecycle.ts';

const actors: readonly Actor[] = ['underwriting', 'staff', 'borrower', 'system'];

describe('application moves', () => {
  const legal = applicationTransitions.flatMap(({ from, to, by }) =>
    by.map((actor) => [from, to, actor] as const),
  );

  it.each(legal)('allows %s -> %s by %s', (from, to, actor) => {
    expect(canMoveApplication(from, to, actor)).toBe(true);
    expect(() => assertApplicationMove(from, to, actor)).not.toThrow();
  });

  it('refuses an actor the move does not list', () => {
    for (const { from, to, by } of applicationTransitions) {
      for (const actor of actors.filter((candidate) => !by.includes(candidate))) {
        expect(canMoveApplication(from, to, actor)).toBe(false);
      }
    }
    expect(() => assertApplicationMove('INITIATED', 'APPROVED', 'borrower')).toThrow(IllegalTransitionError);
    expect(() => assertApplicationMove('DISBURSAL_PENDING', 'DISBURSED', 'staff')).toThrow(
      IllegalTransitionError,
    );
  });

  it('never leaves a closed status, but for a payout the bank sent back', () => {
    const payoutReturned = (from: string, to: string, actor: string) =>
      from === 'DISBURSED' && to === 'DISBURSAL_PENDING' && actor === 'system';
    for (const from of closedApplicationStatuses) {
      for (const to of applicationStatuses) {
        for (const actor of actors)
          expect(canMoveApplication(from, to, actor)).toBe(payoutReturned(from, to, actor));
      }
    }
  });

  it('never skips the approval', () => {
    const afterApproval: ApplicationStatus[] = [
      'CUST_CONSENT_PENDING',
      'CUST_CONSENT_GIVEN',
      'AGENT_ASSIGNED',
      'DOC_PROCESSING',
      'VERIFYING_DOCS',
      'DISBURSAL_PENDING',
      'DISBURSED',
    ];
    for (const from of ['INITIATED', 'INCOMPLETE_INFO'] as const) {
      for (const to of afterApproval) {
        for (const actor of actors) expect(canMoveApplication(from, to, actor)).toBe(false);
      }
    }
  });

  it('refuses a sample of moves no table lists', () => {
    const illegal: [ApplicationStatus, ApplicationStatus][] = [
      ['APPROVED', 'INITIATED'],
      ['APPROVED', 'REJECTED'],
      ['VERIFYING_DOCS', 'DISBURSED'],
      ['INCOMPLETE_INFO', 'APPROVED'],
      ['INITIATED', 'INITIATED'],
    ];
    for (const [from, to] of illegal) {
      for (const actor of actors) expect(canMoveApplication(from, to, actor)).toBe(false);
    }
  });

  it('says what went wrong', () => {
    expect(() => assertApplicationMove('REJECTED', 'INITIATED', 'staff')).toThrow(
      'application cannot move from REJECTED to INITIATED (by staff)',
    );
    const refusal = (() => {
      try {
        assertApplicationMove('CANCELLED', 'INITIATED', 'borrower');
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(IllegalTransitionError);
    expect(refusal).toMatchObject({
      kind: 'application',
      from: 'CANCELLED',
      to: 'INITIATED',
      by: 'borrower',
    });
  });

  it('lists the next statuses an actor may choose', () => {
    expect(nextApplicationStatuses('INITIATED', 'staff')).toEqual([
      'INCOMPLETE_INFO',
      'APPROVED',
      'REJECTED',
      'CANCELLED',
    ]);
    expect(nextApplicationStatuses('INITIATED', 'borrower')).toEqual(['CANCELLED']);
    expect(nextApplicationStatuses('DISBURSED', 'staff')).toEqual([]);
  });

  it('names only known statuses', () => {
    for (const { from, to } of applicationTransitions) {
      expect(applicationStatuses).toContain(from);
      expect(applicationStatuses).toContain(to);
    }
  });
});

describe('opportunity moves', () => {
  const legal = opportunityTransitions.flatMap(({ from, to, by }) =>
    by.map((actor) => [from, to, actor] as const),
  );

  it.each(legal)('allows %s -> %s by %s', (from, to, actor) => {
    expect(canMoveOpportunity(from, to, actor)).toBe(true);
    expect(() => assertOpportunityMove(from, to, actor)).not.toThrow();
  });

  it('refuses an actor the move does not list', () => {
    for (const { from, to, by } of opportunityTransitions) {
      for (const actor of actors.filter((candidate) => !by.includes(candidate))) {
        expect(canMoveOpportunity(from, to, actor)).toBe(false);
      }
    }
    expect(() => assertOpportunityMove('LENDER_APPROVED', 'CUST_CONSENT_GIVEN', 'staff')).toThrow(
      IllegalTransitionError,
    );
  });

  it('never leaves DISBURSED or CANCELLED, but for a payout the bank sent back', () => {
    for (const from of ['DISBURSED', 'CANCELLED'] as const) {
      for (const to of opportunityStatuses) {
        for (const actor of actors)
          expect(canMoveOpportunity(from, to, actor)).toBe(
            from === 'DISBURSED' && to === 'DISBURSAL_PENDING' && actor === 'system',
          );
      }
    }
  });

  it('refuses a sample of moves no table lists', () => {
    const illegal: [OpportunityStatus, OpportunityStatus][] = [
      ['LENDER_APPROVED', 'DISBURSED'],
      ['LENDER_APPROVED', 'AGENT_ASSIGNED'],
      ['CUST_NOT_INTERESTED', 'AGENT_ASSIGNED'],
      ['VERIFYING_DOCS', 'DISBURSED'],
      ['DISBURSAL_PENDING', 'LENDER_APPROVED'],
    ];
    for (const [from, to] of illegal) {
      for (const actor of actors) expect(canMoveOpportunity(from, to, actor)).toBe(false);
    }
    expect(() => assertOpportunityMove('DISBURSED', 'CANCELLED', 'staff')).toThrow(
      'opportunity cannot move from DISBURSED to CANCELLED (by staff)',
    );
  });

  it('names only known statuses', () => {
    for (const { from, to } of opportunityTransitions) {
      expect(opportunityStatuses).toContain(from);
      expect(opportunityStatuses).toContain(to);
    }
  });
});

describe('offer standing', () => {
  it.each([
    ['INITIATED', false],
    ['INCOMPLETE_INFO', false],
    ['APPROVED', true],
    ['CUST_CONSENT_GIVEN', true],
    ['DISBURSAL_PENDING', true],
    ['REJECTED', false],
    ['CANCELLED', false],
    ['DISBURSED', false],
    [null, false],
  ] as const)('%s: %s', (status, standing) => {
    expect(isOfferStanding(status)).toBe(standing);
  });
});
