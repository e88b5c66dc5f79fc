import { findLender, type Lender } from '@kredo/contract/lenders';
import type { ContingentCharge, KfsDisclosures } from '@kredo/domain/key-fact-statement';

import { lenderWording } from '../generated-documents/kfs-lender-wording.ts';

/**
 * What each lender states in its Key Fact Statement and agreement beyond the offer's figures
 * (RBI KFS Annex A part 2, penal charges): its board's policies, kept as data beside the lender.
 */
export type LenderTerms = {
  lender: Lender;
  registeredAddress: string;
  /** The place the agreement is executed at and whose courts it names. */
  jurisdiction: string;
  disclosures: KfsDisclosures;
  contingentCharges: ContingentCharge[];
  /** The lender insures its loans and wants the borrower's nominee (spec 001 §2.3 INSURANCE_NOMINEE). */
  requiresNominee: boolean;
};

/** The board-approved cooling-off period of every lender here: 3 days from disbursal (decisions.md). */
export const coolingOffDays = 3;

/** Their wording, English and Hindi, is the KFS's catalogue of lenders' words (kfs-lender-wording.ts). */
const commonCharges: ContingentCharge[] = [
  { kind: 'penal-delayed-payment', description: lenderWording.penalDelayedPayment.en },
  { kind: 'other-penal', description: lenderWording.mandateBounce.en },
  { kind: 'foreclosure', description: lenderWording.foreclosureNil.en },
  { kind: 'rate-switch', description: lenderWording.rateSwitchFixed.en },
];

const clauses = {
  recoveryAgentsClause: lenderWording.recoveryAgentsClause.en,
  grievanceRedressalClause: lenderWording.grievanceRedressalClause.en,
};

const terms: Record<number, Omit<LenderTerms, 'lender'>> = {
  174: {
    registeredAddress: '4th Floor, Prabhat Towers, Baner Road, Pune 411045, Maharashtra',
    jurisdiction: 'Pune',
    disclosures: {
      ...clauses,
      grievanceOfficer: {
        name: 'Meera Kulkarni',
        phone: '+91 20 4000 1740',
        email: 'grievance@sahyadrifinance.example',
      },
      mayBeTransferred: true,
      coolingOffDays,
      recoveryLsp: null,
    },
    contingentCharges: commonCharges,
    requiresNominee: true,
  },
  176: {
    registeredAddress: '12 Cathedral Road, Gopalapuram, Chennai 600086, Tamil Nadu',
    jurisdiction: 'Chennai',
    disclosures: {
      ...clauses,
      grievanceOfficer: {
        name: 'R. Srinivasan',
        phone: '+91 44 4000 1760',
        email: 'nodal.officer@kavericapital.example',
      },
      mayBeTransferred: true,
      coolingOffDays,
      recoveryLsp: null,
    },
    contingentCharges: commonCharges,
    requiresNominee: false,
  },
  179: {
    registeredAddress: 'Plot 21, Zone II, Maharana Pratap Nagar, Bhopal 462011, Madhya Pradesh',
    jurisdiction: 'Bhopal',
    disclosures: {
      ...clauses,
      grievanceOfficer: {
        name: 'Anil Tiwari',
        phone: '+91 755 400 1790',
        email: 'grievance@narmadacredit.example',
      },
      mayBeTransferred: false,
      coolingOffDays,
      recoveryLsp: null,
    },
    contingentCharges: commonCharges,
    requiresNominee: false,
  },
};

export function lenderTermsOf(lenderId: number): LenderTerms {
  const lender = findLender(lenderId);
  const own = terms[lenderId];
  if (!lender || !own) throw new Error(`no KFS terms for lender ${lenderId}`);
  return { lender, ...own };
}

export const lenderIdsWithTerms = Object.keys(terms).map(Number);
