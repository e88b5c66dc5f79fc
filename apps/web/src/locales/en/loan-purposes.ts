/** The loan purposes (spec 000 §5), shown by the application form and the loan details correction. */
export const loanPurposes = {
  'Rental Deposit': 'Rental Deposit',
  Medical: 'Medical',
  Electronics: 'Electronics',
  Marriage: 'Marriage',
  'Repay old loan': 'Repay old loan',
  Education: 'Education',
  'Vehicle Purchase': 'Vehicle Purchase',
  'New Business': 'New Business',
  Other: 'Other',
};
