/** Texts of the loan-application screens (English). */
export const loanApplication = {
};
