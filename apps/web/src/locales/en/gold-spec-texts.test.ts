import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { gold } from './gold';

/*
 * Spec 002's quoted texts of digital gold (§2, §5, §8) are shown exactly as written: each row is a
 * key and the spec's quote, copied from the spec, not from the catalogue. Where the spec writes a
 * placeholder ('Rs. X', '₹{n}'), the quote is written with the catalogue's ('{{amount}}'). The
 * screens' tests read each one on screen in its situation.
 */
const specQuotes: ReadonlyArray<readonly [key: string, quote: string]> = [
  // §2: the screens.
  ['gold.tabs.buy', 'Buy'],
  ['gold.tabs.locker', 'Locker'],
  ['gold.tabs.delivery', 'Delivery'],
  ['gold.tabs.sell', 'Sell'],
  ['gold.tabs.orders', 'Orders'],
  ['gold.pan.title', 'Verify Pan Details'],
  ['gold.order.title', 'Order Status'],
  ['gold.purity', '24k 99.5% Purity'],
  ['gold.order.from', 'From'],
  ['gold.order.downloadInvoice', 'Download Invoice'],
  ['gold.order.viewStatus', 'View Status'],
  ['gold.goToDashboard', 'Go to Dashboard'],
  ['gold.address.title', 'Gold Delivery'],
  ['gold.address.poweredBy', 'Powered by'],
  ['gold.address.confirm', 'Confirm'],
  ['gold.confirmDelivery.title', 'Confirm Payment'],
  ['gold.confirmDelivery.product', 'Product'],
  ['gold.confirmDelivery.purity', 'Purity'],
  ['gold.confirmDelivery.purityValue', '99.5%'],
  ['gold.confirmDelivery.date', 'Date'],
  ['gold.confirmDelivery.makingCharges', 'Making Charges'],
  ['gold.confirmDelivery.deliveryTime', 'Estimated Delivery Time'],
  ['gold.confirmDelivery.total', 'Total Payable Amount'],
  ['gold.makePayment', 'Make Payment'],
  ['gold.terms.title', 'Terms of Use'],
  ['messages.goldOrderSuccessful', 'Order Successful'],
  ['messages.goldOrderUnsuccessful', 'Order Unsuccessful'],
  ['gold.orderFail.tryAgain', 'Please try again !'],
  ['gold.verifiedAccount.title', 'Account to be credited'],
  ['gold.verifiedAccount.confirm', 'CONFIRM'],
  ['gold.bank.confirm', 'Confirm'],
  ['gold.paymentResult.successful', 'Payment Successful'],
  ['gold.paymentResult.viewOrder', 'View Order'],
  ['gold.paymentResult.egold', 'View your order status'],
  // §5: validation.
  ['messages.goldRequired', 'Required'],
  ['messages.goldMinimumBuy', 'Minimum Rs. {{amount}}'],
  ['messages.goldMaximum', 'Maximum 30(gm)s'],
  ['messages.goldSellMinimum', 'Required min Rs.1'],
  ['messages.goldInsufficientBalance', 'Insufficient gold balance'],
  ['messages.goldFieldRequired', 'Field is required'],
  ['messages.invalidNumber', 'Invalid Number'],
  ['messages.goldInvalidName', 'Invalid Name'],
  ['messages.invalidPincode', 'Invalid Pincode'],
  ['messages.goldValidPan', 'Please enter a valid PAN number'],
  ['messages.goldRequiredField', 'Required field'],
  ['messages.goldAccountMismatch', 'Account number mismatch'],
  ['messages.goldIfscInvalid', 'IFSC invalid'],
  ['messages.incorrectIfsc', 'Incorrect IFSC code!'],
  ['messages.goldNotDeliverable', 'Not deliverable'],
  ['messages.goldOutOfStock', 'Out of stock'],
  // §8: the error catalogue.
  ['messages.goldOrderFailed', 'Order Failed'],
  [
    'messages.goldRefundNote',
    'Any amount deducted from your bank account will be refunded in 3-7 business days',
  ],
  ['messages.goldSomeError', 'Some error occurred!'],
  ['messages.goldInvoiceFailed', 'Please try again !'],
  ['messages.goldInvoiceDownloading', 'Downloading'],
  ['messages.goldUserRegistered', 'User has been registered'],
  [
    'messages.goldSellLocked',
    'You can sell upto ₹{{amount}} worth of gold today, as a security measure sell transaction cannot be initiated within 2 days from date of purchase',
  ],
  [
    'messages.goldBankNotVerified',
    "We couldn't verify your bank account details please enter correct details.",
  ],
  ['messages.goldSomethingWentWrong', 'Something Went Wrong. Please Try Again!'],
  ['messages.goldSorryTryAgain', 'Sorry. Please try again !'],
  ['messages.goldPriceMayChange', 'Gold price may change'],
  ['messages.goldTransactionCancelled', 'Transaction Cancelled'],
  ['messages.goldNoRedeemDetails', 'Sorry. Something went wrong !'],
  ['messages.goldPanFailed', "We couldn't verify your PAN card details"],
  ['messages.goldPanVerified', 'PAN verification successful'],
];

const english: Record<string, unknown> = { messages, gold };

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
}

describe("the English holds spec 002's quoted gold texts exactly", () => {
  it.each(specQuotes)('%s', (key, quote) => {
    expect(lookup(key)).toBe(quote);
  });
});
