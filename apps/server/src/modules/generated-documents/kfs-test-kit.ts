import {
  keyFactStatement,
  type KeyFactStatement,
  type KeyFactStatementInput,
} from '@kredo/domain/key-fact-statement';
import { kfsInput } from '@kredo/domain/key-fact-statement-test-kit';

import type { KfsParties } from './key-fact-statement-pdf.ts';

/** The worked loan of docs/decisions.md (₹1,00,000, 2.5% flat a month, 12 months, 2% fee + GST), with overrides. */
export function anchorKfs(overrides: Partial<KeyFactStatementInput> = {}): KeyFactStatement {
  return keyFactStatement(kfsInput(overrides));
}

export function kfsParties(overrides: Partial<KfsParties> = {}): KfsParties {
  return {
    lenderName: 'Sahyadri Finance Private Limited',
    lenderAddress: '4th Floor, Prabhat Towers, Baner Road, Pune 411045, Maharashtra',
    lenderRegistration: 'N-13.02287',
    borrowerName: 'Ravi Kumar',
    ...overrides,
  };
}
