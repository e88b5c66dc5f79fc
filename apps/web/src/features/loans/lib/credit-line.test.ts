import { creditLineMessages } from '@kredo/contract/credit-lines';
import { describe, expect, it } from 'vitest';
import { changeLanguage, translate } from '../../../lib/i18n';
import { creditLineOf, inDays, today } from '../loans-test-kit';
import '../texts';
import { creditLineFigures, creditLineState, expiryNotice, transactionsNewestFirst } from './credit-line';
import { drawdownRefusalText } from './drawdown-refusal-text';

describe("a credit line's state and figures", () => {
  it('is closed by its flag, status or tag before it is expired', () => {
    expect(creditLineState(creditLineOf())).toBe('active');
    expect(creditLineState(creditLineOf({ is_expired: true }))).toBe('expired');
    expect(creditLineState(creditLineOf({ is_expired: true, is_closed: true }))).toBe('closed');
    expect(creditLineState(creditLineOf({ tags: ['closed'] }))).toBe('closed');
    expect(creditLineState(creditLineOf({}, { status: 'CLOSED' }))).toBe('closed');
  });

  it("reads the spec's fields when the server sends no credit_line: the loan amount and the bills", () => {
    const line = creditLineOf({ credit_line: null, bills: [{ balance: 120_050 }, { balance: 30_000 }] });
    expect(creditLineFigures(line)).toEqual({
      limit: 10_000_000,
      outstanding: 150_050,
      available: 7_500_000,
      expiresOn: undefined,
      suspended: false,
    });
    expect(expiryNotice(line, today())).toBeNull();
  });

  it('says nothing of the end of a closed line, matured of an expired one', () => {
    expect(expiryNotice(creditLineOf({ is_closed: true }, {}, { expiresOn: inDays(3) }), today())).toBeNull();
    expect(expiryNotice(creditLineOf({ is_expired: true }), today())).toEqual({ kind: 'matured' });
    expect(expiryNotice(creditLineOf({}, {}, { expiresOn: inDays(-1) }), today())).toBeNull();
  });

  it("lists transactions newest first, those of one day in the server's order", () => {
    const listed = transactionsNewestFirst([
      { narration: 'a', date: '2026-01-01', amount: -1 },
      { narration: 'b', date: '2026-01-02', amount: 1 },
      { narration: 'c', date: '2026-01-02', amount: -2 },
    ]);
    expect(listed.map((transaction) => transaction.narration)).toEqual(['b', 'c', 'a']);
  });
});

describe("a drawdown refusal's words", () => {
  const t = (language: 'en' | 'hi') => translate.bind(null, language);

  it("are the credit line's own, the withdraw check's with its limit, or the catalogue's", () => {
    expect(drawdownRefusalText(t('en'), creditLineMessages.closed)).toBe('Your credit line is closed.');
    expect(drawdownRefusalText(t('en'), 'Amount should be within Available Limit')).toBe(
      'Amount should be within Available Limit',
    );
    expect(drawdownRefusalText(t('en'), 'Please Enter amount between 0 and ₹1,500.50')).toBe(
      'Please Enter amount between 0 and ₹1,500.50',
    );
    expect(drawdownRefusalText(t('en'), "Couldn't process the request, please try again")).toBe(
      "Couldn't process the request, please try again",
    );
    expect(drawdownRefusalText(t('en'), 'Something the catalogue does not have')).toBe(
      'Something the catalogue does not have',
    );
  });

  it('in Hindi', async () => {
    await changeLanguage('hi');
    try {
      expect(drawdownRefusalText(t('hi'), 'Please Enter amount between 0 and ₹1,500.50')).toBe(
        'कृपया 0 और ₹1,500.50 के बीच की राशि दर्ज करें',
      );
      expect(drawdownRefusalText(t('hi'), creditLineMessages.suspended)).toBe(
        'आपकी क्रेडिट लाइन से निकासी अभी रोकी गई है। कृपया ग्राहक सहायता से संपर्क करें।',
      );
      expect(drawdownRefusalText(t('hi'), "Couldn't process the request, please try again")).toBe(
        'अनुरोध पूरा नहीं हो सका, कृपया फिर से प्रयास करें',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
