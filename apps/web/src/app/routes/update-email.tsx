import UpdateEmailPage from '../../features/auth/components/update-email-page';
import '../../lib/catalogue';

export default UpdateEmailPage;
