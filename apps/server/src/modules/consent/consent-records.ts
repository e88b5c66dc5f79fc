import type { KeyFactStatement } from '@kredo/domain/key-fact-statement';

/** A KFS as stored: the domain's statement, plain JSON. */
export type StoredKeyFactStatement = KeyFactStatement;

/** A declaration as the borrower saw it: its key and its English text. */
export type StoredDeclaration = { key: string; text: string };
