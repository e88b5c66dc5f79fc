import { TipsPage } from '../../features/tips/components/tips-page';

export default TipsPage;
