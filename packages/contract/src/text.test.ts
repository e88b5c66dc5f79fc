import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { messages } from './messages.ts';
import { isStorableText, text } from './text.ts';

describe('isStorableText', () => {
  it('refuses NUL and unpaired surrogates, and accepts pairs', () => {
    expect(isStorableText('plain ₹ 😀 हिन्दी')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('x\ud83d')).toBe(false);
    expect(isStorableText('\ude00x')).toBe(false);
  });
});

describe('text', () => {
  const remark = text().check(z.trim(), z.minLength(3, { error: 'Too short' }));

  it('takes any text the database can store, then runs the field’s own checks', () => {
    expect(z.safeParse(remark, '  Wedding 😀 ').data).toBe('Wedding 😀');
    expect(z.safeParse(remark, 'ab').error?.issues.map((issue) => issue.message)).toEqual(['Too short']);
  });

  it.each(['Wed\u0000ding', 'Wedding \ud800', '\udc00', 'a\u0000'])(
    'refuses %j with the one message, and no other',
    (value) => {
      const issues = z.safeParse(remark, value).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([messages.unsupportedCharacters]);
    },
  );

  it('keeps the message a caller gives for text of another type', () => {
    const named = text({ error: 'Enter a name' });
    expect(z.safeParse(named, 42).error?.issues.map((issue) => issue.message)).toEqual(['Enter a name']);
  });
});
