/** Texts of the home screen after sign-in (spec 000 §2.3). */
export const home = {
  greeting: 'Hello, {{name}}',
  greetingWithoutName: 'Hello',
  applyLoan: 'Apply Loan',
  myLoans: 'My Loans',
};
