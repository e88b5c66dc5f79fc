import type { OpportunityDetails } from '@kredo/contract/consent';
import { useOutletContext } from 'react-router';

/** What the consent area hands each of its screens. */
export type ConsentOutlet = {
  userId: string;
  opportunity: OpportunityDetails;
  /** The unsigned agreement (base64 PDF), once generated and fetched. */
  unsignedDoc: string | undefined;
  /** Reads the opportunity again; the area then moves to the step it is at. */
  refresh: () => Promise<unknown>;
  /** Goes to a screen of the area, replacing the history entry where the spec says so. */
  goTo: (screen: 'loan-details' | 'denied') => void;
};

export function useConsentOutlet(): ConsentOutlet {
  return useOutletContext<ConsentOutlet>();
}
