import { QueryProvider } from '../../components/query-provider';
import { OutboxPage } from '../../features/dev/components/outbox-page';

export default function Route() {
  return (
    <QueryProvider>
      <OutboxPage />
    </QueryProvider>
  );
}
