import { describe, expect, it } from 'vitest';

import { channelOf, statementChannels } from './statement-channels.ts';

const row = (narration: string, debit: number, credit = 0) => ({
  date: '2026-03-02',
  narration,
  debitPaise: debit,
  creditPaise: credit,
  balancePaise: 0,
});

describe('the channel of a statement row', () => {
  it.each([
    ['NWD-416021XXXXXX1234-S1CN0001-MUMBAI', 'cash'],
    ['NFS/CASH WDL/123456/S1AW0002/PUNE', 'cash'],
    ['ATM WDL-ATM CASH 4452 ANDHERI', 'cash'],
    ['ATM-CASH-AXIS/THANE/AXN1', 'cash'],
    ['POS 416021XXXXXX1234 DMART POS DEBIT', 'card'],
    ['VPS/BIGBASKET/6021345678/1234', 'card'],
    ['POS ATM PURCH OTHPG 3020145678 SWIGGY', 'card'],
    ['POS/ZOMATO/12345678', 'card'],
    ['UPI-SWIGGY-swiggy@icici-ICIC0DC0099-412345-UPI', 'transfer'],
    ['IMPS-412345-RAMESH-HDFC-XXXXXXXXXX1234-RENT', 'transfer'],
    ['TO TRANSFER-UPI/DR/4123/ZEPTO/YESB/zepto@ybl/Payment', 'transfer'],
    ['ACH D- BAJAJ FINANCE LTD-BFL123', 'other'],
    ['ACH D- RETURN CHGS INCL GST-BFL123', 'other'],
    ['IB BILLPAY DR-HDFCC5-4321', 'other'],
  ] as const)('a debit "%s" is %s', (narration, channel) => {
    expect(channelOf(narration, 'debit')).toBe(channel);
  });

  it.each([
    ['NEFT CR-CITI0000002-ACME LTD-SALARY MAR-CITIN123456789', 'transfer'],
    ['BY TRANSFER-NEFT*CITI0000002*CITIN12345*ACME SALARY MAR', 'transfer'],
    ['UPI/P2A/41234/PRIYA NAIR/UPI/HDFC BANK', 'transfer'],
    ['CASH DEPOSIT BY SELF ANDHERI', 'cash'],
    ['BY CASH-ANDHERI BRANCH', 'cash'],
    ['CREDIT INTEREST CAPITALISED', 'other'],
    ['NACH-DR-RETURN-TATA CAPITAL LTD-TCL9', 'other'],
  ] as const)('a credit "%s" is %s', (narration, channel) => {
    expect(channelOf(narration, 'credit')).toBe(channel);
  });
});

describe("a statement's channels", () => {
  it('adds up each channel in paise, a transfer in either direction', () => {
    const channels = statementChannels([
      row('NEFT CR-CITI0000002-ACME LTD-SALARY MAR', 0, 50_000_00),
      row('NWD-416021XXXXXX1234-S1CN0001-MUMBAI', 2_000_00),
      row('NWD-416021XXXXXX1234-S1CN0001-MUMBAI', 1_000_00),
      row('POS 416021XXXXXX1234 DMART POS DEBIT', 1_500_00),
      row('UPI-ZEPTO-zepto@ybl-YESB0000001-41234-UPI', 400_00),
      row('CASH DEPOSIT BY SELF', 0, 700_00),
      row('ACH D- BAJAJ FINANCE LTD-BFL123', 4_000_00),
    ]);
    expect(channels).toEqual({
      cashWithdrawalPaise: 3_000_00,
      cardSpendPaise: 1_500_00,
      cashDepositPaise: 700_00,
      transferPaise: 50_400_00,
    });
  });
});
