/** The sealing context of a disbursal's account number (bound to the disbursal's id). */
export const disbursalAccountContext = (disbursalId: string) => `disbursals.account_number:${disbursalId}`;
