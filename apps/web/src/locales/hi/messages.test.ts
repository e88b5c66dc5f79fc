import { catalogue as messages } from '@kredo/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { messages as hindi } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the Hindi catalogue', () => {
  it('has every text the server or the app may show, with the same placeholders', () => {
    const missing = Object.keys(messages).filter((key) => !(key in hindi));
    expect(missing).toEqual([]);
    for (const [key, english] of Object.entries(messages)) {
      expect(placeholders(hindi[key as keyof typeof hindi] ?? ''), key).toEqual(placeholders(english));
    }
  });
});
