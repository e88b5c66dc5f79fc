import type { CreditLineKeyFactStatement } from '@kredo/domain/credit-line-key-facts';
import type { KeyFactStatement } from '@kredo/domain/key-fact-statement';

/** A KFS as stored: the domain's statement of a term loan or of a credit line, plain JSON. */
export type StoredKeyFactStatement = KeyFactStatement | CreditLineKeyFactStatement;

/** A declaration as the borrower saw it: its key and its English text. */
export type StoredDeclaration = { key: string; text: string };
