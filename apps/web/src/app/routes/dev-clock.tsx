import { QueryProvider } from '../../components/query-provider';
import { ClockPage } from '../../features/dev/components/clock-page';

export default function Route() {
  return (
    <QueryProvider>
      <ClockPage />
    </QueryProvider>
  );
}
