import UpdateEmailPage from '../../features/auth/components/update-email-page';

export default UpdateEmailPage;
