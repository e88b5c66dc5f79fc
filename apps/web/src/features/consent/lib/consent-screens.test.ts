import { nextConsentStep } from '@kredo/domain/consent-next-step';
import { describe, expect, it } from 'vitest';
import { screenFits, screenOfPath } from './consent-screens';

/** A signed borrower whose repayment mandate is due, on `path`, with or without a paper link. */
const repaymentStep = (path: string, pnachLink: boolean) =>
  nextConsentStep({
    status: 'CUST_CONSENT_GIVEN',
    subStatuses: ['REPAY_INST_PENDING'],
    unsignedDocLoaded: false,
    esignDone: true,
    pnachLink,
    onScanPath: screenOfPath(path) === 'repay/scan',
    onRedirectionPath: false,
  });

describe('the repayment step’s screens (spec 001 §4.2 row 5)', () => {
  it('reads the scan and agent-visit paths under any partner segment', () => {
    expect(screenOfPath('/healwise/consent/repay/scan')).toBe('repay/scan');
    expect(screenOfPath('/consent/repay/appointment/')).toBe('repay/appointment');
    expect(screenOfPath('/consent/repay')).toBe('repay');
  });

  it('sends a borrower with a paper link on the scan path to repay/scan, and keeps them there', () => {
    const step = repaymentStep('/consent/repay/scan', true);
    expect(step).toBe('repay/scan');
    expect(screenFits('repay/scan', step)).toBe(true);
  });

  it('keeps a borrower on the scan path before the form is issued', () => {
    const step = repaymentStep('/consent/repay/scan', false);
    expect(step).toBe('repay');
    expect(screenFits('repay/scan', step)).toBe(true);
  });

  it('keeps a borrower on the agent visit, with or without a paper link', () => {
    for (const pnachLink of [false, true]) {
      const step = repaymentStep('/consent/repay/appointment', pnachLink);
      expect(step).toBe('repay');
      expect(screenFits('repay/appointment', step)).toBe(true);
    }
  });

  it('moves a borrower off the repayment screens once the step is another', () => {
    expect(screenFits('repay/scan', 'complete')).toBe(false);
    expect(screenFits('repay/appointment', 'complete')).toBe(false);
    expect(screenFits('repay', 'repay/scan')).toBe(false);
  });
});
