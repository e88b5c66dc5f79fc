/**
 * The sandbox vendor's magic values (docs/providers.md): a customer's registered name picks how
 * its confirms are answered, a delivery pin code picks what the courier does.
 */

/** Names, matched at the start of the registered name without regard to case. */
export const sandboxGoldNames = {
  /** Every confirm answers null (the vendor's blank 200) and the trade fails. */
  confirmFails: 'confirm fails',
  /** Every confirm answers null; the trade succeeds 2 minutes after the first (poll `orderStatus`). */
  confirmLate: 'confirm late',
  /** The first confirm is applied but its answer is lost (PROVIDER_UNAVAILABLE); a repeat answers the invoice. */
  lostAnswer: 'lost answer',
  /** Registered blocked: every verify is refused (userBlocked). */
  blocked: 'blocked customer',
} as const;

export type SandboxGoldMagic = keyof typeof sandboxGoldNames;

export function magicOfName(name: string): SandboxGoldMagic | null {
  const normalised = name.trim().replace(/\s+/g, ' ').toLowerCase();
  const entry = Object.entries(sandboxGoldNames).find(([, magic]) => normalised.startsWith(magic));
  return entry ? (entry[0] as SandboxGoldMagic) : null;
}

/** How long a "Confirm Late" trade stays in progress after its confirm. */
export const confirmLateMs = 2 * 60_000;

type Place = { city: string; state: string };

/** Cities by a pin code's first two digits, else by its first (the postal zone). */
const placesByPrefix: Readonly<Record<string, Place>> = {
  '11': { city: 'New Delhi', state: 'Delhi' },
  '12': { city: 'Gurugram', state: 'Haryana' },
  '14': { city: 'Ludhiana', state: 'Punjab' },
  '22': { city: 'Lucknow', state: 'Uttar Pradesh' },
  '30': { city: 'Jaipur', state: 'Rajasthan' },
  '38': { city: 'Ahmedabad', state: 'Gujarat' },
  '40': { city: 'Mumbai', state: 'Maharashtra' },
  '41': { city: 'Pune', state: 'Maharashtra' },
  '45': { city: 'Indore', state: 'Madhya Pradesh' },
  '50': { city: 'Hyderabad', state: 'Telangana' },
  '56': { city: 'Bengaluru', state: 'Karnataka' },
  '60': { city: 'Chennai', state: 'Tamil Nadu' },
  '68': { city: 'Kochi', state: 'Kerala' },
  '70': { city: 'Kolkata', state: 'West Bengal' },
  '75': { city: 'Bhubaneswar', state: 'Odisha' },
  '80': { city: 'Patna', state: 'Bihar' },
  '1': { city: 'Chandigarh', state: 'Chandigarh' },
  '2': { city: 'Kanpur', state: 'Uttar Pradesh' },
  '3': { city: 'Surat', state: 'Gujarat' },
  '4': { city: 'Nagpur', state: 'Maharashtra' },
  '5': { city: 'Visakhapatnam', state: 'Andhra Pradesh' },
  '6': { city: 'Coimbatore', state: 'Tamil Nadu' },
  '7': { city: 'Guwahati', state: 'Assam' },
  '8': { city: 'Ranchi', state: 'Jharkhand' },
  '9': { city: 'Army Post Office', state: 'Army Postal Service' },
};

export type PincodeAnswer = { deliverable: boolean; city: string | null; state: string | null };

/**
 * Whether the vendor delivers to a pin code: six digits not starting with 0 (no such pin code)
 * nor with 99 (a real one the vendor does not serve), with its city and state.
 */
export function pincodeAnswer(pinCode: string): PincodeAnswer {
  if (!/^[1-9]\d{5}$/.test(pinCode)) return { deliverable: false, city: null, state: null };
  const place = placesByPrefix[pinCode.slice(0, 2)] ?? placesByPrefix[pinCode.slice(0, 1)]!;
  return { deliverable: !pinCode.startsWith('99'), ...place };
}

/** A redeem to a pin code ending so is returned by the courier instead of delivered. */
export const returnedPinEnding = '13';
