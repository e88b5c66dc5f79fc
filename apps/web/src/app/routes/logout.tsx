import { LogoutPage } from '../../features/shell/components/logout-page';

export default LogoutPage;
