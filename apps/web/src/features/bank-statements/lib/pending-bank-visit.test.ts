import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../lib/storage';
import { clearPendingBankVisit, readPendingBankVisit, savePendingBankVisit } from './pending-bank-visit';

describe('the visit to the bank', () => {
  it('is kept until cleared', () => {
    const store = createMemoryStore();
    const visit = { txnId: 'T-1', next: '/loan-application/form/references', back: '/bank-statement' };
    savePendingBankVisit(visit, store);
    expect(readPendingBankVisit(store)).toEqual({ ...visit, closesActivity: false });
    savePendingBankVisit({ ...visit, closesActivity: true }, store);
    expect(readPendingBankVisit(store)?.closesActivity).toBe(true);
    clearPendingBankVisit(store);
    expect(readPendingBankVisit(store)).toBeUndefined();
  });

  it('ignores a stored value that is not ours or leads outside the app', () => {
    const key = 'kredo.bankStatement.pendingVisit';
    expect(readPendingBankVisit(createMemoryStore({ [key]: 'not json' }))).toBeUndefined();
    for (const next of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      const stored = JSON.stringify({ txnId: 'T-1', next, back: '/bank-statement' });
      expect(readPendingBankVisit(createMemoryStore({ [key]: stored }))).toBeUndefined();
    }
  });
});
