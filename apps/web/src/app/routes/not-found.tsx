import { NotFoundPage } from '../../features/shell/components/not-found-page';

export default NotFoundPage;
