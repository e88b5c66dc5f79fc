/**
 * Digital gold's texts (spec 002 §2, §5, §8), exactly as the specification quotes them, with the
 * few of ours in the same voice. Spread into `messages`.
 */
export const goldMessages = {
  goldRequired: 'Required',
  goldMinimumBuy: 'Minimum Rs. {{amount}}',
  goldMaximum: 'Maximum 30(gm)s',
  goldSellMinimum: 'Required min Rs.1',
  goldInsufficientBalance: 'Insufficient gold balance',
  goldPriceMayChange: 'Gold price may change',
  goldTransactionCancelled: 'Transaction Cancelled',
  goldSellLocked:
    'You can sell upto ₹{{amount}} worth of gold today, as a security measure sell transaction cannot be initiated within 2 days from date of purchase',
  goldSomeError: 'Some error occurred!',
  goldSomethingWentWrong: 'Something Went Wrong. Please Try Again!',
  goldSorryTryAgain: 'Sorry. Please try again !',
  goldFieldRequired: 'Field is required',
  goldInvalidName: 'Invalid Name',
  goldUserRegistered: 'User has been registered',
  goldUserExists: 'This mobile number is already registered for gold with another account.',
  goldValidPan: 'Please enter a valid PAN number',
  goldPanFailed: "We couldn't verify your PAN card details",
  goldPanVerified: 'PAN verification successful',
  goldPanRequired: 'Please verify your PAN details to continue.',
  goldBankNotVerified: "We couldn't verify your bank account details please enter correct details.",
  goldAccountMismatch: 'Account number mismatch',
  goldIfscInvalid: 'IFSC invalid',
  goldRequiredField: 'Required field',
  goldOrderFailed: 'Order Failed',
  goldRefundNote: 'Any amount deducted from your bank account will be refunded in 3-7 business days',
  goldOrderSuccessful: 'Order Successful',
  goldOrderUnsuccessful: 'Order Unsuccessful',
  goldNotDeliverable: 'Not deliverable',
  goldOutOfStock: 'Out of stock',
  goldNoRedeemDetails: 'Sorry. Something went wrong !',
  goldInvoiceFailed: 'Please try again !',
  goldInvoiceDownloading: 'Downloading',
  /** Ours: an order whose quote ran out before it was paid. */
  goldQuoteExpired: 'This price has expired. Please start again to see the current price.',
  /** Ours: sells and deliveries paused while the vendor's books and ours differ. */
  goldAccountOnHold:
    'Selling and delivery are paused on your gold account while we check it with our gold partner. Please try again later.',
} as const;
