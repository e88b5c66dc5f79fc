import { describe, expect, it } from 'vitest';

import { boundedJsonObject, boundedJsonObjectOrArray, utf8Length } from './bounded-json.ts';
import { messages } from './messages.ts';

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['é', 2],
    ['₹', 3],
    ['😀', 4],
    ['\ud800', 3],
    ['a₹😀', 8],
  ])('%j is %i bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });
});

describe('bounded JSON', () => {
  const schema = boundedJsonObject({ maxBytes: 20, maxKeys: 2, maxDepth: 2 });

  it('accepts an object within every bound, counting bytes as UTF-8', () => {
    expect(schema.safeParse({ a: '₹₹' }).success).toBe(true);
    expect(schema.safeParse({ a: '₹₹₹₹₹₹' }).success).toBe(false);
  });

  it.each([
    [{ a: 1, b: 2, c: 3 }, 'Too many keys: at most 2'],
    [{ a: { b: { c: 1 } } }, 'Nested too deeply: at most 2 levels'],
    [{ a: 'x'.repeat(20) }, 'Too large: 28 bytes as JSON, at most 20 bytes'],
    [{ a: '\u0000' }, messages.unsupportedCharacters],
    [{ 'b\ud800': 1 }, messages.unsupportedCharacters],
  ])('refuses %j with one message', (value, message) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes arrays only where allowed', () => {
    expect(schema.safeParse([1]).success).toBe(false);
    expect(boundedJsonObjectOrArray({ maxBytes: 20 }).safeParse([1, { a: 2 }]).success).toBe(true);
    expect(boundedJsonObjectOrArray({ maxBytes: 20 }).safeParse('text').success).toBe(false);
  });
});
