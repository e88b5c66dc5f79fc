/**
 * Branch details the IFSC look-up answers with in sandbox mode. The codes are real (they pass the
 * `ifsc` package's check); the branch details are a sample. A code the package knows but this
 * set lacks answers with its bank's name only. An operator loads RBI's full branch master into
 * the same table for production (docs/operations.md).
 */
export const bankBranchSample: ReadonlyArray<{
  ifsc: string;
  bank: string;
  branch: string;
  city: string;
  state: string;
}> = [
  {
    ifsc: 'HDFC0000001',
    bank: 'HDFC Bank',
    branch: 'Kamala Mills Compound',
    city: 'Mumbai',
    state: 'Maharashtra',
  },
  { ifsc: 'HDFC0000002', bank: 'HDFC Bank', branch: 'Connaught Place', city: 'New Delhi', state: 'Delhi' },
  {
    ifsc: 'SBIN0000001',
    bank: 'State Bank of India',
    branch: 'Kolkata Main',
    city: 'Kolkata',
    state: 'West Bengal',
  },
  { ifsc: 'SBIN0000002', bank: 'State Bank of India', branch: 'Fort', city: 'Mumbai', state: 'Maharashtra' },
  {
    ifsc: 'ICIC0000001',
    bank: 'ICICI Bank',
    branch: 'Bandra Kurla Complex',
    city: 'Mumbai',
    state: 'Maharashtra',
  },
  { ifsc: 'ICIC0000002', bank: 'ICICI Bank', branch: 'MG Road', city: 'Bengaluru', state: 'Karnataka' },
  { ifsc: 'UTIB0000001', bank: 'Axis Bank', branch: 'Ahmedabad Main', city: 'Ahmedabad', state: 'Gujarat' },
  { ifsc: 'UTIB0000003', bank: 'Axis Bank', branch: 'Anna Salai', city: 'Chennai', state: 'Tamil Nadu' },
  {
    ifsc: 'KKBK0000131',
    bank: 'Kotak Mahindra Bank',
    branch: 'Nariman Point',
    city: 'Mumbai',
    state: 'Maharashtra',
  },
  { ifsc: 'YESB0000001', bank: 'Yes Bank', branch: 'Lower Parel', city: 'Mumbai', state: 'Maharashtra' },
  { ifsc: 'CNRB0000002', bank: 'Canara Bank', branch: 'Jayanagar', city: 'Bengaluru', state: 'Karnataka' },
  { ifsc: 'INDB0000001', bank: 'Indusind Bank', branch: 'Opera House', city: 'Mumbai', state: 'Maharashtra' },
];
