import type { KycGender } from './index.ts';

/** A resident in the sandbox's Aadhaar register (docs/providers.md lists them). */
export type SandboxResident = {
  aadhaar: string;
  name: string;
  dob: string;
  gender: KycGender;
  address: string;
  /** The Aadhaar-linked mobile the OTP goes to; null when none is linked. */
  mobile: string | null;
  /** The silhouette's colour in the resident's photo. */
  colour: string;
  /** False when the resident's DigiLocker holds no e-Aadhaar. */
  inDigilocker: boolean;
};

/** Numbers the sandbox treats specially, besides its residents (docs/providers.md). */
export const sandboxUidaiMagic = {
  /** A resident with no mobile linked: the OTP cannot be sent. */
  noMobileLinked: '284061397253',
  /** UIDAI does not answer the OTP request. */
  uidaiDown: '963528174060',
  /** A resident whose DigiLocker has no e-Aadhaar: DigiLocker's document fetch fails. */
  notInDigilocker: '470139582609',
  /** Every 4th new session finds the captcha service unavailable (the client retries). */
  captchaUnavailableEvery: 4,
} as const;

/**
 * The sandbox's register: valid Aadhaar numbers (first digit 2-9, Verhoeff check digit), each
 * with the details an e-KYC returns. Asha Verma is the demo borrower's own record.
 */
export const sandboxResidents: readonly SandboxResident[] = [
  {
    aadhaar: '741203568917',
    name: 'Asha Verma',
    dob: '1990-05-15',
    gender: 'F',
    address: '12, Lake View Apartments, 80 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
    mobile: '9876543210',
    colour: '#7C3AED',
    inDigilocker: true,
  },
  {
    aadhaar: '528391460726',
    name: 'Rahul Sharma',
    dob: '1988-11-02',
    gender: 'M',
    address: 'Flat 4B, Sai Residency, Baner Road, Pune, Maharashtra 411045',
    mobile: '9123456781',
    colour: '#0F766E',
    inDigilocker: true,
  },
  {
    aadhaar: '630174285945',
    name: 'Kavya Iyer',
    dob: '1994-03-10',
    gender: 'F',
    address: '7, 2nd Cross Street, Besant Nagar, Chennai, Tamil Nadu 600090',
    mobile: '9988776655',
    colour: '#B45309',
    inDigilocker: true,
  },
  {
    aadhaar: '852947103632',
    name: 'Imran Khan',
    dob: '1985-07-21',
    gender: 'M',
    address: '22, Hazratganj Market, Lucknow, Uttar Pradesh 226001',
    mobile: '9812345670',
    colour: '#1D4ED8',
    inDigilocker: true,
  },
  {
    aadhaar: '417682039588',
    name: 'Meena Kumari',
    dob: '1979-01-30',
    gender: 'F',
    address: 'House 15, Boring Road, Patna, Bihar 800001',
    mobile: '8012345678',
    colour: '#BE185D',
    inDigilocker: true,
  },
  {
    aadhaar: '395718620472',
    name: 'Sandhya Rao',
    dob: '1992-09-05',
    gender: 'T',
    address: '3-4-120, Barkatpura, Hyderabad, Telangana 500027',
    mobile: '7012345678',
    colour: '#4D7C0F',
    inDigilocker: true,
  },
  {
    aadhaar: sandboxUidaiMagic.noMobileLinked,
    name: 'Gopal Singh',
    dob: '1970-12-12',
    gender: 'M',
    address: 'Village Rampur, Tehsil Sadar, Alwar, Rajasthan 301001',
    mobile: null,
    colour: '#57534E',
    inDigilocker: false,
  },
  {
    aadhaar: sandboxUidaiMagic.notInDigilocker,
    name: 'Deepak Joshi',
    dob: '1996-04-18',
    gender: 'M',
    address: '9, Mall Road, Dehradun, Uttarakhand 248001',
    mobile: '9012345678',
    colour: '#0369A1',
    inDigilocker: false,
  },
];

export function findSandboxResident(aadhaar: string): SandboxResident | undefined {
  return sandboxResidents.find((resident) => resident.aadhaar === aadhaar);
}
