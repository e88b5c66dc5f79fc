import type { loanPurposes as enLoanPurposes } from '../en/loan-purposes';

export const loanPurposes: Record<keyof typeof enLoanPurposes, string> = {
  'Rental Deposit': 'किराये की जमा राशि',
  Medical: 'इलाज',
  Electronics: 'इलेक्ट्रॉनिक सामान',
  Marriage: 'शादी',
  'Repay old loan': 'पुराना लोन चुकाना',
  Education: 'पढ़ाई',
  'Vehicle Purchase': 'वाहन खरीदना',
  'New Business': 'नया व्यवसाय',
  Other: 'अन्य',
};
