import { BankLinkPage } from '../../features/loans/components/bank-link-page';

/**
 * The bank-link redirect screen (spec 001 §2.10) at `loans/bank-link`: a chunk of its own, loaded
 * only by a borrower sent there.
 */
export default function BankLinkRoute() {
  return <BankLinkPage />;
}
