import layout from '../../../components/ui/layout.module.css';
import { LenderCard } from './lender-card';
import { SampleLoanCostCard } from './sample-loan-cost-card';

/**
 * The login page's loan facts: what an example loan costs and who lends it. A chunk of its own
 * (with the loan maths), drawn below the sign-in so the first screen does not wait for it.
 */
export default function LoanFacts() {
  return (
    <div className={layout.stack}>
      <SampleLoanCostCard />
      <LenderCard />
    </div>
  );
}
