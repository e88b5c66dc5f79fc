import { describe, expect, it } from 'vitest';
import { defaultPartner, partners } from './partners';

describe('partner configuration', () => {
  it('hides the e-mailed bank statement for exactly one partner source (spec 000 §6)', () => {
    const hiding = [defaultPartner, ...partners].filter((partner) => partner.hidesStatementEmail);
    expect(hiding.map((partner) => partner.id)).toEqual(['lendbazaar']);
  });
});
