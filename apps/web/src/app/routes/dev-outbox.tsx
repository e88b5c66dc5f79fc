import { OutboxPage } from '../../features/dev/components/outbox-page';

export default OutboxPage;
