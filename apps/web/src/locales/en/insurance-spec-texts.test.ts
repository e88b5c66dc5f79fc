import { catalogue as messages } from '@kredo/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { insurance } from './insurance';
import { paForm } from './pa-form';

/*
 * Spec 002's quoted texts of insurance (§2, §5, §8, §9) are shown exactly as written: each row is
 * a key and the spec's quote, copied from the spec, not from the catalogue. The screens' tests read
 * each one on screen in its situation.
 */
const specQuotes: ReadonlyArray<readonly [key: string, quote: string]> = [
  // §2: the screens.
  ['messages.insuranceProductsWeOffer', 'Products we offer'],
  ['messages.insuranceStartingAt', 'Starting at'],
  ['messages.insuranceFree', 'Free'],
  ['messages.insuranceDownloadTerms', 'Download Policy Terms'],
  ['messages.insuranceProceed', 'Proceed'],
  ['messages.insurancePoweredBy', 'Powered By'],
  ['messages.insuranceFillDetails', 'Please fill the details'],
  ['messages.insuranceProceedToPay', 'PROCEED TO PAY'],
  ['messages.insuranceSomethingWentWrong', 'Something went wrong !'],
  ['messages.insuranceYourPolicy', 'YOUR POLICY'],
  ['insurance.myInsurances', 'My Insurances'],
  ['insurance.link.myInsurance', 'My Insurance'],
  ['insurance.link.explore', 'Explore!'],
  ['insurance.link.new', 'New'],
  ['insurance.payment.successful', 'Payment Successful'],
  ['insurance.payment.viewOrder', 'View Order'],
  ['insurance.payment.issuedIn24Hours', 'Your insurance will be issued in 24hrs.'],
  // §5: the details form.
  ['messages.mandatory', 'Mandatory'],
  ['messages.invalid', 'Invalid'],
  ['messages.insuranceAgeBetween', 'Age should be between {{min}} and {{max}}'],
  ['messages.fieldRequired', 'This field is required'],
  ['messages.enterValidField', 'Please enter a valid {{label}}'],
  ['messages.pincodeLength', 'Pin Code must be of Length 6'],
  ['messages.enterValidPincode', 'Please Enter Valid Pincode'],
  ['messages.nomineeNameInvalid', 'Please enter correct correct Nominee name'],
  ['messages.nomineeMinor', 'Nominee cannot be minor!'],
  ['messages.enterOtp', 'Please Enter Otp'],
  ['messages.uploadDocument', 'Please upload document'],
  ['paForm.nominee.relations.Father', 'Father'],
  ['paForm.nominee.relations.Spouse', 'Spouse'],
  // §8 and §9.
  ['messages.insurancePolicyNotGenerated', 'Your policy not yet generated, mail us for more details'],
  ['messages.insuranceOrdersFailed', 'There was problem in Fetching Your Insurance Policies'],
  ['messages.insuranceNoOrders', "You haven't purchased any insurance."],
  ['messages.insuranceLinkFailed', 'Something went wrong!'],
  ['messages.insuranceUnderProcess', 'Under Process'],
];

const english: Record<string, unknown> = { messages, insurance, paForm };

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
}

describe("the English holds spec 002's quoted insurance texts exactly", () => {
  it.each(specQuotes)('%s', (key, quote) => {
    expect(lookup(key)).toBe(quote);
  });
});
