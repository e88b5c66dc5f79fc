import { describe, expect, it } from 'vitest';
import { findLender, lenders } from './lenders';
import { defaultPartner, partners } from './partners';

describe('lenders', () => {
  it('name a lender for every brand', () => {
    for (const partner of [defaultPartner, ...partners]) {
      expect(findLender(partner.lenderId), partner.id).toBeDefined();
    }
  });

  it('have unique ids and registrations', () => {
    expect(new Set(lenders.map((lender) => lender.id)).size).toBe(lenders.length);
    expect(new Set(lenders.map((lender) => lender.registration)).size).toBe(lenders.length);
  });

  it('find nothing for an unknown id', () => {
    expect(findLender(1)).toBeUndefined();
  });
});
