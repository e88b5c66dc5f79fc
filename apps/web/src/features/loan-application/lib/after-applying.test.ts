import { describe, expect, it } from 'vitest';
import { afterApplying } from './after-applying';

describe('afterApplying', () => {
  it.each([
    [{ android: true, utmSource: 'SCMEESHO', websiteUrl: 'https://kredo.example' }, { kind: 'exit-webview' }],
    [
      { android: false, utmSource: 'SCMEESHO', websiteUrl: 'https://kredo.example' },
      { kind: 'external', url: 'https://marketplace.example/loans/applied' },
    ],
    [
      { android: false, utmSource: ' scmeesho ', websiteUrl: undefined },
      { kind: 'external', url: 'https://marketplace.example/loans/applied' },
    ],
    [
      { android: false, utmSource: 'scflipkart', websiteUrl: 'https://kredo.example' },
      { kind: 'external', url: 'https://kredo.example/dashboard' },
    ],
    [
      { android: false, utmSource: undefined, websiteUrl: undefined },
      { kind: 'app', path: '/application-status' },
    ],
    [
      { android: false, utmSource: 'scflipkart', websiteUrl: undefined },
      { kind: 'app', path: '/application-status' },
    ],
  ] as const)('%o leads to %o', (context, expected) => {
    expect(afterApplying(context)).toEqual(expected);
  });
});
