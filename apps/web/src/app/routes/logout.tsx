import { QueryProvider } from '../../components/query-provider';
import { LogoutPage } from '../../features/auth/components/logout-page';
import '../../lib/catalogue';

export default function Route() {
  return (
    <QueryProvider>
      <LogoutPage />
    </QueryProvider>
  );
}
