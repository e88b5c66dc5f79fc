/** Texts of the bank-statements screens (English). */
export const bankStatements = {
};
