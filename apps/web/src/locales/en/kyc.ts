/** Texts of the kyc screens (English). */
export const kyc = {
};
