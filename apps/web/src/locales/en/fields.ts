/** Texts of the form fields every screen shares: dates, mobiles, addresses and file choosers. */
export const fields = {
  date: {
    placeholder: 'DD/MM/YYYY',
  },
  mobile: {
    countryCode: 'India code',
  },
  address: {
    sameAsCurrent: 'Same as current address',
  },
  file: {
    noFileChosen: 'No file chosen',
    chosen: 'Chosen file: {{name}}',
  },
};
