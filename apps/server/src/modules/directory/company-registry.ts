/**
 * The company registry the employer search starts with: large Indian employers by name and
 * Corporate Identity Number. It is a sample for the sandbox and for demos; an operator loads the
 * Ministry of Corporate Affairs' company master into the same table for production
 * (docs/operations.md).
 */
export const companyRegistry: ReadonlyArray<{ name: string; cin: string }> = [
  { name: 'Infosys Limited', cin: 'L85110KA1981PLC013115' },
  { name: 'Tata Consultancy Services Limited', cin: 'L22210MH1995PLC084781' },
  { name: 'Wipro Limited', cin: 'L32102KA1945PLC020800' },
  { name: 'HCL Technologies Limited', cin: 'L74140DL1991PLC046369' },
  { name: 'Tech Mahindra Limited', cin: 'L64200MH1986PLC041370' },
  { name: 'Reliance Industries Limited', cin: 'L17110MH1973PLC019786' },
  { name: 'Larsen & Toubro Limited', cin: 'L99999MH1946PLC004768' },
  { name: 'Mahindra & Mahindra Limited', cin: 'L65990MH1945PLC004558' },
  { name: 'ITC Limited', cin: 'L16005WB1910PLC001985' },
  { name: 'Hindustan Unilever Limited', cin: 'L15140MH1933PLC002030' },
  { name: 'Bharti Airtel Limited', cin: 'L74899HR1995PLC095967' },
  { name: 'HDFC Bank Limited', cin: 'L65920MH1994PLC080618' },
  { name: 'ICICI Bank Limited', cin: 'L65190GJ1994PLC021012' },
  { name: 'Axis Bank Limited', cin: 'L65110GJ1993PLC020769' },
  { name: 'Kotak Mahindra Bank Limited', cin: 'L65110MH1985PLC038137' },
  { name: 'Bajaj Finance Limited', cin: 'L65910MH1987PLC042961' },
  { name: 'Maruti Suzuki India Limited', cin: 'L34103DL1981PLC011375' },
  { name: 'Asian Paints Limited', cin: 'L24220MH1945PLC004598' },
  { name: 'Titan Company Limited', cin: 'L74999TZ1984PLC001456' },
  { name: 'Sun Pharmaceutical Industries Limited', cin: 'L24230GJ1993PLC019050' },
  { name: 'Zomato Limited', cin: 'L93030DL2010PLC198141' },
  { name: 'Flipkart India Private Limited', cin: 'U51109KA2012PTC066107' },
  { name: 'Bundl Technologies Private Limited', cin: 'U74110KA2013PTC096530' },
  { name: 'Cognizant Technology Solutions India Private Limited', cin: 'U72200TN1994PTC028414' },
  { name: 'Accenture Solutions Private Limited', cin: 'U72200MH2002PTC137908' },
  { name: 'Amazon Seller Services Private Limited', cin: 'U51900KA2011PTC059457' },
  { name: 'Tata Motors Limited', cin: 'L28920MH1945PLC004520' },
  { name: 'Tata Steel Limited', cin: 'L27100MH1907PLC000260' },
  { name: 'Hero MotoCorp Limited', cin: 'L35911DL1984PLC017354' },
  { name: 'Dr. Reddy\u2019s Laboratories Limited', cin: 'L85195TG1984PLC004507' },
];
