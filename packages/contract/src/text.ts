import * as z from 'zod/mini';

import { firstVisitMessages } from './first-visit-messages.ts';

const unstorableText = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL can store: no NUL character and no unpaired surrogate. Neither fits a `text`
 * or `jsonb` column, and neither is anything a person means to type.
 */
export const isStorableText = (text: string) => !unstorableText.test(text);

/**
 * The string type of every request field a caller fills in: `z.string()` that refuses text the
 * database cannot store, with one message, before any other check of the field runs. Build
 * request fields on this (`text().check(...)`), never on `z.string()`, so no route stores or
 * looks up such text and fails on it.
 */
export const text = (params?: string | z.core.$ZodStringParams) =>
  z
    .string(params)
    .check(z.refine(isStorableText, { error: firstVisitMessages.unsupportedCharacters, abort: true }));
