/** Texts of the form fields every screen shares: dates, mobiles, addresses and file choosers. */
export const fields = {
  date: {
    placeholder: 'DD/MM/YYYY',
  },
  address: {
    sameAsCurrent: 'Same as current address',
  },
  file: {
    choose: 'Choose file',
    noFileChosen: 'No file chosen',
  },
};
