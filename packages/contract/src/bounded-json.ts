import * as z from 'zod/mini';

import { messages } from './messages.ts';
import { isStorableText, text } from './text.ts';

/**
 * Free-form JSON that callers send us to keep (event data, front-end logs, device data), bounded
 * so one request cannot fill the database: serialized size, nesting depth and optionally the number
 * of top-level keys. Text that PostgreSQL cannot hold in jsonb (a NUL character, half of a surrogate
 * pair) is refused here as a field error rather than failing the insert.
 */
export type JsonBounds = {
  maxBytes: number;
  maxKeys?: number;
  /** Deep enough for any real payload; shallow enough that walking and storing it is cheap. */
  maxDepth?: number;
};

const defaultMaxDepth = 16;

/** UTF-8 length of a string, without TextEncoder (this package uses no platform API). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

type Problem = 'too-deep' | 'unstorable-text';

/** Walks at most `maxDepth` levels, so a hostile nesting cannot exhaust the stack. */
function findProblem(value: unknown, maxDepth: number, depth = 1): Problem | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : 'unstorable-text';
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > maxDepth) return 'too-deep';
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isStorableText(key)) return 'unstorable-text';
    const problem = findProblem(item, maxDepth, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

const sizeText = (bytes: number) => (bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`);

function checkBounds(value: object, bounds: JsonBounds, ctx: z.core.$RefinementCtx): void {
  const maxDepth = bounds.maxDepth ?? defaultMaxDepth;
  if (bounds.maxKeys !== undefined && !Array.isArray(value) && Object.keys(value).length > bounds.maxKeys) {
    ctx.addIssue({ code: 'custom', message: `Too many keys: at most ${bounds.maxKeys}` });
    return;
  }
  // Depth first: serializing a deeply nested value is itself recursive.
  const problem = findProblem(value, maxDepth);
  if (problem === 'too-deep') {
    ctx.addIssue({ code: 'custom', message: `Nested too deeply: at most ${maxDepth} levels` });
    return;
  }
  if (problem === 'unstorable-text') {
    ctx.addIssue({ code: 'custom', message: messages.unsupportedCharacters });
    return;
  }
  const size = utf8Length(JSON.stringify(value));
  if (size > bounds.maxBytes) {
    ctx.addIssue({
      code: 'custom',
      message: `Too large: ${size} bytes as JSON, at most ${sizeText(bounds.maxBytes)}`,
    });
  }
}

const describeBounds = (what: string, bounds: JsonBounds) =>
  `${what}, at most ${sizeText(bounds.maxBytes)} as JSON` +
  (bounds.maxKeys === undefined ? '' : ` and ${bounds.maxKeys} keys`) +
  `, nested at most ${bounds.maxDepth ?? defaultMaxDepth} levels`;

// `register` on the refined schema is what classic zod's `.describe()` did: the description reaches
// the OpenAPI page through the global registry.

/** A JSON object (not an array) within the bounds. */
export const boundedJsonObject = (bounds: JsonBounds) =>
  z
    .record(z.string(), z.unknown())
    .check(z.superRefine((value, ctx) => checkBounds(value, bounds, ctx)))
    .register(z.globalRegistry, { description: describeBounds('A JSON object', bounds) });

/** A JSON object or array within the bounds. */
export const boundedJsonObjectOrArray = (bounds: JsonBounds) =>
  z
    .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .check(z.superRefine((value, ctx) => checkBounds(value, bounds, ctx)))
    .register(z.globalRegistry, { description: describeBounds('A JSON object or array', bounds) });

/** Short text with no control characters (labels such as an event type). */
export const labelSchema = (max: number) =>
  text().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => !/\p{Cc}/u.test(value), { error: 'Contains a control character' }),
  );
