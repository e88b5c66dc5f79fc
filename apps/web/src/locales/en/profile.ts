/** Texts shown while the signed-in area loads the borrower's profile. */
export const profile = {
  fetchingDetails: "Please wait, we're fetching your details",
  tryAgain: 'Try again',
};
