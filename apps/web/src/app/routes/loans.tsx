import { LoansPage } from '../../features/loans/components/loans-page';

export default LoansPage;
