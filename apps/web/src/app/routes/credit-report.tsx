import { CreditReportPage } from '../../features/credit-report/components/credit-report-page';

export default CreditReportPage;
